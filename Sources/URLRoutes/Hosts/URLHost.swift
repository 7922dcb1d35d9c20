import Foundation
@_spi(HexDigits) import URLRoutesTableSyntax

/// How routing reads a URL's host: as a browser does (the WHATWG URL standard's host parser),
/// so that the namespace a link reaches is the site a browser would open.
///
/// - A host is percent-decoded (`%73hop.example.com` is `shop.example.com`, `shop%2Eexample.com`
///   has two dots), mapped to its ASCII form when it holds non-ASCII text (IDNA: `bücher.example`
///   is `xn--bcher-kva.example`), ASCII-lowercased, and read without its port and one trailing dot.
/// - A host with an empty label (`.example.com`, `a..example.com`), an invalid escape, or a
///   character no host holds (a space, `<`, `|`, `%` once decoded, ...) is not a URL: a
///   `URLParseError`, which routes nowhere.
/// - JLRoutes' rule stays: a host without a dot, other than `localhost` (in any case), is the
///   first path component (`myapp://user/view/1`), taken as written; with
///   `treatHostAsPathComponent` every host is.
/// - An IP literal (`[::1]`) is a host, never a path component; it is kept as written
///   (lowercased), since no host namespace can be registered for one.
/// - A host with a dot whose last label is a number is an IPv4 address (`IPv4Host`), read in
///   dotted-decimal form as a browser reads it (`0x7f.1`, `127.1` and `0177.0.0.1` are all
///   `127.0.0.1`); one that is no valid address (`1.2.3.256`, `example.1`) is a
///   `URLParseError`, as a browser refuses it.
///
/// The common host (ASCII, no `%`) is checked in one pass over its bytes and stays a range of
/// the URL string; only a host with a `%` or a non-ASCII byte is decoded, and only a non-ASCII
/// one goes through Foundation's `URL`, which maps hosts with IDNA as browsers do.
enum URLHost {
    enum Reading {
        /// No host (`myapp:/a`, `tests://`), or an empty one.
        case absent
        /// The first path component (JLRoutes' rule); routing reads it as written.
        case pathComponent(Range<Int>)
        /// A host as it stands in the URL, without port and trailing dot; lowercased when read.
        case named(Range<Int>)
        /// A host that had to be decoded or mapped: its normalized text.
        case normalized(String)
    }

