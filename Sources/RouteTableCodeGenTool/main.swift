// The RouteTablePlugin build plugin's tool: `RouteTableCodeGenTool TABLE OUTPUT`. It writes what
// `urlroutes generate swift TABLE` prints (the same generator), and prints the table's problems
// as `urlroutes lint` does: FILE:LINE:COLUMN: error: MESSAGE, then the line quoted with a caret
// under the column. A tool of its own, rather than `urlroutes`, so that a package's tests can
// link `urlroutes` while a target uses the plugin; and it reads the table with
// URLRoutesTableSyntax alone, so it links neither URLRoutes nor PCRE2.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import URLRoutesCodeGen
import URLRoutesTableSyntax

/// Writes a line to standard error (file descriptor 2; `stderr` is a C global Swift 6 refuses).
func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// The diagnostic's first line with its message made printable, then its line of the table
/// quoted with a caret, when it has one.
func block(for diagnostic: TypedRouteDiagnostic, lines: [String]) -> String {
    var printable = diagnostic
    printable.message = PrintableText.escaped(diagnostic.message)
    guard let line = diagnostic.line, line >= 1, line <= lines.count else { return printable.description }
    return printable.description + "\n" + QuotedSourceLine.render(lines[line - 1], column: diagnostic.column)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    printError("usage: RouteTableCodeGenTool TABLE OUTPUT")
    exit(2)
}
let (table, output) = (arguments[1], arguments[2])
do {
    let text = try TypedRouteFiles.read(table)
    let generated = TypedRouteGenerator().generate(text: text, file: table)
    let lines = TextLines.split(text)
    for diagnostic in generated.diagnostics { printError(block(for: diagnostic, lines: lines)) }
    guard let source = generated.source else { exit(1) }
    try TypedRouteFiles.write(source, to: output)
} catch {
    printError("\(table): error: \(error)")
    exit(1)
}
