/// How `ContentRouter.routeURL(_:userInfo:)` ended for one URL.
///
/// ```swift
/// switch await router.routeURL("myapp://venue/42") {
/// case .presented(let screen): print("showing", screen)
/// case .deferred:              print("kept until handleDeferredRoute()")
/// case .cancelled, .unmatched: break
/// }
/// ```
public enum RoutingOutcome<Content: Sendable>: Sendable {
    /// The delegate was asked to present this content.
    case presented(Content)
    /// A control point answered `.cancel`.
    case cancelled
    /// A control point answered `.deferred`; the route is kept for `handleDeferredRoute()`.
    case deferred
    /// No route matched, or every matching route's generator returned nil.
    case unmatched

    /// The presented content; nil for every other outcome.
    public var content: Content? {
        if case .presented(let content) = self { return content }
        return nil
    }
}

extension RoutingOutcome: Equatable where Content: Equatable {}
