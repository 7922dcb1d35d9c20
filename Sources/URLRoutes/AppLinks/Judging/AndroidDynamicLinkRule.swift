import Foundation

/// One of Android 15's dynamic App Link rules, an entry of `dynamic_app_link_components` in
/// the `relation_extensions` of an assetlinks.json statement:
/// `{"/": "/products/*", "?": {"ref": "*"}, "#": "top", "exclude": false, "comments": "..."}`.
///
/// Every part it gives must match (a part it leaves out matches anything): `/` the decoded
/// path, `#` the decoded fragment (a URL without one matches no `#`), and each `name: value`
/// of `?` one parameter `name=value` of the query. In a pattern `*` stands for any run of
/// characters and `?` for one character. A rule that matches with `exclude` true keeps the
/// link out of the app.
struct AndroidDynamicLinkRule: Sendable {
    var path: String?
    var query: [(name: String, value: String)]
    var fragment: String?
    var exclude: Bool
    /// The rule as JSON, for verdicts.
    var text: String

    /// The rules for `packageName` (every Android app's when nil) in an assetlinks.json, in order.
    static func rules(inAssetLinks json: String, packageName: String?) throws -> [AndroidDynamicLinkRule] {
        func fail(_ reason: String) -> AppLinkError { AppLinkError(.unreadableFile, "the assetlinks.json " + reason) }
        guard json.utf8.count <= AndroidManifestReader.maximumBytes else { throw fail("is larger than \(AndroidManifestReader.maximumBytes) bytes") }
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [])
        } catch {
            throw fail("is not JSON: \(error.localizedDescription)")
        }
        guard let statements = value as? [Any] else { throw fail("is not a JSON array of statements") }
        var rules: [AndroidDynamicLinkRule] = []
        for case let statement as [String: Any] in statements {
            guard let target = statement["target"] as? [String: Any], target["namespace"] as? String == "android_app",
                  let relations = statement["relation"] as? [String], relations.contains("delegate_permission/common.handle_all_urls")
            else { continue }
            if let packageName, target["package_name"] as? String != packageName { continue }
            guard let extensions = statement["relation_extensions"] as? [String: Any],
                  let handleAll = extensions["delegate_permission/common.handle_all_urls"] as? [String: Any],
                  let components = handleAll["dynamic_app_link_components"] else { continue }
            guard let list = components as? [Any] else { throw fail("has dynamic_app_link_components that is not an array") }
            for component in list {
                guard let object = component as? [String: Any] else { throw fail("has a dynamic app link component that is not an object") }
                rules.append(try rule(object, fail: fail))
            }
        }
        return rules
    }

    private static func rule(_ object: [String: Any], fail: (String) -> AppLinkError) throws -> AndroidDynamicLinkRule {
        func string(_ key: String) throws -> String? {
            guard let value = object[key] else { return nil }
            guard let text = value as? String else { throw fail("has a \"\(key)\" that is not a string") }
            return text
        }
        var query: [(String, String)] = []
        if let dictionary = object["?"] {
            guard let pairs = dictionary as? [String: Any] else { throw fail("has a \"?\" that is not an object") }
            for (name, value) in pairs.sorted(by: { $0.key < $1.key }) {
                guard let text = value as? String else { throw fail("has a \"?\" value for \"\(name)\" that is not a string") }
                query.append((name, text))
            }
        }
        var exclude = false
        if let value = object["exclude"] {
            guard let flag = value as? Bool else { throw fail("has an \"exclude\" that is not true or false") }
            exclude = flag
        }
        let encoded = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return AndroidDynamicLinkRule(path: try string("/"), query: query, fragment: try string("#"), exclude: exclude, text: encoded)
    }

    func matches(_ url: AndroidLinkURL) -> Bool {
        if let path, !Self.wildcardMatches(path, url.path) { return false }
        if let fragment {
            guard let written = url.fragment, Self.wildcardMatches(fragment, AndroidLinkURL.decode(Substring(written))) else { return false }
        }
        if !query.isEmpty {
            let parameters = url.queryParameters
            for (name, value) in query where !parameters.contains(where: { $0.name == name && Self.wildcardMatches(value, $0.value) }) {
                return false
            }
        }
        return true
    }

    /// The characters every path the rule matches starts with: its `/` pattern's up to the
    /// first `*` or `?` (none for a rule without a `/`, which matches any path).
    var pathLiteralPrefix: [Unicode.Scalar] {
        guard let path else { return [] }
        return Array(path.unicodeScalars.prefix { $0 != "*" && $0 != "?" })
    }

    /// `*` any run of characters, `?` one character, anything else itself; the whole text.
    /// Linear backtracking to the last `*` only, so any pattern and text take bounded time.
    static func wildcardMatches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern.unicodeScalars), t = Array(text.unicodeScalars)
        var ip = 0, it = 0
        var star: Int?, starText = 0
        while it < t.count {
            if ip < p.count && (p[ip] == "?" || (p[ip] != "*" && p[ip] == t[it])) {
                ip += 1
                it += 1
            } else if ip < p.count && p[ip] == "*" {
                star = ip
                starText = it
                ip += 1
            } else if let star {
                ip = star + 1
                starText += 1
                it = starText
            } else {
                return false
            }
        }
        while ip < p.count && p[ip] == "*" { ip += 1 }
        return ip == p.count
    }
}
