/// The namespaces a walk searched, in order: at most three (`RouteWalk`: a host namespace,
/// a scheme's, the global one). Held as the namespaces themselves, inline: copying or dropping
/// one counts a reference each, where a string goes through its type's value witnesses and an
/// array would be an allocation per URL.
struct SearchedNamespaces: Sendable {
    private var first: NamespaceSnapshot?
    private var second: NamespaceSnapshot?
    private var third: NamespaceSnapshot?

    init() {}

    mutating func append(_ namespace: NamespaceSnapshot) {
        if first == nil {
            first = namespace
        } else if second == nil {
            second = namespace
        } else {
            assert(third == nil, "a walk enters at most three namespaces")
            third = namespace
        }
    }

    /// Every namespace, as a table writes them (`*` for the global one).
    var tableSpellings: [String] {
        [first, second, third].compactMap { $0.map { RouteResolution.tableSpelling(ofNamespace: $0.scheme) } }
    }
}
