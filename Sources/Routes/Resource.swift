import Foundation

/// Something that names a URL to route: a `URL`, or a `String` parsed with `URL(string:)`.
///
/// ```swift
/// router.route(to: "myapp://user/view/min")
/// router.route(to: URL(string: "myapp://user/view/min")!)
/// ```
///
/// Conform your own types (a notification payload, say) to route them directly. A resource
/// whose `url` is nil routes nowhere.
public protocol Resource {
    /// The URL to route; nil routes nowhere.
    var url: URL? { get }
}

/// A URL routes as itself.
extension URL: Resource {
    /// The URL itself.
    public var url: URL? { self }
}

/// A string routes as `URL(string:)` reads it.
extension String: Resource {
    /// `URL(string: self)`: nil for a string Foundation cannot read as a URL.
    public var url: URL? { URL(string: self) }
}
