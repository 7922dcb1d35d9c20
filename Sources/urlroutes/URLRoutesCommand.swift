import ArgumentParser
import URLRoutes

@main
struct URLRoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "urlroutes",
        abstract: "Try deep links against a route table: which route wins, why, and what is wrong with the table.",
        discussion: """
        A route table is a text file with one route per line:

            SCHEME  PATTERN  [PRIORITY]  [NAME]      # comment

          SCHEME    a URL scheme (myapp), or * for the global namespace,
                    or //HOST for a host namespace: //shop.example.com,
                    //*.example.com (its subdomains); tried before schemes
          PATTERN   a URLRoutes pattern, without spaces: /user/:id<\\d+>,
                    /settings(/:section), /help/**/:article, /docs/*
          PRIORITY  an integer, default 0; higher is tried first, ties in
                    file order
          NAME      a label: a letter or _, then letters, digits, _ . -

        Blank lines and lines starting with # are ignored; after the pattern, \
        # starts a comment. Directives set routing options:

          @fallback SCHEME...                      SCHEME falls back to *
          @fallback //HOST...                      HOST falls back to its
                                                   URL's scheme
          @option decode-plus-symbols on|off       '+' means space (on)
          @option host-as-path-component on|off    every host is a path
                                                   component (off)
          @option swift-enum NAME                  the typed-routes enum's
                                                   name (AppRoute)
          @option swift-access public|internal     the enum's access
          @option swift-standalone [on|off]        the enum needs neither
                                                   URLRoutes nor PCRE2

        A bad line is reported as FILE:LINE:COLUMN: error: REASON, with the \
        line quoted and a caret under the column.

        An expectations file (urlroutes test) holds golden cases, one a line:

            URL  EXPECTED  [name=value ...]     # comment

          EXPECTED is a route NAME, a PATTERN as the table writes it (with or
          without its leading /), or - for "must not route"; values are
          percent-decoded (%20 is a space, + is '+').

        Links and app-link files from the same table:

          url TABLE NAME [name=value ...]   the URL a named route generates
          aasa TABLE --app-id ID --host H   apple-app-site-association JSON
          android TABLE --host H            the App Links <intent-filter>
          generate swift TABLE              a Swift enum of the named routes

        Checking app links:

          diff OLD NEW                      the links a change to the table
                                            moves, loses or gains
          check TABLE --host H --aasa ...   the links a host's app-link files
                                            and routing judge differently

        Pages to look at (one self-contained HTML file each):

          report TABLE [-o FILE]            the table: routes, regexes, problems
          explain TABLE URL --html          one URL's trace
          diff OLD NEW --format html        the links a change moves

        EXIT STATUS
          0  every URL routed (route, explain); no errors found (lint); every
             case holds (test); printed (list, url, aasa, android, generate,
             report); no link changes (diff); the files agree with routing
             (check)
          1  a URL matched no route (route, explain); lint found errors,
             or warnings with --strict; a case failed (test); a link
             changes (diff); a disagreement or fetch problem (check)
          2  bad usage, an unreadable file, or a table or expectations file
             with errors; a route name the table lacks, or values the route
             cannot take (url); no route for the host (aasa, android)
          3  a URL is not one the router can route; the message says why

        With --json, a failure is also a JSON object on standard output:
        {"status": "error", "exitCode": N, "error": "...", "diagnostics": [...]}.

        Try:
          urlroutes route Examples/routes.table --urls Examples/urls.txt \\
            --explain first
          urlroutes test Examples/routes.table Examples/routes.expectations
          urlroutes url Examples/routes.table shop.product id=48213
          urlroutes aasa Examples/routes.table --app-id ABCDE12345.com.acme.app \\
            --host www.acme.example
        """,
        version: ToolVersion.current,
        subcommands: [RouteCommand.self, ExplainCommand.self, LintCommand.self, ListCommand.self, TestCommand.self,
                      URLCommand.self, AASACommand.self, AndroidCommand.self, GenerateCommand.self,
                      DiffCommand.self, CheckCommand.self, ReportCommand.self]
    )

    /// Runs the command, mapping failures onto the documented exit statuses: usage errors
    /// exit 2 (ArgumentParser's default would be 64), and a `ToolFailure` prints its message.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            try rejectAnUnknownSubcommand(arguments)
            try rejectHelpForAnUnknownSubcommand(arguments)
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as ToolFailure {
            ErrorOutput.report("error: \(failure.message)", message: failure.message, status: failure.status,
                               diagnostics: failure.diagnostics, arguments: arguments)
            terminate(failure.status.rawValue)
        } catch let status as ExitCode {
            terminate(status.rawValue)
        } catch {
            if exitCode(for: error) == .validationFailure {
                ErrorOutput.report(fullMessage(for: error), message: message(for: error), status: .usageOrTable, arguments: arguments)
                terminate(ExitStatus.usageOrTable.rawValue)
            }
            exit(withError: error)
        }
    }
}

extension URLRoutesCommand {
    /// The subcommands' names, in the order `--help` lists them.
    static var subcommandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName }
    }

    /// `urlroutes rout TABLE URL`: a misspelt subcommand is named, with the subcommand it is
    /// closest to. ArgumentParser suggests close names for options only, and would report the
    /// typo as "3 unexpected arguments".
    static func rejectAnUnknownSubcommand(_ arguments: [String]) throws(ValidationError) {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help",
              !subcommandNames.contains(first) else { return }
        throw ValidationError(unknownSubcommand(first))
    }

    /// "unknown subcommand 'rout'; did you mean 'route'?", or the list of subcommands when
    /// none is close.
    static func unknownSubcommand(_ name: String) -> String {
        if let closest = NameSuggestion.closest(to: name, among: Set(subcommandNames)) {
            return "unknown subcommand '\(name)'; did you mean '\(closest)'?"
        }
        return "unknown subcommand '\(name)'; the subcommands are \(subcommandNames.joined(separator: ", "))"
    }

    /// `urlroutes help bogus` is a usage error, as `urlroutes bogus` is; ArgumentParser's help
    /// command would print the root help and exit 0, hiding the typo from a script.
    static func rejectHelpForAnUnknownSubcommand(_ arguments: [String]) throws(ValidationError) {
        guard arguments.first == "help" else { return }
        let words = arguments.dropFirst().prefix { $0 != "--" }.filter { !$0.hasPrefix("-") }
        guard let first = words.first else { return }
        guard !subcommandNames.contains(first) else {
            if let extra = words.dropFirst().first {
                throw ValidationError("'\(first)' has no subcommand '\(extra)'")
            }
            return
        }
        throw ValidationError(unknownSubcommand(first))
    }
}

extension ExitStatus {
    /// The status a batch of URL outcomes ends with: an invalid URL outranks a miss.
    static func forRouting(_ outcomes: [RoutingReport.Status]) -> ExitStatus {
        if outcomes.contains(.invalid) { return .invalidURL }
        if outcomes.contains(.unrouted) { return .noRoute }
        return .success
    }

    func exitIfFailed() throws(ExitCode) {
        if self != .success { throw ExitCode(rawValue) }
    }
}
