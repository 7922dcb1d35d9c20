import Foundation
import URLRoutes

/// Turns the Dynamic Links of a Takeout export into short links with the same slugs, for those
/// whose deep link the table routes and a short link may open (`ShortLinkTargets`), with every
/// field checked as `POST /api/links` checks it, and says why each other one was left out.
struct DynamicLinkImporter {
    let resolver: RouteResolver
    let targets: ShortLinkTargets
    let store: any ShortLinkStore

    /// What an import did.
    struct Report: Equatable {
        /// The slugs stored, with the line of the file each came from.
        var imported: [(line: Int, slug: String)] = []
        /// Links already in the store with the same target: an import run twice.
        var alreadyThere: [String] = []
        /// Rows left out: the line, the slug (or the short link) and why.
        var skipped: [(line: Int, link: String, reason: String)] = []
        /// Rows imported without a value the API would refuse (an image that is not an https
        /// URL): the line, the slug and what was left out.
        var notes: [(line: Int, link: String, note: String)] = []
        /// The database error that stopped the import, and the line of the row it stopped at;
        /// the rows before it that `imported` lists are stored, none after.
        var stopped: (line: Int, error: String)?

        static func == (lhs: Report, rhs: Report) -> Bool {
            lhs.imported.map { "\($0.line) \($0.slug)" } == rhs.imported.map { "\($0.line) \($0.slug)" }
                && lhs.alreadyThere == rhs.alreadyThere
                && lhs.skipped.map { "\($0.line) \($0.link) \($0.reason)" } == rhs.skipped.map { "\($0.line) \($0.link) \($0.reason)" }
                && lhs.notes.map { "\($0.line) \($0.link) \($0.note)" } == rhs.notes.map { "\($0.line) \($0.link) \($0.note)" }
                && lhs.stopped.map { "\($0.line) \($0.error)" } == rhs.stopped.map { "\($0.line) \($0.error)" }
        }

        /// The report as printed: every value from the file with its control and invisible
        /// characters escaped, so that a row cannot forge a line of the report.
        var text: String {
            var lines = ["imported \(imported.count) short link\(imported.count == 1 ? "" : "s")"
                + (alreadyThere.isEmpty ? "" : ", \(alreadyThere.count) already there")
                + ", \(skipped.count) left out"]
            for entry in skipped {
                lines.append("  line \(entry.line): \(VisibleText.escape(entry.link)): \(VisibleText.escape(entry.reason))")
            }
            for entry in notes {
                lines.append("  line \(entry.line): \(VisibleText.escape(entry.link)): \(VisibleText.escape(entry.note))")
            }
            if let stopped {
                lines.append("stopped at line \(stopped.line): database error: \(VisibleText.escape(stopped.error))")
                lines.append("stored before it (\(imported.count)):"
                    + (imported.isEmpty ? " none" : ""))
                for entry in imported { lines.append("  line \(entry.line): \(VisibleText.escape(entry.slug))") }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    func run(_ export: DynamicLinkExport, now: Date = Date()) async -> Report {
        var report = Report()
        for row in export.rows {
            let link: ShortLink, note: String?
            switch shortLink(of: row, now: now) {
            case .success(let made): (link, note) = made
            case .failure(let skipped):
                report.skipped.append((row.line, skipped.link, skipped.reason))
                continue
            }
            do {
                try await store.insert(link)
                report.imported.append((row.line, link.slug))
                if let note { report.notes.append((row.line, link.slug, note)) }
            } catch ShortLinkStoreError.slugTaken {
                do {
                    if try await store.link(slug: link.slug)?.url == link.url {
                        report.alreadyThere.append(link.slug)
                    } else {
                        report.skipped.append((row.line, link.slug, "the slug is taken by another link"))
                    }
                } catch {
                    report.stopped = (row.line, "\(error)")
                    return report
                }
            } catch {
                report.stopped = (row.line, "\(error)")
                return report
            }
        }
        return report
    }

    /// A row left out: its slug (or short link, or `-`) and why.
    struct Skipped: Error {
        var link: String
        var reason: String
    }

    /// The short link a row makes, with a note of what was left out of it, or why it makes none.
    func shortLink(of row: DynamicLinkExport.Row, now: Date) -> Result<(ShortLink, note: String?), Skipped> {
        guard let shortLink = row["shortLink"] else { return .failure(Skipped(link: "-", reason: "no short link")) }
        let slug = URLComponents(string: shortLink).map { String($0.path.drop { $0 == "/" }) } ?? ""
        if let problem = Slug.problem(with: slug) { return .failure(Skipped(link: String(shortLink.prefix(200)), reason: problem)) }
        guard let target = row["link"] else { return .failure(Skipped(link: slug, reason: "no deep link (link)")) }
        let shown = String(target.prefix(200))
        if let problem = NewShortLink.lengthProblem("link", target) { return .failure(Skipped(link: slug, reason: problem)) }
        if let problem = targets.problem(with: target) { return .failure(Skipped(link: slug, reason: problem)) }
        let resolution = resolver.resolve(target)
        guard resolution.status == .routed, let route = resolution.route else {
            let reason = resolution.status == .invalid
                ? "the deep link \(shown) is not a URL: \(resolution.error ?? "")"
                : "no route of the table takes the deep link \(shown)"
            return .failure(Skipped(link: slug, reason: reason))
        }
        for (column, name) in [("st", "title (st)"), ("sd", "description (sd)")] {
            if let text = row[column], let problem = NewShortLink.lengthProblem(name, text) {
                return .failure(Skipped(link: slug, reason: problem))
            }
        }
        // A link without its preview image is still the link: imported, and the report says so.
        var image = row["si"], note: String?
        if let given = image, let problem = NewShortLink.imageURLProblem(given) {
            note = "imported without its image (si) '\(given.prefix(200))': \(problem)"
            image = nil
        }
        var createdAt = now
        if let text = row["createdAt"] {
            guard let date = Self.date(text) else {
                return .failure(Skipped(link: slug, reason: "the creation timestamp '\(text.prefix(80))' is not a time from 1970 to 9999"))
            }
            createdAt = date
        }
        return .success((ShortLink(
            slug: slug, url: target, route: ShortLinkService.routeDescription(route), title: row["st"],
            description: row["sd"], imageURL: image, createdAt: createdAt), note))
    }

    /// A creation timestamp as Takeout may write it: ISO 8601, `YYYY-MM-DD HH:MM:SS` (UTC) or
    /// milliseconds since 1970; nil for anything else and for a time outside 1970 to 9999.
    static func date(_ text: String) -> Date? {
        let date: Date?
        if let parsed = ISO8601.date(text) {
            date = parsed
        } else if let parsed = ISO8601.date(text.replacingOccurrences(of: " ", with: "T") + "Z") {
            date = parsed
        } else if let milliseconds = Int64(text) {
            date = ShortLinkSchema.date(milliseconds: milliseconds)
        } else {
            date = nil
        }
        guard let date, date >= Date(timeIntervalSince1970: 0), date < latestDate else { return nil }
        return date
    }

    /// 10000-01-01T00:00:00Z: no creation time is later.
    private static let latestDate = Date(timeIntervalSince1970: 253_402_300_800)
}
