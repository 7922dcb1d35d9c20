import Foundation

extension RouteTable {
    /// Reads a table from its text. `file` names it in errors (`routes.table:12:9: error: ...`).
    ///
    /// ```swift
    /// let table = try RouteTable(parsing: """
    ///     acme  /product/:id<\\d+>  10  product.show
    ///     *     /support/*
    ///     @fallback acme
    ///     """, file: "routes.table")
    /// ```
    ///
    /// Throws the first problem (by line, then column) as a `RouteTableError`: a malformed
    /// line, a pattern `Routes.addRoute(validating:)` would refuse (at its character), a name
    /// used twice in a namespace, or text over 64 MiB.
    public init(parsing text: String, file: String? = nil) throws {
        if text.utf8.count > TextFileLimits.sizeLimit {
            throw RouteTableError(file: file, message: "the table is \(text.utf8.count) bytes, more than the limit of 64 MiB")
        }
        var parser = RouteTableParser(file: file)
        parser.collectsRouteLines = false
        let result = parser.parse(text)
        if let first = result.errors.first { throw first }
        self = result.table
    }

    /// Every problem `init(parsing:file:)` finds in `text`, in order of place (it throws the
    /// first); empty when the text is a table. For a program that shows them all at once, as
    /// `urlroutes lint` does: each has its line and column, to quote the line under it.
    ///
    /// ```swift
    /// for problem in RouteTable.problems(parsing: text, file: "routes.table") {
    ///     print(problem)   // routes.table:3:14: error: invalid pattern ...
    /// }
    /// ```
    public static func problems(parsing text: String, file: String? = nil) -> [RouteTableError] {
        if text.utf8.count > TextFileLimits.sizeLimit {
            return [RouteTableError(file: file, message: "the table is \(text.utf8.count) bytes, more than the limit of 64 MiB")]
        }
        var parser = RouteTableParser(file: file)
        parser.collectsRouteLines = false
        return parser.parse(text).errors
    }

    /// Reads a table from a file: a regular file of UTF-8 text of at most 64 MiB.
    ///
    /// ```swift
    /// let url = Bundle.main.url(forResource: "routes", withExtension: "table")!
    /// try RouteTable(contentsOf: url).register(handlers: handlers)
    /// ```
    ///
    /// Throws a `RouteTableError` naming the file for a malformed line, bytes that are not
    /// UTF-8 (with the offset of the first such byte), a file over 64 MiB, or a path that is not
    /// a regular file (a named pipe, a device, a directory: refused without waiting on it, so a
    /// FIFO never blocks the call); the error of opening the file itself (no such file,
    /// permission denied) as Foundation reports it, a `CocoaError` with the POSIX error under it.
    public init(contentsOf url: URL) throws {
        let file = url.isFileURL ? url.path : url.absoluteString
        let data = try Self.read(url, file: file)
        guard let text = String(validating: data, as: UTF8.self) else {
            let place = TextFileLimits.firstInvalidUTF8(in: data)
            throw TextFileLimits.invalidUTF8Error(file: file, offset: place?.offset ?? 0, line: place?.line ?? 1,
                                                  column: place?.column ?? 1, byte: place.map { data[$0.offset] })
        }
        try self.init(parsing: text, file: file)
    }

    /// The file's bytes, never more than the limit and one byte.
    private static func read(_ url: URL, file: String) throws -> [UInt8] {
        guard url.isFileURL else {
            let data = try Data(contentsOf: url)
            guard data.count <= TextFileLimits.sizeLimit else { throw tooLarge(file) }
            return [UInt8](data)
        }
        return try TextFileLimits.readRegularFile(url, file: file, role: "table", tooLarge: tooLarge(file))
    }

    private static func tooLarge(_ file: String) -> RouteTableError {
        RouteTableError(file: file, message: "the table is larger than 64 MiB; a route table is text a person writes")
    }
}
