/// Finds the host namespace for a URL's host in a route set, at a cost that does not
/// grow with the number of registered hosts: one dictionary probe for the exact host, then one
/// per label for the wildcards (`a.b.example.com` probes `b.example.com`, then `example.com`,
/// then `com`), the longest matching suffix first. The apex (`example.com`) is never probed
/// against its own wildcard, so `*.example.com` does not take it; nor is an IP address.
struct HostLookup: Sendable {
    /// How a host namespace was chosen, for `explain`.
    enum Choice: Sendable, Equatable {
        /// Registered for exactly the URL's host.
        case exact
        /// `*.suffix` was the longest wildcard pattern matching the host.
        case wildcard(suffix: String)
    }

    private let exact: [String: Unmanaged<NamespaceSnapshot>]
    /// Keyed by the suffix after `*.`; probed with substrings of the host, which costs no copy.
    private let wildcards: [Substring: Unmanaged<NamespaceSnapshot>]
    /// The longest wildcard suffix, in UTF-8 bytes: a longer suffix of the host cannot match,
    /// so a hostile host of 100,000 labels costs a few probes, not 100,000 hashes of its tail.
    private let longestWildcardSuffix: Int

    /// Host namespaces' snapshots, which the set holding the lookup keeps alive.
    init(_ namespaces: some Sequence<NamespaceSnapshot>) {
        var exact: [String: Unmanaged<NamespaceSnapshot>] = [:]
        var wildcards: [Substring: Unmanaged<NamespaceSnapshot>] = [:]
        for namespace in namespaces {
            guard let pattern = namespace.host else { continue }
            if let suffix = pattern.wildcardSuffix {
                wildcards[suffix.privateCopy()[...]] = Unmanaged.passUnretained(namespace)
            } else {
                exact[pattern.text.privateCopy()] = Unmanaged.passUnretained(namespace)
            }
        }
        self.exact = exact
        self.wildcards = wildcards
        self.longestWildcardSuffix = wildcards.keys.map(\.utf8.count).max() ?? 0
    }

    /// Whether `namespace` is the one registered for its host pattern.
    func contains(_ namespace: RouteNamespace) -> Bool {
        guard let pattern = namespace.host else { return false }
        let found = pattern.wildcardSuffix.map { wildcards[$0[...]] } ?? exact[pattern.text]
        return found?._withUnsafeGuaranteedRef(\.namespaceID) == namespace.id
    }

    /// `host` is lowercased and without port or trailing dot (`ParsedURL.host`).
    func namespace(forHost host: String) -> (namespace: Unmanaged<NamespaceSnapshot>, choice: Choice)? {
        if let namespace = exact[host] { return (namespace, .exact) }
        // `*.0.0.1` is no domain of `127.0.0.1`, nor `*.1]` of `[::1]`.
        guard !wildcards.isEmpty, !URLHost.isIPAddress(host) else { return nil }
        var rest = host[...]
        // Start where a suffix fits: at the byte before the longest suffix (its dot, for a match).
        let excess = host.utf8.count - longestWildcardSuffix - 1
        if excess > 0 { rest = host[host.utf8.index(host.utf8.startIndex, offsetBy: excess)...] }
        while let dot = rest.utf8.firstIndex(of: UInt8(ascii: ".")) {
            rest = rest[rest.utf8.index(after: dot)...]
            if let namespace = wildcards[rest] { return (namespace, .wildcard(suffix: String(rest))) }
        }
        return nil
    }
}
