import ArgumentParser
import URLRoutes

/// `urlroutes android TABLE --host HOST`: the `<intent-filter>` for the app links one host
/// routes, made from the table instead of kept by hand (`RouteTable.androidIntentFilter(host:scheme:)`);
/// with `--assetlinks --package NAME --fingerprint SHA256`, the host's assetlinks.json with
/// Android 15's dynamic rules instead (`RouteTable.assetLinks(host:packageName:sha256CertFingerprints:)`).
struct AndroidCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android",
        abstract: "Print the Android <intent-filter> (App Links) for the links a host routes.",
        discussion: """
        The routes are those a URL SCHEME://HOST/... can reach, as for aasa. Their \
        android:pathAdvancedPattern values (Android 12, API 31) together match exactly the \
        paths the table routes, as Android's PatternMatcher reads them: greedy, never \
        backtracking, over the decoded path. A variable is [^/]+ where it ends the path and \
        [^/]* before a '/', a constraint made of sets, characters and counts is translated \
        (<\\d+> is [0-9]+), a list of words is one pattern per word, a trailing * or ** is .* \
        after the components before it, and a ** with components after it is a count of '/' \
        (/help/**/:article is /help/[^/]*/.+). Each pattern also has a form ending in '/', \
        since routing drops one trailing '/'. Backslashes are doubled for the resource \
        compiler (aapt and aapt2 read \\\\ as one backslash).

        What a pattern cannot express is widened (it claims more, never less), said in its \
        comment and reported on standard error: groups, alternation or flags in a constraint, \
        a constraint a greedy matcher could never match as written (<[a-z.]+\\.pdf>), a ** \
        of more than four components followed by more than plain variables (spelt out \
        exactly up to four), characters a URL may also percent-encode \
        (Android matches the decoded path), a fragment. A URL that percent-encodes a '/' or \
        an unreserved character (/a%2Fb, /p/%31) is, to Android, the path it decodes to: that \
        one limit is not widened.

        Paste the filter into the <activity> that opens the links. android:autoVerify="true" \
        makes Android check https://HOST/.well-known/assetlinks.json: a JSON array with one \
        statement per app, {"relation": ["delegate_permission/common.handle_all_urls"], \
        "target": {"namespace": "android_app", "package_name": "com.example.app", \
        "sha256_cert_fingerprints": ["AB:CD:..."]}} (AppLinkFile.assetLinks in the library \
        writes it), served over https without redirects as application/json.

        With --assetlinks (and --package and one or more --fingerprint), prints that \
        assetlinks.json instead, with Android 15's dynamic rules for the host in its \
        relation_extensions: dynamic_app_link_components that open the app for exactly the \
        paths the table routes as far as their * and ? can say (the first rule that matches \
        decides; an exclude of every deeper path comes before the routes of each depth). \
        Android applies them only to links the intent filter takes: publish both.

        Exit status: 0 printed; 2 bad usage, unreadable file, table errors, no route for the \
        host, or a host that is not a host name.

        Example:
          urlroutes android Examples/routes.table --host shop.acme.example
          urlroutes android Examples/routes.table --host shop.acme.example --assetlinks \\
            --package com.acme.app --fingerprint 14:6D:E9:...:44:E5
        """)

    @OptionGroup var table: TableArgument

    @Option(help: ArgumentHelp("The host of the links (www.example.com).", valueName: "host"))
    var host: String

    @Option(help: ArgumentHelp("The links' scheme: https (default) or http; App Links verification needs one of them.", valueName: "scheme"))
    var scheme = "https"

    @Flag(help: "Print the host's assetlinks.json with Android 15's dynamic rules instead of the intent filter.")
    var assetlinks = false

    @Option(help: ArgumentHelp("With --assetlinks: the app's package name (com.acme.app).", valueName: "name"))
    var package: String?

    @Option(help: ArgumentHelp("With --assetlinks: a SHA-256 certificate fingerprint (AB:CD:...); repeat for more.", valueName: "sha256"))
    var fingerprint: [String] = []

    func validate() throws {
        guard scheme == "https" || scheme == "http" else {
            throw ValidationError("--scheme '\(scheme)': Android verifies app links for http and https only")
        }
        if assetlinks {
            guard package != nil else { throw ValidationError("--assetlinks needs --package NAME, the app's package name") }
            guard !fingerprint.isEmpty else { throw ValidationError("--assetlinks needs --fingerprint SHA256, the signing certificate's fingerprint") }
        } else if package != nil || !fingerprint.isEmpty {
            throw ValidationError("--package and --fingerprint go with --assetlinks")
        }
    }

    func run() throws {
        let loaded = try table.load()
        if assetlinks, let package {
            let file = try AppLinkFiles.make {
                try loaded.table.table.assetLinks(host: host, packageName: package, sha256CertFingerprints: fingerprint)
            }
            AppLinkFiles.warn(file.widenings, table: table.path)
            Console.out(String(file.contents.dropLast()))
            return
        }
        let file = try AppLinkFiles.make { try loaded.table.table.androidIntentFilter(host: host, scheme: scheme) }
        AppLinkFiles.warn(file.widenings, table: table.path)
        Console.out(String(file.contents.dropLast()))
    }
}
