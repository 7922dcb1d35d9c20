import URLRoutesTableSyntax

/// Turns a route table into Swift source: an enum with a case per named route that parses
/// links (`init?(url:)`) and prints them (`path(query:)`, `url(scheme:host:query:)`). One code
/// path for `urlroutes generate swift` and the `RouteTablePlugin` build plugin, so that both
/// print the same bytes for the same table and options.
public struct TypedRouteGenerator: Sendable {
    /// `internal` or `public`: the access of the enum and its members.
    ///
    /// ```swift
    /// TypedRouteGenerator(access: .public)
    /// ```
    public enum Access: String, Sendable, CaseIterable {
        case `internal`, `public`
    }

    /// The enum's name when neither the generator nor the table names it.
    public static let defaultEnumName = "AppRoute"

    /// The enum's name; nil for the table's `@option swift-enum`, else `AppRoute`.
    public var enumName: String?
    /// The access of the enum and its members; nil for the table's `@option swift-access`,
    /// else `internal`.
    public var access: Access?
    /// Whether the enum reads and writes links with code of its own, importing nothing
    /// (`--standalone`); nil for the table's `@option swift-standalone`.
    public var standalone: Bool?
    /// How the table's patterns are checked: their structure, without PCRE2 (the build
    /// plugin's tool); `urlroutes`, which links PCRE2, compiles them as routing does.
    package var readPattern: RouteTableReader.PatternCheck = RouteTableReader.structuralPatternCheck

    /// A generator with these options.
    ///
    /// ```swift
    /// let output = TypedRouteGenerator(enumName: "ShopRoute").generate(text: text, file: "routes.table")
    /// ```
    public init(enumName: String? = nil, access: Access? = nil, standalone: Bool? = nil) {
        self.enumName = enumName
        self.access = access
        self.standalone = standalone
    }

    /// The source, or nil when there are errors; warnings (a route without a name) either way.
    public struct Output: Sendable {
        /// The Swift source; nil when there are errors.
        public var source: String?
        /// Errors and warnings, each at its line of the table.
        public var diagnostics: [TypedRouteDiagnostic]
    }

    /// Generates the enum for the table `text`, read from `file` (the name messages and the
    /// source's header give).
    ///
    /// ```swift
    /// let output = TypedRouteGenerator().generate(text: "acme /product/:id product.show\n", file: "routes.table")
    /// output.source   // "... case productShow(id: String) ..."
    /// ```
    public func generate(text: String, file: String) -> Output {
        var reader = RouteTableReader(file: file)
        reader.readPattern = readPattern
        let parsed = reader.parse(text)
        let tableErrors = parsed.errors
        guard tableErrors.isEmpty else {
            return Output(source: nil, diagnostics: tableErrors.map { diagnostic($0, file: file) })
        }
        let table = parsed.table
        var diagnostics: [TypedRouteDiagnostic] = []
        let name = enumName ?? table.swiftEnumName ?? Self.defaultEnumName
        if !SwiftIdentifier.isIdentifier(name) || SwiftIdentifier.keywords.contains(name) {
            diagnostics.append(TypedRouteDiagnostic(file: file, line: nil, column: nil, severity: .error,
                                                    message: "\(name.debugDescription) cannot name a Swift enum: use letters, digits and _, starting with a letter"))
        }
        let isStandalone = standalone ?? table.swiftStandalone
        let access = access ?? table.swiftAccess.flatMap(Access.init(rawValue:)) ?? .internal
        let cases = TypedRouteCases.make(table, lines: parsed.lines, file: file, enumName: name,
                                         members: isStandalone ? StandaloneSwiftSource.members : TypedRouteSource.members,
                                         diagnostics: &diagnostics)
        let routes = isStandalone ? StandaloneRoutes.make(table, lines: parsed.lines, file: file, diagnostics: &diagnostics) : nil
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return Output(source: nil, diagnostics: diagnostics) }
        if let routes {
            let source = StandaloneSwiftSource(enumName: name, access: access, file: file, table: table, cases: cases, routes: routes).render()
            return Output(source: source, diagnostics: diagnostics)
        }
        let source = TypedRouteSource(enumName: name, access: access, file: file, tableText: text, cases: cases).render()
        return Output(source: source, diagnostics: diagnostics)
    }

    private func diagnostic(_ error: RouteTableError, file: String) -> TypedRouteDiagnostic {
        TypedRouteDiagnostic(file: error.file ?? file, line: error.line, column: error.column, severity: .error, message: error.message)
    }
}
