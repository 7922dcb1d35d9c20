/// The namespace a URL's scheme picks in a resolver's set, found by comparing the scheme's
/// bytes with each scheme namespace's: a table has a few, and `RouteSet.namespace(forURLScheme:)`
/// makes a string of the scheme and hashes it, about 500 instructions a URL. Only an exact
/// match is found here; the set looks for anything else (a scheme in another case, the
/// global namespace).
struct SchemeNamespaces: @unchecked Sendable {
    private struct Entry {
        let scheme: [UInt8]
        let namespace: Unmanaged<NamespaceSnapshot>
    }

    /// Empty when the set has more than `maximumCompared` schemes: a comparison per scheme is
    /// bounded, and the set's hash takes a URL's scheme then.
    private let entries: [Entry]
    private static let maximumCompared = 16

    /// The scheme namespaces of `set`, valid while it lives.
    init(_ set: RouteSet) {
        let byScheme = set.namespacesByScheme
        entries = byScheme.count > Self.maximumCompared ? [] : byScheme.map { Entry(scheme: Array($0.key.utf8), namespace: $0.value) }
    }

    /// The namespace whose scheme is exactly `scheme`'s bytes; nil when there is none, or
    /// the set has too many to compare.
    func namespace(exactly scheme: UnsafeBufferPointer<UInt8>) -> Unmanaged<NamespaceSnapshot>? {
        for entry in entries where entry.scheme.count == scheme.count {
            let equal = entry.scheme.withUnsafeBufferPointer { candidate in
                for index in 0..<candidate.count where candidate[index] != scheme[index] { return false }
                return true
            }
            if equal { return entry.namespace }
        }
        return nil
    }
}
