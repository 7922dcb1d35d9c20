import ArgumentParser
import URLRoutes

/// `urlroutes diff OLD NEW`: which links a change to the table sends elsewhere, for a pull
/// request's review.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the links that a change to a route table moves, loses, gains or hands other parameters.",
        discussion: """
        Every link the two tables' routes make is routed through both: for each route, links \
        that fill its variables with values its constraints accept, and the same links changed \
        the ways links get changed on their way (a trailing or double slash, an extra or \
        missing component, a query, a fragment, upper case, percent-encoding, dot segments). A \
        scheme's routes are tried as acme://..., http and https routes on www.example.com, a \
        host namespace's on its host (a subdomain for //*.DOMAIN), global routes under the \
        schemes that fall back to them. Each line of --urls is routed too, and reported as \
        written.

        A link is moved when it reaches another route, lost when it reaches none, gained when \
        it reaches one it did not, parameters when its route hands it other parameters. Two \
        routes are the same when both are named and the names agree, else when their \
        namespace and pattern as written agree.

        Formats: text (default); github prints one workflow annotation per group of links that \
        change alike; json prints {"checked": N, "changes": [{"url", "kind", "old", "new"}]}, \
        with old and new as urlroutes route --json prints them (null for no route); markdown \
        prints a pull-request comment; html writes one self-contained page (inline style, no \
        script, no request) of the changes grouped by kind, to attach to a review.

        Exit status: 0 no link changes; 1 some link changes; 2 bad usage, or a table or the \
        URL list cannot be read.

        Example:
          git show main:Examples/routes.table > /tmp/old.table
          urlroutes diff /tmp/old.table Examples/routes.table --format markdown
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, github, json, markdown, html
    }

    @Argument(help: ArgumentHelp("The table before the change ('-' reads standard input).", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The table after the change ('-' reads standard input).", valueName: "new"))
    var new: String

    @Option(
        name: .customLong("urls"),
        help: ArgumentHelp("A file of more links to route, one per line ('-' reads standard input).", valueName: "file"))
    var urlFile: String?

    @Option(help: ArgumentHelp("text, github (workflow commands), json, markdown or html (a page).", valueName: "format"))
    var format: Format = .text

    func validate() throws {
        try InputFile.requireOneStandardInput([("the old table", old), ("the new table", new), ("--urls", urlFile)])
    }

    func run() throws {
        let oldTable = try LoadedRouteTable.load(old, role: "old table")
        let newTable = try LoadedRouteTable.load(new, role: "new table")
        let listed = try urlFile.map { file throws(ToolFailure) in URLList.parse(try InputFile.contents(of: file, role: "URL list")) } ?? []
        let diff = TableDiff(old: oldTable.resolver, new: newTable.resolver, listed: listed,
                             generated: LinkCorpus.links(of: [oldTable.table.table, newTable.table.table]))
        switch format {
        case .text: Console.out(DiffText.lines(diff, old: old, new: new).joined(separator: "\n"))
        case .github: Console.out(DiffAnnotations.lines(diff, new: new).joined(separator: "\n"))
        case .json: JSONOutput.print(DiffJSON(diff))
        case .markdown: Console.out(DiffMarkdown.render(diff, old: old, new: new))
        case .html: try PageOutput.write(DiffPage.render(diff, old: old, new: new), to: nil)
        }
        if !diff.changes.isEmpty { throw ExitCode(ExitStatus.noRoute.rawValue) }
    }
}
