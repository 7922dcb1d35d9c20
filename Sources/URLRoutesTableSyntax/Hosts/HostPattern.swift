/// A host namespace's pattern, checked and in the form lookups compare: `shop.example.com`
/// (that host exactly) or `*.example.com` (any subdomain of example.com, at any depth, but not
/// example.com itself).
///
/// Hosts compare ASCII-case-insensitively and without a trailing dot, so the pattern is kept
/// lowercased and without one. Everything that would make a namespace silently unreachable is
/// refused with the reason: a scheme, a path or a port in it, a `*` other than a leading `*.`,
/// empty labels, non-ASCII text (URLs carry the punycode form), and a single label other than
/// `localhost` (routing reads such a host as the first path component). A host that ends in a
/// number is kept as the IPv4 address a URL's host is read as (`127.1` is `127.0.0.1`), and
/// refused when it is no valid address (`1.2.3.256`).
package struct HostPattern: Hashable, Sendable {
    /// The normalized pattern: `shop.example.com` or `*.example.com`.
    package let text: String
    /// For `*.example.com`, `example.com`; nil for an exact host.
    package let wildcardSuffix: String?

    /// The key `Routes.allRoutes()` lists a host namespace under, and its `scheme`: `//` then
    /// the pattern, which no URL scheme can be (a scheme starts with a letter).
    package var registryKey: String { HostPattern.keyPrefix + text }

    package static let keyPrefix = "//"

    package init(_ pattern: String) throws(HostPatternError) {
        func fail(_ message: String, at offset: Int) -> HostPatternError {
            HostPatternError(message, in: pattern, offset: offset)
        }
        let bytes = Array(pattern.utf8)
        if bytes.isEmpty { throw fail("the pattern is empty; write a host such as shop.example.com", at: 0) }
        if let colonSlash = pattern.utf8.firstRange(of: "://".utf8) {
            let offset = pattern.utf8.distance(from: pattern.utf8.startIndex, to: colonSlash.lowerBound)
            let rest = Substring(pattern.utf8[colonSlash.upperBound...])
            let suggestion = rest.split(separator: "/").first.map { "write \($0)" } ?? "write the host alone"
            throw fail("a host pattern has no scheme; a host namespace takes every scheme (\(suggestion))", at: offset)
        }
        if let offset = bytes.firstIndex(where: { $0 >= 0x80 }) {
            throw fail("non-ASCII host; use its punycode form (xn--...), which is what URLs carry", at: offset)
        }
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "/"):
                throw fail("a host pattern has no path; register the path as a route in the namespace", at: offset)
            case UInt8(ascii: ":"):
                throw fail("a host pattern has no port; hosts match whatever the port", at: offset)
            case UInt8(ascii: "*") where offset != 0 || bytes.count < 2 || bytes[1] != UInt8(ascii: "."):
                throw fail("'*' may only stand as the first label, as in *.example.com", at: offset)
            case UInt8(ascii: "*"):
                continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                continue
            default:
                throw fail("\(Unicode.Scalar(byte).escaped(asASCII: true).debugDescription) cannot appear in a host name", at: offset)
            }
        }
        var normalized = String(decoding: bytes.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 },
                                as: UTF8.self)
        // One trailing dot names the same host (the DNS root); URLs are compared without it.
        if normalized.utf8.count > 1 && normalized.hasSuffix(".") { normalized.removeLast() }
        var offset = 0
        for label in normalized.split(separator: ".", omittingEmptySubsequences: false) {
            if label.isEmpty { throw fail("empty label (two dots in a row, or a leading dot)", at: offset) }
            offset += label.utf8.count + 1
        }
        if normalized == "*" {
            throw fail("'*.' needs a domain after it, as in *.example.com", at: 0)
        }
        if normalized.hasPrefix("*.") {
            text = normalized
            wildcardSuffix = String(normalized.dropFirst(2))
        } else {
            if !normalized.contains(".") && normalized != "localhost" {
                throw fail("a host without a dot (other than localhost) is read as the first path component of the URL, so this namespace could never match; register it with Routes(forScheme:) or routes under /\(normalized)", at: 0)
            }
            // A host that ends in a number is the IPv4 address a URL's host is read as.
            switch IPv4Host.read(Array(normalized.utf8)) {
            case .domain: text = normalized
            case .address(let address): text = IPv4Host.dotted(address)
            case .invalid(let reason): throw fail(reason + ", so no URL has this host", at: 0)
            }
            wildcardSuffix = nil
        }
    }
}
