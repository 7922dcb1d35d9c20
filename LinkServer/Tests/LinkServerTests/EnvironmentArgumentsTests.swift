import Testing
@testable import LinkServer

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
}
