/// A string that cannot be routed as a URL, and why.
public struct URLParseError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong (`the URL is empty`), without the URL; `description` adds the URL and offset.
    public let message: String
    /// The URL string as given.
    public let url: String
    /// Where the problem is, counted in UTF-8 bytes from 0.
    public let offset: Int

    /// The URL is shown whole when short; a long one only by its start and end, so that
    /// describing the error of a megabyte URL costs microseconds and logs one short line.
    public var description: String {
        "not a routable URL \(RouteLog.excerpt(url, limit: Self.maximumURLBytesShown).debugDescription) at offset \(offset): \(message)"
    }

    static let maximumURLBytesShown = 512
}
