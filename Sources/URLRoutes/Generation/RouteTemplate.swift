/// One expansion of a named route, ready to be filled in: made once when the route is named,
/// so generating a link costs a few dictionary lookups, the encoding and one regex match per
/// constrained variable.
final class RouteTemplate: Sendable {
    enum Piece: Sendable {
        /// Pattern text, written as the pattern has it (it matches the URL byte for byte).
        case literal([UInt8])
        /// `:name` or `:name<constraint>`; `regex` is the constraint anchored on both ends.
        case variable(name: String, constraint: String?, regex: CompiledRegex?)
        /// A `*` that is not last: exactly one wildcard component.
        case oneComponent
        /// `**` or a trailing `*`: the wildcard components not taken by `oneComponent`s.
        case remainingComponents
    }

    /// The expansion's pattern (`/user/:id`).
    let pattern: String
    let pieces: [Piece]
    /// Every variable the expansion needs, for choosing an expansion and finding what is left
    /// over for the query.
    let variables: Set<String>
    /// How many wildcard components the `oneComponent` pieces take.
    let singleComponents: Int
    let takesRemainingComponents: Bool

    init(_ route: RoutePattern) {
        pattern = route.pattern
        let last = route.components.count - 1
        pieces = route.components.enumerated().map { index, component in
            switch component {
            case .literal(let text):
                return .literal(Array(text.utf8))
            case .variable(let name, let constraint):
                return .variable(name: name, constraint: constraint, regex: constraint.flatMap(Self.anchoredRegex))
            case .star where index == last, .globstar:
                return .remainingComponents
            case .star:
                return .oneComponent
            }
        }
        var variables = Set<String>()
        var singleComponents = 0
        var takesRemainingComponents = false
        for piece in pieces {
            switch piece {
            case .variable(let name, _, _): variables.insert(name)
            case .oneComponent: singleComponents += 1
            case .remainingComponents: takesRemainingComponents = true
            case .literal: break
            }
        }
        self.variables = variables
        self.singleComponents = singleComponents
        self.takesRemainingComponents = takesRemainingComponents
    }

    private static func anchoredRegex(_ constraint: String) -> CompiledRegex? {
        do {
            return try CompiledRegex("^(?:\(constraint))\\z")
        } catch {
            // The pattern parser already accepted the constraint; PCRE2 disagreeing is a bug.
            RouteLog.error("constraint <\(constraint)> does not compile on its own: \(error); generation does not check it")
            return nil
        }
    }

    /// Whether every variable has a value and the wildcard components fit the wildcards.
    func accepts(_ parameters: [String: String], wildcardCount: Int) -> Bool {
        guard wildcardCount == singleComponents || (takesRemainingComponents && wildcardCount > singleComponents)
        else { return false }
        for name in variables where parameters[name] == nil { return false }
        return true
    }

    /// Appends the path, encoded, without leading slash (`product/42`), to `output`; returns
    /// where its first component ends. Assumes `accepts(parameters, wildcard.count)`.
    func fill(_ parameters: [String: String], wildcard: [String], into output: inout [UInt8],
              fail: (_ parameter: String?, _ reason: String) -> RouteGenerationError) throws(RouteGenerationError)
        -> Int {
        var firstComponentEnd = -1
        var nextWildcard = 0
        let remaining = wildcard.count - singleComponents
        var wrote = false
        func component(_ body: () throws(RouteGenerationError) -> Void) throws(RouteGenerationError) {
            if wrote {
                if firstComponentEnd < 0 { firstComponentEnd = output.count }
                output.append(UInt8(ascii: "/"))
            }
            try body()
            wrote = true
        }
        func wildcardComponent(_ value: String) throws(RouteGenerationError) {
            if value.isEmpty {
                throw fail("*", "wildcard component \(nextWildcard) is empty; a path component cannot be empty")
            }
            try component { PercentEncoding.append(value, to: &output) }
            nextWildcard += 1
        }
        for piece in pieces {
            switch piece {
            case .literal(let bytes):
                try component { output.append(contentsOf: bytes) }
            case .variable(let name, let constraint, let regex):
                let value = parameters[name].unsafelyUnwrapped
                if value.isEmpty {
                    throw fail(name, "the value is empty; a path component cannot be empty")
                }
                if value.utf8.count > 1 && value.utf8.last == UInt8(ascii: "#") {
                    throw fail(name, "\(value.debugDescription) ends with '#', which routing drops from a path variable (JLRoutes' fragment rule), so the link would not read back")
                }
                try component { () throws(RouteGenerationError) in
                    let start = output.count
                    PercentEncoding.append(value, to: &output)
                    if let regex, let constraint {
                        let matched = output.withUnsafeBufferPointer { buffer in
                            if case .matched = regex.match(UnsafeBufferPointer(rebasing: buffer[start...])) { return true }
                            return false
                        }
                        if !matched {
                            let encoded = String(decoding: output[start...], as: UTF8.self)
                            throw fail(name, "\(value.debugDescription)"
                                + (encoded == value ? "" : " (encoded \(encoded))") + " does not match <\(constraint)>")
                        }
                    }
                }
            case .oneComponent:
                try wildcardComponent(wildcard[nextWildcard])
            case .remainingComponents:
                for _ in 0..<remaining { try wildcardComponent(wildcard[nextWildcard]) }
            }
        }
        return firstComponentEnd < 0 ? output.count : firstComponentEnd
    }
}
