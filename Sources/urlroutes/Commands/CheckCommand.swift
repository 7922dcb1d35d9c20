import ArgumentParser
import URLRoutes

/// `urlroutes check TABLE --host HOST ...`: whether the app-link files a host serves agree with
/// routing, link by link; for CI after a deploy.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that iOS and Android open the app for exactly the links of a host that the table routes.",
        discussion: """
        Every link https://HOST/... that the table's routes make (links that fill each route's \
        variables with values its constraints accept, and the same links changed the ways \
        links get changed: a trailing or double slash, an extra or missing component, a query, \
        a fragment, upper case, percent-encoding, dot segments), and each line of --urls, is \
        routed and judged by each platform given: iOS with --aasa and --app-id, Android with \
        --android-manifest (the app's verified intent filters) and --assetlinks (the host's \
        statements, Android 15's dynamic rules among them) for --package.

        A disagreement is opens-app-without-route (the app gets a link it cannot show) or \
        route-without-app (the link opens the browser), with the route and the rule that \
        decided. Android decodes a path before matching it, where routing reads literal text \
        as written: generated links that percent-encode a '/' or an unreserved character are \
        not judged for Android (lines of --urls always are).

        --aasa and --assetlinks take a file or an https:// URL. A URL is fetched as Apple's CDN \
        and Android's verifier fetch it, and what they would refuse is reported: a redirect \
        (not followed), a status other than 200, a body over 128 KB (the AASA; 1 MiB for \
        assetlinks.json), a Content-Type other than application/json, a body that is not JSON. \
        http:// is taken only on a loopback address, for testing.

        Formats: text (default); github prints workflow annotations, one per group of links \
        that disagree alike; json prints {"host", "checked", "disagreements": [{"url", \
        "platform", "kind", "route", "rule"}], "fetched": [{"url", "status", "problems"}], \
        "problems": [{"file", "message", "line"}], "widenings": [{"url", "platform", "route", \
        "rule"}], "skipped"}.

        Android needs more than the intent filters: --manifest-placeholder NAME=VALUE for each \
        Gradle placeholder ${NAME} of the manifest, --resources FILE (res/values/strings.xml) \
        for @string/NAME, and with --assetlinks the --package (and --fingerprint) that its \
        statement must name for the host to be verified. A value left unresolved, a host that \
        is not verified, android:host="*", dynamic rules Android drops and keys it does not \
        read are problems, reported once with the file and line.

        A link the files open without a route, that the table's own generated file (urlroutes \
        aasa, urlroutes android) opens as well, is a widening the generator makes by design: \
        listed apart, and a failure only with --strict. Lines of --urls are judged as the \
        device receives them (what a browser percent-encodes, encoded) and reported as \
        written; lines for another host are skipped and counted.

        Exit status: 0 routing and the files agree; 1 a disagreement, a problem with the \
        files (a widening, with --strict), or a problem with a \
        fetched file; 2 bad usage, or a table or file that cannot be read.

        Example:
          urlroutes check Examples/routes.table --host www.acme.example \\
            --aasa https://www.acme.example/.well-known/apple-app-site-association \\
            --app-id ABCDE12345.com.acme.app --format github
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, github, json
    }

    @Argument(help: ArgumentHelp("The route table file ('-' reads standard input).", valueName: "table"))
    var table: String

    @Option(help: ArgumentHelp("The host whose links are checked (www.example.com).", valueName: "host"))
    var host: String

    @Option(help: ArgumentHelp("The apple-app-site-association: a file, or the https:// URL it is served at.", valueName: "file-or-url"))
    var aasa: String?

    @Option(name: .customLong("app-id"), help: ArgumentHelp("The iOS app whose links are judged: TEAMID.bundle.id.", valueName: "id"))
    var appID: String?

    @Option(name: .customLong("android-manifest"), help: ArgumentHelp("The app's AndroidManifest.xml (its intent filters).", valueName: "file"))
    var androidManifest: String?

    @Option(help: ArgumentHelp("The host's assetlinks.json: a file, or the https:// URL it is served at.", valueName: "file-or-url"))
    var assetlinks: String?

    @Option(name: .customLong("package"), help: ArgumentHelp("The Android app whose statements are read from --assetlinks.", valueName: "name"))
    var packageName: String?

    @Option(name: .customLong("manifest-placeholder"),
            help: ArgumentHelp("A Gradle manifest placeholder's value, for ${NAME} in the manifest (repeatable).", valueName: "name=value"))
    var manifestPlaceholders: [String] = []

    @Option(help: ArgumentHelp("The app's res/values XML with the <string> resources that @string/NAME in the manifest names.", valueName: "file"))
    var resources: String?

    @Option(name: .customLong("fingerprint"),
            help: ArgumentHelp("The SHA-256 fingerprint of the certificate that signs the app; a host is verified only by a statement with one of them (repeatable).", valueName: "sha256"))
    var fingerprints: [String] = []

    @Option(
        name: .customLong("urls"),
        help: ArgumentHelp("A file of more links to judge, one per line ('-' reads standard input).", valueName: "file"))
    var urlFile: String?

    @Option(help: ArgumentHelp("text, github (workflow commands) or json.", valueName: "format"))
    var format: Format = .text

    @Flag(help: "Fail (exit 1) also for links opened by a widening the table's own generated file makes.")
    var strict = false

    func validate() throws {
        guard aasa != nil || androidManifest != nil || assetlinks != nil else {
            throw ValidationError("give the files to check: --aasa FILE|URL --app-id ID for iOS, --android-manifest FILE (and --assetlinks FILE|URL --package NAME) for Android")
        }
        if aasa != nil && appID == nil {
            throw ValidationError("--aasa needs --app-id TEAMID.bundle.id: the app whose links the file is judged for")
        }
        if appID != nil && aasa == nil {
            throw ValidationError("--app-id needs --aasa FILE|URL: the apple-app-site-association to judge")
        }
        if assetlinks != nil && packageName == nil {
            throw ValidationError("--assetlinks needs --package NAME: the Android app whose statements are read")
        }
        if packageName != nil && assetlinks == nil {
            throw ValidationError("--package needs --assetlinks FILE|URL: the statements to read for it")
        }
        if assetlinks != nil && androidManifest == nil {
            throw ValidationError("--assetlinks needs --android-manifest FILE: Android opens only the links of the app's verified intent filters, which the manifest declares (the assetlinks.json's rules narrow them)")
        }
        if (!manifestPlaceholders.isEmpty || resources != nil) && androidManifest == nil {
            throw ValidationError("--manifest-placeholder and --resources need --android-manifest FILE: they give the values its attributes name")
        }
        if !fingerprints.isEmpty && assetlinks == nil {
            throw ValidationError("--fingerprint needs --assetlinks FILE|URL: the statements whose certificates it is compared with")
        }
        _ = try placeholders()
        for fingerprint in fingerprints where !AppLinkFile.isFingerprint(fingerprint) {
            throw ValidationError("--fingerprint '\(fingerprint)' is not a SHA-256 fingerprint: 32 hex bytes separated by colons, as in 14:6D:E9:...:44:E5 (keytool -list -v prints it)")
        }
        let host = host.lowercased()
        guard !host.isEmpty, !host.contains(where: { "/:*?#@ ".contains($0) }) else {
            throw ValidationError("--host takes a host name, as in --host www.example.com")
        }
        try InputFile.requireOneStandardInput([("the table", table), ("--urls", urlFile), ("--aasa", aasa),
                                               ("--android-manifest", androidManifest), ("--assetlinks", assetlinks),
                                               ("--resources", resources)])
    }

    /// `--manifest-placeholder NAME=VALUE` options as a dictionary.
    private func placeholders() throws(ValidationError) -> [String: String] {
        var values: [String: String] = [:]
        for option in manifestPlaceholders {
            guard let equals = option.firstIndex(of: "="), equals != option.startIndex else {
                throw ValidationError("--manifest-placeholder takes NAME=VALUE, as in --manifest-placeholder hostName=www.example.com (not '\(option)')")
            }
            values[String(option[..<equals])] = String(option[option.index(after: equals)...])
        }
        return values
    }

    func run() throws {
        let host = host.lowercased()
        let loaded = try LoadedRouteTable.load(table)
        var fetched: [AppLinkFetch] = []
        var judges: [PlatformJudge] = []
        var problems: [CheckProblem] = []
        var androidRules: AndroidLinkRules?
        var aasaText: String?
        if let aasa, let appID {
            // An app the file does not list, or a file without applinks, is said once: iOS
            // opens the browser for every link, and judging link by link adds nothing.
            let read = try read(aasa, as: .appleAppSiteAssociation, fetched: &fetched) { text -> (AppleLinkRules?, String?) in
                aasaText = text
                if let listing = AASAAppListing(text), let problem = listing.problem(appID: appID, host: host) {
                    return (listing.hasAppLinks ? try AppleLinkRules(parsing: text) : nil, problem)
                }
                return (try AppleLinkRules(parsing: text), nil)
            }
            if let (rules, problem) = read {
                if let problem {
                    problems.append(CheckProblem(file: aasa, message: problem, line: nil))
                } else if let rules {
                    judges.append(.ios(rules, appID: appID))
                }
            }
            if judges.isEmpty {
                aasaText = nil
            }
        }
        if let androidManifest {
            let manifest = try InputFile.contents(of: androidManifest, role: "Android manifest")
            var assetLinksText: String?
            var readable = true
            if let assetlinks {
                assetLinksText = try read(assetlinks, as: .assetLinks, fetched: &fetched) { $0 }
                readable = assetLinksText != nil
            }
            let resourcesText = try resources.map { file throws(ToolFailure) in try InputFile.contents(of: file, role: "resources file") }
            if readable {
                let rules = try PlatformFiles.androidRules(
                    manifest: (androidManifest, manifest), assetLinks: assetlinks.flatMap { path in assetLinksText.map { (path, $0) } },
                    packageName: packageName, placeholders: try placeholders(), resources: resourcesText, fingerprints: fingerprints)
                judges.append(.android(rules))
                androidRules = rules
                problems += CheckProblem.android(rules, manifest: androidManifest, assetLinks: assetlinks, resources: resources,
                                                 host: host, packageName: packageName)
            }
        }
        let listed = try urlFile.map { file throws(ToolFailure) in URLList.parse(try InputFile.contents(of: file, role: "URL list")) } ?? []
        let ownFiles = TableOwnFiles(table: loaded.table.table, host: host, appID: appID, android: androidManifest != nil,
                                     packageName: assetlinks == nil ? nil : packageName, fingerprints: fingerprints)
        var check = AppLinkCheck(host: host, resolver: loaded.resolver, judges: judges, listed: listed,
                                 generated: LinkCorpus.links(of: loaded.table.table, host: host)
                                    .union(FileProbeLinks.links(host: host, aasa: aasaText, appID: appID, android: androidRules)),
                                 problems: problems, ownFiles: ownFiles)
        if let androidRules, let assetlinks {
            check.problems += CheckProblem.dependingOnDeclaration(androidRules, urls: check.judgedURLs, assetLinks: assetlinks)
            check.problems += UnreachableRules.android(androidRules, urls: check.judgedURLs, assetLinks: assetlinks)
        }
        if let aasaText, let aasa, let appID {
            check.problems += UnreachableRules.apple(aasaText, appID: appID, urls: check.judgedURLs, aasa: aasa)
        }
        switch format {
        case .text: Console.out(CheckText.lines(check, fetched: fetched, table: table).joined(separator: "\n"))
        case .github: Console.out(CheckAnnotations.lines(check, fetched: fetched, table: table).joined(separator: "\n"))
        case .json: JSONOutput.print(CheckJSON(check, fetched: fetched))
        }
        let failing = check.problems.contains { !$0.isWarning || strict }
        if !check.disagreements.isEmpty || failing || (strict && !check.widenings.isEmpty) || fetched.contains(where: { !$0.problems.isEmpty }) {
            throw ExitCode(ExitStatus.noRoute.rawValue)
        }
    }

    /// An app-link file's rules, from a file or a URL. A file that cannot be read or parsed
    /// ends the command (status 2); a fetched one that the crawler would refuse, or that the
    /// platform cannot read, is recorded in `fetched` with its problems, and gives nil.
    private func read<Rules>(_ argument: String, as file: AppLinkFetch.File, fetched: inout [AppLinkFetch],
                             parse: (String) throws -> Rules) throws(ToolFailure) -> Rules? {
        let role = file == .appleAppSiteAssociation ? "apple-app-site-association" : "assetlinks.json"
        guard AppLinkFetch.isURL(argument) else {
            return try PlatformFiles.parse(try InputFile.contents(of: argument, role: role), role: role, path: argument, parse)
        }
        var fetch = try AppLinkFetch.fetch(argument, file: file)
        defer { fetched.append(fetch) }
        guard let body = fetch.body else { return nil }
        do {
            return try parse(body)
        } catch {
            fetch.problems.append("\(file == .appleAppSiteAssociation ? "iOS" : "Android") cannot read it: \(error)")
            return nil
        }
    }
}
