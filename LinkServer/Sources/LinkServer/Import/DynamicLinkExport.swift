import Foundation

/// One Firebase Dynamic Link of a Google Takeout export. Takeout writes one CSV file per
/// domain, with these columns in this order (Firebase's "Export Dynamic Links metadata"):
/// short link, deep link (`link`), `apn`, `afl`, `amv`, `ibi`, `ifl`, `ius`, `ipfl`, `ipbi`,
/// `isi`, `imv`, `efr`, `ofl`, `st`, `sd`, `si`, `utm_source`, `utm_medium`, `utm_campaign`,
/// `utm_term`, `utm_content`, iTunes Connect `at`, `ct`, `mt`, `pt`, archived?, link name and
/// creation timestamp.
struct DynamicLinkExport {
    /// The 29 columns, by the parameter name each carries (or a name of ours for the three
    /// without one).
    static let columns = [
        "shortLink", "link", "apn", "afl", "amv", "ibi", "ifl", "ius", "ipfl", "ipbi", "isi", "imv", "efr", "ofl",
        "st", "sd", "si", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "at", "ct", "mt", "pt",
        "archived", "name", "createdAt",
    ]

    /// A row's values by column name, and the line of the file it begins on.
    struct Row {
        var line: Int
        var values: [String: String]

        subscript(_ column: String) -> String? {
            values[column].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    var rows: [Row]

    /// Reads the export. A header row is recognised by its names (`Short link`, `Deep link
    /// (link)`, `Android package name (apn)` ..., in any order); without one, the columns are
    /// taken in the documented order.
    init(csv text: String) throws(CSVError) {
        let table = try CSVReader.rows(text)
        guard let first = table.first else { throw CSVError(line: 1, message: "the file is empty") }
        let header = first.fields.map(Self.columnName(ofHeader:))
        let names: [String?]
        let body: ArraySlice<(line: Int, fields: [String])>
        if header.contains("shortLink") && header.contains("link") {
            names = header
            body = table.dropFirst()
        } else {
            guard first.fields.count >= 2, first.fields[0].lowercased().hasPrefix("http") else {
                throw CSVError(line: first.line, message: "no 'Short link' and 'Deep link (link)' columns, and the first row is not a link")
            }
            names = Self.columns
            body = table[...]
        }
        rows = body.map { row in
            var values: [String: String] = [:]
            for (index, field) in row.fields.enumerated() where index < names.count {
                if let name = names[index] { values[name] = field }
            }
            return Row(line: row.line, values: values)
        }
    }

    /// The column a header names: the parameter in its parentheses, or one of the three
    /// without one.
    static func columnName(ofHeader header: String) -> String? {
        let text = header.trimmingCharacters(in: .whitespaces).lowercased()
        if let match = text.firstMatch(of: /\(([a-z_]+)\)\s*$/) {
            let name = String(match.1)
            if columns.contains(name) { return name }
        }
        if columns.contains(text) { return text }
        switch text {
        case "short link", "short_link", "shortlink": return "shortLink"
        case "deep link": return "link"
        case "archived?", "archived": return "archived"
        case "link name", "name": return "name"
        case "creation timestamp", "created", "creation time": return "createdAt"
        default:
            for name in ["at", "ct", "mt", "pt"] where text == "itunes connect \(name)" { return name }
            return nil
        }
    }
}
