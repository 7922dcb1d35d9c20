import Foundation

/// An immutable snapshot of one namespace: which namespace it is, its routes in matching order
/// and settings, and the dispatch index built over the routes on first use. A `RouteSet` holds
/// one per namespace, and a walk reads everything from it, never from the namespace.
///
/// Routing reads a snapshot and never holds a lock while it matches or calls handlers, so a
/// handler may add or remove routes (the namespace then makes a new snapshot for the next set).
final class NamespaceSnapshot: Sendable {
    /// The namespace's scheme (`//` + the pattern for a host namespace; empty for a table
    /// outside the registry).
    let scheme: String
    /// The registry's global namespace: it never falls back to itself.
    let isGlobal: Bool
    /// The host pattern of a host namespace.
    let host: HostPattern?
    /// `host != nil`, without copying the pattern to find out (routing asks on every lookup).
    let isHostNamespace: Bool
    /// The namespace's identifier (`RouteNamespace.id`), shared by all its snapshots.
    let namespaceID: Int
    /// The namespace's change count this snapshot reflects.
    let version: Int
    /// The namespace it was taken of, for its unmatched-URL handler's `Routes` and so that a
    /// thread can let go of replicas of namespaces nobody holds. Weak: the namespace keeps its
    /// current snapshot.
    weak let namespace: RouteNamespace?

    /// Higher priority first, equal priorities in registration order.
    let definitions: [RouteDefinition]
    let usesDispatchIndex: Bool
    let shouldFallbackToGlobalRoutes: Bool
    let unmatchedURLHandler: (@Sendable (Routes, URL?, [String: any Sendable]?) -> Void)?
    /// The options URLs are read and matched with in this namespace: a registered table's or a
    /// resolver's; nil for the process-wide ones (`Routes.shouldDecodePlusSymbols`...).
    let requestOptions: RouteRequestOptions?
    private let lazyIndex = LazyReference<DispatchIndex>()

    /// Settings and routes of `namespace` at change count `version`.
    init(of namespace: RouteNamespace, version: Int, definitions: [RouteDefinition], usesDispatchIndex: Bool,
         shouldFallbackToGlobalRoutes: Bool, unmatchedURLHandler: (@Sendable (Routes, URL?, [String: any Sendable]?) -> Void)?,
         requestOptions: RouteRequestOptions?) {
        // Copied: routing threads compare it with strings of their own, counting no reference
        // on the namespace's.
        scheme = namespace.scheme.privateCopy()
        isGlobal = namespace.isGlobal
        host = namespace.host
        isHostNamespace = namespace.isHostNamespace
        namespaceID = namespace.id
        self.version = version
        self.namespace = namespace
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
