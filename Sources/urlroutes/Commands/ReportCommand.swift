import ArgumentParser
import URLRoutes
import URLRoutesExpectations

/// `urlroutes report TABLE`: the table as one HTML page, for a person to look at.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write an HTML page of a route table: its routes in matching order, their regexes, lint problems, golden cases and platform verdicts.",
        discussion: """
        The page shows, per namespace, the routes in the order routing tries them (name, \
        pattern as written, line, priority), each expansion's anchored regex with the capture \
        of each variable coloured, the constraints, and lint's problems on the route they \
        concern (shadowed and duplicate routes first), each linked from the summary. With \
        --expectations, how many golden cases reach each route, which fail and which routes \
        have none. With --host and the app-link files (--aasa and --app-id, or \
        --android-manifest with --package), which of each route's links on the host each \
        platform opens in the app, misses, or widens to.

        The page is one self-contained HTML file: its style is inline, it loads nothing and \
        has no script. It goes to standard output, or to the file of -o.

        Exit status: 0 written (whatever the page reports); 2 bad usage, an unreadable file, \
        or a table or expectations file with errors.

        Example:
          urlroutes report Examples/routes.table --expectations Examples/routes.expectations -o report.html
        """)

    @OptionGroup var table: TableArgument

    @Option(name: .short, help: ArgumentHelp("Write the page to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("An expectations file (urlroutes test): show each route's golden cases.", valueName: "file"))
    var expectations: String?

    @Option(help: ArgumentHelp("The web host the app-link files are for, e.g. www.example.com.", valueName: "host"))
    var host: String?

    @Option(help: ArgumentHelp("The host's apple-app-site-association file.", valueName: "file"))
    var aasa: String?

    @Option(name: .customLong("app-id"), help: ArgumentHelp("The iOS app --aasa is read for: TEAMID.bundle.id.", valueName: "id"))
    var appID: String?

    @Option(name: .customLong("android-manifest"), help: ArgumentHelp("The app's AndroidManifest.xml.", valueName: "file"))
    var androidManifest: String?

    @Option(help: ArgumentHelp("The host's assetlinks.json, with the manifest.", valueName: "file"))
    var assetlinks: String?

    @Option(name: .customLong("package"), help: ArgumentHelp("The Android app's package name, e.g. com.example.app.", valueName: "name"))
    var packageName: String?

    func validate() throws {
        if (aasa == nil) != (appID == nil) {
            throw ValidationError(aasa == nil ? "--app-id needs --aasa FILE: the apple-app-site-association to read"
                                              : "--aasa needs --app-id TEAMID.bundle.id: the app whose links the file is read for")
        }
        if assetlinks != nil && androidManifest == nil {
            throw ValidationError("--assetlinks needs --android-manifest FILE: Android opens only the links of the app's verified intent filters, which the manifest declares")
        }
        if (androidManifest == nil) != (packageName == nil) {
            throw ValidationError(androidManifest == nil ? "--package needs --android-manifest FILE: the app whose links are judged"
                                                         : "--android-manifest needs --package NAME: the app the manifest and assetlinks.json are read for")
        }
        let judged = aasa != nil || androidManifest != nil
        if judged && host == nil {
            throw ValidationError("--aasa and --android-manifest need --host HOST: the web host whose links the files judge")
        }
        if let host, !judged {
            throw ValidationError("--host \(host) needs --aasa FILE --app-id ID or --android-manifest FILE --package NAME: the files that judge its links")
        }
        if let host, host.isEmpty || host.contains(where: { "/:*?#@ ".contains($0) }) {
            throw ValidationError("--host takes a host name, as in --host www.example.com")
        }
        try InputFile.requireOneStandardInput([("the table", table.path), ("--expectations", expectations), ("--aasa", aasa),
                                               ("--android-manifest", androidManifest), ("--assetlinks", assetlinks)])
    }

    func run() throws {
        let loaded = try table.load()
        var coverage: ExpectationCoverage?
        if let expectations {
            // The compiled table routes as the table registered would.
            let resolver = loaded.resolver
            let judge = RouteJudge(index: RouteIndex(loaded.table.table, file: table.path)) { resolver.explain($0) }
            let file = try ExpectationsInput.load(expectations, index: judge.index)
            coverage = ExpectationCoverage(file: expectations, cases: file, loaded: loaded, judge: judge)
        }
        var platforms: PlatformCoverage?
        if let host {
            var judges: [PlatformJudge] = []
            if let aasa, let appID { judges.append(try PlatformFiles.ios(aasa: aasa, appID: appID)) }
            if let androidManifest {
                judges.append(try PlatformFiles.android(manifest: androidManifest, assetLinks: assetlinks, packageName: packageName))
            }
            platforms = PlatformCoverage(host: host.lowercased(), table: loaded, judges: judges)
        }
        let report = TableReport(path: table.path, loaded: loaded, coverage: coverage, platforms: platforms)
        try PageOutput.write(ReportPage.render(report), to: output)
    }
}
