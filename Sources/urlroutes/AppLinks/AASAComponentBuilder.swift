/// Turns the routes of one host into `applinks` components for an apple-app-site-association
/// file, so that the components claim the paths the table routes and nothing deeper.
///
/// Apple's rules: the first component whose patterns match decides; in the `/` pattern `*`
/// matches any run of characters, `/` included, `?` one character, `?*` one or more. There is
/// no "one component" pattern, so a variable is written `?*` and the paths where it would span
/// a `/` are excluded first: `/user/:id` becomes `{"/": "/user/*/?*", "exclude": true}` then
/// `{"/": "/user/?*"}`. (`*/?*`, not `*/*`: `/user/42/` routes like `/user/42` and must stay
/// claimed.) Such an exclude only takes paths with more components than its route,
/// so ordering the routes deeper first keeps every route's paths clear of the excludes of the
/// routes after it. Routes that take any number of components (a trailing `*`, a `**`) need no
/// excludes and come first, where no exclude can hide their paths.
///
/// What AASA cannot say is widened, never narrowed, and reported: a `<constraint>` that is not
/// a list of words becomes `?` per character it needs (`<\d{4}>` is `????`, `<\d+>` is `?*`);
/// a variable before a later literal in a route of any depth claims deeper paths too; a literal
/// holding `*` or `?`; the part of a pattern after `#` (a fragment route).
///
/// Routing ignores a trailing slash, so a route whose pattern does not end in `*` gets a second
/// component with one (`/cart` and `/cart/`). Not claimed: paths with an empty component (`/user//edit`),
/// which routing would accept.
struct AASAComponentBuilder {
    struct Component: Encodable, Equatable {
        var path: String
        var fragment: String?
        var exclude: Bool?
        var comment: String?

        enum CodingKeys: String, CodingKey {
            case path = "/"
            case fragment = "#"
            case exclude
            case comment
        }
    }

    /// Something a component claims beyond what its route routes.
    struct Widening {
        var route: HostRouteSet.Route
        var reason: String

        /// The line `aasa` and `android` print on standard error.
        func warning(table: String) -> String {
            "warning: \(table):\(route.entry.line): \(route.pattern): \(reason)"
        }
    }

    private(set) var components: [Component] = []
    private(set) var widenings: [Widening] = []

    /// A shape written as patterns: the `/` pattern, each variable's part of it, and the fragment.
    private struct Written {
        var shape: LinkShape
        /// Each path segment's pattern text.
        var parts: [String]
        /// Indices into `parts` of the variables, which excludes keep to one component.
        var variables: [Int]
        var fragment: String?
        var reasons: [String]
        /// The path ends in `/`: routing takes `/cart/` as `/cart`.
        var hasTrailingSlash = false

        var path: String { "/" + parts.joined(separator: "/") + (hasTrailingSlash ? "/" : "") }

        func path(replacing index: Int, with text: String) -> String {
            var replaced = self
            replaced.parts[index] = text
            return replaced.path
        }
    }

    init(routes: [HostRouteSet.Route]) {
        let written = routes.flatMap(LinkShape.shapes(of:)).map(Self.write)
        // Any depth first, in matching order; then fixed depths, deepest first (stable).
        let unbounded = written.filter(\.shape.isUnbounded)
        let bounded = written.enumerated().filter { !$0.element.shape.isUnbounded }
            .sorted { ($0.element.parts.count, -$0.offset) > ($1.element.parts.count, -$1.offset) }
            .map(\.element)
        for shape in unbounded.flatMap(Self.withTrailingSlash) {
            add(Component(path: shape.path, fragment: shape.fragment, comment: comment(for: shape)), widening: shape)
        }
        for shape in bounded.flatMap(Self.withTrailingSlash) {
            for index in shape.variables {
                add(Component(path: shape.path(replacing: index, with: "*/?*"), fragment: shape.fragment, exclude: true,
                              comment: "not \(shape.shape.route.label): a variable would span a '/'"), widening: nil)
            }
            add(Component(path: shape.path, fragment: shape.fragment, comment: comment(for: shape)), widening: shape)
        }
    }

