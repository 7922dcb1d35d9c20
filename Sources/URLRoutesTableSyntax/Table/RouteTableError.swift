/// Why a route table could not be read or registered, and where: the file, line and column of
/// the problem, as compilers report them.
///
/// ```swift
/// do {
///     _ = try RouteTable(parsing: "acme  /user/(:id  user.show\n", file: "routes.table")
/// } catch {
///     print(error)   // routes.table:1:12: error: invalid pattern: '(' is never closed
/// }
/// ```
public struct RouteTableError: Error, Sendable, CustomStringConvertible {
    /// The file the text came from, when one was named (`init(parsing:file:)`, `init(contentsOf:)`).
    public var file: String?
    /// The 1-based line; nil for errors of no line (an unknown handler name, a file too large).
    public var line: Int?
    /// The 1-based column, counted in characters; nil when the error has no column.
    public var column: Int?
    /// What is wrong and, when it helps, how to fix it.
    public var message: String

    /// An error at a place in a table.
    ///
    /// ```swift
    /// RouteTableError(file: "routes.table", line: 3, column: 7, message: "unknown option 'colour'")
    /// ```
    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, as `urlroutes` prints it; parts that are nil are left
    /// out (`routes.table: error: ...`, `3:7: error: ...`). Control characters in the message
    /// are shown escaped (`\u{1B}`), so printing it cannot drive a terminal.
    ///
    /// ```swift
    /// RouteTableError(file: "routes.table", line: 3, column: 7, message: "unknown option 'colour'").description
    /// // "routes.table:3:7: error: unknown option 'colour'"
    /// ```
    public var description: String {
        let place = [file, line.map(String.init), line == nil ? nil : column.map(String.init)].compactMap { $0 }
        let prefix = place.isEmpty ? "" : PrintableText.escaped(place.joined(separator: ":")) + ": "
        return prefix + "error: " + PrintableText.escaped(message)
    }
}
