import ArgumentParser
import Foundation
import Logging
import URLRoutes

/// `link-server import-fdl TABLE TAKEOUT.csv --database DB --short-host HOST`: Firebase
/// Dynamic Links from a Google Takeout export, as short links with the same slugs.
struct ImportFDLCommand: AsyncParsableCommand {
    static let name = "import-fdl"
    static let configuration = CommandConfiguration(
        commandName: "link-server import-fdl",
        abstract: "Import Firebase Dynamic Links (a Google Takeout CSV) as short links.",
        discussion: """
        Each Dynamic Link whose deep link (the link column) the table routes, and that is
        an https link on a --host or a link in one of the table's own schemes, becomes a
        short link with the same slug, title (st), description (sd) and image (si),
        each checked as POST /api/links checks it. The others are listed with their
        line in the file and the reason. Running it again imports nothing twice.

        Exit status: 0 imported (some may be left out: see the report); 1 a database
        error (the report lists the rows stored before it); 2 bad arguments, a table
        with errors or a file that is not a Takeout CSV.
        """)

    @Argument(help: ArgumentHelp("The route table file.", valueName: "table"))
    var table: String

    @Argument(help: ArgumentHelp("The Takeout CSV file of one Dynamic Links domain.", valueName: "takeout.csv"))
    var takeout: String

    @Option(help: ArgumentHelp("The short links' database: a SQLite file path or a postgres:// URL.", valueName: "path|url"))
    var database: String

    @Option(name: .customLong("short-host"), help: ArgumentHelp("The host of the short links: go.example.com.", valueName: "host"))
    var shortHost: String

    @Option(name: .customLong("host"), help: ArgumentHelp("A host the deep links are on, as the server's --host (repeatable): www.example.com.", valueName: "host"))
    var hosts: [String]

    /// Parses `arguments` (after `import-fdl`) and imports; exits with the status above.
    static func main(_ arguments: [String]) async {
        let command: ImportFDLCommand
        do {
            var parsed = try parseAsRoot(arguments)
            guard let importCommand = parsed as? ImportFDLCommand else {
                try parsed.run()
                exit(withError: nil)
            }
            command = importCommand
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            fail(fullMessage(for: error), status: 2)
        }
        await command.importLinks()
    }

    private func importLinks() async {
        let checkedHosts: [String]
        do {
            _ = try ShortLinkOptions(hosts: [shortHost], database: database, apiTokenFile: nil, appStoreURL: nil, playStoreURL: nil)
            guard !hosts.isEmpty else {
                throw ServerOptionsError("give at least one --host, the host the deep links are on, as the server's: --host www.example.com")
            }
            checkedHosts = try ServerOptions.checkedHosts(hosts, option: "--host", whyOne: "name each host the deep links are on")
        } catch {
            Self.fail("link-server import-fdl: error: \(error)", status: 2)
        }
        let resolver: RouteResolver
        do {
            resolver = try RouteResolver(RouteTable(contentsOf: URL(fileURLWithPath: table)))
        } catch {
            Self.fail(TableDiagnostics.startMessage(for: error, path: table), status: 2)
        }
        let export: DynamicLinkExport
        do {
            guard let text = try? String(contentsOfFile: takeout, encoding: .utf8) else {
                Self.fail("\(takeout): error: cannot read the file as UTF-8 text", status: 2)
            }
            export = try DynamicLinkExport(csv: text)
        } catch {
            Self.fail("\(takeout): error: \(error)", status: 2)
        }
        let store: any ShortLinkStore
        do {
            store = try await ShortLinkDatabase.open(database, logger: Logger(label: "link-server"),
                                                     timeout: ShortLinkDatabase.defaultTimeout)
        } catch {
            Self.fail("link-server import-fdl: error: \(database): \(error)", status: 1)
        }
        let targets = ShortLinkTargets(hosts: checkedHosts, table: resolver.table)
        let report = await DynamicLinkImporter(resolver: resolver, targets: targets, store: store).run(export)
        try? await store.close()
        FileHandle.standardOutput.write(Data(report.text.utf8))
        if report.stopped != nil { Foundation.exit(1) }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(status)
    }
}
