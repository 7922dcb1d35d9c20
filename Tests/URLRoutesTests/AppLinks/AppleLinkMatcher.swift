import Foundation
import Testing

/// Apple's universal-link rules for an apple-app-site-association file, written from Apple's
/// documentation (`applinks`, `applinks.Details`, `applinks.Details.Components`,
/// `applinks.Defaults`) to judge what `urlroutes aasa` prints:
/// - The components of the details entry that lists the app are tried in order; the first whose
///   patterns all match decides, and an `exclude` one says "not a universal link".
/// - `/` is matched against the URL's path, `#` against its fragment, `?` against its query (a
///   string), or, as a dictionary, each named query item's value (an item that is missing or
///   has no value counts as the empty string; every item of that name must match). A key left
///   out matches everything.
/// - In a pattern `*` matches any run of characters (`/` included, also none), `?` exactly one,
///   so `?*` is one or more; anything else matches itself.
/// - `caseSensitive` (default true) and `percentEncoded` (default true: the pattern is compared
///   with the URL as written; false: with the percent-decoded text) may be set on a component,
///   in the details entry's `defaults`, or in `applinks.defaults`; the nearest wins.
///
/// And where Apple's `swcutil` (macOS 27) answers what the documentation leaves open:
/// - In the path and in a `/` pattern, a run of `/` is one `/` and a trailing `/` is not there
///   (the root is `/`); a pattern gets a leading `/` when it has none; a pattern ending in `/*`
///   also matches the path without those two characters (`/buy/*` matches `/buy`).
/// - A `?` dictionary holding a value that is not a string is no `?` at all.
/// - `/`, `?`, `#` and `exclude` in a `defaults` are the component's when it does not set them.
/// - `details` may be an object keyed by app ID; a file without `applinks` claims nothing.
struct AppleLinkMatcher {
    struct Options: Equatable {
        var caseSensitive: Bool?
        var percentEncoded: Bool?

        /// `self` where set, else `outer`.
        func over(_ outer: Options) -> Options {
            Options(caseSensitive: caseSensitive ?? outer.caseSensitive, percentEncoded: percentEncoded ?? outer.percentEncoded)
        }

        init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
        }

