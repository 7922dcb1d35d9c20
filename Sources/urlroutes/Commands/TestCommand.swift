import ArgumentParser
import URLRoutes
import URLRoutesExpectations

/// `urlroutes test TABLE EXPECTATIONS`: golden routing cases, for CI. A change to the table
/// that sends a link to the wrong screen fails the build with the line of the case it broke.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Check golden cases against a route table: each URL must reach the route named (or no route), with the parameters given.",
        discussion: """
        EXPECTATIONS has one case per line; blank lines and # comments are ignored:

            URL  EXPECTED  [name=value ...]

          URL       the link to route, e.g. acme://product/42?ref=push
          EXPECTED  a route NAME from the table; a PATTERN as the table writes
                    it (with or without its leading /) or one expansion of
                    its optional groups; or - for "must not route". A name
                    wins over a pattern spelt the same; a pattern that
                    several routes share is an error: name the route.
          name=value  a parameter the handler must receive: a path variable
                    or a query item. Values are percent-decoded before
                    comparing (q=a%20b is "a b"; %2F is a '/' inside the
                    value); '+' is a plus sign, not a space. A query key
                    the URL repeats must list every value, in URL order
                    (size=42 size=43 for ?size=42&size=43): size=42 alone
                    fails, since the handler gets both. * is the wildcard
                    components joined by '/', undecoded as the handler
                    receives them.

        Every failing case is reported with its FILE:LINE, what was expected and what \
        happened: the route that took the URL, or why the expected route did not match.

        Formats: text (default); github prints ::error file=F,line=N::message workflow \
        commands, which GitHub Actions shows on the pull request; junit prints JUnit XML, one \
        testcase per expectation.

        Exit status: 0 every case holds; 1 some case fails; 2 bad usage, or the table or the \
        expectations cannot be read (each problem as FILE:LINE:COLUMN: error: REASON).

        Example:
          urlroutes test Examples/routes.table Examples/routes.expectations
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, github, junit
    }

    @OptionGroup var table: TableArgument

    @Argument(help: ArgumentHelp("The expectations file ('-' reads standard input).", valueName: "expectations"))
    var expectations: String

    @Option(help: ArgumentHelp("text, github (workflow commands) or junit (XML).", valueName: "format"))
    var format: Format = .text

    func validate() throws {
        try InputFile.requireOneStandardInput([("the table", table.path), ("the expectations", expectations)])
    }

    func run() throws {
        // Checked before reading the table, so that swapped files give the one hint that
        // matters instead of every line of the expectations as a table error.
        if filesReadSwapped() { throw ToolFailure(message: swappedFilesHint, status: .usageOrTable) }
        let judge: RouteJudge
        let file: ExpectationFile
        do {
            let loaded = try table.load()
            // The compiled table routes as the table registered would, and its lines name the routes.
            let resolver = loaded.resolver
            judge = RouteJudge(index: RouteIndex(loaded.table.table, file: table.path)) { resolver.explain($0) }
            file = try ExpectationsInput.load(expectations, index: judge.index)
        } catch var error {
            if let hint = swappedFilesHint(error) { error.message += "\n" + hint }
            if format == .github {
                for diagnostic in error.diagnostics {
                    Console.out(GitHubAnnotation.error(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
                                                       message: diagnostic.reason))
                }
                if error.diagnostics.isEmpty {
                    Console.out(GitHubAnnotation.error(file: error.path ?? table.path, line: nil, message: error.message))
                }
            }
            throw error
        }

        let checks = file.cases.map { ExpectationCheck($0, judge: judge) }
        let failed = checks.filter { !$0.passed }
        // Plain text in every format but junit; see LintCommand's summary.
        let summary = "\(TerminalText.escaped(expectations)): \(plural(checks.count, "case")), "
            + "\(checks.count - failed.count) passed" + (failed.isEmpty ? "" : ", \(failed.count) failed")
        switch format {
        case .text:
            for check in failed {
                Console.out(text(for: check, file: expectations))
            }
            if !failed.isEmpty { Console.out("") }
            Console.out(summary)
        case .github:
            for check in failed {
                let message = check.expectation.url + ": " + (check.message(indent: "") ?? "")
                Console.out(GitHubAnnotation.error(file: expectations, line: check.expectation.line, title: "urlroutes test", message: message))
            }
            Console.out(summary)
        case .junit:
            Console.out(JUnitReport.render(checks, expectations: expectations, table: table.path))
        }
        if !failed.isEmpty { throw ExitCode(ExitStatus.noRoute.rawValue) }
    }

    /// `FILE:LINE: error: URL: what failed`, then the reasons, indented.
    private func text(for check: ExpectationCheck, file: String) -> String {
        let line = check.expectation.line.map(String.init) ?? "?"
        var lines = ["\(file):\(line): error: \(TerminalText.escaped(check.expectation.url)): \(TerminalText.escaped(check.failure ?? ""))"]
        lines += check.details.map { "    " + TerminalText.escaped($0) }
        return lines.joined(separator: "\n")
    }

    /// When the table does not parse, the hint that the files may be given the wrong way
    /// round, if their names say so (`filesReadSwapped()` already caught swapped contents).
    private func swappedFilesHint(_ failure: ToolFailure) -> String? {
        guard !failure.diagnostics.isEmpty, table.path != "-", expectations != "-" else { return nil }
        guard table.path.hasSuffix(".expectations") || expectations.hasSuffix(".table") else { return nil }
        return swappedFilesHint
    }

    /// Whether the table argument reads as expectations and the expectations argument as a
    /// table: the two files given the wrong way round.
    private func filesReadSwapped() -> Bool {
        guard table.path != "-", expectations != "-",
              let tableText = try? InputFile.contents(of: table.path, role: "table"),
              let expectationsText = try? InputFile.contents(of: expectations, role: "expectations") else { return false }
        let asExpectations = ExpectationFileParser(file: table.path).parse(tableText)
        guard asExpectations.errors.isEmpty, !asExpectations.file.cases.isEmpty else { return false }
        let asTable = RouteTableFile(path: expectations, text: expectationsText)
        return asTable.errors.isEmpty && !asTable.table.routes.isEmpty
    }

    private var swappedFilesHint: String {
        "\(TerminalText.escaped(table.path)) looks like expectations and \(TerminalText.escaped(expectations)) like a table: "
            + "the files look swapped; the table comes first (urlroutes test \(TerminalText.escaped(expectations)) \(TerminalText.escaped(table.path)))"
    }
}

extension ToolFailure {
    /// The file the failure is about, when its diagnostics name one.
    var path: String? { diagnostics.first?.file }
}
