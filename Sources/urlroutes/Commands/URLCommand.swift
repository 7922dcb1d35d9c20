import ArgumentParser
import URLRoutes

/// `urlroutes url TABLE NAME [name=value ...]`: the link a named route generates, as
/// `Routes.url(forRouteNamed:parameters:wildcard:scheme:host:)` makes it, so scripts and CI build
/// links from the same table that opens them, and only links that route back to their route.
struct URLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "url",
        abstract: "Print the URL a named route generates from the values given.",
        discussion: """
        NAME is a route NAME from the table; it says which namespace (scheme, //HOST or *) the \
        route lives in. A name is unique in its namespace; one that several namespaces use is \
        written with its namespace and a colon (acme:home, //shop.example.com:home, *:home), \
        and without one it is an error that lists them.

        Each name=value fills the path variable of that name; the others become query items, \
        sorted by name. Values are taken as written (quote them for the shell) and \
        percent-encoded in the URL: every byte outside A-Z a-z 0-9 - . _ ~.

        The URL's form comes from the route's namespace: acme://product/42 for a scheme (host \
        form), https://shop.example.com/product/42 for a //HOST namespace (--scheme replaces \
        https). The global namespace (*) has no scheme of its own: pass --scheme, or --host for \
        an https link. An http or https link needs a real host: a //HOST namespace's own, or \
        --host (required for a //*.HOST namespace, which names many hosts, and for routes in \
        an http or https scheme).

        The URL is read back as `urlroutes route` would read it (the namespace the URL picks, \
        fallbacks included): it is printed only when it reaches this route with these values. \
        Otherwise the error names the route that would take it instead, or says none would.

        Exit status: 0 printed; 2 bad usage, unreadable file, table errors, an unknown name, \
        values the route cannot take (a missing or empty value, one that fails its <constraint>, \
        wildcard components that do not fit), or a URL that would not route back.

        Examples:
          urlroutes url Examples/routes.table product.reviews id=48213 page=2 ref=mail
          urlroutes url Examples/routes.table debug --wildcard cache/flush --scheme acme
          urlroutes url Examples/routes.table debug --wildcard cache/flush --host acme.example
        """)

    @OptionGroup var table: TableArgument

    @Argument(help: ArgumentHelp("The route's name in the table (e.g. product.show), or NAMESPACE:NAME (acme:home) for a name several namespaces use.", valueName: "name"))
    var name: String

    @Argument(help: ArgumentHelp("Values for the route: path variables, the rest become query items.", valueName: "name=value"))
    var values: [String] = []

    @Option(help: ArgumentHelp("The wildcard components for a trailing * or a **, joined by '/' (a/b); a * that is not last takes one of them, in order. Give them as the handler receives them, percent-encoded where a URL needs it (a%20b): routing does not decode them.", valueName: "a/b"))
    var wildcard: String?

    @Option(help: ArgumentHelp("The URL's scheme: required for a route in * (unless --host is given, which makes it https), replaces https for a //HOST route and the namespace's scheme otherwise.", valueName: "scheme"))
    var scheme: String?

    @Option(help: ArgumentHelp("The URL's host (shop.example.com, localhost:8080): required for an http or https link outside a //HOST namespace and for a //*.HOST route.", valueName: "host"))
    var host: String?

    @Flag(help: "Print JSON instead of text.")
    var json = false

    struct Report: Encodable {
        var table: String
        var name: String
        /// The namespace column of the route: a scheme, `*` or `//HOST`.
        var scheme: String
        var pattern: String
        var line: Int
        var url: String
    }

    func run() throws {
        let parameters = try Self.parameters(values)
        let loaded = try table.load()
        let names = Set(loaded.table.entries.compactMap(\.name))
        // `acme:home`: the name in one namespace, for a name several namespaces use.
        let qualified = RouteTableSyntax.qualifiedName(name)
        let name = qualified?.name ?? name
        if let qualified, !loaded.table.entries.contains(where: { $0.name == name && $0.route.namespace == qualified.namespace }) {
            let elsewhere = Set(loaded.table.entries.filter { $0.name == name }.map(\.scheme)).sorted()
            let hint = elsewhere.isEmpty ? "" : "; it is a name in \(elsewhere.joined(separator: ", "))"
            throw ToolFailure(message: "\(table.path): no route is named '\(name)' in \(qualified.namespace)\(hint)", status: .usageOrTable)
        }
        let entries = loaded.table.entries.filter { entry in
            entry.name == name && (qualified.map { entry.route.namespace == $0.namespace } ?? true)
        }
        guard let entry = entries.first else {
            let hint = NameSuggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" }
                ?? (names.isEmpty ? "; the table names none of its routes (NAME is the field after the priority)" : "")
            throw ToolFailure(message: "\(table.path): no route is named '\(name)'\(hint)", status: .usageOrTable)
        }
        let named = loaded.table.entries.filter { $0.name == name }
        guard entries.count == 1 else {
            let message = RouteTableSyntax.ambiguousNameMessage(name, in: named.map(\.route.namespace),
                                                                places: named.map { "\($0.scheme) (line \($0.line))" })
            throw ToolFailure(message: "\(table.path): \(message)", status: .usageOrTable)
        }
        let components = wildcard.map { $0.split(separator: "/", omittingEmptySubsequences: false).map(String.init) } ?? []
        let url: String
        do {
            url = try loaded.resolver.url(forRouteNamed: name, namespace: entry.route.namespace, parameters: parameters,
                                          wildcard: components, scheme: scheme, host: host)
        } catch let error as RouteGenerationError {
            throw ToolFailure(message: "\(table.path):\(entry.line): \(error)\(hint(for: error, in: loaded))", status: .usageOrTable)
        }
        if json {
            JSONOutput.print(Report(table: table.path, name: name, scheme: entry.scheme, pattern: entry.pattern,
                                    line: entry.line, url: url))
        } else {
            Console.out(url)
        }
    }

    /// What the tool's own arguments have to do with `error`: the option that gives what is
    /// missing, or the table line of the route that would take the URL.
    func hint(for error: RouteGenerationError, in loaded: LoadedRouteTable) -> String {
        if let taker = error.takenBy, let entry = loaded.entry(for: taker) {
            return " (\(entry.label), \(table.path):\(entry.line))"
        }
        switch error.parameter {
        case "scheme" where scheme == nil: return " (give it with --scheme)"
        case "scheme": return " (the --scheme given)"
        case "host" where host == nil: return " (give it with --host)"
        case "host": return " (the --host given)"
        case "*": return wildcard == nil ? " (give them with --wildcard a/b)" : " (the --wildcard given)"
        default: return ""
        }
    }

    /// `name=value` arguments as a dictionary; a name may appear once, and must not be empty.
    static func parameters(_ arguments: [String]) throws(ToolFailure) -> [String: String] {
        var parameters: [String: String] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                throw ToolFailure(message: "'\(argument)' is not name=value, as in id=42", status: .usageOrTable)
            }
            let key = String(argument[..<equals])
            guard parameters[key] == nil else {
                throw ToolFailure(message: "'\(key)' is given twice; a route takes one value per name", status: .usageOrTable)
            }
            parameters[key] = String(argument[argument.index(after: equals)...])
        }
        return parameters
    }
}
