/// Turns the routes of one host into `applinks` components for an apple-app-site-association
/// file, so that the components claim exactly the paths the table routes.
///
/// Apple's rules: the first component whose patterns match decides; in the `/` pattern `*`
/// matches any run of characters, `/` included, `?` one character, `?*` one or more; the path
/// is compared as written (percent-encoded) and case-sensitively, as routing compares it. A
/// literal that routing also takes percent-encoded (`café`: as written, `caf%C3%A9` as browsers
/// send it, `caf%c3%a9`) is claimed in each of those spellings.
///
/// iOS reads a path as Apple's `swcutil` does (``AppleLinkPath``): each run of `/` as one, no
/// trailing `/`. Routing tells `/user//edit` (`:id` empty) from `/user/edit`; iOS cannot, so a
/// route whose component may be empty also claims the path without that component, widened.
/// Every claimed link is also claimed with its `/` doubled (`//login`, `/login//`): that is
/// iOS's reading, which no file can change.
///
/// A route of fixed depth claims paths with a fixed number of `/`: `/user/:id/edit` is
/// `/user/*/edit`, three of them. A `*` there can also match a `/`, so before the routes of
/// each depth comes an exclude of every path with more `/` than that (`/*/*/*/?*`: on a path
/// read as iOS reads it, every component is not empty, so this takes no path with fewer):
/// routes are written deepest first, so every deeper path a route takes has been claimed before
/// its exclude. Routes of any depth (a trailing `*`, a `**`) come first of all and need no
/// exclude.
///
/// No path pattern ends in `/` or `/*`: `swcutil` reads `X/*` as also matching `X`, and no
/// recorded output says whether `X/*/` does, so the file claims the same links either way.
///
/// What AASA cannot say is widened, never narrowed: the component claims more, its comment
/// says "widened" and why, and `widenings` lists it.
///
/// Android's dynamic rules have the same patterns and read the path as written: for them
/// (`readingPathsAsIOS` false) each route also claims its path with a `/` after it (`/cart/`,
/// `/user/*/`, which takes `/user//`), the root `/` and `//`, and `X/*` is written `X/?*` and
/// `X/`, the depth excludes too.
struct AppleAppSiteAssociation {
    struct Component: Equatable {
        var path: String
        var fragment: String?
        var exclude: Bool?
        var comment: String?
    }

    private(set) var components: [Component] = []
    private(set) var widenings: [AppLinkWidening] = []
    private var seenWidenings: Set<AppLinkWidening> = []
    /// The patterns (`/` and `#`) of the components that claim, to drop one an earlier one
    /// already makes.
    private var claimed: Set<String> = []
    /// The patterns of claims that route exactly: a widened claim of the same patterns widens
    /// nothing.
    private var exactKeys: Set<String> = []
    /// How many bytes of the file each route's components take (by the route's index in the
    /// table), to name the costliest when the file is too large. Every route is measured, even
    /// after making the file stopped.
    private(set) var costs: [Int: Int] = [:]
    /// The most bytes the components may take; making the file stops past it.
    private let sizeLimit: Int
    /// The bytes of the components made so far, as the file writes them.
    private var size = 0
    /// Set when making the file stopped because it is sure to be over `sizeLimit`: a lower
    /// bound of its size in bytes.
    private(set) var sizeAtLeast: Int?

    /// The least a component takes besides its patterns: `{`, `"/" : ""`, `"comment" : ""`
    /// with a label of at least one character, `}`, on their lines with their indents.
    private static let leastComponentBytes = 60

    /// One component that claims paths, before the components are put in order.
    private struct Claim {
        var path: String
        var fragment: String?
        var reasons: [String]
        var definition: AppLinkRouteSet.Definition
        var isUnbounded: Bool
        /// Whether it is the path without a component routing takes empty (widened): dropped
        /// where another claim of the same patterns claims them for what they are.
        var omitsEmptyComponent = false

