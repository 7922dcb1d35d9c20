/// Turns the routes of one host into `android:pathAdvancedPattern` values for an intent filter,
/// so that the patterns together take exactly the paths the table routes (Android 12, API 31,
/// and later; `AndroidPathPattern` says how one component is written).
///
/// Android tries every pattern, so order does not matter; each pattern matches the whole
/// decoded path. Routing drops one trailing `/` and takes an empty component, so a route of
/// fixed depth gives two patterns: its path, whose last component is not empty
/// (`/user/[^/]+`), and the same with a `/` after it, whose last component may be
/// (`/user/[^/]*/`: `/user//` routes with `id` = ""). The root is `/` and `//`.
///
/// A trailing `*` or `**` is `.*` after the components before it. A `**` with components
/// after it cannot be written so: `.*` would take the rest of the path and never give it back.
/// There the pattern says what routing takes as a count of `/`: `/help/**/:article` takes any
/// path under `/help/` with at least one more component, `/help/[^/]*/.+`. When the components
/// after the `**` are not all plain `:name`s, that claims more, and it is widened.
struct AndroidIntentFilter {
    struct Pattern {
        var pattern: String
        var definition: AppLinkRouteSet.Definition
        var reasons: [String]

        /// The comment before the pattern's `<data>` element.
        var comment: String {
            definition.label + (reasons.isEmpty ? "" : "; widened: " + reasons.joined(separator: "; "))
        }
    }

    private(set) var patterns: [Pattern] = []
    private(set) var widenings: [AppLinkWidening] = []

    init(definitions: [AppLinkRouteSet.Definition]) {
        var seenPatterns: Set<String> = []
        var seenWidenings: Set<AppLinkWidening> = []
        var constraints = ConstraintShape.Cache()
        for definition in definitions {
            for shape in LinkShape.shapes(of: definition, constraints: &constraints) {
                for piece in Self.patterns(of: shape, constraints: &constraints) {
                    AppLinkWidening.record(piece.reasons, of: definition.route, in: &widenings, seen: &seenWidenings)
                    guard seenPatterns.insert(piece.text).inserted else { continue }
                    patterns.append(Pattern(pattern: piece.text, definition: definition, reasons: piece.reasons))
                }
            }
        }
    }

    /// The `<intent-filter>` for links `scheme://host/...`, each pattern after a comment that
    /// names its route (and says "widened" and why where it claims more).
    func contents(scheme: String, host: String, namespaces: [RouteTable.Namespace], file: String?) -> String {
        let source = (file.map { "routes of \($0)" } ?? "routes") + " from " + namespaces.map(\.description).joined(separator: ", ")
        var lines = [
            "<!-- \(XMLText.comment("App Links for \(scheme)://\(host)/: \(source)")) -->",
            "<intent-filter android:autoVerify=\"true\">",
            "    <action android:name=\"android.intent.action.VIEW\" />",
            "    <category android:name=\"android.intent.category.DEFAULT\" />",
            "    <category android:name=\"android.intent.category.BROWSABLE\" />",
            "    <data android:scheme=\"\(XMLText.escape(scheme))\" />",
            "    <data android:host=\"\(XMLText.escape(host))\" />",
        ]
        for pattern in patterns {
            lines.append("    <!-- \(XMLText.comment(pattern.comment)) -->")
            // Escaped twice: for the resource compiler, which reads '\' escapes, then for XML.
            lines.append("    <data android:pathAdvancedPattern=\"\(XMLText.escape(AndroidAttributeText.escape(pattern.pattern)))\" />")
        }
        lines.append("</intent-filter>")
        return lines.joined(separator: "\n") + "\n"
    }

    private typealias Piece = AndroidPathPattern.Piece

    private static func patterns(of shape: LinkShape, constraints: inout ConstraintShape.Cache) -> [Piece] {
        var segments = shape.segments
        var reasons: [String] = []
        var isFragmentRoute = false
        if let start = shape.fragmentStart, case .literal(let literal) = segments[start], let hash = literal.firstIndex(of: "#") {
            // An intent filter's path has no fragment: the path before the `#` claims every
            // fragment. Routing keeps the path's trailing '/' when there is a fragment path.
            segments = Array(segments[..<start]) + [.literal(String(literal[..<hash]))]
            reasons.append("the fragment part of the pattern is not matched: an intent filter's path has no fragment")
            isFragmentRoute = true
        }
        return patterns(segments, isFragmentRoute: isFragmentRoute, reasons: reasons, constraints: &constraints)
    }

