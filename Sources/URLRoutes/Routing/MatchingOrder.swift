extension Collection {
    /// The elements in the order a namespace tries routes: higher priority first, equal
    /// priorities in their order here (registration order). Stable.
    ///
    /// ```swift
    /// [(0, "a"), (5, "b"), (0, "c")].inMatchingOrder(priority: \.0).map(\.1)   // ["b", "a", "c"]
    /// ```
    func inMatchingOrder(priority: (Element) -> Int) -> [Element] {
        let elements = Array(self)
        let priorities = elements.map(priority)
        return elements.indices.sorted {
            priorities[$0] != priorities[$1] ? priorities[$0] > priorities[$1] : $0 < $1
        }.map { elements[$0] }
    }
}
