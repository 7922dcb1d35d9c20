/// The storage of the parameters made on the dispatch path, reused from one lookup to the next.
///
/// Making the storage object would be the one heap allocation of a static hit. Once the handler has returned, the storage is reused if no copy of the parameters
/// outlived the call (a handler that keeps its parameters keeps their storage, and the next
/// lookup makes a new one), so handlers still receive a value of their own.
extension RouteParameters {
    /// Parameters in the storage `spare` holds, taken from it, or in a new one when it holds
    /// none (a lookup inside a handler, while the outer lookup's parameters are in use).
    init(reusing spare: inout Storage?, urlString: String, urlBox: FoundationURLBox?, pattern: String, scheme: String,
         host: String?, hostRange: Range<Int>?, wildcardComponents: [String]?, variables: [NamedValue],
         query: QuerySource.Location, additional: [String: any Sendable]?) {
        guard let reused = spare.take() else {
            self.init(urlString: urlString, urlBox: urlBox, pattern: pattern, scheme: scheme, host: host,
                      hostRange: hostRange, wildcardComponents: wildcardComponents, variables: variables,
                      query: query, additional: additional)
            return
        }
        // Only when either is set: the assignment copies the optional box through its type's
        // value witness, two calls of a static hit, where most lookups route a string.
        if urlBox != nil || reused.urlBox != nil { reused.urlBox = urlBox }
        reused.urlString = urlString
        // Kept from the last lookup when the very same string (a namespace has one scheme; a
        // hot route is hit again and again): assigning would count references on both, an
        // atomic write each, where the check compares two words.
        if !reused.pattern.hasSameStorage(as: pattern) { reused.pattern = pattern }
        if !reused.scheme.hasSameStorage(as: scheme) { reused.scheme = scheme }
        // The rest only when the new value or the old one holds something: a spare storage is
        // empty, most URLs have no host, wildcard, variables or additional parameters, and each
        // assignment releases the old value and retains the new, two runtime calls.
        if host != nil || reused.host != nil { reused.host = host }
        reused.hostRange = hostRange
        if wildcardComponents != nil || reused.wildcardComponents != nil { reused.wildcardComponents = wildcardComponents }
        if !variables.isEmpty || !reused.variables.isEmpty { reused.variables = variables }
        if !query.isNone || !reused.query.isNone { reused.query = query }
        if !(additional?.isEmpty ?? true) || !reused.additional.isEmpty { reused.additional = additional ?? [:] }
        self.init(storage: reused)
    }

    /// The storage, emptied, for the next lookup, unless a copy of these parameters is still
    /// held elsewhere (then it stays theirs, and this is nil). Consuming: the caller's value
    /// moves in, so the storage's one reference moves out to the caller without being counted.
    consuming func recyclableStorage() -> Storage? {
        guard isKnownUniquelyReferenced(&storage) else { return nil }
        storage.empty()
        return storage
    }
}

extension RouteParameters.Storage {
    /// Lets go of everything the last lookup's values refer to: a spare storage must not keep a
    /// routed URL's text, or a decoded query, alive. The pattern and scheme stay: they are the
    /// table's own texts, which the table keeps alive anyway, and the next lookup often has the
    /// same.
    func empty() {
        // Each field only when it holds something (see `init(reusing:...)`).
        if urlBox != nil { urlBox = nil }
        urlString = ""
        if host != nil { host = nil }
        hostRange = nil
        if wildcardComponents != nil { wildcardComponents = nil }
        if !variables.isEmpty { variables = [] }
        if !query.isNone { query = .none }
        if !additional.isEmpty { additional = [:] }
        decodedQuery.reset()
    }
}
