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

        With --html, the trace is one self-contained HTML page (inline style, no script, no \
        request): each route tried with its regex and the URL's path aligned under its \
        pattern, the refused component marked; standard output, or the file of -o.

        With --aasa FILE --app-id ID, --android-manifest FILE (and --assetlinks FILE), the \
        trace ends with what iOS and Android do with the URL (open the app or the browser) and \
        the rule of the file that decided; a platform that disagrees with routing is marked.

        Exit status: 0 the URL routed; 1 it matched no route; 2 bad usage, unreadable file or \
        table errors; 3 it is not a routable URL.
        """)

    @OptionGroup var table: TableArgument

    @Argument(help: "The URL to explain, e.g. 'myapp://user/42?ref=push'.")
    var url: String

    @Flag(help: "Show every candidate's regex, not just the winner's.")
    var regexes = false

    @OptionGroup var routing: RoutingOptions

    @Flag(help: "Write the trace as an HTML page.")
    var html = false

    @Option(name: .short, help: ArgumentHelp("With --html, write the page to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("An apple-app-site-association file: also show what iOS does with the URL.", valueName: "file"))
    var aasa: String?

    @Option(name: .customLong("app-id"), help: ArgumentHelp("The iOS app --aasa is read for: TEAMID.bundle.id.", valueName: "id"))
    var appID: String?

    @Option(name: .customLong("android-manifest"), help: ArgumentHelp("The app's AndroidManifest.xml: also show what Android does with the URL.", valueName: "file"))
    var androidManifest: String?

    @Option(help: ArgumentHelp("The host's assetlinks.json, with the manifest (Android 15's dynamic rules).", valueName: "file"))
    var assetlinks: String?

    func validate() throws {
        if aasa != nil && appID == nil {
            throw ValidationError("--aasa needs --app-id TEAMID.bundle.id: the app whose links the file is read for")
        }
        if appID != nil && aasa == nil {
            throw ValidationError("--app-id needs --aasa FILE: the apple-app-site-association to read")
        }
        if assetlinks != nil && androidManifest == nil {
            throw ValidationError("--assetlinks needs --android-manifest FILE: Android opens only the links of the app's verified intent filters, which the manifest declares")
        }
        if output != nil && !html {
            throw ValidationError("-o writes the page of --html; without --html the trace goes to standard output")
        }
        if html && routing.json {
            throw ValidationError("--html and --json are two formats: choose one")
        }
        try InputFile.requireOneStandardInput([("the table", table.path), ("--aasa", aasa), ("--android-manifest", androidManifest),
                                               ("--assetlinks", assetlinks)])
    }

    func run() throws {
        let additional = try routing.additionalParameters()
        let loaded = try table.load()
        var judges: [PlatformJudge] = []
        if let aasa, let appID { judges.append(try PlatformFiles.ios(aasa: aasa, appID: appID)) }
        if let androidManifest {
            judges.append(try PlatformFiles.android(manifest: androidManifest, assetLinks: assetlinks, packageName: nil))
        }
        let outcome = RoutingReport(url: url, table: loaded, additionalParameters: additional)
        let verdicts = judges.map { (platform: $0.platform, verdict: $0.verdict(for: url)) }
        if html {
            try PageOutput.write(ExplainPage.render(outcome, verdicts: verdicts), to: output)
        } else if routing.json {
            JSONOutput.print(JSONOutput.ExplainResult(JSONOutput.URLResult(outcome, includeTrace: true), verdicts: verdicts))
        } else {
            var lines = RoutingReportText.trace(outcome, showRegexes: regexes)
            if !verdicts.isEmpty {
                lines.append("")
                lines += verdicts.map { PlatformVerdictText.line($0.platform, $0.verdict, routes: outcome.status == .routed) }
            }
            Console.out(lines.joined(separator: "\n"))
        }
        try ExitStatus.forRouting([outcome.status]).exitIfFailed()
    }
}
