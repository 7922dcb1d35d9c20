/// A host pattern that `Routes(validatingHost:)` refuses: what is wrong, in which pattern, and
/// where (a UTF-8 offset into it).
///
/// ```swift
/// do {
///     _ = try Routes(validatingHost: "https://shop.example.com")
/// } catch {
///     print(error)   // host pattern "https://shop.example.com" at offset 5: a host pattern has no scheme; ...
/// }
/// ```
public struct HostPatternError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Why the pattern is refused and what to write instead.
    public let message: String
    /// The pattern as given.
    public let pattern: String
    /// UTF-8 offset of the offending text in `pattern`.
    public let offset: Int

    package init(_ message: String, in pattern: String, offset: Int) {
        self.message = message
        self.pattern = pattern
        self.offset = offset
    }

    public var description: String {
        "host pattern \(pattern.debugDescription) at offset \(offset): \(message)"
    }
}
