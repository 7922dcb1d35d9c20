import Foundation
import Testing
import URLRoutes
@testable import LinkServer

/// `link-server import-fdl`: Firebase Dynamic Links from a Google Takeout export.
@Suite struct ImportFDLTests {
    static let takeout = Bundle.module.url(forResource: "dynamic-links-takeout", withExtension: "csv", subdirectory: "Fixtures")!

    @Test func theSampleExportReadsAsTwentyNineColumns() throws {
        let export = try DynamicLinkExport(csv: String(contentsOf: Self.takeout, encoding: .utf8))
        #expect(export.rows.count == 5)
        let first = try #require(export.rows.first)
        #expect(first.values.count == 29)
        #expect(first["shortLink"] == "https://acme.page.link/summer")
        #expect(first["link"] == "https://www.acme.example/p/48213/trail-runner")
        #expect(first["apn"] == "com.acme.app")
        #expect(first["isi"] == "1234567890")
        #expect(first["st"] == "Trail Runner <Summer>")
        #expect(first["sd"] == #"Light, fast & "grippy" shoes"#)
        #expect(first["si"] == "https://img.acme.example/trail.png")
        #expect(first["createdAt"] == "2023-06-01T10:00:00Z")
        #expect(export.rows[4]["sd"] == "Line one\nline two")
    }

    @Test(arguments: Backend.allCases)
    func linksThatRouteAreImportedWithTheirSlugsAndTheOthersReported(_ backend: Backend) async throws {
        try await backend.withDatabase { database in
            let store = try await ShortLinkDatabase.open(database, logger: LogRecorder().logger())
            let resolver = try RouteResolver(RouteTable(contentsOf: URL(fileURLWithPath: exampleTable)))
            let export = try DynamicLinkExport(csv: String(contentsOf: Self.takeout, encoding: .utf8))
            let importer = Self.importer(resolver, store)
            let report = await importer.run(export)
            #expect(report.imported.map(\.slug) == ["summer", "gift", "review42"])
            #expect(report.imported.map(\.line) == [2, 3, 6])
            #expect(report.skipped.map(\.line) == [4, 5])
            #expect(report.skipped[0].link == "old-sale")
            #expect(report.skipped[0].reason.contains("no route of the table takes the deep link https://www.acme.example/sale/2019"))
            #expect(report.skipped[1].reason.contains("A-Z a-z 0-9 _ -"))
            #expect(report.text.hasPrefix("imported 3 short links, 2 left out\n"))
            // An http image is no preview image: the link is imported without it, and the
            // report says so.
            #expect(report.notes.map(\.link) == ["gift"])
            #expect(report.text.contains("line 3: gift: imported without its image (si) 'http://img.acme.example/gift.png': 'imageURL' must be an https URL with a host"))

            let summer = try #require(try await store.link(slug: "summer"))
            #expect(summer.url == "https://www.acme.example/p/48213/trail-runner")
            #expect(summer.route == "web.product")
            #expect(summer.title == "Trail Runner <Summer>")
            #expect(summer.imageURL == "https://img.acme.example/trail.png")
            #expect(summer.createdAt == ISO8601.date("2023-06-01T10:00:00Z"))
            #expect(try await store.link(slug: "gift")?.imageURL == nil)
            #expect(try await store.link(slug: "gift")?.createdAt == ISO8601.date("2023-07-15T08:30:00Z"))
            #expect(try await store.link(slug: "review42")?.createdAt == ShortLinkSchema.date(milliseconds: 1_690_000_000_000))

            let again = await importer.run(export)
            #expect(again.imported.isEmpty)
            #expect(again.alreadyThere == ["summer", "gift", "review42"])
            try await store.close()
        }
    }

    static func importer(_ resolver: RouteResolver, _ store: any ShortLinkStore) -> DynamicLinkImporter {
        DynamicLinkImporter(resolver: resolver, targets: ShortLinkTargets(hosts: ["www.acme.example"], table: resolver.table), store: store)
    }

