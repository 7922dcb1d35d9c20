import URLRoutes

/// `urlroutes diff --format html`'s page, for a reviewer to attach to a pull request: the
/// summary, then the changed links grouped by kind (moved, lost, gained, parameters), each
/// with the route and values it had and has, as `DiffText` describes them.
enum DiffPage {
    static func render(_ diff: TableDiff, old: String, new: String) -> String {
        var body = ["<h1>Links that change from <code>\(HTMLText.escape(old))</code> to <code>\(HTMLText.escape(new))</code></h1>"]
        let cells = [("links checked", diff.checked.grouped), ("changed", diff.changes.count.grouped)]
            + diff.counts.map { ($0.kind.rawValue, $0.count.grouped) }
        body.append(#"<section aria-label="Summary" class="summary">"# + cells.map { "<div><b>\($0.1)</b>\($0.0)</div>" }.joined() + "</section>")
        body.append("<p>\(HTMLText.escape(diff.summary)).</p>")
        let kinds = diff.counts.filter { $0.count > 0 }
        if !kinds.isEmpty {
            body.append("<p>" + kinds.map { ##"<a href="#\##($0.kind.rawValue)">\##($0.kind.rawValue) (\##($0.count.grouped))</a>"## }.joined(separator: " · ") + "</p>")
        }
        for (kind, _) in kinds {
            let changes = diff.changes.filter { $0.kind == kind }
            body.append("<h2 id=\"\(kind.rawValue)\">\(HTMLText.escape(heading(kind))) <span class=\"mute\">(\(changes.count.grouped))</span></h2>")
            body.append(#"<table><thead><tr><th scope="col" style="width:30%">link</th><th scope="col">before</th><th scope="col">after</th></tr></thead><tbody>"#)
            for change in changes {
                body.append("<tr><td><code>\(HTMLText.escape(change.url))</code></td><td>\(cell(change.old, table: old))</td><td>\(cell(change.new, table: new))</td></tr>")
            }
            body.append("</tbody></table>")
        }
        return PageDocument.render(title: "urlroutes diff \(old) \(new)", body: body.joined(separator: "\n"))
    }

    private static func heading(_ kind: LinkChange.Kind) -> String {
        switch kind {
        case .moved: "Moved to another route"
        case .lost: "Lost: no route takes them any more"
        case .gained: "Gained: a route takes them now"
        case .parameters: "Same route, other parameters"
        }
    }

    /// The route (or why none) and the values its handler receives.
    private static func cell(_ resolution: RouteResolution, table: String) -> String {
        var html = "<code>\(HTMLText.escape(DiffText.describe(resolution, table: table)))</code>"
        if resolution.status == .routed {
            html += "<br><span class=\"mute\">values</span> <code>\(HTMLText.escape(DiffText.parameters(resolution)))</code>"
        }
        return html
    }
}
