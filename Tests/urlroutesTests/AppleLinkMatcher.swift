import Foundation
import Testing

/// Apple's universal-link rules for one `applinks.details` entry, written from Apple's
/// documentation to check what `urlroutes aasa` prints: the components are tried in order and
/// the first whose patterns all match decides (an `exclude` one says "not a link"); in a
/// pattern `*` matches any run of characters, `/` included, `?` one character, and `?*` one
/// or more. A key left out matches everything. Matching is case-sensitive and on the
/// percent-encoded text (the defaults of `caseSensitive` and `percentEncoded`).
struct AppleLinkMatcher {
    struct Component {
        var path: String?
        var fragment: String?
        var exclude: Bool
        var comment: String?
    }

    var components: [Component]

    /// Reads `{"applinks": {"details": [{"components": [...]}]}}`, the first details entry.
    init(json: [String: Any]) throws {
        let applinks = try #require(json["applinks"] as? [String: Any])
        let details = try #require(applinks["details"] as? [[String: Any]])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        self.components = components.map {
            Component(path: $0["/"] as? String, fragment: $0["#"] as? String,
                      exclude: $0["exclude"] as? Bool ?? false, comment: $0["comment"] as? String)
        }
    }

    init(components: [Component]) {
        self.components = components
    }

    /// The component that decides for `path` (and `fragment`), or nil when none matches.
    func decidingComponent(path: String, fragment: String? = nil) -> Component? {
        components.first { component in
            (component.path.map { Self.matches($0, path) } ?? true)
                && (component.fragment.map { Self.matches($0, fragment ?? "") } ?? true)
        }
    }

    /// Whether the app opens the link: a component matches and it is not an exclude.
    func claims(path: String, fragment: String? = nil) -> Bool {
        decidingComponent(path: path, fragment: fragment).map { !$0.exclude } ?? false
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
