import HTTPTypes
import Hummingbird

/// Refuses with 400 a request whose `Host` cannot be judged safely, before the host filter
/// compares it with the served hosts:
/// - two or more `Host` fields (RFC 9112 §3.2: a server must answer 400): a proxy and this
///   server could each pick a different one;
/// - a `Host` that is not `host[:port]` in ASCII: `www.acme.example:evil`, a space, non-ASCII
///   text. Host names are compared ASCII-lowercased only; `\u{212A}ite.example` (KELVIN SIGN)
///   lowercases to `kite.example` under Unicode's rules, and must not be served as that host.
struct HostHeaderCheck<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // The codec moves the first `Host` into the authority; any other stays a header field.
        if !request.headers[values: .host].isEmpty {
            throw RequestError(.badRequest, "the request has more than one Host header")
        }
        if let authority = request.head.authority, !Self.isValid(authority: authority) {
            throw RequestError(.badRequest, "the Host header is not a host name with an optional port")
        }
        return try await next(request, context)
    }

    /// `host` or `host:port` where host is a DNS name or IPv4 address in ASCII letters, digits,
    /// `-`, `.` and `_`, or an IPv6 literal in brackets; port is a number from 0 to 65535.
    static func isValid(authority: String) -> Bool {
        var bytes = Substring(authority).utf8[...]
        guard !bytes.isEmpty else { return false }
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let literal = bytes[bytes.index(after: bytes.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }) else {
                return false
            }
            bytes = bytes[bytes.index(after: close)...]
        } else {
            let end = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.endIndex
            let host = bytes[..<end]
            guard !host.isEmpty, host.allSatisfy({ isHostByte($0) }) else { return false }
            bytes = bytes[end...]
        }
        if bytes.isEmpty { return true }
        guard bytes.first == UInt8(ascii: ":") else { return false }
        let port = bytes.dropFirst()
        guard (1...5).contains(port.count), port.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return false }
        return Int(String(decoding: port, as: UTF8.self)).map { $0 <= 65535 } ?? false
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}

extension HTTPField.Name {
    /// `Host`, which HTTP types keep as the request's authority; a second one stays a field.
    static let host = HTTPField.Name("Host")!
}
