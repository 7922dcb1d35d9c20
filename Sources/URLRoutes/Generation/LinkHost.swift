/// The host a generated URL is written with (`url(forRouteNamed:...host:)`): checked as routing
/// will read it, and written in the form routing reads (lowercased, punycode for non-ASCII
/// text), with its port when one is given (`localhost:8080`).
enum LinkHost {
    /// `host` as the link writes it, or why it cannot stand in a link (a reason for
    /// `RouteGenerationError`).
    static func normalize(_ host: String) -> Result<String, LinkHostError> {
        if host.isEmpty { return .failure(LinkHostError("the host is empty")) }
        if let bad = host.unicodeScalars.first(where: { "/?#@\\".unicodeScalars.contains($0) }) {
            return .failure(LinkHostError("\(host.debugDescription) holds \(String(bad).debugDescription): give the host alone, with an optional port (shop.example.com, localhost:8080)"))
        }
        let text = "http://" + host + "/"
        var url = text
        return url.withUTF8 { bytes -> Result<String, LinkHostError> in
            let parts: URLParts
            let reading: URLHost.Reading
            do throws(URLParseError) {
                parts = try URLParts(bytes, url: text)
                reading = try URLHost.read(bytes, parts.host, treatHostAsPathComponent: false) { text }
            } catch {
                return .failure(LinkHostError("\(host.debugDescription) is not a host: \(error.message)"))
            }
            guard let range = parts.host else { return .failure(LinkHostError("\(host.debugDescription) is not a host")) }
            // What follows the host in the authority: nothing, or ":" and a port.
            let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[range.upperBound..<bytes.count - 1]), as: UTF8.self)
            if !rest.isEmpty && !(rest.hasPrefix(":") && rest.utf8.count > 1 && rest.utf8.dropFirst().allSatisfy { $0 >= 48 && $0 <= 57 }) {
                return .failure(LinkHostError("\(host.debugDescription) has \(rest.debugDescription) after the host, which is not a port"))
            }
            let written: String
            switch reading {
            case .named(let named): written = ParsedURL.lowercasedHost(in: text, named)
            case .normalized(let normalized): written = normalized
            case .absent, .pathComponent:
                return .failure(LinkHostError("\(host.debugDescription) has no dot, so routing would read it as the link's first path component, not as its host; give a host such as shop.example.com or localhost"))
            }
            return .success(written + rest)
        }
    }
}

/// Why a `host:` cannot be written in a link.
struct LinkHostError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