        /// The number of `/` in the path pattern: the paths it claims (apart from those where a
        /// `*` takes a `/`) have that many.
        var depth: Int { path.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) } }
        /// Its patterns, which no other component repeats.
        var key: String { fragment.map { path + "#" + $0 } ?? path }
        var comment: String { definition.label + (reasons.isEmpty ? "" : "; widened: " + reasons.joined(separator: "; ")) }
        /// The component as the file writes it, roughly: its texts and the JSON around them.
        var cost: Int { path.utf8.count + (fragment?.utf8.count ?? 0) + comment.utf8.count + 60 }
    }

    /// Where a component's text stands in a fragment path, which decides whether it may be empty.
    private enum Role {
        /// Followed by `/`: may be empty when routing takes an empty component there.
        case middle
        /// Last, with nothing after it: routing drops a trailing `/`, so the component is not
        /// empty here (an empty last component is the form with a trailing `/`).
        case lastNonEmpty
    }

    /// Empty-capable components past this many in one route are not spelled out one by one
    /// (each doubles the route's components): the route claims every path below the ones before.
    static let maximumEmptyComponents = 6

    /// The components for `definitions`. With a `sizeLimit`, stops making them as soon as
    /// they are sure to take more (`sizeAtLeast`): first by a lower bound of the file (each
    /// distinct pattern is one component of at least its text), then by the components made.
    ///
    /// With `readingPathsAsIOS` (the AASA), the claims are for a path read as iOS reads it;
    /// without (Android's dynamic rules, which have the same patterns), for the path as written.
    init(definitions: [AppLinkRouteSet.Definition], readingPathsAsIOS: Bool = false, sizeLimit: Int = .max) {
        self.sizeLimit = sizeLimit
        var claims: [Claim] = []
        var constraints = ConstraintShape.Cache()
        var distinct: Set<String> = []
        var leastSize = 0
        for definition in definitions {
            for shape in LinkShape.shapes(of: definition, spellingLiteralForms: true, constraints: &constraints) {
                let shapeClaims = readingPathsAsIOS ? Self.claimsAsIOSReads(of: shape, constraints: &constraints)
                    : Self.claimsAsWritten(of: shape, constraints: &constraints)
                for claim in shapeClaims {
                    costs[claim.definition.routeIndex, default: 0] += claim.cost
                    guard sizeAtLeast == nil else { continue }
                    if distinct.insert(claim.key).inserted {
                        leastSize += claim.key.utf8.count + Self.leastComponentBytes
                        if leastSize > sizeLimit {
                            // Over for sure: keep measuring the routes, drop what the file needed.
                            sizeAtLeast = leastSize
                            claims = []
                            distinct = []
                            continue
                        }
                    }
                    claims.append(claim)
                }
            }
        }
        guard sizeAtLeast == nil else { return }
        guard readingPathsAsIOS else {
            addInDepthOrderAsWritten(claims)
            return
        }
        // The path without an empty component (`/product/42` for `/product/42//`) adds nothing
        // where another shape claims those patterns itself (`/product/:id`), at least as early.
        var claimedWhole: [String: Bool] = [:]
        for claim in claims where !claim.omitsEmptyComponent {
            claimedWhole[claim.key] = (claimedWhole[claim.key] ?? false) || claim.isUnbounded
        }
        claims.removeAll { claim in
            guard claim.omitsEmptyComponent, let unbounded = claimedWhole[claim.key] else { return false }
            return unbounded || !claim.isUnbounded
        }
        // A claim that routes exactly goes before a widened one of the same patterns, which then
        // widens nothing.
        claims = claims.filter(\.reasons.isEmpty) + claims.filter { !$0.reasons.isEmpty }
        exactKeys = Set(claims.filter(\.reasons.isEmpty).map(\.key))
        for claim in claims where claim.isUnbounded {
            guard add(claim) else { return }
        }
        let fixed = claims.filter { !$0.isUnbounded }
        for depth in Set(fixed.map(\.depth)).sorted(by: >) {
            guard append(Component(
                path: String(repeating: "/*", count: depth) + "/?*", exclude: true,
                comment: "not a link: a path with more than \(depth) '/' that no component above claims")) else { return }
            for claim in fixed where claim.depth == depth {
                guard add(claim) else { return }
            }
        }
    }

    /// The components in order for rules that read the path as written: as for iOS, but each
    /// depth's exclude also in its `X/` form (`/*/*/`), since `X/*` is written `X/?*` and `X/`.
    private mutating func addInDepthOrderAsWritten(_ claims: [Claim]) {
        for claim in claims where claim.isUnbounded {
            guard add(claim) else { return }
        }
        let fixed = claims.filter { !$0.isUnbounded }
        for depth in Set(fixed.map(\.depth)).sorted(by: >) {
            // `/*/*` written as `/*/?*` and `/*/`: see `withoutTrailingStar`.
            for path in Self.withoutTrailingStar(String(repeating: "/*", count: depth + 1)) {
                guard append(Component(
                    path: path, exclude: true,
                    comment: "not a link: a path with more than \(depth) '/' that no component above claims")) else { return }
            }
            for claim in fixed where claim.depth == depth {
                guard add(claim) else { return }
            }
        }
    }

    /// For rules that read the path as written (Android's dynamic rules): the path patterns that
    /// claim what `path` claims, none ending in `/*`: `X/*` becomes `X/?*` and `X/`, the same
    /// paths, so that no rule can be read as also taking its parent path `X`.
    static func withoutTrailingStar(_ path: String) -> [String] {
        guard path.hasSuffix("/*") else { return [path] }
        let parent = path.dropLast(2)
        return [parent + "/?*", parent + "/"]
    }

    /// The claim as claims whose paths do not end in `/*` (`withoutTrailingStar`).
    private static func withoutTrailingStar(_ claim: Claim) -> [Claim] {
        withoutTrailingStar(claim.path).map { path in
            var split = claim
            split.path = path
            return split
        }
    }

    private static let componentIndent = "          "

    /// A component's JSON, as the file writes it.
    private static func json(_ component: Component) -> String {
        var members: [(key: String, value: String)] = []
        if let fragment = component.fragment { members.append(("#", JSONText.string(fragment))) }
        members.append(("/", JSONText.string(component.path)))
        if let comment = component.comment { members.append(("comment", JSONText.string(comment))) }
        if let exclude = component.exclude { members.append(("exclude", exclude ? "true" : "false")) }
        return JSONText.object(members, indent: componentIndent)
    }

    /// The file's JSON for the apps, `{"applinks": {"details": [{"appIDs": [...],
    /// "components": [...]}]}}`, keys sorted, laid out as `urlroutes aasa` prints it.
    func contents(appIDs: [String]) -> String {
        let detail = JSONText.object([
            ("appIDs", JSONText.array(appIDs.map(JSONText.string), indent: "        ")),
            ("components", JSONText.array(components.map(Self.json), indent: "        ")),
        ], indent: "      ")
        let file = JSONText.object([("applinks", JSONText.object([("details", JSONText.array([detail], indent: "    "))], indent: "  "))], indent: "")
        return file + "\n"
    }

    /// Appends a component and counts its bytes (with its indent and separator); false, and
    /// `sizeAtLeast` set, when the components are now over the limit.
    private mutating func append(_ component: Component) -> Bool {
        components.append(component)
        size += Self.json(component).utf8.count + Self.componentIndent.utf8.count + 2
        guard size > sizeLimit else { return true }
        sizeAtLeast = size
        return false
    }

    /// Appends the claim's component unless an earlier one has the same patterns (the first
    /// decides), and records what it widens. False when the components are now over the limit.
    private mutating func add(_ claim: Claim) -> Bool {
        if !exactKeys.contains(claim.key) {
            AppLinkWidening.record(claim.reasons, of: claim.definition.route, in: &widenings, seen: &seenWidenings)
        }
        guard claimed.insert(claim.key).inserted else { return true }
        return append(Component(path: claim.path, fragment: claim.fragment, comment: claim.comment))
    }

    /// The claims of a shape for iOS, which reads a path with each run of `/` as one and no
    /// trailing `/`.
    private static func claimsAsIOSReads(of shape: LinkShape, constraints: inout ConstraintShape.Cache) -> [Claim] {
        if let start = shape.fragmentStart { return fragmentClaims(of: shape, start: start, readingAsIOS: true, constraints: &constraints) }
        let segments = shape.segments
        var parts: [Part] = []
        for index in segments.indices {
            guard let (text, reasons) = glob(segments[index], role: .middle, spanning: spanReason(shape, at: index), constraints: &constraints) else { return [] }
            parts.append(Part(segment: segments[index], text: text, reasons: reasons))
        }
        let emptyCapable = parts.indices.filter { parts[$0].mayBeEmpty }
        guard emptyCapable.count <= maximumEmptyComponents else {
            // Every path below the components before the first that may be empty.
            let before = parts[..<emptyCapable[0]]
            let reason = "\(emptyCapable.count) components may be empty, more than \(maximumEmptyComponents) to spell out: every path below \("/" + before.map(\.text).joined(separator: "/")) is claimed"
            let reasons = before.flatMap(\.reasons) + [reason]
            let stem = before.map { "/" + $0.text }.joined()
            return [stem.isEmpty ? "/" : stem, stem + "/?*"].map {
                Claim(path: $0, reasons: reasons, definition: shape.definition, isUnbounded: true)
            }
        }
        var claims: [Claim] = []
        for omitted in 0..<(1 << emptyCapable.count) {
            var kept: [(text: String, reasons: [String])] = []
            var reasons: [String] = []
            var possible = true
            for (index, part) in parts.enumerated() {
                if let bit = emptyCapable.firstIndex(of: index), omitted & (1 << bit) != 0 {
                    reasons.append(part.omissionReason)
                    continue
                }
                let isLast = index == parts.count - 1
                guard let text = part.nonEmptyText(last: isLast) else {
                    possible = false
                    break
                }
                kept.append((text, part.reasons))
            }
            guard possible else { continue }
            var path = "/" + kept.map(\.text).joined(separator: "/")
            // A literal `*` last would end the pattern in `/*`, which also claims its parent.
            if path.hasSuffix("/*") {
                path.removeLast()
                path += "?*"
            }
            let omits = !reasons.isEmpty
            reasons = kept.flatMap(\.reasons) + reasons
            claims.append(Claim(path: path, reasons: reasons, definition: shape.definition, isUnbounded: shape.isUnbounded,
                                omitsEmptyComponent: omits))
        }
        return claims
    }

    /// One segment of a route as a `/` pattern writes it.
    private struct Part {
        var segment: LinkShape.Segment
        /// The pattern of the component, "" or `*` when it may be empty.
        var text: String
        var reasons: [String]

        /// Whether routing takes the component empty (`/user//edit`), which iOS reads as no
        /// component at all: a literal "", a variable whose pattern takes "". Components of a
        /// `**` are one or more; none is another shape.
        var mayBeEmpty: Bool {
            segment != .components && text.allSatisfy { $0 == "*" }
        }

        /// The text when the component is not empty; nil when it must be. Last, `*` is `?*`, so
        /// that the pattern does not end in `/*`.
        func nonEmptyText(last: Bool) -> String? {
            if text.isEmpty { return nil }
            if text == "*" && last { return "?*" }
            return text
        }

        /// Why the path without this component is claimed.
        var omissionReason: String {
            let what = switch segment {
            case .variable(let name, let constraint): LinkShape.describe(name: name, constraint: constraint) + " empty"
            default: "an empty component"
            }
            return what + Self.omissionWording
        }

        private static let omissionWording = " routes (two '/' in a row), which iOS reads as one '/': the path without that component is claimed too"
    }

    /// The claims of a shape for rules that read the path as written: routing drops one trailing
    /// `/` and takes an empty component, so each route claims its path, whose last component
    /// is not empty (`/user/?*`), and the same with a `/` after it, whose last component may be
    /// (`/user/*/`: `/user//` routes with `id` = ""). The root claims `/` and `//`.
    private static func claimsAsWritten(of shape: LinkShape, constraints: inout ConstraintShape.Cache) -> [Claim] {
        if let start = shape.fragmentStart { return fragmentClaims(of: shape, start: start, readingAsIOS: false, constraints: &constraints) }
        let segments = shape.segments
        var claims: [Claim] = []
        func claim(_ parts: [(String, [String])?], trailingSlash: Bool, unbounded: Bool) {
            guard let parts = allPresent(parts) else { return }
            let path = "/" + parts.map(\.0).joined(separator: "/") + (trailingSlash ? "/" : "")
            claims.append(Claim(path: path, reasons: parts.flatMap(\.1), definition: shape.definition, isUnbounded: unbounded))
        }
        if shape.isUnbounded {
            let middle = segments.indices.map { glob(segments[$0], role: .middle, spanning: spanReason(shape, at: $0), constraints: &constraints) }
            let last = glob(segments[segments.count - 1], role: .lastNonEmpty, spanning: spanReason(shape, at: segments.count - 1), constraints: &constraints)
            claim(middle.dropLast() + [last], trailingSlash: false, unbounded: true)
            // A last part that ends in '*' takes the trailing '/' already.
            if !(last?.0.hasSuffix("*") ?? false) {
                claim(middle, trailingSlash: true, unbounded: true)
            }
        } else if segments.isEmpty {
            // The root: `/`, and `//`, which routing reads as the empty path too.
            claims.append(Claim(path: "/", reasons: [], definition: shape.definition, isUnbounded: false))
            claims.append(Claim(path: "//", reasons: [], definition: shape.definition, isUnbounded: false))
        } else {
            let middle = segments.map { glob($0, role: .middle, constraints: &constraints) }
            claim(middle.dropLast() + [glob(segments[segments.count - 1], role: .lastNonEmpty, constraints: &constraints)], trailingSlash: false, unbounded: false)
            claim(middle, trailingSlash: true, unbounded: false)
        }
        return claims.flatMap(withoutTrailingStar)
    }

    /// A fragment route (`/help#/:section`): the path before the `#` and a `#` pattern for the
    /// rest. Routing keeps a trailing `/` of the path when the URL has a fragment path, and
    /// drops one of the fragment's.
    private static func fragmentClaims(of shape: LinkShape, start: Int, readingAsIOS: Bool, constraints: inout ConstraintShape.Cache) -> [Claim] {
        guard case .literal(let literal) = shape.segments[start], let hash = literal.firstIndex(of: "#") else { return [] }
        let pathSegments = Array(shape.segments[..<start]) + [.literal(String(literal[..<hash]))]
        let fragmentSegments = Array(shape.segments[(start + 1)...])
        let pathParts = pathSegments.enumerated().map { glob($1, role: .middle, spanning: spanReason(shape, at: $0), constraints: &constraints) }
        let fragmentParts = fragmentSegments.enumerated().map { offset, segment in
            glob(segment, role: offset == fragmentSegments.count - 1 ? .lastNonEmpty : .middle, constraints: &constraints)
        }
        guard let path = allPresent(pathParts), let fragment = allPresent(fragmentParts) else { return [] }
        var reasons = path.flatMap(\.1) + fragment.flatMap(\.1)
        let fragmentText = ([String(literal[literal.index(after: hash)...])] + fragment.map(\.0)).joined(separator: "/")
        if fragmentSegments.contains(where: LinkShape.isVariable) && fragmentText.contains(where: { $0 == "*" || $0 == "?" }) {
            reasons.append("the fragment's variables may span a '/'")
        }
        var pathText = "/" + path.map(\.0).joined(separator: "/")
        if readingAsIOS {
            pathText = AppleLinkPath.normalized(pathText)
            if pathText.hasSuffix("/*") {
                pathText.removeLast()
                pathText += "?*"
            }
        }
        var fragments = [fragmentText]
        // Routing drops one trailing '/' of a fragment path: `#/top/` routes as `#/top`.
        if !fragmentText.hasSuffix("*") { fragments.append(fragmentText + "/") }
        let claims = fragments.map {
            Claim(path: pathText, fragment: $0, reasons: reasons, definition: shape.definition, isUnbounded: shape.isUnbounded)
        }
        return readingAsIOS ? claims : claims.flatMap(withoutTrailingStar)
    }

    /// The elements, when none is nil.
    private static func allPresent<Element>(_ elements: [Element?]) -> [Element]? {
        var result: [Element] = []
        for element in elements {
            guard let element else { return nil }
            result.append(element)
        }
        return result
    }

    /// Why a variable of a route of any depth may claim more than one component, if it may:
    /// no exclude keeps it to one there. A `:name` next to a `**` (or with only other `:name`s
    /// between) cannot: whatever it takes beyond one component, the `**` takes as well.
    private static func spanReason(_ shape: LinkShape, at index: Int) -> String? {
        guard shape.isUnbounded, case .variable(let name, let constraint) = shape.segments[index] else { return nil }
        if constraint == nil {
            let segments = shape.segments
            var left = index - 1
            while left >= 0 && LinkShape.isUnconstrainedVariable(segments[left]) { left -= 1 }
            var right = index + 1
            while right < segments.count && LinkShape.isUnconstrainedVariable(segments[right]) { right += 1 }
            if (left >= 0 && segments[left] == .components) || (right < segments.count && segments[right] == .components) {
                return nil
            }
        }
        return "\(LinkShape.describe(name: name, constraint: constraint)) may span a '/': the route also takes any number of components, so no exclude can keep it to one"
    }

    /// The pattern text for one segment and why it claims more, if it does; nil when the
    /// segment cannot stand in that role (an empty literal last).
    private static func glob(_ segment: LinkShape.Segment, role: Role, spanning: String? = nil,
                             constraints: inout ConstraintShape.Cache) -> (String, [String])? {
        switch segment {
        case .literal(let literal):
            if role == .lastNonEmpty && literal.isEmpty { return nil }
            let reasons = literal.contains(where: { $0 == "*" || $0 == "?" })
                ? ["the literal '\(literal)' holds '*' or '?', which AASA reads as a wildcard"] : []
            return (literal, reasons)
        case .components:
            return ("*", [])
        case .variable(let name, let constraint):
            var (text, reason) = variableGlob(constraint.map { ($0, constraints.shape(of: $0)) })
            // The reason names the text where the component may be empty, the same for both forms.
            var reasons = reason.map { ["\(LinkShape.describe(name: name, constraint: constraint)) \($0.replacingOccurrences(of: "GLOB", with: text))"] } ?? []
            if role == .lastNonEmpty {
                // Routing drops the trailing '/', so this component is not empty.
                if text.isEmpty { return nil }
                if text == "*" { text = "?*" }
            }
            if let spanning, text.contains(where: { $0 == "*" || $0 == "?" }) { reasons.append(spanning) }
            return (text, reasons)
        }
    }

    /// A variable's pattern when it may be empty (`*` for `:name`), and why it claims more,
    /// if it does (GLOB stands for the text written).
    private static func variableGlob(_ constraint: (text: String, shape: ConstraintShape)?) -> (String, String?) {
        guard let constraint else { return ("*", nil) }
        switch constraint.shape {
        case .words:
            // Only when spelling every word out would make too many components.
            return ("*", "is written GLOB: too many words to spell out")
        case .complex:
            return ("*", "is written GLOB: AASA patterns cannot express the constraint")
        case .sequence(let atoms):
            guard let atoms = ConstraintShape.componentAtoms(atoms) else { return ("", nil) }
            var glob = ""
            var exact = true
            for atom in atoms {
                let isAny = ByteSet.printableComponent.isSubset(of: atom.bytes)
                if let byte = atom.bytes.single, byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "*"), byte != UInt8(ascii: "?") {
                    glob += String(repeating: String(UnicodeScalar(byte)), count: atom.minimum)
                    if atom.isVariable { exact = false }
                } else {
                    glob += String(repeating: "?", count: atom.minimum)
                    // `?` is any character: exact for `.`, wider for a class.
                    if !isAny || (atom.isVariable && atom.maximum != nil) { exact = false }
                }
                if atom.isVariable { glob += "*" }
            }
            glob = canonical(glob)
            return (glob, exact ? nil : "is written GLOB: AASA patterns have no character classes or counts")
        }
    }

    /// Each run of wildcards as its `?`s then one `*` if it has any ("*?" is "?*", "**" is
    /// "*"): the same texts, in the form Apple documents.
    private static func canonical(_ glob: String) -> String {
        var result = ""
        var questions = 0
        var star = false
        func flush() {
            result += String(repeating: "?", count: questions) + (star ? "*" : "")
            questions = 0
            star = false
        }
        for character in glob {
            switch character {
            case "?": questions += 1
            case "*": star = true
            default:
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