    private static func patterns(_ segments: [LinkShape.Segment], isFragmentRoute: Bool, reasons: [String],
                                 constraints: inout ConstraintShape.Cache) -> [Piece] {
        if let first = segments.firstIndex(of: .components) {
            return unbounded(Array(segments[..<first]), after: Array(segments[(first + 1)...]), isFragmentRoute: isFragmentRoute,
                             reasons: reasons, constraints: &constraints)
        }
        if segments.isEmpty {
            return [Piece(text: "/", reasons: reasons), Piece(text: "//", reasons: reasons)]
        }
        let middle = segments.map { AndroidPathPattern.pieces($0, role: .mayBeEmpty, constraints: &constraints) }
        if isFragmentRoute {
            return combine(middle, prefix: "/", suffix: "", reasons: reasons)
        }
        let last = AndroidPathPattern.pieces(segments[segments.count - 1], role: .nonEmpty, constraints: &constraints)
        return combine(middle.dropLast() + [last], prefix: "/", suffix: "", reasons: reasons)
            + combine(middle, prefix: "/", suffix: "/", reasons: reasons)
    }

    /// How many components of a `**` followed by more than plain `:name`s are spelt out as
    /// patterns of their own (`/[^/]*/edit`, `/[^/]*/[^/]*/edit`, ...) before the rest is
    /// widened; fewer when another `**` follows, whose own patterns multiply them.
    static let spelledOutComponents = 4
    static let spelledOutComponentsBeforeAnotherDoubleStar = 2

    /// A shape of any depth: the components before its first `**`, then what comes after.
    private static func unbounded(_ before: [LinkShape.Segment], after: [LinkShape.Segment], isFragmentRoute: Bool,
                                  reasons: [String], constraints: inout ConstraintShape.Cache) -> [Piece] {
        let prefix = before.map { AndroidPathPattern.pieces($0, role: .mayBeEmpty, constraints: &constraints) }
        guard !after.isEmpty else {
            // Anything at all after the components before it.
            return combine(prefix + [[Piece(text: ".*", reasons: [])]], prefix: "/", suffix: "", reasons: reasons)
        }
        if after.allSatisfy(LinkShape.isUnconstrainedVariable) {
            // Routing takes the components, then `after.count` more, each a plain `:name` taking
            // any text: a path with at least that many more '/', not ending in the last of them
            // (routing drops a trailing '/').
            let rest = String(repeating: AndroidPathPattern.anyComponent + "*/", count: after.count) + ".+"
            return combine(prefix + [[Piece(text: rest, reasons: [])]], prefix: "/", suffix: "", reasons: reasons)
        }
        // A greedy matcher cannot find where `after` begins behind a run of any length: the
        // `**` is spelt out as one, two, ... components, exact, and longer runs are widened to
        // a count of components.
        let spelledOut = after.contains(.components) ? spelledOutComponentsBeforeAnotherDoubleStar : spelledOutComponents
        var pieces: [Piece] = []
        for count in 1...spelledOut {
            let components = [LinkShape.Segment](repeating: .variable(name: nil, constraint: nil), count: count)
            pieces += patterns(before + components + after, isFragmentRoute: isFragmentRoute, reasons: reasons, constraints: &constraints)
        }
        let widened = reasons + ["what follows a '**' is spelt out for a '**' of up to \(spelledOut) components and written as a count of components beyond: Android's matcher is greedy and never backtracks, so no pattern can find where those components begin"]
        let rest = String(repeating: AndroidPathPattern.anyComponent + "*/", count: spelledOut + after.count) + ".+"
        return pieces + combine(prefix + [[Piece(text: rest, reasons: [])]], prefix: "/", suffix: "", reasons: widened)
    }

    /// Every combination of one piece per component, joined by `/`.
    private static func combine(_ components: [[Piece]], prefix: String, suffix: String, reasons: [String]) -> [Piece] {
        var results = [Piece(text: "", reasons: reasons)]
        for (index, pieces) in components.enumerated() {
            results = results.flatMap { partial in
                pieces.map { piece in
                    Piece(text: partial.text + (index == 0 ? "" : "/") + piece.text,
                          reasons: partial.reasons + piece.reasons.filter { !partial.reasons.contains($0) })
                }
            }
        }
        return results.map { Piece(text: prefix + $0.text + suffix, reasons: $0.reasons) }
    }
}
