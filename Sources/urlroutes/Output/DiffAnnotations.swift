import URLRoutes

/// `urlroutes diff --format github`: one workflow annotation per group of links that change
/// alike (same kind, same old and new route), at the new table's line for the route that now
/// takes them. A change that sends a thousand links elsewhere is one annotation, not a thousand
/// (the runner shows a few per step). Moved and lost links are errors; gained links and
/// changed parameters, warnings.
enum DiffAnnotations {
    /// How many links an annotation names before "and N more".
    static let linksPerAnnotation = 5

    static func lines(_ diff: TableDiff, new: String) -> [String] {
        var groups: [(key: String, changes: [LinkChange])] = []
        var indexByKey: [String: Int] = [:]
        for change in diff.changes {
            let key = "\(change.kind.rawValue)\u{0}\(change.old.route?.label ?? "")\u{0}\(change.new.route?.label ?? "")"
            if let index = indexByKey[key] {
                groups[index].changes.append(change)
            } else {
                indexByKey[key] = groups.count
                groups.append((key, [change]))
            }
        }
        var lines = groups.map { annotation(for: $0.changes, new: new) }
        lines.append(diff.summary)
        return lines
    }

    private static func annotation(for changes: [LinkChange], new: String) -> String {
        let first = changes[0]
        let links = plural(changes.count, "link")
        let old = first.old.route?.label ?? ""
        let now = first.new.route?.label ?? ""
        let (level, message): (GitHubAnnotation.Level, String) = switch first.kind {
        case .moved: (.error, "\(links) moved from \(old) to \(now)")
        case .lost: (.error, "\(links) of \(old) no longer route")
        case .gained: (.warning, "\(links) now route to \(now)")
        case .parameters: (.warning, "\(links) of \(now) get other parameters")
        }
        var examples = changes.prefix(linksPerAnnotation).map(\.url).joined(separator: ", ")
        if changes.count > linksPerAnnotation { examples += ", and \(changes.count - linksPerAnnotation) more" }
        return GitHubAnnotation.command(level, file: new, line: first.new.route?.line, title: "urlroutes diff",
                                        message: "\(message): \(examples)")
    }
}