    /// Imports `rows` (after the Takeout header) into a new SQLite database.
    private func imported(_ rows: String, check: (DynamicLinkImporter.Report, any ShortLinkStore) async throws -> Void) async throws {
        try await Backend.sqlite.withDatabase { database in
            let store = try await ShortLinkDatabase.open(database, logger: LogRecorder().logger())
            let resolver = try RouteResolver(RouteTable(contentsOf: URL(fileURLWithPath: exampleTable)))
            let export = try DynamicLinkExport(csv: Self.header + "\n" + rows)
            try await check(await Self.importer(resolver, store).run(export), store)
            try await store.close()
        }
    }

    static var header: String {
        get throws { try String(contentsOf: takeout, encoding: .utf8).split(separator: "\n")[0] + "" }
    }

    /// A row of the 29 columns with these values; the others empty.
    private func row(_ short: String, _ link: String, title: String = "", image: String = "", created: String = "") -> String {
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        var fields = Array(repeating: "", count: 29)
        fields[0] = quoted(short); fields[1] = quoted(link); fields[14] = quoted(title); fields[16] = quoted(image)
        fields[28] = quoted(created)
        return fields.joined(separator: ",")
    }

    @Test func rowsAreReportedAtTheirLinesInTheFile() async throws {
        // Two blank lines before the second row, and a title over two lines before the third.
        let rows = [
            row("https://acme.page.link/a", "https://www.acme.example/sale/1"), "", "",
            row("https://acme.page.link/b", "https://www.acme.example/sale/2", title: "two\nlines"),
            row("https://acme.page.link/c", "https://www.acme.example/sale/3"),
        ].joined(separator: "\n")
        try await imported(rows) { report, _ in
            #expect(report.skipped.map(\.line) == [2, 5, 7])
        }
    }

    @Test func aTargetAShortLinkMayNotOpenIsLeftOut() async throws {
        // Each routes in the example table (a scheme route ignores the host, `*` takes any
        // scheme) and is not a link of the app.
        let hostile = [
            "https://evil.example/p/1",
            "file:///login",
            "javascript://evil.example/settings/%0aalert(document.domain)",
            "http://www.acme.example/p/1",
            "https://user@www.acme.example/p/1",
            "https://www.acme.example:8443/p/1",
        ]
        let rows = hostile.enumerated().map { row("https://acme.page.link/h\($0.offset)", $0.element) }
            + [row("https://acme.page.link/ok", "https://www.acme.example/p/1"), row("https://acme.page.link/app", "acme://product/42")]
        try await imported(rows.joined(separator: "\n")) { report, store in
            #expect(report.imported.map(\.slug) == ["ok", "app"])
            #expect(report.skipped.map(\.link) == hostile.indices.map { "h\($0)" })
            #expect(report.skipped[0].reason.contains("is on the host 'evil.example'; a short link opens links on www.acme.example"))
            #expect(report.skipped[1].reason.contains("has the scheme 'file'"))
            #expect(report.skipped[2].reason.contains("has the scheme 'javascript'"))
            #expect(report.skipped[3].reason.contains("has the scheme 'http'"))
            #expect(report.skipped[4].reason.contains("user name or password"))
            #expect(report.skipped[5].reason.contains("port 8443"))
            let hostile = try await store.link(slug: "h0")
            #expect(hostile == nil)
        }
    }

