import ArgumentParser
import Testing
@testable import LinkServer

/// A command with options the server does not have yet, a flag and a subcommand: what another
/// part of the server may add, which must get its variables without a line of
/// `EnvironmentArguments` changing.
private struct LaterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "later", subcommands: [Import.self])

    @Option var database: String?
    @Option(name: .customLong("short-host")) var shortHosts: [String] = []
    @Flag var verbose = false

    struct Import: ParsableCommand {
        @Argument var file: String
        @Option var dialect: String
        @Option var batchSize: Int
    }
}

@Suite struct EnvironmentArgumentsTests {
    let environment = EnvironmentArguments(App.self)

    @Test func everyOptionOfTheCommandHasAVariable() {
        let names = environment.options.map(\.name)
        for name in ["host", "app-id", "port", "bind", "metrics-port", "metrics-bind", "log-format", "idle-timeout", "api-rate-limit"] {
            #expect(names.contains(name), "\(name) not in \(names)")
        }
        #expect(environment.options.first { $0.name == "metrics-port" }?.variable(prefix: "LINK_SERVER_") == "LINK_SERVER_METRICS_PORT")
    }

    @Test func optionsComeFromTheEnvironmentWhenTheCommandLineLacksThem() throws {
        let arguments = try environment.arguments(["routes.table"], environment: [
            "LINK_SERVER_HOST": "www.acme.example, shop.acme.example",
            "LINK_SERVER_APP_ID": "ABCDE12345.com.acme.app",
            "LINK_SERVER_PORT": "9000",
            "LINK_SERVER_LOG_FORMAT": "json",
            "UNRELATED": "x",
        ])
        let app = try App.parse(arguments)
        #expect(app.hosts == ["www.acme.example", "shop.acme.example"])
        #expect(app.appIDs == ["ABCDE12345.com.acme.app"])
        #expect(app.port == 9000)
        #expect(app.operationsOptions.logFormat == .json)
        #expect(app.table == "routes.table")
    }

    @Test func theCommandLineWins() throws {
        let arguments = try environment.arguments(
            ["routes.table", "--host", "cli.acme.example", "--app-id", "ABCDE12345.com.acme.app", "--port=1234"],
            environment: ["LINK_SERVER_HOST": "env.acme.example", "LINK_SERVER_PORT": "9000", "LINK_SERVER_METRICS_PORT": "9100"])
        let app = try App.parse(arguments)
        #expect(app.hosts == ["cli.acme.example"])
        #expect(app.port == 1234)
        #expect(app.operationsOptions.metricsPort == 9100)
    }

    @Test func aValueStartingWithADashStaysAValue() throws {
        let arguments = try environment.arguments(["t", "--host", "h.example", "--app-id", "ABCDE12345.com.acme.app"],
                                                  environment: ["LINK_SERVER_FALLBACK_URL": "-https://x"])
        #expect(try App.parse(arguments).fallbackURL == "-https://x")
    }

    @Test func aBadValueIsReportedAsTheOptionsError() throws {
        let arguments = try environment.arguments(["t", "--host", "h.example"], environment: ["LINK_SERVER_PORT": "eighty"])
        #expect(throws: (any Error).self) { try App.parse(arguments) }
    }

    @Test func theHelpSectionNamesEachVariableBesideItsOption() {
        #expect(environment.helpSection.contains("LINK_SERVER_HOST"))
        #expect(environment.helpSection.contains("LINK_SERVER_API_RATE_LIMIT         --api-rate-limit"))
        #expect(!environment.helpSection.contains("LINK_SERVER_HELP"))
    }

    @Test func anOptionAddedLaterGetsItsVariable() throws {
        let environment = EnvironmentArguments(LaterCommand.self)
        let arguments = try environment.arguments([], environment: [
            "LINK_SERVER_DATABASE": "postgres://links@db/links",
            "LINK_SERVER_SHORT_HOST": "acme.link,go.acme.example",
            "LINK_SERVER_VERBOSE": "true",
        ])
        let command = try LaterCommand.parse(arguments)
        #expect(command.database == "postgres://links@db/links")
        #expect(command.shortHosts == ["acme.link", "go.acme.example"])
        #expect(command.verbose)
        #expect(try LaterCommand.parse(try environment.arguments([], environment: ["LINK_SERVER_VERBOSE": "0"])).verbose == false)
        #expect(throws: EnvironmentArgumentError.self) { try environment.arguments([], environment: ["LINK_SERVER_VERBOSE": "maybe"]) }
    }

    @Test func aSubcommandReadsItsOwnOptions() throws {
        let environment = EnvironmentArguments(LaterCommand.self)
        let arguments = try environment.arguments(["import", "takeout.csv"], environment: [
            "LINK_SERVER_DIALECT": "takeout", "LINK_SERVER_BATCH_SIZE": "500",
        ])
        #expect(arguments.first == "import", "\(arguments)")
        #expect(arguments.count == 4, "\(arguments)")
        let parsed = try LaterCommand.parseAsRoot(arguments)
        let command = try #require(parsed as? LaterCommand.Import)
        #expect(command.dialect == "takeout")
        #expect(command.batchSize == 500)
        #expect(command.file == "takeout.csv")
    }
}
