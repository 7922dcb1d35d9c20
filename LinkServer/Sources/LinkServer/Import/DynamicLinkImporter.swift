import Foundation
import URLRoutes

/// Turns the Dynamic Links of a Takeout export into short links with the same slugs, for those
/// whose deep link the table routes, and says why each other one was left out.
struct DynamicLinkImporter {
    let resolver: RouteResolver
    let store: any ShortLinkStore

    /// What an import did.
    struct Report: Equatable {
        var imported: [String] = []
        /// Links already in the store with the same target: an import run twice.
        var alreadyThere: [String] = []
        /// Rows left out: the line, the slug (or the short link) and why.
        var skipped: [(line: Int, link: String, reason: String)] = []

        static func == (lhs: Report, rhs: Report) -> Bool {
            lhs.imported == rhs.imported && lhs.alreadyThere == rhs.alreadyThere
                && lhs.skipped.map { "\($0.line) \($0.link) \($0.reason)" } == rhs.skipped.map { "\($0.line) \($0.link) \($0.reason)" }
        }

        var text: String {
            var lines = ["imported \(imported.count) short link\(imported.count == 1 ? "" : "s")"
                + (alreadyThere.isEmpty ? "" : ", \(alreadyThere.count) already there")
                + ", \(skipped.count) left out"]
            for entry in skipped { lines.append("  line \(entry.line): \(entry.link): \(entry.reason)") }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    func run(_ export: DynamicLinkExport, now: Date = Date()) async throws -> Report {
        var report = Report()
        for row in export.rows {
            guard let shortLink = row["shortLink"] else {
                report.skipped.append((row.line, "-", "no short link"))
                continue
            }
            let slug = URLComponents(string: shortLink).map { String($0.path.drop { $0 == "/" }) } ?? ""
            if let problem = Slug.problem(with: slug) {
                report.skipped.append((row.line, shortLink, problem))
                continue
            }
            guard let target = row["link"] else {
                report.skipped.append((row.line, slug, "no deep link (link)"))
                continue
            }
            let resolution = resolver.resolve(target)
            guard resolution.status == .routed, let route = resolution.route else {
                let reason = resolution.status == .invalid
                    ? "the deep link \(target) is not a URL: \(resolution.error ?? "")"
                    : "no route of the table takes the deep link \(target)"
                report.skipped.append((row.line, slug, reason))
                continue
            }
            let image = row["si"].flatMap { URLComponents(string: $0)?.scheme?.lowercased() == "https" ? $0 : nil }
            let link = ShortLink(
                slug: slug, url: target, route: ShortLinkService.routeDescription(route), title: row["st"],
                description: row["sd"], imageURL: image, createdAt: row["createdAt"].flatMap(Self.date) ?? now)
            do {
                try await store.insert(link)
                report.imported.append(slug)
            } catch ShortLinkStoreError.slugTaken {
                if try await store.link(slug: slug)?.url == target {
                    report.alreadyThere.append(slug)
                } else {
                    report.skipped.append((row.line, slug, "the slug is taken by another link"))
                }
            }
        }
        return report
    }

    /// A creation timestamp as Takeout may write it: ISO 8601, `YYYY-MM-DD HH:MM:SS` (UTC) or
    /// milliseconds since 1970.
    static func date(_ text: String) -> Date? {
        if let date = ISO8601.date(text) { return date }
        if let date = ISO8601.date(text.replacingOccurrences(of: " ", with: "T") + "Z") { return date }
        if let milliseconds = Int64(text) { return ShortLinkSchema.date(milliseconds: milliseconds) }
        return nil
    }
}