    @Test func everyFieldIsCheckedAsTheAPIChecksIt() async throws {
        let rows = [
            row("https://acme.page.link/long", "https://www.acme.example/p/1", title: String(repeating: "t", count: 20_000)),
            row("https://acme.page.link/empty-image", "https://www.acme.example/p/2", image: "https://"),
            row("https://acme.page.link/far", "https://www.acme.example/p/3", created: "9223372036854775807"),
            row("https://acme.page.link/after", "https://www.acme.example/p/4", created: "1690000000000"),
        ].joined(separator: "\n")
        try await imported(rows) { report, store in
            #expect(report.imported.map(\.slug) == ["empty-image", "after"])
            #expect(report.skipped.map(\.link) == ["long", "far"])
            #expect(report.skipped[0].reason == "'title (st)' is 20000 bytes; the limit is 8192")
            #expect(report.skipped[1].reason.contains("creation timestamp '9223372036854775807' is not a time"))
            let withoutImage = try await store.link(slug: "empty-image")
            #expect(withoutImage != nil && withoutImage?.imageURL == nil)
            #expect(report.notes.map(\.link) == ["empty-image"])
        }
    }

    @Test func controlCharactersInTheFileArePrintedEscaped() async throws {
        let forged = "x\n  line 9: fake: \u{1B}[32mimported\u{1B}[0m"
        try await imported(row("https://acme.page.link/\(forged)", "https://www.acme.example/p/1")) { report, _ in
            #expect(!report.text.contains("\u{1B}"))
            #expect(report.text.split(separator: "\n").count == 2, "\(report.text)")
            #expect(report.text.contains("\\u{1B}[32m"))
        }
    }

    @Test func aDatabaseErrorStopsTheImportAndTheReportNamesTheRowsStored() async throws {
        try await Backend.sqlite.withDatabase { database in
            let store = FailingStore(store: try await ShortLinkDatabase.open(database, logger: LogRecorder().logger()), failingSlug: "c")
            let resolver = try RouteResolver(RouteTable(contentsOf: URL(fileURLWithPath: exampleTable)))
            let rows = ["a", "b", "c", "d"].enumerated().map { row("https://acme.page.link/\($0.element)", "https://www.acme.example/p/\($0.offset)") }
            let report = await Self.importer(resolver, store).run(try DynamicLinkExport(csv: Self.header + "\n" + rows.joined(separator: "\n")))
            #expect(report.imported.map(\.slug) == ["a", "b"])
            #expect(report.stopped?.line == 4)
            #expect(report.text.contains("stopped at line 4: database error: the disk is gone\nstored before it (2):\n  line 2: a\n  line 3: b\n"), "\(report.text)")
            #expect(try await store.store.link(slug: "d") == nil)
            try await store.close()
        }
    }

    @Test func aFileThatIsNotAnExportSaysSo() {
        #expect(throws: CSVError.self) { try DynamicLinkExport(csv: "name,age\nann,3\n") }
        #expect(throws: CSVError.self) { try DynamicLinkExport(csv: "\"never closed\n") }
        #expect(throws: CSVError.self) { try DynamicLinkExport(csv: "") }
    }
}

/// A store whose insert of one slug fails as a database that went away.
private struct FailingStore: ShortLinkStore {
    let store: any ShortLinkStore
    let failingSlug: String

    struct Gone: Error, CustomStringConvertible {
        var description: String { "the disk is gone" }
    }

    func insert(_ link: ShortLink) async throws {
        if link.slug == failingSlug { throw Gone() }
        try await store.insert(link)
    }
    func link(slug: String) async throws -> ShortLink? { try await store.link(slug: slug) }
    func delete(slug: String) async throws -> Bool { try await store.delete(slug: slug) }
    func links(after cursor: String?, limit: Int, brokenOnly: Bool) async throws -> [ShortLink] {
        try await store.links(after: cursor, limit: limit, brokenOnly: brokenOnly)
    }
    func setBroken(_ broken: Set<String>, among checked: [String]) async throws { try await store.setBroken(broken, among: checked) }
    func addOpens(_ opens: [OpenKey: Int]) async throws { try await store.addOpens(opens) }
    func opens(slug: String) async throws -> [DailyOpens] { try await store.opens(slug: slug) }
    func ping() async throws { try await store.ping() }
    func close() async throws { try await store.close() }
}
