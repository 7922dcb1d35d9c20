import Foundation

/// Routing one URL: the visitor of the walk (`RouteWalk`) behind `routeURL` and `canRouteURL`.
/// In each namespace it calls the handlers of matching routes in order until one takes the URL
/// (with `callHandlers` false, the first match answers and nothing is called); when nothing
/// does, the unmatched-URL handlers of the namespaces tried are called, the last tried first.
/// A host namespace that falls back is passed over as if it did not exist, its unmatched-URL
/// handler included.
///
/// Valid only within a lookup (`MatchDataPool.beginLookup`): the replicas it keeps are this
/// thread's, kept until the lookup ends even if a handler changes the routes.
/// The URL travels beside it, read with the set's options: its `namespaceScheme` is set for each
/// namespace, and a namespace with options of its own (a registered table's) reads and matches
/// it with those. (Kept apart so that it is made in place: held inside, it made the visitor
/// large enough to be copied whole.)
struct URLRouting {
    let callHandlers: Bool
    /// Whether a handler took the URL (a route matched, without handlers).
    private(set) var routed = false
    /// The namespaces tried that have an unmatched-URL handler, which runs when nothing routes:
    /// at most two (a namespace and the global one it fell back to).
    private var unmatched: (last: Tried?, previous: Tried?) = (nil, nil)

    /// This thread's replica of a namespace tried, valid until the lookup ends.
    private typealias Tried = Unmanaged<DispatchReplica>

    /// This thread's routing state, read once for the lookup (`MatchDataPool.beginLookup`).
    private let thread: Unmanaged<ThreadRouteCache.State>

    @inline(__always)
    init(callHandlers: Bool, thread: Unmanaged<ThreadRouteCache.State>) {
        self.callHandlers = callHandlers
        self.thread = thread
    }

    /// Tries `namespace`'s routes, through this thread's replica of it; returns whether the
    /// walk goes on to its fallback.
    @inline(__always)
    mutating func visit(_ namespace: Unmanaged<NamespaceSnapshot>, _ entry: RouteWalk.Entry, _ string: String,
                        _ url: inout RoutedURL) -> Bool {
        // Valid for the whole lookup: a handler may change the routes, which replaces this
        // thread's replica but does not free the one this lookup walks until it ends.
        let replica = namespace._withUnsafeGuaranteedRef { ThreadRouteCache.replica(of: $0, in: thread) }
        return visit(namespace, replica: replica, entry, string, &url)
    }

    /// Tries `namespace`'s routes through `replica`, this thread's replica of it (a table routed
    /// directly has found it by namespace: looking it up again would cost a second
    /// thread-local read); returns whether the walk goes on to its fallback.
    @inline(__always)
    mutating func visit(_ namespace: Unmanaged<NamespaceSnapshot>, replica: Unmanaged<DispatchReplica>,
                        _ entry: RouteWalk.Entry, _ string: String, _ url: inout RoutedURL) -> Bool {
        namespace._withUnsafeGuaranteedRef { namespace in
            RouteLog.verbose("Trying to route \(string) in \(namespace.scheme.isEmpty ? "a standalone table" : namespace.scheme)"
                             + (entry == .globalFallback ? ", falling back to the global routes" : ""))
            let didRoute = replica._withUnsafeGuaranteedRef { replica in
                tryRoutes(string, &url, in: namespace, replica)
            }
            if didRoute {
                routed = true
                return false
            }
            let fallsBack = replica._withUnsafeGuaranteedRef(\.shouldFallbackToGlobalRoutes)
            if fallsBack && namespace.isHostNamespace {
                RouteLog.verbose("Nothing in host namespace \(namespace.host?.text ?? namespace.scheme) routes; routing as if it did not exist")
                return true
            }
            // Only a namespace with an unmatched-URL handler is remembered, for `finish`.
            if callHandlers && replica._withUnsafeGuaranteedRef({ $0.unmatchedURLHandler != nil }) {
                unmatched = (replica, unmatched.last)
            } else {
                RouteLog.verbose("No route for \(string) in \(namespace.scheme)")
            }
            return fallsBack
        }
    }