    /// `shape`, then the same shape with a trailing slash: routing takes `/cart/` as `/cart`,
    /// and Apple's patterns match a whole path. (A path that ends in `*` claims the slash
    /// already.)
    private static func withTrailingSlash(_ shape: Written) -> [Written] {
        guard shape.fragment == nil, let last = shape.parts.last, !last.isEmpty, !last.hasSuffix("*") else {
            return [shape]
        }
        var slashed = shape
        slashed.hasTrailingSlash = true
        return [shape, slashed]
    }

    private func comment(for shape: Written) -> String {
        shape.shape.route.label + (shape.reasons.isEmpty ? "" : "; widened: " + shape.reasons.joined(separator: "; "))
    }

    /// Appends `component` unless an earlier one has the same patterns (the first decides), and
    /// records what it widens.
    private mutating func add(_ component: Component, widening shape: Written?) {
        if let shape {
            for reason in shape.reasons {
                let widening = Widening(route: shape.shape.route, reason: reason)
                if !widenings.contains(where: { $0.route.pattern == widening.route.pattern && $0.route.entry.line == widening.route.entry.line && $0.reason == reason }) {
                    widenings.append(widening)
                }
            }
        }
        guard !components.contains(where: { $0.path == component.path && $0.fragment == component.fragment }) else { return }
        components.append(component)
    }

    private static func write(_ shape: LinkShape) -> Written {
        var written = Written(shape: shape, parts: [], variables: [], fragment: nil, reasons: [])
        var inFragment = false
        var fragmentParts: [String] = []
        for (index, segment) in shape.segments.enumerated() {
            var text: String
            switch segment {
            case .literal(let literal):
                text = literal
                if literal.contains("*") || literal.contains("?") {
                    written.reasons.append("the literal '\(literal)' holds '*' or '?', which AASA reads as a wildcard")
                }
                if !inFragment, let hash = literal.firstIndex(of: "#") {
                    // A fragment route: the rest of the pattern matches the URL's fragment.
                    inFragment = true
                    let before = String(literal[..<hash])
                    fragmentParts.append(String(literal[literal.index(after: hash)...]))
                    if !before.isEmpty { written.parts.append(before) }
                    continue
                }
            case .variable(let name, let constraint):
                let (glob, reason) = glob(for: constraint)
                text = glob
                if let reason { written.reasons.append(LinkShape.describe(name: name, constraint: constraint) + " " + reason) }
                if !inFragment {
                    if shape.isUnbounded && shape.segments[(index + 1)...].contains(where: { if case .literal = $0 { true } else { false } }) {
                        written.reasons.append("\(LinkShape.describe(name: name, constraint: constraint)) may span a '/': the route also takes any number of components, so no exclude can keep it to one")
                    }
                    written.variables.append(written.parts.count)
                }
            case .components:
                text = "*"
            }
            if inFragment {
                fragmentParts.append(text)
            } else {
                written.parts.append(text)
            }
        }
        if inFragment {
            written.fragment = fragmentParts.joined(separator: "/")
            if shape.segments.contains(where: LinkShape.isVariable) {
                written.reasons.append("the fragment's variables may span a '/'")
            }
            // Excludes are for the path alone; a fragment route's variables there stay bounded.
        }
        return written
    }

    /// The pattern text for one variable component, and why it claims more, if it does.
    private static func glob(for constraint: String?) -> (String, String?) {
        guard let constraint else { return ("?*", nil) }
        guard case .sequence(let atoms) = ConstraintShape(constraint) else {
            return ("?*", "is widened to ?*: AASA patterns cannot express the constraint")
        }
        var glob = ""
        var exact = true
        for atom in atoms {
            if case .character(let character) = atom.kind, !"*?".contains(character) {
                glob += String(repeating: String(character), count: atom.minimum)
                if atom.maximum != atom.minimum {
                    glob += "*"
                    exact = false
                }
            } else {
                exact = false
                glob += String(repeating: "?", count: atom.minimum)
                if atom.maximum != atom.minimum { glob += "*" }
            }
        }
        if glob.isEmpty { glob = "*" }
        // Merge runs such as "*?" into "?*": the same strings, in the form Apple documents.
        while let range = glob.range(of: "*?") { glob.replaceSubrange(range, with: "?*") }
        while let range = glob.range(of: "**") { glob.replaceSubrange(range, with: "*") }
        return (glob, exact ? nil : "is widened to \(glob): AASA patterns have no character classes")
    }
}
