import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Metrics

/// `link-server TABLE --host HOST [--app-id TEAMID.BUNDLE] [--android-package NAME ...] ...`: serves the app-link files of a
/// route table and resolves and generates its links, until SIGTERM or SIGINT.
@main
struct App: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "link-server",
        abstract: "Serve a route table's app-link files, and resolve and generate its links over HTTP.",
        discussion: """
        Serves, for a Host header named by --host (any other host gets a 404
        that names the hosts served):
          GET /.well-known/apple-app-site-association
              the AASA file for that host (--app-id)
          GET /.well-known/assetlinks.json
              Digital Asset Links (--android-package)
          GET /resolve?url=URL
              which route takes URL (JSON)
          GET /links/NAME?name=value...
              the link a named route generates (JSON)
          GET /any/other/path
              a page for https://HOST/any/other/path when it routes, else 404

        Give --app-id for an iOS app, --android-package and
        --android-fingerprint for an Android app, or both.

        With --short-host, short links (--database: a SQLite file, by default
        link-server.sqlite, or postgres://...; --api-token-file: the API):
          GET /SLUG   on a short host: the link's page (404 unknown, 410 expired)
          POST /api/links, GET/DELETE /api/links/SLUG, GET /api/links,
          GET /api/links/SLUG/stats   (Authorization: Bearer TOKEN)
        link-server import-fdl TABLE TAKEOUT.csv --database DB --short-host HOST
        imports Firebase Dynamic Links from a Google Takeout export.

        SIGHUP reloads TABLE; a table with errors is logged and the old one keeps serving.
        SIGTERM and SIGINT stop the server once requests in flight are answered.

        Serve it behind a proxy that terminates TLS: Apple and Google fetch the files over https.

        Exit status: 0 stopped by a signal; 2 bad arguments or a table with errors.
        """)

    @Argument(help: ArgumentHelp("The route table file (the format of `urlroutes`).", valueName: "table"))
    var table: String

    @Option(name: .customLong("host"), help: ArgumentHelp("A host the server answers for (repeatable): www.example.com.", valueName: "host"))
    var hosts: [String]

    @Option(name: .customLong("app-id"), help: ArgumentHelp("An iOS app that opens the links: TEAMID.bundle.id (repeatable).", valueName: "TEAMID.bundle"))
    var appIDs: [String] = []

    @Option(help: ArgumentHelp("The Android app's package name, for /.well-known/assetlinks.json.", valueName: "name"))
    var androidPackage: String?

    @Option(name: .customLong("android-fingerprint"), help: ArgumentHelp("The SHA-256 fingerprint of the Android app's signing certificate (repeatable): 14:6D:E9:...", valueName: "sha256"))
    var androidFingerprints: [String] = []

    @Flag(name: .customLong("android-dynamic-rules"), help: "Serve each host's assetlinks.json with Android 15's dynamic rules made from its routes.")
    var androidDynamicRules = false

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var bind = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on.", valueName: "n"))
    var port = 8080

    @Option(name: .customLong("fallback-url"), help: ArgumentHelp("Where the page for a person without the app sends them (an https URL).", valueName: "url"))
    var fallbackURL: String?

    @OptionGroup(title: "Operations")
    var operationsOptions: OperationsOptions

    @Option(name: .customLong("short-host"), help: ArgumentHelp("A host of short links (repeatable): go.example.com.", valueName: "host"))
    var shortHosts: [String] = []

    @Option(help: ArgumentHelp("The short links' database: a SQLite file path or a postgres:// URL.", valueName: "path|url"))
    var database: String?

    @Option(help: ArgumentHelp("How long to wait at start for the short links' database before exiting with status 2.", valueName: "seconds"))
    var databaseTimeout: Double = 10

    @Option(help: ArgumentHelp("A file holding the bearer token of /api; without it, no API.", valueName: "file"))
    var apiTokenFile: String?

    @Option(help: ArgumentHelp("The app's App Store page, for short-link pages.", valueName: "url"))
    var appStoreURL: String?

    @Option(help: ArgumentHelp("The app's Google Play page, for short-link pages.", valueName: "url"))
    var playStoreURL: String?

    /// Parses the command line and runs the server. A bad argument or table ends the process with
    /// status 2, as `urlroutes` ends for the same mistakes (ArgumentParser's own would be 64).
    static func main() async {
        if CommandLine.arguments.dropFirst().first == ImportFDLCommand.name {
            LoggingSystem.bootstrap(StreamLogHandler.standardError)
            await ImportFDLCommand.main(Array(CommandLine.arguments.dropFirst(2)))
            return
        }
        let environment = EnvironmentArguments(App.self)
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }),
           arguments.first.map({ environment.subcommandOptions[$0] == nil }) ?? true {
            // ArgumentParser's help, then the environment variable of each option (a
            // subcommand's help is ArgumentParser's own).
            print(helpMessage(columns: nil) + "\n\n" + environment.helpSection)
            Foundation.exit(0)
        }
        do {
            arguments = try environment.arguments(arguments, environment: ProcessInfo.processInfo.environment)
        } catch {
            fail("link-server: error: \(error)")
        }
        let command: App
        do {
            var parsed = try parseAsRoot(arguments)
            guard let app = parsed as? App else {
                // --help parses as ArgumentParser's own help command, which prints the help.
                try parsed.run()
                exit(withError: nil)
            }
            command = app
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            fail(fullMessage(for: error))
        }
        let operations: Operations
        do {
            operations = try command.operationsOptions.operations()
        } catch {
            fail("link-server: error: \(error)")
        }
        operations.logFormat.bootstrap()
        let runtime = OperationsRuntime(operations)
        // Metrics emitted anywhere in the process through swift-metrics reach /metrics.
        MetricsSystem.bootstrap(runtime.metrics.factory)
        let application: any ApplicationProtocol
        do {
            let options = try command.options()
            let logger = Logger(label: "link-server")
            let tables = try TableStore(options: options, logger: logger)
            var shortLinks: ShortLinkService?
            if let shortLinkOptions = options.shortLinks {
                let store: any ShortLinkStore
                do {
                    store = try await ShortLinkDatabase.open(shortLinkOptions.database, logger: logger,
                                                             timeout: shortLinkOptions.databaseTimeout)
                } catch {
                    fail("link-server: error: cannot open the database \(ShortLinkDatabase.described(shortLinkOptions.database)): \(error)")
                }
                let defaultNote = command.database == nil ? " (the default; --database names another)" : ""
                logger.info("short links on \(shortLinkOptions.hosts.joined(separator: ", ")): database \(ShortLinkDatabase.described(shortLinkOptions.database))\(defaultNote)")
                shortLinks = ShortLinkService(store: store, options: shortLinkOptions, tables: tables, logger: logger)
            }
            application = buildApplication(store: tables, shortLinks: shortLinks, runtime: runtime, logger: logger)
        } catch let error as ServerOptionsError {
            fail("link-server: error: \(error)")
        } catch {
            fail(TableDiagnostics.startMessage(for: error, path: command.table))
        }
        do {
            // Until SIGTERM or SIGINT: Hummingbird's service group stops accepting, answers the
            // requests in flight, and returns.
            try await application.runService()
        } catch {
            FileHandle.standardError.write(Data("link-server: error: \(error)\n".utf8))
            Foundation.exit(1)
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(2)
    }

    /// What the command line asks for, checked.
    func options() throws(ServerOptionsError) -> ServerOptions {
        var shortLinks: ShortLinkOptions?
        if !shortHosts.isEmpty || database != nil || apiTokenFile != nil {
            shortLinks = try ShortLinkOptions(hosts: shortHosts, database: database, apiTokenFile: apiTokenFile,
                                              appStoreURL: appStoreURL, playStoreURL: playStoreURL,
                                              databaseTimeout: databaseTimeout)
        }
        return try ServerOptions(
            tablePath: table, hosts: hosts, appIDs: appIDs, androidPackage: androidPackage,
            androidFingerprints: androidFingerprints, bind: bind, port: port, fallbackURL: fallbackURL,
            shortLinks: shortLinks, androidDynamicRules: androidDynamicRules)
    }
}
