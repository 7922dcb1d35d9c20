import Foundation

/// One URL handed to a `ContentRouter`, as given, with its `userInfo`: what a deferred route
/// keeps so that a replay routes exactly the same input again.
struct ContentRouteRequest: Sendable {
    var urlString: String
    /// The Foundation URL when one was routed, so that `RouteURLData.url` is that very URL.
    var foundationURL: URL?
    var userInfo: [String: any Sendable]

    init(_ urlString: String, userInfo: [String: any Sendable]) {
        self.urlString = urlString
        self.userInfo = userInfo
    }

    init(_ url: URL, userInfo: [String: any Sendable]) {
        urlString = url.absoluteString
        foundationURL = url
        self.userInfo = userInfo
    }

    /// The URL the failure callbacks receive.
    var url: URL { foundationURL ?? FoundationURL.make(urlString) }
}
