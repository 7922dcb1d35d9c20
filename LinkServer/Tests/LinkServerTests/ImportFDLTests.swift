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
            let report = try await DynamicLinkImporter(resolver: resolver, store: store).run(export)
            #expect(report.imported == ["summer", "gift", "review42"])
            #expect(report.skipped.map(\.line) == [4, 5])
            #expect(report.skipped[0].link == "old-sale")
            #expect(report.skipped[0].reason.contains("no route of the table takes the deep link https://www.acme.example/sale/2019"))
            #expect(report.skipped[1].reason.contains("A-Z a-z 0-9 _ -"))
            #expect(report.text.hasPrefix("imported 3 short links, 2 left out\n"))

            let summer = try #require(try await store.link(slug: "summer"))
            #expect(summer.url == "https://www.acme.example/p/48213/trail-runner")
            #expect(summer.route == "web.product")
            #expect(summer.title == "Trail Runner <Summer>")
            #expect(summer.imageURL == "https://img.acme.example/trail.png")
            #expect(summer.createdAt == ISO8601.date("2023-06-01T10:00:00Z"))
            // An http image is no preview image.
            #expect(try await store.link(slug: "gift")?.imageURL == nil)
            #expect(try await store.link(slug: "gift")?.createdAt == ISO8601.date("2023-07-15T08:30:00Z"))
            #expect(try await store.link(slug: "review42")?.createdAt == ShortLinkSchema.date(milliseconds: 1_690_000_000_000))

            let again = try await DynamicLinkImporter(resolver: resolver, store: store).run(export)
            #expect(again.imported.isEmpty)
            #expect(again.alreadyThere == ["summer", "gift", "review42"])
            try await store.close()
        }
    }

    @Test func aFileThatIsNotAnExportSaysSo() {
        #expect(throws: CSVError.self) { try DynamicLinkExport(csv: "name,age\nann,3\n") }
        #expect(throws: CSVError.self) { try DynamicLinkExport(csv: "\"never closed\n") }
        #expect(throws: CSVError.self) { try DynamicLinkExport(csv: "") }
    }
}