        init(_ object: [String: Any]) {
            caseSensitive = object["caseSensitive"] as? Bool
            percentEncoded = object["percentEncoded"] as? Bool
        }
    }

    /// The keys of a component that `defaults` fill in.
    static let defaultedKeys = ["/", "?", "#", "exclude"]

    enum QueryPattern {
        case whole(String)
        case items([String: String])
    }

    struct Component {
        var path: String?
        var query: QueryPattern?
        var fragment: String?
        var exclude = false
        var comment: String?
        var options = Options()
    }

    var components: [Component]
    /// The details entry's and the file's `defaults`, already combined.
    var defaults: Options

    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads `{"applinks": {"details": [...]}}` and keeps the first details entry that lists
    /// `appID` (or the first entry when `appID` is nil).
    init(json: [String: Any], appID: String? = nil) throws {
        guard let applinks = json["applinks"] as? [String: Any] else {
            components = []
            defaults = Options()
            return
        }
        if applinks["substitutionVariables"] != nil {
            throw Unsupported(description: "substitutionVariables are not modelled")
        }
        var entries: [[String: Any]]
        if let keyed = applinks["details"] as? [String: Any] {
            entries = keyed.compactMap { key, value in
                guard var entry = value as? [String: Any] else { return nil }
                entry["appIDs"] = [key]
                return entry
            }
        } else {
            entries = try #require(applinks["details"] as? [[String: Any]])
        }
        let found = entries.first { entry in
            guard let appID else { return true }
            return (entry["appIDs"] as? [String])?.contains(appID) == true || entry["appID"] as? String == appID
        }
        guard let entry = found else {
            components = []
            defaults = Options()
            return
        }
        let fileDefaults = applinks["defaults"] as? [String: Any] ?? [:]
        let entryDefaults = entry["defaults"] as? [String: Any] ?? [:]
        defaults = Options(entryDefaults).over(Options(fileDefaults))
        components = try (entry["components"] as? [[String: Any]] ?? []).map { written in
            var object = written
            for key in Self.defaultedKeys where object[key] == nil {
                object[key] = entryDefaults[key] ?? fileDefaults[key]
            }
            var component = Component()
            component.path = object["/"] as? String
            component.fragment = object["#"] as? String
            if let query = object["?"] as? String {
                component.query = .whole(query)
            } else if let query = object["?"] as? [String: Any] {
                // Any value that is not a string and swcutil ignores the dictionary whole.
                if let strings = query as? [String: String] {
                    component.query = .items(strings)
                }
            } else if object["?"] != nil {
                throw Unsupported(description: "'?' is neither a string nor a dictionary")
            }
            component.exclude = object["exclude"] as? Bool ?? false
            component.comment = object["comment"] as? String
            component.options = Options(written)
            return component
        }
    }

    init(components: [Component], defaults: Options = Options()) {
        self.components = components
        self.defaults = defaults
    }

    /// The parts of a URL as written (percent-encoded); the patterns see the path as iOS reads it.
    struct LinkParts {
        var path: String
        var query: String?
        var fragment: String?

        /// `https://host/p/42?x=1#top` → `/p/42`, `x=1`, `top`.
        init(url: String) {
            var rest = Substring(url)
            if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
            if let hash = rest.firstIndex(of: "#") {
                fragment = String(rest[rest.index(after: hash)...])
                rest = rest[..<hash]
            }
            if let question = rest.firstIndex(of: "?") {
                query = String(rest[rest.index(after: question)...])
                rest = rest[..<question]
            }
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            path = String(rest[slash...])
        }

        init(path: String, query: String? = nil, fragment: String? = nil) {
            self.path = path
            self.query = query
            self.fragment = fragment
        }
    }

    /// The component that decides for `parts`, or nil when none matches.
    func decidingComponent(_ written: LinkParts) -> Component? {
        var parts = written
        parts.path = Self.slashesAsIOSReadsThem(written.path)
        return components.first { component in
            let options = component.options.over(defaults)
            guard let pattern = component.path else { return Self.matches(component, parts, options: options) }
            let path = Self.slashesAsIOSReadsThem(pattern)
            var read = component
            read.path = path
            if Self.matches(read, parts, options: options) { return true }
            guard path.hasSuffix("/*") else { return false }
            read.path = path.count == 2 ? "/" : String(path.dropLast(2))
            return Self.matches(read, parts, options: options)
        }
    }

    /// `/` in front if there is none, each run of `/` as one, no trailing `/` but for the root.
    static func slashesAsIOSReadsThem(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return "/" + parts.joined(separator: "/")
    }

    func decidingComponent(url: String) -> Component? { decidingComponent(LinkParts(url: url)) }

    func decidingComponent(path: String, fragment: String? = nil) -> Component? {
        decidingComponent(LinkParts(path: path, fragment: fragment))
    }

    /// Whether the app opens the link: a component matches and it is not an exclude.
    func claims(url: String) -> Bool { decidingComponent(url: url).map { !$0.exclude } ?? false }

    func claims(path: String, fragment: String? = nil) -> Bool {
        decidingComponent(path: path, fragment: fragment).map { !$0.exclude } ?? false
    }

    private static func matches(_ component: Component, _ parts: LinkParts, options: Options) -> Bool {
        let caseSensitive = options.caseSensitive ?? true
        let percentEncoded = options.percentEncoded ?? true
        func text(_ raw: String) -> String { percentEncoded ? raw : (raw.removingPercentEncoding ?? raw) }
        func match(_ pattern: String?, _ raw: String) -> Bool {
            guard let pattern else { return true }
            return caseSensitive ? matches(pattern, text(raw)) : matches(pattern.lowercased(), text(raw).lowercased())
        }
        guard match(component.path, parts.path), match(component.fragment, parts.fragment ?? "") else { return false }
        switch component.query {
        case nil:
            return true
        case .whole(let pattern):
            return match(pattern, parts.query ?? "")
        case .items(let patterns):
            let items = (parts.query ?? "").split(separator: "&", omittingEmptySubsequences: true).map { item in
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (name: String(pair[0]).removingPercentEncoding ?? String(pair[0]), value: pair.count > 1 ? String(pair[1]) : "")
            }
            return patterns.allSatisfy { name, pattern in
                let values = items.filter { $0.name == name }.map(\.value)
                return values.isEmpty ? match(pattern, "") : values.allSatisfy { match(pattern, $0) }
            }
        }
    }

    /// Glob matching: `*` any run (also empty), `?` exactly one character, anything else itself.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern), text = Array(text)
        // reachable[j]: the pattern so far can end having consumed text[..<j].
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for token in pattern {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch token {
            case "*":
                var any = false
                for j in 0...text.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            case "?":
                for j in 0..<text.count where reachable[j] { next[j + 1] = true }
            default:
                for j in 0..<text.count where reachable[j] && text[j] == token { next[j + 1] = true }
            }
            reachable = next
        }
        return reachable[text.count]
    }
}
