/// Finding a URL's route as routing does, without an explanation: what `resolve(_:)` and
/// `pathMatch(_:)` need for each of the hundreds of thousands of links `urlroutes diff` and
/// `urlroutes check` route. An explanation matches the winner a second time to record its
/// captures, decodes the query and builds its candidate; the outcome is the same.
extension RouteResolver {
    /// How routing came out for one URL, as the winner-only explanation records it. Nothing
    /// to count or free: a resolution's miss takes the namespaces searched from the caller's
    /// own variable, not a copy of them.
    struct Routing {
        /// Whether the string is a URL routing reads (`invalidURLReason(_:)` says why not).
        var isURL = true
        /// Whether the winner is a subclassed definition (`Routes.defaultRouteDefinitionClass`):
        /// the explanation asks one its own way, and callers take the explanation then.
        var foundSubclass = false
    }

    /// Routes `url` as `Routes.explain(_:parameters:in:candidates:)` with `.winner` does: the
    /// walk of the resolver's set (`RouteWalk`), in each namespace the first route that
    /// matches, through the dispatch index. `read` is given the winning definition (unless it
    /// is subclassed), the registry name of its namespace, its handler's parameters while the
    /// lookup runs (their storage is reused for the next lookup when `read` keeps no copy; they
    /// hold no additional parameters) and the namespaces searched, the winner's last. The
    /// namespaces entered are added to `searched` when `recordingSearched`.
    func route(_ url: String, searched: inout SearchedNamespaces, recordingSearched: Bool = true,
               _ read: (RouteDefinition, String, RouteParameters, borrowing SearchedNamespaces) -> Void) -> Routing {
        // The URL's parts as routing reads them (`Routes.routeURL`): ranges in the string,
        // no `ParsedURL` or `RouteRequest` made unless a subclassed definition is asked.
        let layout: ParsedURL.Layout
        do {
            layout = try ParsedURL.Layout.read(url, treatHostAsPathComponent: options.contains(.treatHostAsPathComponent))
        } catch {
            return Routing(isURL: false)
        }
        var foundSubclass = false
        // Every namespace of the set reads URLs with the set's options. One routed URL for the
        // walk, given each namespace's scheme in turn: the layout moves in once, not copied
        // per namespace.
        let routeSet = routeSet
        var routed = RoutedURL(layout: consume layout, foundationURLBox: nil, options: options, additionalParameters: nil,
                               namespaceScheme: "")
        withExtendedLifetime(routeSet) {
            RouteWalk.walk(schemeNamespace: { schemeNamespace(of: url, routed.layout) }, host: { routed.layout.host(in: url) },
                           in: routeSet) { namespace, _ in
                namespace._withUnsafeGuaranteedRef { namespace in
                    if recordingSearched { searched.append(namespace) }
                    // Held: outside a lookup, a replica the routes replace meanwhile is not kept for us.
                    let replica = ThreadRouteCache.replica(of: namespace).takeUnretainedValue()
                    // The URL's own scheme is read for a host namespace only.
                    routed.namespaceScheme = RouteWalk.namespaceScheme(
                        of: namespace, urlScheme: namespace.isHostNamespace ? Routes.scheme(of: url, routed.layout) : nil)
                    let found = withExtendedLifetime(replica) {
                        replica.forEachMatch(url, routed) { definition, parameters in
                            let definition = definition.takeUnretainedValue()
                            if type(of: definition) == RouteDefinition.self {
                                read(definition, namespace.scheme, parameters, searched)
                            } else {
                                foundSubclass = true
                            }
                            return true
                        }
                    }
                    return !found && replica.shouldFallbackToGlobalRoutes
                }
            }
        }
        return Routing(foundSubclass: foundSubclass)
    }

    /// The namespace the scheme of `url` (read as `layout`) picks, as
    /// `RouteSet.namespace(forURLScheme:)` gives it: an exact match found by its bytes.
    private func schemeNamespace(of url: String, _ layout: ParsedURL.Layout) -> Unmanaged<NamespaceSnapshot> {
        if let range = layout.schemeRange,
           let exact = url.withBorrowedUTF8({ schemeNamespaces.namespace(exactly: UnsafeBufferPointer(rebasing: $0[range])) }) {
            return exact
        }
        return routeSet.namespace(forURLScheme: Routes.scheme(of: url, layout))
    }

    /// Why `url` is not a URL routing reads, as `route` found it not to be.
    func invalidURLReason(_ url: String) -> String {
        do {
            _ = try ParsedURL.Layout.read(url, treatHostAsPathComponent: options.contains(.treatHostAsPathComponent))
            return "not a routable URL"
        } catch {
            return error.description
        }
    }
}