    /// Reads the host at `range` (`URLParts.host`) of `bytes`.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>?, treatHostAsPathComponent: Bool,
                     url: () -> String) throws(URLParseError) -> Reading {
        guard let range, !range.isEmpty else { return .absent }
        if treatHostAsPathComponent { return .pathComponent(range) }
        // One pass that only looks for what makes a host more than a path component (a dot, a
        // '%', a non-ASCII byte, an IP literal's '['), checking the rest of the host on the way:
        // most hosts are letters, digits, '-' and dots, which cost a range test or two a byte.
        let base = bytes.baseAddress.unsafelyUnwrapped
        var labelStart = range.lowerBound
        var dots = false
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = base[index]
            index += 1
            if (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") {
                continue
            }
            if byte == UInt8(ascii: ".") {
                // A dot must end a non-empty label (checked once the host is known to be one).
                if index - 1 == labelStart { return try readNamed(bytes, range, url: url) }
                labelStart = index
                dots = true
            } else if byte == UInt8(ascii: "%") || byte >= 0x80 || byte == UInt8(ascii: "[") || isForbidden(byte) {
                return try readNamed(bytes, range, url: url)
            }
        }
        if !dots { return isLocalhost(bytes, range) ? .named(range) : .pathComponent(range) }
        // One trailing dot names the same host (the DNS root).
        return try domainOrAddress(bytes, labelStart == range.upperBound ? range.dropLast() : range, url: url)
    }

    /// A host of labels (`named`, without its trailing dot), or, when it ends in a number, the
    /// IPv4 address WHATWG reads it as (`0x7f.1` is `127.0.0.1`), in dotted-decimal form; a
    /// host that ends in a number but is no address (`1.2.3.256`, `example.1`) is an error.
    private static func domainOrAddress(_ bytes: UnsafeBufferPointer<UInt8>, _ named: Range<Int>,
                                        url: () -> String) throws(URLParseError) -> Reading {
        guard IPv4Host.mayEndInNumber(bytes, named) else { return .named(named) }
        switch IPv4Host.read(UnsafeBufferPointer(rebasing: bytes[named])) {
        case .domain:
            return .named(named)
        case .invalid(let reason):
            throw URLParseError(message: reason, url: url(), offset: named.lowerBound)
        case .address(let address):
            let dotted = IPv4Host.dotted(address)
            return dotted.utf8.elementsEqual(bytes[named]) ? .named(named) : .normalized(dotted)
        }
    }

    /// A host the fast pass could not settle: an IP literal, escapes, non-ASCII text, an empty
    /// label or a character no host holds (an error, unless the host is a path component).
    private static func readNamed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                  url: () -> String) throws(URLParseError) -> Reading {
        if bytes[range.lowerBound] == UInt8(ascii: "[") { return try ipLiteral(bytes, range, url: url) }
        if bytes[range].contains(where: { $0 == UInt8(ascii: "%") || $0 >= 0x80 }) {
            return try decoded(bytes, range, url: url)
        }
        // Not known to be a host yet: a path component (no dot) may hold anything.
        guard bytes[range].contains(UInt8(ascii: ".")) else {
            return isLocalhost(bytes, range) ? .named(range) : .pathComponent(range)
        }
        var labelStart = range.lowerBound
        for index in range {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                if index == labelStart { throw emptyLabel(url: url(), offset: index) }
                labelStart = index + 1
            } else if isForbidden(byte) {
                throw URLParseError(message: "\(describe(byte)) cannot appear in a host name", url: url(), offset: index)
            }
        }
        return try domainOrAddress(bytes, labelStart == range.upperBound ? range.dropLast() : range, url: url)
    }

    /// A byte no domain holds: WHATWG's forbidden domain code points (those that can reach a
    /// host range: the others end it) and the characters RFC 3986 excludes from a host, which
    /// Foundation's `URL` refuses too.
    private static func isForbidden(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x21, 0x7F, UInt8(ascii: "#"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "\\"),
             UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "|"), UInt8(ascii: "\""), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: "`"):
            return true
        default:
            return false
        }
    }

    /// `[...]`: an IPv6 address (or IPvFuture), kept as written. Hex digits, `:` and `.` (for an
    /// embedded IPv4 address) only, and nothing after the `]`.
    private static func ipLiteral(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                  url: () -> String) throws(URLParseError) -> Reading {
        guard let close = range.first(where: { bytes[$0] == UInt8(ascii: "]") }) else {
            throw URLParseError(message: "the host's '[' is never closed by ']'", url: url(), offset: range.lowerBound)
        }
        if close + 1 < range.upperBound {
            throw URLParseError(message: "nothing may follow an IP literal's ']' in the host but a port",
                                url: url(), offset: close + 1)
        }
        for index in range.lowerBound + 1..<close {
            let byte = bytes[index]
            if HexDigit.value(byte) == nil && byte != UInt8(ascii: ":") && byte != UInt8(ascii: ".") {
                throw URLParseError(message: "\(describe(byte)) cannot appear in an IPv6 address", url: url(), offset: index)
            }
        }
        if close == range.lowerBound + 1 {
            throw URLParseError(message: "the IP literal '[]' is empty", url: url(), offset: range.lowerBound)
        }
        return .named(range)
    }

    /// The rare path: a host with `%` escapes or non-ASCII text, decoded and mapped as a browser
    /// does, then checked as any host is. Whether it is a path component is decided on the
    /// decoded text (`shop%2Eexample.com` has dots); a path component is taken as written and
    /// never refused, as JLRoutes took it.
    private static func decoded(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                url: () -> String) throws(URLParseError) -> Reading {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(range.count)
        var invalidEscapeAt: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < range.upperBound,
               let escaped = HexDigit.byte(bytes[index + 1], bytes[index + 2]) {
                decoded.append(escaped)
                index += 3
            } else {
                if byte == UInt8(ascii: "%") && invalidEscapeAt == nil { invalidEscapeAt = index }
                decoded.append(byte)
                index += 1
            }
        }
        let valid = String(validating: decoded, as: UTF8.self)
        var text = valid ?? String(decoding: decoded, as: UTF8.self)
        var mapped: String?
        if let valid, decoded.contains(where: { $0 >= 0x80 }), !decoded.contains(where: isForbiddenOnceDecoded) {
            // IDNA (UTS 46) mapping and punycode, as Foundation's URL does it on every platform.
            mapped = URL(string: "http://" + valid + "/")?.host(percentEncoded: false)
                .flatMap { $0.isEmpty || !$0.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") && !isForbidden($0) }) ? nil : $0 }
            text = mapped ?? valid
        }
        text = String(decoding: text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 },
                      as: UTF8.self)
        if !text.utf8.contains(UInt8(ascii: ".")) && text != "localhost" {
            return .pathComponent(range)
        }
        if let invalidEscapeAt {
            throw URLParseError(message: "'%' in the host does not start an escape of two hex digits",
                                url: url(), offset: invalidEscapeAt)
        }
        if valid == nil {
            throw URLParseError(message: "the host does not decode to UTF-8 text", url: url(), offset: range.lowerBound)
        }
        if let bad = decoded.first(where: isForbiddenOnceDecoded) {
            throw URLParseError(message: "the host decodes to text holding \(describe(bad)), which no host name holds",
                                url: url(), offset: range.lowerBound)
        }
        if decoded.contains(where: { $0 >= 0x80 }) && mapped == nil {
            throw URLParseError(message: "the host \(valid!.debugDescription) has no ASCII form (IDNA)",
                                url: url(), offset: range.lowerBound)
        }
        if text.hasPrefix(".") || text.contains("..") {
            throw emptyLabel(url: url(), offset: range.lowerBound)
        }
        if text.hasSuffix(".") { text.removeLast() }
        switch IPv4Host.read(Array(text.utf8)) {
        case .domain: return .normalized(text)
        case .invalid(let reason): throw URLParseError(message: reason, url: url(), offset: range.lowerBound)
        case .address(let address): return .normalized(IPv4Host.dotted(address))
        }
    }

    /// A decoded byte no host holds: the forbidden ones, and `%` (an escape decodes once).
    private static func isForbiddenOnceDecoded(_ byte: UInt8) -> Bool {
        byte < 0x80 && (isForbidden(byte) || byte == UInt8(ascii: "%"))
    }

    private static func emptyLabel(url: String, offset: Int) -> URLParseError {
        URLParseError(message: "the host has an empty label (a leading dot, or two dots in a row)", url: url, offset: offset)
    }

    static func isLocalhost(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        range.count == 9 && zip(range, "localhost".utf8).allSatisfy { bytes[$0] | 0x20 == $1 }
    }

    /// Whether a host as routing reads it (`ParsedURL.host`) is an IP address: an IPv6 literal,
    /// or a host whose last label is a number (WHATWG reads such a host as IPv4). No wildcard
    /// host namespace takes one: `*.0.0.1` is no domain of `127.0.0.1`.
    static func isIPAddress(_ host: some StringProtocol) -> Bool {
        let utf8 = host.utf8
        if utf8.first == UInt8(ascii: "[") { return true }
        let lastLabel = utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).last ?? utf8[...]
        guard !lastLabel.isEmpty else { return false }
        if lastLabel.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        let bytes = Array(lastLabel)
        return bytes.count > 2 && bytes[0] == UInt8(ascii: "0") && bytes[1] | 0x20 == UInt8(ascii: "x")
            && bytes.dropFirst(2).allSatisfy { HexDigit.value($0) != nil }
    }

    private static func describe(_ byte: UInt8) -> String {
        byte == 0x20 ? "a space" : Unicode.Scalar(byte).escaped(asASCII: true).debugDescription
    }
}
