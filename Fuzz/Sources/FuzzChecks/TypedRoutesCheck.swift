import URLRoutes
import URLRoutesCodeGen

extension FuzzChecks {
    /// FuzzTypedRoutes: any text as a route table for the typed-routes generator. Either errors,
    /// each at a line and column of the text, and no source; or source whose cases are one per
    /// named route, with valid, unique case names and labels. (Compiling the source is too slow
    /// for a fuzzer: `swift test` compiles it for a few hundred generated tables.)
    /// The same for the standalone enum (`--standalone`), whose refusals (constraints, fragment
    /// parts) are errors at a line and column too.
    public static func checkTypedRoutes(_ input: some Collection<UInt8>) -> [String] {
        guard let text = String(validating: Array(input), as: UTF8.self) else { return [] }
        return checkTypedRoutes(text, standalone: nil) + checkTypedRoutes(text, standalone: true).map { "standalone: " + $0 }
    }

    private static func checkTypedRoutes(_ text: String, standalone: Bool?) -> [String] {
        let output = TypedRouteGenerator(standalone: standalone).generate(text: text, file: "fuzz.table")
        let lineCount = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
        var violations: [String] = []
        let errors = output.diagnostics.filter { $0.severity == .error }
        for diagnostic in output.diagnostics {
            guard let line = diagnostic.line else {
                // Only a problem of the whole text (its size) has no line.
                if !diagnostic.message.contains("limit") { violations.append("no line for \(quoted(diagnostic.description))") }
                continue
            }
            if line < 1 || line > lineCount || (diagnostic.column ?? 0) < 1 {
                violations.append("\(quoted(diagnostic.description)) is placed outside the text's \(lineCount) lines")
            }
        }
        guard let source = output.source else {
            if errors.isEmpty { violations.append("no source and no error") }
            return violations
        }
        if !errors.isEmpty { violations.append("source and errors both: \(errors.map(\.description))") }
        let declarations = source.split(separator: "\n")
            .filter { $0.hasPrefix("    case ") && !$0.contains(": self =") && !$0.contains("return") && !$0.hasSuffix(":") }
            .map { String($0.dropFirst("    case ".count)) }
        var names = Set<String>()
        for declaration in declarations {
            let name = String(declaration.prefix { $0 != "(" })
            if !isCaseIdentifier(name) { violations.append("the case name \(quoted(name)) is not an identifier") }
            if !names.insert(name).inserted { violations.append("two cases are named \(quoted(name))") }
            guard declaration.hasSuffix(")"), let open = declaration.firstIndex(of: "(") else { continue }
            var labels = Set<String>()
            for value in declaration[declaration.index(after: open)..<declaration.index(before: declaration.endIndex)].split(separator: ", ") {
                let label = String(value.prefix { $0 != ":" })
                if !isCaseIdentifier(label) { violations.append("the label \(quoted(label)) of \(quoted(name)) is not an identifier") }
                if !labels.insert(label).inserted { violations.append("the case \(quoted(name)) has two labels \(quoted(label))") }
            }
        }
        let named = (try? RouteTable(parsing: text))?.routes.count { $0.name != nil }
        if let named, named != names.count {
            violations.append("\(names.count) cases for \(named) named routes")
        }
        return violations
    }

    /// An identifier, or a keyword in backticks.
    private static func isCaseIdentifier(_ text: String) -> Bool {
        var name = Substring(text)
        if name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 { name = name.dropFirst().dropLast() }
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
