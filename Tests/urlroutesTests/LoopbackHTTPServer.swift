import Foundation
import URLRoutes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the tests of `urlroutes check`'s fetching: each
/// path answers with a canned status, headers and body, once per connection
/// (`Connection: close`). It lives as long as the value.
final class LoopbackHTTPServer: @unchecked Sendable {
    struct Response: Sendable {
        var status: Int
        var headers: [(String, String)]
        var body: [UInt8]

        init(status: Int = 200, headers: [(String, String)] = [("Content-Type", "application/json")], body: String) {
            self.status = status
            self.headers = headers
            self.body = Array(body.utf8)
        }

        init(status: Int = 200, headers: [(String, String)], bytes: [UInt8]) {
            self.status = status
            self.headers = headers
            self.body = bytes
        }
    }

    let port: UInt16
    private let listener: Int32
    private let responses: [String: Response]
    private let thread: Thread
    /// The head of each request received, in order.
    private let heads = Locked<[String]>([])

    var requestHeads: [String] { heads.withLock { $0 } }

    /// Listens on an unused port of 127.0.0.1 and answers `responses[path]` (404 for others).
    init(_ responses: [String: Response]) throws {
        let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
        self.responses = responses
        let routes = responses
        let heads = heads
        thread = Thread {
            while true {
                let connection = accept(listener, nil, nil)
                if connection < 0 { return }
                Self.answer(connection, routes: routes, heads: heads)
            }
        }
        thread.start()
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// `http://127.0.0.1:PORT` + `path`.
    func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    private static func answer(_ connection: Int32, routes: [String: Response], heads: Locked<[String]>) {
        defer { close(connection) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        // The request head: up to the blank line.
        while !request.ends(with: Array("\r\n\r\n".utf8)) && request.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
            request += buffer[0..<count]
        }
        heads.withLock { $0.append(String(decoding: request, as: UTF8.self)) }
        let line = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        let parts = line.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        let response = routes[path] ?? Response(status: 404, headers: [("Content-Type", "text/html")], body: "<h1>Not found</h1>")
        var head = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + response.body
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return }
            sent += count
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 404: "Not Found"
        default: "Status"
        }
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
