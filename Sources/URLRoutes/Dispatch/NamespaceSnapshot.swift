import Foundation

/// An immutable snapshot of one namespace's routes in matching order and settings, and the
/// dispatch index built over the routes on first use. Routing reads all it needs from one
/// snapshot, taken under one lock.
///
/// Routing reads a snapshot and never holds a lock while it matches or calls handlers, so a
/// handler may add or remove routes (that makes a new snapshot for the next call).
final class NamespaceSnapshot: Sendable {
    /// Higher priority first, equal priorities in registration order.
    let definitions: [RouteDefinition]
    let usesDispatchIndex: Bool
    let shouldFallbackToGlobalRoutes: Bool
    let unmatchedURLHandler: (@Sendable (Routes, URL?, [String: any Sendable]?) -> Void)?
    /// The options URLs are read and matched with in this namespace: a registered table's or a
    /// resolver's; nil for the process-wide ones (`Routes.shouldDecodePlusSymbols`...).
    let requestOptions: RouteRequestOptions?
    private let lazyIndex = LazyReference<DispatchIndex>()

    init(definitions: [RouteDefinition], usesDispatchIndex: Bool, shouldFallbackToGlobalRoutes: Bool,
         unmatchedURLHandler: (@Sendable (Routes, URL?, [String: any Sendable]?) -> Void)?,
         requestOptions: RouteRequestOptions?) {
        self.definitions = definitions
        self.usesDispatchIndex = usesDispatchIndex
        self.shouldFallbackToGlobalRoutes = shouldFallbackToGlobalRoutes
        self.unmatchedURLHandler = unmatchedURLHandler
        self.requestOptions = requestOptions
    }

    var index: DispatchIndex {
        lazyIndex.value { DispatchIndex(definitions) }
    }
}
