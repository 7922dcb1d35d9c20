import Foundation
import URLRoutes

/// `urlroutes diff --format markdown`: a pull-request comment. The totals, then a table per
/// kind of change with its first 50 links.
enum DiffMarkdown {
    static let rowsPerKind = 50

    static func render(_ diff: TableDiff, old: String, new: String) -> String {
        var lines = ["### Route table: \(diff.summary)", ""]
        guard !diff.changes.isEmpty else {
            lines.append("Every link of `\(code(old))` and `\(code(new))` routes as before.")
            return lines.joined(separator: "\n")
        }
        lines += ["| change | links |", "|---|---:|"]
        for (kind, count) in diff.counts where count > 0 {
            lines.append("| \(kind.rawValue) | \(count.grouped) |")
        }
        for (kind, count) in diff.counts where count > 0 {
            lines += ["", "#### \(heading(kind)) (\(count.grouped))", ""]
            switch kind {
            case .parameters:
                lines += ["| link | route | old parameters | new parameters |", "|---|---|---|---|"]
            default:
                lines += ["| link | old route | new route |", "|---|---|---|"]
            }
            let changes = diff.changes.filter { $0.kind == kind }
            for change in changes.prefix(rowsPerKind) {
                let link = cell(change.url)
                switch kind {
                case .parameters:
                    lines.append("| \(link) | \(cell(change.new.route?.label ?? "")) | "
                        + "\(cell(DiffText.parameters(change.old))) | \(cell(DiffText.parameters(change.new))) |")
                default:
                    lines.append("| \(link) | \(routeCell(change.old)) | \(routeCell(change.new)) |")
                }
            }
            if changes.count > rowsPerKind {
                lines += ["", "and \((changes.count - rowsPerKind).grouped) more."]
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func heading(_ kind: LinkChange.Kind) -> String {
        switch kind {
        case .moved: "Links that reach another route"
        case .lost: "Links that no longer route"
        case .gained: "Links that now route"
        case .parameters: "Links whose parameters change"
        }
    }

    private static func routeCell(_ resolution: RouteResolution) -> String {
        guard let route = resolution.route else { return resolution.status == .invalid ? "not a URL" : "no route" }
        return cell(route.label)
    }

    /// Text in a code span inside a table cell: `|` would end the cell, a backtick the span,
    /// and a line break the row.
    private static func cell(_ text: String) -> String {
        "`" + code(text).replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    private static func code(_ text: String) -> String {
        TerminalText.escaped(text).replacingOccurrences(of: "`", with: "'")
    }
}
