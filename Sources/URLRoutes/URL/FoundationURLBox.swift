import Foundation

/// A Foundation `URL` in a box of its own.
///
/// `URL` is a resilient type: every copy and destruction of one goes through out-of-line value
/// witnesses, even of a nil `URL?`. Requests and parameters carry the URL they came from (nil
/// when a string was routed) on every lookup; a box costs one reference, nil or not.
final class FoundationURLBox: Sendable {
    let url: URL
    init(_ url: URL) { self.url = url }
}
