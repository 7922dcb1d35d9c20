/// Says, in words, why a pattern does not match a routing path: which component differs, which
/// constraint fails, or how the component counts disagree.
enum MismatchReason {
    static func explain(_ route: RoutePattern, path: String) -> String {
        let pathComponents = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .map { String(Substring($0)) }
        let components = route.components
        if let firstGlobstar = components.firstIndex(of: .globstar) {
            // The components before the first ** must match the path's first ones, and those
            // after the last ** its last ones; say which does not.
            let lastGlobstar = components.lastIndex(of: .globstar)!
            let head = components[..<firstGlobstar]
            let tail = components[(lastGlobstar + 1)...]
            for (index, component) in head.enumerated() where index < pathComponents.count {
                if let reason = mismatch(component, pathComponents[index], position: index + 1) { return reason }
            }
            for (offset, component) in tail.reversed().enumerated() where offset < pathComponents.count {
                let index = pathComponents.count - 1 - offset
                if component != .star, let reason = mismatch(component, pathComponents[index], position: index + 1) {
                    return reason
                }
            }
            return "no way to place ** so that the components around it match"
        }
        let hasTrailingStar = components.last == .star
        let fixed = hasTrailingStar ? components.dropLast() : components[...]
        let shown = path.isEmpty ? 0 : pathComponents.count
        for (index, component) in fixed.enumerated() {
            guard index < pathComponents.count, !(path.isEmpty && !fixed.isEmpty) else {
                return "the path has \(shown) component\(shown == 1 ? "" : "s"); the pattern needs \(hasTrailingStar ? "at least " : "")\(fixed.count)"
            }
            if let reason = mismatch(component, pathComponents[index], position: index + 1) { return reason }
        }
        if !hasTrailingStar && pathComponents.count != fixed.count {
            return "the path has \(shown) component\(shown == 1 ? "" : "s"); the pattern needs exactly \(fixed.count)"
        }
        return "the regex does not match"
    }

    /// Why `actual`, the path's component at `position`, does not match `component`; nil if it does.
    private static func mismatch(_ component: PatternComponent, _ actual: String, position: Int) -> String? {
        switch component {
        // Most literals have one form, themselves: compared without making the list of forms.
        case .literal(let text) where text != actual && (!LiteralForms.hasForms(text) || !LiteralForms.forms(text).contains(actual)):
            return "component \(position) is \(actual.debugDescription), the pattern wants \(text.debugDescription)"
        case .variable(let name, let constraint?) where !ConstraintValidator.accepts(actual, constraint: constraint):
            return "component \(position) \(actual.debugDescription) does not satisfy :\(name)<\(constraint)>"
        default:
            return nil
        }
    }

}
