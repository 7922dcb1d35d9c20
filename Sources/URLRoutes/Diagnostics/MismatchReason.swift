/// Says, in words, why a pattern does not match a routing path: which component differs, which
/// constraint fails, or how the component counts disagree.
enum MismatchReason {
    static func explain(_ route: RoutePattern, path: String) -> String {
        let pathComponents = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
        let components = route.components
        if components.contains(.globstar) {
            return "no way to place ** so that the components around it match"
        }
        let hasTrailingStar = components.last == .star
        let fixed = hasTrailingStar ? components.dropLast() : components[...]
        let shown = path.isEmpty ? 0 : pathComponents.count
        for (index, component) in fixed.enumerated() {
            guard index < pathComponents.count, !(path.isEmpty && !fixed.isEmpty) else {
                return "the path has \(shown) component\(shown == 1 ? "" : "s"); the pattern needs \(hasTrailingStar ? "at least " : "")\(fixed.count)"
            }
            let actual = pathComponents[index]
            switch component {
            case .literal(let text) where text != actual:
                return "component \(index + 1) is \(actual.debugDescription), the pattern wants \(text.debugDescription)"
            case .variable(let name, let constraint?) where !satisfies(actual, constraint):
                return "component \(index + 1) \(actual.debugDescription) does not satisfy :\(name)<\(constraint)>"
            default:
                continue
            }
        }
        if !hasTrailingStar && pathComponents.count != fixed.count {
            return "the path has \(shown) component\(shown == 1 ? "" : "s"); the pattern needs exactly \(fixed.count)"
        }
        return "the regex does not match"
    }

    private static func satisfies(_ component: String, _ constraint: String) -> Bool {
        guard let regex = try? CompiledRegex("^(?:\(constraint))\\z", jit: false) else { return false }
        if case .matched = regex.match(component) { return true }
        return false
    }
}
