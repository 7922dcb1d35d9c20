/// An immutable snapshot of one namespace's routes in matching order, and the dispatch index
/// built over them on first use.
///
/// Routing reads a snapshot and never holds a lock while it matches or calls handlers, so a
/// handler may add or remove routes (that makes a new snapshot for the next call).
final class RouteTable: Sendable {
    /// Higher priority first, equal priorities in registration order.
    let definitions: [RouteDefinition]
    let usesDispatchIndex: Bool
    private let lazyIndex = LazyReference<DispatchIndex>()

    init(definitions: [RouteDefinition], usesDispatchIndex: Bool) {
        self.definitions = definitions
        self.usesDispatchIndex = usesDispatchIndex
    }

    var index: DispatchIndex {
        lazyIndex.value { DispatchIndex(definitions) }
    }
}
