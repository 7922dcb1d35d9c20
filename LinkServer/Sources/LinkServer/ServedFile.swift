import Hummingbird

/// A file built once per table (at start and at each reload) and served as is: its bytes, its
/// content type and an entity tag derived from the bytes, so a client that holds this exact
/// content gets 304 and a reload that changes nothing keeps every cache valid.
struct ServedFile: Sendable {
    let body: ByteBuffer
    let contentType: String
    /// A strong entity tag, quoted: `"5c1f0e2a9b7d4e61"`.
    let eTag: String

    init(_ text: String, contentType: String) {
        body = ByteBuffer(string: text)
        self.contentType = contentType
        eTag = "\"" + Self.hexDigest(of: text.utf8) + "\""
    }

    /// 200 with the file, or 304 when `If-None-Match` names its entity tag (or is `*`).
    func response(to request: Request) -> Response {
        var headers: HTTPFields = [.eTag: eTag, .contentType: contentType]
        // Several If-None-Match fields are one list (RFC 9110 §5.3).
        let ifNoneMatch = request.headers[values: .ifNoneMatch]
        if !ifNoneMatch.isEmpty, Self.matches(ifNoneMatch.joined(separator: ","), eTag: eTag) {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// RFC 9110 §13.1.2: `*`, or a list of entity tags compared weakly (`W/"x"` matches `"x"`).
    static func matches(_ ifNoneMatch: String, eTag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingSpaces
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            return tag == eTag[...]
        }
    }

    /// Two FNV-1a 64-bit hashes with different offsets, as 32 hex digits: not a cryptographic
    /// digest, but a change to the file changes it for all practical purposes, and it needs no
    /// dependency.
    static func hexDigest(of bytes: some Sequence<UInt8>) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        let prime: UInt64 = 0x0000_0100_0000_01b3
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* prime
            second = (second ^ UInt64(byte ^ 0x5a)) &* prime
        }
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(first) + hex(second)
    }
}

extension Substring {
    /// Without the spaces and tabs HTTP allows around list elements.
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
