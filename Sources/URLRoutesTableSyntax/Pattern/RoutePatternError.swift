/// A route pattern that is not well formed: which pattern, where, and why.
///
/// ```swift
/// do {
///     try Routes.validate(pattern: "/user/(:id")
/// } catch {
///     print(error)   // invalid route pattern "/user/(:id" at offset 6: '(' is never closed
/// }
/// ```
public struct RoutePatternError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong, in words.
    public let message: String
    /// The pattern as it was given.
    public let pattern: String
    /// Where in `pattern` the problem is, counted in characters from 0.
    public let offset: Int

    /// Makes an error for `pattern` with the problem at character `offset`.
    public init(message: String, pattern: String, offset: Int) {
        self.message = message
        self.pattern = pattern
        self.offset = offset
    }

    /// Builds an error from a UTF-8 byte offset, as the parser sees the pattern.
    package init(_ message: String, in pattern: String, byteOffset: Int) {
        let prefix = pattern.utf8.prefix(max(0, byteOffset))
        self.init(message: message, pattern: pattern,
                  offset: String(decoding: prefix, as: UTF8.self).count)
    }

    /// `invalid route pattern "/user/(:id" at offset 6: '(' is never closed`. A long pattern is
    /// shown by its start and end only, so that an error (and the log line that carries it)
    /// stays short.
    public var description: String {
        "invalid route pattern \"\(TextExcerpt.excerpt(pattern, limit: 512))\" at offset \(offset): \(message)"
    }
}
