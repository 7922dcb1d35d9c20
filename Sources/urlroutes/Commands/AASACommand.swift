import ArgumentParser

/// `urlroutes aasa TABLE --app-id TEAMID.bundle --host HOST`: the apple-app-site-association
/// file for the universal links one host routes, made from the table instead of kept by hand.
struct AASACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Print the apple-app-site-association JSON for the links a host routes.",
        discussion: """
        The routes are those a URL https://HOST/... can reach, as the library decides: the \
        host namespace for HOST (exact, else the longest //*.DOMAIN), then, when it falls back \
        (or there is none), the https namespace and its fallback to *.

        Apple's rules: the first matching component decides; in "/" a * matches any run of \
        characters, '/' included, ? one character, ?* one or more; "exclude": true marks a \
        link the app does not open. A variable is written ?* and excluded where it would span \
        a '/' ({"/": "/user/*/?*", "exclude": true} before {"/": "/user/?*"}), deeper routes \
        first, so the components claim what the table routes and nothing deeper. A trailing \
        * or ** is *. Routes that take any number of components come first.

        What AASA cannot express is widened (the component claims more) and reported on \
        standard error and in the component's "comment": character classes in a \
        <constraint> (<\\d+> is ?*, <\\d{4}> is ????; a list of words, <a|b>, is spelt out \
        exactly), a variable before a literal in a route of any depth, a fragment route's \
        variables. Matching is case-sensitive and on the percent-encoded path, as routing \
        is and as AASA is by default. Routing ignores a trailing '/', so a route that does \
        not end in * gets a second component with one (/cart and /cart/). Not claimed: paths \
        with an empty component (/user//edit), which routing would accept.

        Serve the output at https://HOST/.well-known/apple-app-site-association (no \
        extension, Content-Type application/json), and add applinks:HOST to the app's \
        Associated Domains entitlement.

        Exit status: 0 printed; 2 bad usage, unreadable file, table errors, no route for the \
        host, or a host that is not a host name.

        Example:
          urlroutes aasa Examples/routes.table --app-id ABCDE12345.com.acme.app --host www.acme.example
        """)

    @OptionGroup var table: TableArgument

    @Option(name: .customLong("app-id"), help: ArgumentHelp("An app that opens the links: TEAMID.bundle.id (repeatable).", valueName: "TEAMID.bundle"))
    var appIDs: [String] = []

    @Option(help: ArgumentHelp("The host the file is served from (www.example.com).", valueName: "host"))
    var host: String

    struct File: Encodable {
        var applinks: AppLinks

        struct AppLinks: Encodable {
            var details: [Detail]
        }

        struct Detail: Encodable {
            var appIDs: [String]
            var components: [AASAComponentBuilder.Component]
        }
    }

    func validate() throws {
        guard !appIDs.isEmpty else {
            throw ValidationError("give at least one --app-id TEAMID.bundle.id, as in --app-id ABCDE12345.com.example.app")
        }
        for appID in appIDs {
            guard let dot = appID.firstIndex(of: "."), dot != appID.startIndex, appID.index(after: dot) != appID.endIndex,
                  appID.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.".contains($0)) }) else {
                throw ValidationError("--app-id '\(appID)' is not TEAMID.bundle.id (the team ID, a dot, the bundle identifier)")
            }
        }
    }

    func run() throws {
        let loaded = try table.load()
        let set = try HostRouteSet.resolve(host: host, scheme: "https", table: loaded)
        let builder = AASAComponentBuilder(routes: set.routes)
        for widening in builder.widenings {
            Console.error(widening.warning(table: table.path))
        }
        JSONOutput.print(File(applinks: .init(details: [.init(appIDs: appIDs, components: builder.components)])))
    }
}
