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
    var url: URL? { get }
}

extension URL: Resource {
    public var url: URL? { self }
}

extension String: Resource {
    public var url: URL? { URL(string: self) }
}
