import URLRoutes

/// `urlroutes diff --format json`: `{"checked": N, "changes": [{"url", "kind", "old", "new"}]}`,
/// where `old` and `new` are the objects `urlroutes route --json` prints for the URL under each
/// table, or null where that table routes it nowhere.
struct DiffJSON: Encodable {
    var checked: Int
    var changes: [Change]

    struct Change: Encodable {
        var url: String
        var kind: LinkChange.Kind
        var old: RouteResolution?
        var new: RouteResolution?

        private enum CodingKeys: String, CodingKey {
            case url, kind, old, new
        }

        /// `null` written out, not left out: a script reads `old` and `new` on every change.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(kind, forKey: .kind)
            try container.encode(old, forKey: .old)
            try container.encode(new, forKey: .new)
        }
    }

    init(_ diff: TableDiff) {
        checked = diff.checked
        changes = diff.changes.map { change in
            Change(url: change.url, kind: change.kind,
                   old: change.old.route == nil ? nil : change.old,
                   new: change.new.route == nil ? nil : change.new)
        }
    }
}
