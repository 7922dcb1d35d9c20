import ArgumentParser
import URLRoutes

/// `urlroutes lint TABLE`: every problem in a table, not just the first.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check a route table: malformed lines and patterns, duplicate and shadowed routes, routes no URL can reach.",
        discussion: """
        Errors: a malformed line or pattern (with its column), or anything the linter rates an \
        error. Warnings: routes that are legal but probably not what you meant, such as one that \
        a route tried earlier always wins over (unless that route's handler declines: a table's \
        named routes get handlers), a '{' in a constraint that PCRE2 reads as a literal \
        character (\\d{6 is a digit and the text '{6'), or two wildcards that take any number \
        of components (/a/**/b/**/c).

        Each finding is printed as FILE:LINE[:COLUMN]: error|warning: MESSAGE [kind]; a line \
        with several problems gets one finding each. A table without routes is a warning, and so \
        are an @fallback that names no namespace of the table, schemes that differ only in case, \
        and host namespaces while host-as-path-component is on. \
        --format github prints ::error and ::warning workflow commands instead, which GitHub \
        Actions shows on the pull request.

        Exit status: 0 no errors (warnings allowed unless --strict); 1 errors found, or warnings \
        with --strict; 2 bad usage or an unreadable file.
        """)

    @OptionGroup var table: TableArgument

    @Flag(help: "Treat warnings as errors for the exit status.")
    var strict = false

    @Flag(help: "Print JSON instead of text (the same as --format json).")
    var json = false

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, github, json
    }

    @Option(help: ArgumentHelp("text, github (workflow commands) or json.", valueName: "format"))
    var format: Format = .text

    func run() throws {
        let path = table.path
        let parsed = RouteTableFile(path: path, text: try InputFile.contents(of: path, role: "table"))
        let loaded = try LoadedRouteTable.load(parsed)

        var findings = parsed.syntaxErrors.map { Finding(tableError: $0, kind: "syntax") }
        findings += parsed.patternErrors.map { Finding(tableError: $0, kind: RouteLintFinding.Kind.invalidPattern.rawValue) }
        if parsed.entries.isEmpty && parsed.rejectedEntries.isEmpty {
            findings.append(Finding(emptyTable: ()))
        }
        // Routes with errors are already reported with their column.
        findings += RouteLinter.lint(loaded.table.entries.map(\.linterEntry)).map { Finding($0, table: loaded.table) }
        findings += TableLint.findings(parsed)
        findings.sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }

        let errors = findings.count { $0.severity == .error }
        let warnings = findings.count { $0.severity == .warning }
        switch json ? .json : format {
        case .json:
            JSONOutput.print(JSONOutput.LintReport(
                table: path, routes: parsed.wellFormedRouteCount, errors: errors, warnings: warnings,
                findings: findings.map { $0.json(file: path) }))
        case .github:
            for finding in findings { Console.out(finding.githubAnnotation(file: path)) }
            Console.out(summary(parsed, findings: findings, errors: errors, warnings: warnings))
        case .text:
            for finding in findings { Console.out(finding.text(file: path)) }
            if !findings.isEmpty { Console.out("") }
            Console.out(summary(parsed, findings: findings, errors: errors, warnings: warnings))
        }
        if errors > 0 || (strict && warnings > 0) {
            throw ExitCode(ExitStatus.noRoute.rawValue)
        }
    }

    /// Plain text in both formats; the path is escaped, so that a line break in a file name
    /// cannot start a line of its own (with `--format github`, a workflow command).
    private func summary(_ table: RouteTableFile, findings: [Finding], errors: Int, warnings: Int) -> String {
        let namespaces = table.schemes.count
        return "\(TerminalText.escaped(table.path)): \(plural(table.wellFormedRouteCount, "route")) in \(plural(namespaces, "namespace")); "
            + (findings.isEmpty ? "no problems found" : "\(plural(errors, "error")), \(plural(warnings, "warning"))")
    }

    /// One problem, from the parser, the pattern compiler or the linter.
    struct Finding {
        var severity: RouteLintFinding.Severity
        var kind: String
        var message: String
        var line: Int?
        var column: Int?
        /// The other routes involved (the linter's message names them too).
        var otherLines: [Int] = []
        var quotedText: String?

        init(tableError: FileDiagnostic, kind: String) {
            severity = .error
            self.kind = kind
            message = tableError.reason
            line = tableError.line
            column = tableError.column
            quotedText = tableError.text
        }

        init(_ finding: RouteLintFinding, table: RouteTableFile) {
            severity = finding.severity
            kind = finding.kind.rawValue
            message = finding.message
            let lines = finding.entries.compactMap(\.line)
            line = lines.first
            otherLines = Array(lines.dropFirst())
            let entry = line.flatMap { line in table.entries.first { $0.line == line } }
            quotedText = entry?.text
            if let entry, let offset = finding.patternOffset {
                // A byte offset in the pattern, placed as the pattern errors are.
                column = entry.patternColumn + min(max(0, offset), entry.pattern.count)
            }
        }

        /// A warning about a place in the file (see `TableLint`).
        init(warning kind: String, at source: RouteTableFile.Source, message: String) {
            severity = .warning
            self.kind = kind
            self.message = message
            line = source.line
            column = source.column
            quotedText = source.text
        }

        /// A table that declares no routes: legal, but every URL would miss.
        init(emptyTable: Void) {
            severity = .warning
            kind = "emptyTable"
            message = "the table declares no routes, so no URL routes"
        }

        func githubAnnotation(file: String) -> String {
            GitHubAnnotation.command(severity == .error ? .error : .warning, file: file, line: line, column: column,
                                     message: "\(message) [\(kind)]")
        }

        func text(file: String) -> String {
            var location = file
            if let line { location += ":\(line)" }
            if let column { location += ":\(column)" }
            var result = "\(location): \(severity.rawValue): \(TerminalText.escaped(message)) [\(kind)]"
            if let quotedText {
                result += "\n" + TerminalText.quote(quotedText, column: column)
            }
            return result
        }

        func json(file: String) -> JSONOutput.LintReport.Finding {
            JSONOutput.LintReport.Finding(
                severity: severity.rawValue, kind: kind, message: message, file: file,
                line: line, column: column, lines: (line.map { [$0] } ?? []) + otherLines)
        }
    }
}
