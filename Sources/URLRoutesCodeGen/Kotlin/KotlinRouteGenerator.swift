import Foundation
import URLRoutesTableSyntax

/// Turns a route table into Kotlin source: a sealed class with a subclass per named route
/// (a data class holding the path's values, or an object), `parse(url)` to read a link and
/// `path()` / `url()` to write one, reading and writing links exactly as the router does with
/// the Kotlin standard library and `java.util` only. The same model (`StandaloneRoutes`) as the
/// standalone Swift enum, so the same table features are refused, at their line and column.
public struct KotlinRouteGenerator: Sendable {
    /// The class's name when none is given.
    public static let defaultClassName = "AppRoute"

    /// The Kotlin package of the source (`com.acme.links`).
    public var packageName: String
    /// The sealed class's name; nil for `AppRoute`.
    public var className: String?
    /// How the table's patterns are checked (`TypedRouteGenerator.readPattern`).
    package var readPattern: RouteTableReader.PatternCheck = RouteTableReader.structuralPatternCheck

    /// A generator for this package.
    ///
    /// ```swift
    /// let output = KotlinRouteGenerator(packageName: "com.acme.links").generate(text: text, file: "routes.table")
    /// ```
    public init(packageName: String, className: String? = nil) {
        self.packageName = packageName
        self.className = className
    }

    /// Generates the class for the table `text`, read from `file` (the name messages and the
    /// source's header give); the source is nil when there are errors.
    public func generate(text: String, file: String) -> TypedRouteGenerator.Output {
        var reader = RouteTableReader(file: file)
        reader.readPattern = readPattern
        let parsed = reader.parse(text)
        guard parsed.errors.isEmpty else {
            return TypedRouteGenerator.Output(source: nil, diagnostics: parsed.errors.map { diagnostic($0, file: file) })
        }
        let table = parsed.table
        var diagnostics: [TypedRouteDiagnostic] = []
        let name = className ?? Self.defaultClassName
        if !KotlinIdentifier.isIdentifier(name) || KotlinSource.members.contains(name) {
            diagnostics.append(TypedRouteDiagnostic(file: file, line: nil, column: nil, severity: .error,
                                                    message: "\(name.debugDescription) cannot name a Kotlin class: use letters, digits and _, starting with a letter, and not a name of the Kotlin standard library"))
        }
        let segments = packageName.split(separator: ".", omittingEmptySubsequences: false)
        if !segments.allSatisfy({ KotlinIdentifier.isIdentifier(String($0)) }) {
            diagnostics.append(TypedRouteDiagnostic(file: file, line: nil, column: nil, severity: .error,
                                                    message: "\(packageName.debugDescription) is not a Kotlin package name: dot-separated identifiers such as com.acme.links"))
        }
        let typed = TypedRouteCases.make(table, lines: parsed.lines, file: file, enumName: name, members: [], diagnostics: &diagnostics)
        let cases = KotlinRouteCase.make(typed, className: name, file: file, diagnostics: &diagnostics)
        var modelDiagnostics: [TypedRouteDiagnostic] = []
        let routes = StandaloneRoutes.make(table, lines: parsed.lines, file: file, diagnostics: &modelDiagnostics)
        // The model's refusals speak of the standalone Swift enum; here they are the Kotlin class's.
        diagnostics += modelDiagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.message = diagnostic.message
                .replacingOccurrences(of: "drop --standalone or the fragment part", with: "drop the fragment part")
                .replacingOccurrences(of: "not generated as standalone code", with: "not generated as Kotlin")
                .replacingOccurrences(of: "the standalone reader", with: "the generated class")
            return diagnostic
        }
        guard let routes, !diagnostics.contains(where: { $0.severity == .error }) else {
            return TypedRouteGenerator.Output(source: nil, diagnostics: diagnostics)
        }
        let source = KotlinSource(packageName: packageName, className: name, file: file, table: table, cases: cases, routes: routes).render()
        return TypedRouteGenerator.Output(source: source, diagnostics: diagnostics)
    }

    private func diagnostic(_ error: RouteTableError, file: String) -> TypedRouteDiagnostic {
        TypedRouteDiagnostic(file: error.file ?? file, line: error.line, column: error.column, severity: .error, message: error.message)
    }
}
