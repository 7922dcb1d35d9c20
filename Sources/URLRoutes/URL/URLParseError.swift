/// A string that cannot be routed as a URL, and why.
public struct URLParseError: Error, CustomStringConvertible, Sendable, Equatable {
    public let message: String
    /// The URL string as given.
    public let url: String
    /// Where the problem is, counted in UTF-8 bytes from 0.
    public let offset: Int

    public var description: String {
        "not a routable URL \(url.debugDescription) at offset \(offset): \(message)"
    }
}
