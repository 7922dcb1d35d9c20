import ArgumentParser

/// `urlroutes explain TABLE URL`: the routing trace, candidate by candidate.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how a URL is routed: the namespaces searched, each route tried and why it did or did not match.",
        discussion: """
        Routes are tried as the router tries them: higher priority first, equal priorities in \
        table order. Each rejected route says why; routes whose first component rules them out \
        (routing never tries them) are counted, not listed. The winner shows its regex, its \
        captures and the parameters its handler would receive. Handlers are never run. The text \
        is the library's: print(Routes.explain(url)) shows the same trace.

        Exit status: 0 the URL routed; 1 it matched no route; 2 bad usage, unreadable file or \
        table errors; 3 it is not a routable URL.
        """)

    @OptionGroup var table: TableArgument

    @Argument(help: "The URL to explain, e.g. 'myapp://user/42?ref=push'.")
    var url: String

    @Flag(help: "Show every candidate's regex, not just the winner's.")
    var regexes = false

    @OptionGroup var routing: RoutingOptions

    func run() throws {
        let additional = try routing.additionalParameters()
        let loaded = try table.load()
        let outcome = RoutingReport(url: url, table: loaded, additionalParameters: additional)
        if routing.json {
            JSONOutput.print(JSONOutput.URLResult(outcome, includeTrace: true))
        } else {
            Console.out(RoutingReportText.trace(outcome, showRegexes: regexes).joined(separator: "\n"))
        }
        try ExitStatus.forRouting([outcome.status]).exitIfFailed()
    }
}