    /// The namespace's routes in order, with the URL as its routes see it.
    @inline(__always)
    private func tryRoutes(_ string: String, _ url: inout RoutedURL, in namespace: NamespaceSnapshot,
                           _ replica: DispatchReplica) -> Bool {
        // The URL's scheme is read only for a host namespace, whose routes see it.
        // Assigned only when it changes: each assignment counts references on the strings.
        let namespaceScheme = namespace.isHostNamespace
            ? RouteWalk.namespaceScheme(of: namespace, urlScheme: Routes.scheme(of: string, url.layout)) : namespace.scheme
        if url.namespaceScheme != namespaceScheme { url.namespaceScheme = namespaceScheme }
        guard let own = replica.requestOptions, own != url.options else {
            return replica.route(string, url, callHandlers: callHandlers)
        }
        // A registered table's namespace: the URL as the table's options read it.
        let hostIsComponent = own.contains(.treatHostAsPathComponent)
        var layout = url.layout
        if hostIsComponent != url.options.contains(.treatHostAsPathComponent) {
            // A host namespace whose table reads every host as a path component takes no URL by host.
            guard !namespace.isHostNamespace || !hostIsComponent,
                  let reread = try? ParsedURL.Layout.read(string, treatHostAsPathComponent: hostIsComponent) else { return false }
            layout = reread
        }
        return replica.route(string, RoutedURL(layout: layout, foundationURLBox: url.foundationURLBox, options: own,
                                               additionalParameters: url.additionalParameters,
                                               namespaceScheme: url.namespaceScheme), callHandlers: callHandlers)
    }

    /// Whether the URL was routed; when it was not, calls the unmatched-URL handlers of the
    /// namespaces tried, the last one first.
    @inline(__always)
    func finish(_ string: String, _ url: borrowing RoutedURL) -> Bool {
        if routed { return true }
        if let last = unmatched.last { callUnmatchedURLHandler(of: last, string, url) }
        if let previous = unmatched.previous { callUnmatchedURLHandler(of: previous, string, url) }
        return false
    }

    @inline(__always)
    private func callUnmatchedURLHandler(of tried: Tried, _ string: String, _ url: borrowing RoutedURL) {
        // The set walked (or the table's `Routes`) holds the namespace while the lookup runs.
        guard let handler = tried._withUnsafeGuaranteedRef(\.unmatchedURLHandler),
              let namespace = tried._withUnsafeGuaranteedRef({ $0.table.namespace }) else { return }
        RouteLog.verbose("Calling the unmatched URL handler")
        handler(Routes(namespace: namespace), url.foundationURLBox?.url ?? URL(string: string), url.additionalParameters)
    }
}

extension DispatchReplica {
    /// Calls the handlers of the routes that match in order until one returns true (with
    /// `callHandlers` false, answers whether one matches). Returns whether one did.
    @inline(__always)
    func route(_ string: String, _ url: borrowing RoutedURL, callHandlers: Bool) -> Bool {
        // Whether the URL is routed is whether a visit returned true: no variable captured and
        // written by the visits, which cost a dynamic exclusivity check per write.
        forEachMatch(string, url) { definition, parameters in
            RouteLog.verbose("Matched \(definition.takeUnretainedValue())")
            guard callHandlers else { return true }
            RouteLog.verbose("Parameters: \(parameters)")
            return definition._withUnsafeGuaranteedRef { $0.callHandler(with: parameters) }
        }
    }

    /// Calls `body` with each route that matches, and the parameters it would hand its
    /// handler, in matching order until `body` returns true: through the dispatch index, or,
    /// when the namespace turned it off, each route's own regex in turn. Returns whether
    /// `body` returned true for one of them.
    @discardableResult @inline(__always)
    func forEachMatch(_ string: String, _ url: borrowing RoutedURL,
                      _ body: (Unmanaged<RouteDefinition>, RouteParameters) -> Bool) -> Bool {
        usesDispatchIndex
            ? forEachIndexedMatch(string, url, body)
            : table.forEachMatchScanningLinearly(of: url.request(string), body)
    }
}

extension NamespaceSnapshot {
    /// Calls `body` with each route that matches `request`, trying every route's own regex in
    /// turn: the baseline the dispatch index must agree with.
    /// Returns whether `body` returned true for one of them.
    @discardableResult
    func forEachMatchScanningLinearly(of request: RouteRequest,
                                      _ body: (Unmanaged<RouteDefinition>, RouteParameters) -> Bool) -> Bool {
        for definition in definitions {
            if let parameters = definition.routeResponse(for: request).parameters,
               body(Unmanaged.passUnretained(definition), parameters) { return true }
        }
        return false
    }
}

