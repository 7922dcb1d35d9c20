/// `urlroutes check --format github`: one workflow error per group of links that disagree
/// alike (same platform, kind, route and rule), at the table line of the route when there is
/// one, and one per problem of a fetched file.
enum CheckAnnotations {
    /// How many links an annotation names before "and N more".
    static let linksPerAnnotation = 5

    static func lines(_ check: AppLinkCheck, fetched: [AppLinkFetch], table: String) -> [String] {
        var groups: [[LinkDisagreement]] = []
        var indexByKey: [String: Int] = [:]
        for disagreement in check.disagreements {
            let key = [disagreement.platform.rawValue, disagreement.kind.rawValue, disagreement.route ?? "", disagreement.rule ?? ""]
                .joined(separator: "\u{0}")
            if let index = indexByKey[key] {
                groups[index].append(disagreement)
            } else {
                indexByKey[key] = groups.count
                groups.append([disagreement])
            }
        }
        var lines = groups.map { group in
            let first = group[0]
            let platform = first.platform == .ios ? "iOS" : "Android"
            let rule = first.rule.map { "by \($0)" } ?? "no rule matches"
            let links = plural(group.count, "link")
            let message = switch first.kind {
            case .routeWithoutApp: "\(platform): \(links) of route \(first.route ?? "") open the browser (\(rule))"
            case .opensAppWithoutRoute: "\(platform): \(links) that no route takes open the app (\(rule))"
            }
            var examples = group.prefix(linksPerAnnotation).map(\.url).joined(separator: ", ")
            if group.count > linksPerAnnotation { examples += ", and \(group.count - linksPerAnnotation) more" }
            return GitHubAnnotation.error(file: table, line: first.line, title: "urlroutes check", message: "\(message): \(examples)")
        }
        // Widenings are warnings: one per platform and route, with a few links.
        var widened: [String: [LinkWidening]] = [:]
        var order: [String] = []
        for widening in check.widenings {
            let key = widening.platform.rawValue + "\u{0}" + (widening.route ?? "")
            if widened[key] == nil { order.append(key) }
            widened[key, default: []].append(widening)
        }
        lines += order.compactMap { widened[$0] }.map { group in
            let first = group[0]
            let platform = first.platform == .ios ? "iOS" : "Android"
            var examples = group.prefix(linksPerAnnotation).map(\.url).joined(separator: ", ")
            if group.count > linksPerAnnotation { examples += ", and \(group.count - linksPerAnnotation) more" }
            let route = first.route.map { "route \($0)'s" } ?? "the table's own"
            return GitHubAnnotation.command(.warning, file: table, line: nil, title: "urlroutes check",
                                            message: "\(platform): \(plural(group.count, "link")) that no route takes open the app, as \(route) generated rule does by design: \(examples)")
        }
        lines += check.problems.map {
            GitHubAnnotation.command($0.isWarning ? .warning : .error, file: $0.file, line: $0.line, title: "urlroutes check", message: $0.message)
        }
        for fetch in fetched {
            lines += fetch.problems.map {
                GitHubAnnotation.error(file: table, line: nil, title: "urlroutes check", message: "\(fetch.url): \($0)")
            }
        }
        lines.append(check.summary)
        return lines
    }
}
