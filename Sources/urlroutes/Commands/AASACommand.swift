import ArgumentParser
import URLRoutes

/// `urlroutes aasa TABLE --app-id TEAMID.bundle --host HOST`: the apple-app-site-association
/// file for the universal links one host routes, made from the table instead of kept by hand
/// (`RouteTable.appleAppSiteAssociation(host:appIDs:)`).
struct AASACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Print the apple-app-site-association JSON for the links a host routes.",
        discussion: """
        The components claim exactly the URLs https://HOST/... the table routes: those of the \
        host namespace for HOST (exact, else the longest //*.DOMAIN), then, when it falls back \
        (or there is none), of the https namespace and its fallback to *.

        Apple's rules: the first matching component decides; in "/" a * matches any run of \
        characters, '/' included, ? one character, ?* one or more; "exclude": true marks a \
        link the app does not open. Routes that take any number of components come first; \
        then the routes of each depth, deepest first, each depth after excludes of the paths \
        with more '/' ({"/": "/*/*/?*", "exclude": true} and "/*/*/"), so that a * never takes \
        a '/'; no pattern ends in /*, which TN3155 reads as also taking its parent path. A \
        variable is * where it may be empty, ?* where it ends the path. Routing drops one \
        trailing '/' and takes empty components, so each route claims its path and the same \
        with a '/' after it (/cart and /cart/; /user/?* and /user/*/, which takes /user//, a \
        route with an empty id). The path is compared as written (percent-encoded) and \
        case-sensitively, as routing compares it.

        What AASA cannot express is widened (the component claims more, never less), said in \
        the component's "comment" and reported on standard error: character classes and \
        counts in a <constraint> (<\\d+> is ?*, <\\d{4}> is ????; a list of words, <a|b>, is \
        spelt out exactly), other regex syntax, a literal holding * or ?, a variable of a \
        route of any depth that no ** beside it can absorb, a fragment route's variables.

        Serve the output at https://HOST/.well-known/apple-app-site-association (no \
        extension, Content-Type application/json), and add applinks:HOST to the app's \
        Associated Domains entitlement. Apple's CDN refuses a file over 128 KB: a larger one \
        is an error naming its size and the routes that cost the most.

        Exit status: 0 printed; 2 bad usage, unreadable file, table errors, no route for the \
        host, a host that is not a host name, or a file over 128 KB.

        Example:
          urlroutes aasa Examples/routes.table --app-id ABCDE12345.com.acme.app --host www.acme.example
        """)

    @OptionGroup var table: TableArgument

    @Option(name: .customLong("app-id"), help: ArgumentHelp("An app that opens the links: TEAMID.bundle.id (repeatable).", valueName: "TEAMID.bundle"))
    var appIDs: [String] = []

    @Option(help: ArgumentHelp("The host the file is served from (www.example.com).", valueName: "host"))
    var host: String

    func validate() throws {
        guard !appIDs.isEmpty else {
            throw ValidationError("give at least one --app-id TEAMID.bundle.id, as in --app-id ABCDE12345.com.example.app")
        }
    }

    func run() throws {
        let loaded = try table.load()
        let file = try AppLinkFiles.make { try loaded.table.table.appleAppSiteAssociation(host: host, appIDs: appIDs) }
        AppLinkFiles.warn(file.widenings, table: table.path)
        Console.out(String(file.contents.dropLast()))
    }
}
