import ArgumentParser

/// `urlroutes route TABLE URL...`: which route each URL reaches and what its handler would get.
struct RouteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "Show which route each URL reaches and the parameters its handler would receive.",
        discussion: """
        URLs come from the arguments, then from --urls FILE (one per line; blank lines and lines \
        starting with # are skipped). Each URL is routed as Routes.routeURL would route it: the \
        namespace for its scheme, else the global one (*), with @fallback schemes retried in *.

        Exit status: 0 every URL routed; 1 some URL matched no route; 2 bad usage, unreadable \
        file or table errors; 3 some URL is not a routable URL.

        Example:
          urlroutes route Examples/routes.table --urls Examples/urls.txt --explain first
        """)

    enum ExplainSelection: String, ExpressibleByArgument, CaseIterable {
        case none, first, misses, all
    }

    @OptionGroup var table: TableArgument

    @Argument(help: "URLs to route, e.g. 'myapp://user/42?ref=push' (quote them for the shell).")
    var urls: [String] = []

    @Option(
        name: .customLong("urls"),
        help: ArgumentHelp("A file of URLs, one per line ('-' reads standard input).", valueName: "file"))
    var urlFile: String?

    @Option(help: ArgumentHelp(
        "Also print the routing trace for the first URL, for URLs that did not route (misses), or for all of them.",
        valueName: "which"))
    var explain: ExplainSelection = .none

    @Flag(help: "Show every candidate's regex in traces.")
    var regexes = false

    @OptionGroup var routing: RoutingOptions

    func validate() throws {
        try InputFile.requireOneStandardInput([("the table", table.path), ("--urls", urlFile)])
    }

    func run() throws {
        let additional = try routing.additionalParameters()
        let urls = try URLList.collect(arguments: urls, file: urlFile)
        let loaded = try table.load()
        let outcomes = urls.map { RoutingReport(url: $0, table: loaded, additionalParameters: additional) }

        let traced = { (index: Int) -> Bool in
            switch explain {
            case .none: false
            case .first: index == 0
            case .misses: outcomes[index].status != .routed
            case .all: true
            }
        }

        if routing.json {
            JSONOutput.print(JSONOutput.RouteReport(table: table.path, outcomes: outcomes, tracing: traced))
        } else {
            for (index, outcome) in outcomes.enumerated() {
                if index > 0 { Console.out("") }
                Console.out(RoutingReportText.result(outcome).joined(separator: "\n"))
                if traced(index) {
                    Console.out("")
                    Console.out(RoutingReportText.trace(outcome, showRegexes: regexes, showWinner: false, showURL: false, indent: 4).joined(separator: "\n"))
                }
            }
            if outcomes.count > 1 {
                Console.out("")
                Console.out(summary(outcomes))
            }
        }
        try ExitStatus.forRouting(outcomes.map(\.status)).exitIfFailed()
    }

    private func summary(_ outcomes: [RoutingReport]) -> String {
        let routed = outcomes.count { $0.status == .routed }
        let unrouted = outcomes.count { $0.status == .unrouted }
        let invalid = outcomes.count { $0.status == .invalid }
        var parts = ["\(outcomes.count) URLs: \(routed) routed"]
        if unrouted > 0 { parts.append("\(unrouted) matched no route") }
        if invalid > 0 { parts.append("\(invalid) not routable") }
        return parts.joined(separator: ", ")
    }
}
