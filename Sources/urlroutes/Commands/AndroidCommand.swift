import ArgumentParser

/// `urlroutes android TABLE --host HOST`: the `<intent-filter>` for the app links one host
/// routes, made from the table instead of kept by hand.
struct AndroidCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android",
        abstract: "Print the Android <intent-filter> (App Links) for the links a host routes.",
        discussion: """
        The routes are those a URL SCHEME://HOST/... can reach, as for aasa. Each becomes an \
        android:pathAdvancedPattern (Android 12, API 31): a variable is [^/]+, a constraint \
        made of sets, literal characters and counts is translated (<\\d+> is [0-9]+), a list \
        of words (<a|b>) is one pattern per word, and a trailing * or ** is one pattern \
        without it and one with .*. What pathAdvancedPattern cannot express (groups, \
        alternation inside a constraint, a fragment) is widened and reported on standard error.

        Paste the filter into the <activity> that opens the links. android:autoVerify="true" \
        makes Android check https://HOST/.well-known/assetlinks.json, which this tool does \
        not write: a JSON array with one statement per app, \
        {"relation": ["delegate_permission/common.handle_all_urls"], "target": \
        {"namespace": "android_app", "package_name": "com.example.app", \
        "sha256_cert_fingerprints": ["AB:CD:..."]}}, the fingerprint of the key that signs \
        the release (keytool -list -v, or Play Console's App signing page), served over https \
        without redirects as application/json.

        Exit status: 0 printed; 2 bad usage, unreadable file, table errors, no route for the \
        host, or a host that is not a host name.

        Example:
          urlroutes android Examples/routes.table --host shop.acme.example
        """)

    @OptionGroup var table: TableArgument

    @Option(help: ArgumentHelp("The host of the links (www.example.com).", valueName: "host"))
    var host: String

    @Option(help: ArgumentHelp("The links' scheme: https (default) or http; App Links verification needs one of them.", valueName: "scheme"))
    var scheme = "https"

    func validate() throws {
        guard scheme == "https" || scheme == "http" else {
            throw ValidationError("--scheme '\(scheme)': Android verifies app links for http and https only")
        }
    }

    func run() throws {
        let loaded = try table.load()
        let set = try HostRouteSet.resolve(host: host, scheme: scheme, table: loaded)
        let builder = AndroidPatternBuilder(routes: set.routes)
        for widening in builder.widenings {
            Console.error(widening.warning(table: table.path))
        }
        var lines = [
            // No "--host" here: XML forbids "--" in a comment. The text is escaped as a whole,
            // since a table's path may hold "--" too.
            "<!-- \(XMLText.comment("urlroutes android \(table.path), host \(set.host): routes from \(set.namespaces.joined(separator: ", "))")) -->",
            "<intent-filter android:autoVerify=\"true\">",
            "    <action android:name=\"android.intent.action.VIEW\" />",
            "    <category android:name=\"android.intent.category.DEFAULT\" />",
            "    <category android:name=\"android.intent.category.BROWSABLE\" />",
            "    <data android:scheme=\"\(XMLText.escape(scheme))\" />",
            "    <data android:host=\"\(XMLText.escape(set.host))\" />",
        ]
        for pattern in builder.patterns {
            lines.append("    <!-- \(XMLText.comment(pattern.comment)) -->")
            // Escaped twice: for the resource compiler, which reads '\' escapes, then for XML.
            lines.append("    <data android:pathAdvancedPattern=\"\(XMLText.escape(AndroidAttributeText.escape(pattern.pattern)))\" />")
        }
        lines.append("</intent-filter>")
        Console.out(lines.joined(separator: "\n"))
    }
}