extension DispatchReplica {
    /// Calls `body` with each route that matches `request` and the parameters it would hand
    /// its handler, in matching order, until `body` returns true.
    ///
    /// The index names the first plain definition that matches; plain definitions before it
    /// cannot match, subclassed ones are asked in their turn, and after it (if its handler
    /// declines) every candidate is asked in order.
    /// Returns whether `body` returned true for one of them.
    @discardableResult
    func forEachIndexedMatch(_ string: String, _ url: borrowing RoutedURL,
                             _ body: (Unmanaged<RouteDefinition>, RouteParameters) -> Bool) -> Bool {
        let decodePlusSymbols = url.options.contains(.decodePlusSymbols)
        // Unretained: the caller holds this replica, and a strong capture is counted on the
        // way into the string's bytes.
        let replica = Unmanaged.passUnretained(self)
        let (candidates, first) = url.layout.withPathBytes(in: string) { bytes in
            replica._withUnsafeGuaranteedRef { $0.firstCombinedMatch(bytes, decodePlusSymbols: decodePlusSymbols) }
        }
        guard let first else {
            // No combined candidate matches: only those asked in their turn can. Apart, so
            // that a miss makes and lets go of no empty match.
            guard let start = candidates.firstIndex(where: { !$0.isCombined }) else { return false }
            return askInTurn(string, url, candidates, from: start, firstSlot: Int.max, firstMatch: RouteMatch(), body)
        }
        // Taken apart once: reading the match out of the optional pair in the loop copied it.
        let firstSlot = first.slot
        let firstMatch = first.match
        // The candidates live as long as this replica; they are read in place.
        for slot in candidates.indices {
            if candidates[slot].isCombined && slot < firstSlot { continue }
            // A definition asked in its turn (subclassed, or after a winner that declined):
            // it and the rest in `askInTurn`, which makes the request they are asked with. Not
            // here: the optional request, made or not, cost the way to a winner that handles
            // the URL two dozen instructions.
            guard candidates[slot].isCombined && slot == firstSlot else {
                return askInTurn(string, url, candidates, from: slot, firstSlot: firstSlot, firstMatch: firstMatch, body)
            }
            if askWinner(string, url, candidates, slot, firstMatch, body) { return true }
        }
        return false
    }

    /// `forEachIndexedMatch` from the candidate at `start`, one that is asked in its turn.
    @inline(never)
    private func askInTurn(_ string: String, _ url: borrowing RoutedURL, _ candidates: UnsafeBufferPointer<DispatchIndex.Candidate>,
                           from start: Int, firstSlot: Int, firstMatch: RouteMatch,
                           _ body: (Unmanaged<RouteDefinition>, RouteParameters) -> Bool) -> Bool {
        let request = url.request(string)
        for slot in start ..< candidates.count {
            if candidates[slot].isCombined && slot < firstSlot {
                continue
            } else if candidates[slot].isCombined && slot == firstSlot {
                if askWinner(string, url, candidates, slot, firstMatch, body) { return true }
            } else if let parameters = candidates[slot].definition._withUnsafeGuaranteedRef({ $0.routeResponse(for: request).parameters }),
                      body(candidates[slot].definition, parameters) {
                return true
            }
        }
        return false
    }

    /// Calls `body` with the first combined match, the candidate at `slot`, and its parameters;
    /// returns what `body` returns.
    @inline(__always)
    private func askWinner(_ string: String, _ url: borrowing RoutedURL, _ candidates: UnsafeBufferPointer<DispatchIndex.Candidate>,
                           _ slot: Int, _ firstMatch: RouteMatch,
                           _ body: (Unmanaged<RouteDefinition>, RouteParameters) -> Bool) -> Bool {
        // In this replica's spare storage (a replica is this thread's alone), given back for
        // the next lookup once the handler has returned. A constant handed on and consumed, so
        // that no reference is counted around the handler's call or when its storage goes back
        // to the replica.
        let parameters = winnerParameters(string, url, match: firstMatch, candidates, slot)
        let handled = body(candidates[slot].definition, parameters)
        if let storage = (consume parameters).recyclableStorage() { spareParameterStorage = storage }
        return handled
    }

    /// The parameters of the first combined match, the candidate at `slot`, in this replica's
    /// spare storage. Its pattern text is this thread's copy when `candidates` are this
    /// thread's copy of the bucket (a hot lookup counts no reference on a shared text), else
    /// the definition's. A function that returns in each branch: a `let` assigned in either
    /// branch of an `if` is kept in memory, and counts a reference on the parameters around
    /// the handler's call and when their storage goes back to the replica.
    @inline(__always)
    private func winnerParameters(_ string: String, _ url: borrowing RoutedURL, match: RouteMatch,
                                  _ candidates: UnsafeBufferPointer<DispatchIndex.Candidate>, _ slot: Int) -> RouteParameters {
        if candidates[slot].isInThreadCopy {
            return RouteDefinition.parameters(string, url, match: match, pattern: Bucket.patterns(following: candidates)[slot],
                                              reusing: &spareParameterStorage)
        }
        return sharedWinnerParameters(string, url, match: match, definition: candidates[slot].definition)
    }

    /// `winnerParameters` for a candidate of the shared index, which has no pattern text of
    /// this thread's: the definition's.
    @inline(never)
    private func sharedWinnerParameters(_ string: String, _ url: borrowing RoutedURL, match: RouteMatch,
                                        definition: Unmanaged<RouteDefinition>) -> RouteParameters {
        RouteDefinition.parameters(string, url, match: match, pattern: definition._withUnsafeGuaranteedRef { $0.pattern },
                                   reusing: &spareParameterStorage)
    }
}
