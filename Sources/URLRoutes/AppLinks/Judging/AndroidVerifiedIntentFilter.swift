/// One `<intent-filter android:autoVerify="true">` that takes `https`/`http` links (action
/// `VIEW`, categories `DEFAULT` and `BROWSABLE`), its `<data>` elements combined as Android
/// combines them: every scheme with every authority with every path of the filter.
struct AndroidVerifiedIntentFilter: Sendable {
    struct Authority: Sendable {
        /// `*.example.com` is stored as `.example.com`, wild: the host ends with it.
        var host: String
        var isWild: Bool
        /// -1 when the `<data>` gives no port.
        var port: Int
        var text: String

        init(host: String, port: String?, text: String) {
            isWild = host.hasPrefix("*")
            self.host = isWild ? String(host.dropFirst()) : host
            // IntentFilter.AuthorityEntry: a port that is not a number is -1 (no port).
            self.port = port.flatMap { Int32($0) }.map(Int.init) ?? -1
            self.text = text
        }

        /// `IntentFilter.AuthorityEntry.match`: the host compared ignoring case (a wild
        /// host by its end), and the port when the filter gives one.
        func matches(_ url: AndroidLinkURL) -> Bool {
            var candidate = Substring(url.host)
            if isWild {
                guard candidate.utf16.count >= host.utf16.count else { return false }
                candidate = Substring(String(decoding: candidate.utf16.suffix(host.utf16.count), as: UTF16.self))
            }
            guard candidate.lowercased() == host.lowercased() else { return false }
            return port < 0 || port == url.port
        }
    }

    struct Path: Sendable {
        var matcher: AndroidPathMatcher
        var text: String
    }

    var schemes: [String] = []
    var authorities: [Authority] = []
    var paths: [Path] = []
    /// Whether a `<data>` gives a path, resolved or not: a filter whose only path is an
    /// unresolved placeholder takes no path, not every path.
    var declaresPaths = false
    var groups: [AndroidURIRelativeFilterGroup] = []
    /// The first `<data>` element, for a verdict decided by scheme and host alone.
    var firstData: String?
    /// `paths` by their literal start, once `indexPaths()` has made it.
    private var pathIndex: LiteralPrefixIndex<UInt16>?

    /// Files the paths by the code units they must start with, so that a link's path is
    /// compared with the few that could match it (a generated filter holds two for each route).
    mutating func indexPaths() {
        var index = LiteralPrefixIndex<UInt16>()
        for (number, path) in paths.enumerated() {
            index.add(number, prefix: path.matcher.literalPrefix)
        }
        pathIndex = index
    }

    /// The first path that matches, in order: through the index when there is one.
    private func firstPath(for url: AndroidLinkURL, indexed: Bool) -> Path? {
        guard indexed, let pathIndex else {
            return paths.first { $0.matcher.matches(units: url.pathUnits) }
        }
        var lists: [ArraySlice<Int>] = []
        pathIndex.candidates(along: url.pathUnits, into: &lists)
        let found = LiteralPrefixIndex<UInt16>.first(in: &lists) { paths[$0].matcher.matches(units: url.pathUnits) }
        return found.map { paths[$0] }
    }

    /// What the filter does with the URL: opens the app (and the rule that took it), refuses
    /// it (a `<uri-relative-filter-group android:allow="false">` that matched first), or nil
    /// when it does not speak of it. A filter without a host takes no verified link: App Links
    /// are verified per host.
    /// With `indexed` false the paths are tried one by one, as Android does: what the index
    /// must agree with.
    func rule(for url: AndroidLinkURL, groupsApply: Bool, indexed: Bool = true) -> (opens: Bool, rule: String)? {
        guard schemes.contains(url.scheme), let authority = authorities.first(where: { $0.matches(url) }) else { return nil }
        let activeGroups = groupsApply ? groups : []
        if !declaresPaths && paths.isEmpty && activeGroups.isEmpty { return (true, authority.text) }
        if let path = firstPath(for: url, indexed: indexed) { return (true, path.text) }
        // The first group that matches decides; none is no match.
        if let group = activeGroups.first(where: { $0.matches(url) }) {
            return (group.allow, group.text)
        }
        return nil
    }
}
