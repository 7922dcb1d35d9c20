import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to 127.0.0.1 that sends exactly the bytes a test writes (two Host headers,
/// an absolute-form target, a header dribbled line by line), which an HTTP client library
/// would not. Blocking calls run off the test's task, on threads of their own.
final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    /// Connects; `receiveBufferSize` sets the socket's receive buffer first (the kernel keeps
    /// at least about 2 KB), for a client that reads little or nothing.
    init(port: Int, receiveBufferSize: Int? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        if var size = receiveBufferSize.map(Int32.init) {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECONNREFUSED)
        }
    }

    deinit { close(descriptor) }

    /// Sends `text`; false when the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Sends as much of `text` as the socket takes without waiting; returns the bytes sent.
    @discardableResult
    func sendWithoutWaiting(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
        return max(0, sent)
    }

    /// Everything the server sends until it closes the connection or `timeout` passes.
    func readUntilClosed(timeout: Duration) async -> (text: String, closed: Bool) {
        await blocking { [descriptor] in
            var timeval = timeval(tv_sec: 0, tv_usec: 50_000)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeval, socklen_t(MemoryLayout<timeval>.size))
            let deadline = ContinuousClock.now + timeout
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while ContinuousClock.now < deadline {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count > 0 {
                    received += buffer[..<count]
                } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                    return (String(decoding: received, as: UTF8.self), true)
                }
            }
            return (String(decoding: received, as: UTF8.self), false)
        }
    }

    /// Reads 4 KB every 100 ms until `responses` responses have come whole, the server
    /// closes, or `timeout` passes: a client on a slow link.
    func readSlowly(until responses: Int, timeout: Duration) async -> (text: String, closed: Bool) {
        await blocking { [descriptor] in
            var timeval = timeval(tv_sec: 0, tv_usec: 50_000)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeval, socklen_t(MemoryLayout<timeval>.size))
            let deadline = ContinuousClock.now + timeout
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while ContinuousClock.now < deadline {
                if completeResponses(in: received) >= responses { return (String(decoding: received, as: UTF8.self), false) }
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count > 0 {
                    received += buffer[..<count]
                } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                    return (String(decoding: received, as: UTF8.self), true)
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return (String(decoding: received, as: UTF8.self), false)
        }
    }

    /// The first response's bytes: until the header ends and `Content-Length` bytes follow, the
    /// server closes, or `timeout` passes.
    func readResponse(timeout: Duration = .seconds(5)) async -> String {
        await blocking { [descriptor] in
            var timeval = timeval(tv_sec: 0, tv_usec: 50_000)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeval, socklen_t(MemoryLayout<timeval>.size))
            let deadline = ContinuousClock.now + timeout
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while ContinuousClock.now < deadline {
                let text = String(decoding: received, as: UTF8.self)
                if let end = text.range(of: "\r\n\r\n") {
                    let head = text[..<end.lowerBound].lowercased()
                    let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                        .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                    if text[end.upperBound...].utf8.count >= length { return text }
                }
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count > 0 {
                    received += buffer[..<count]
                } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                    break
                }
            }
            return String(decoding: received, as: UTF8.self)
        }
    }
}

/// How many whole responses (header and `Content-Length` bytes of body) `bytes` holds.
func completeResponses(in bytes: [UInt8]) -> Int {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    var count = 0, start = 0
    while start < bytes.count {
        guard let end = (start...max(start, bytes.count - 4)).first(where: { bytes[$0..<min($0 + 4, bytes.count)].elementsEqual(separator) }) else { break }
        let head = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        let length = head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        let next = end + 4 + length
        guard next <= bytes.count else { break }
        count += 1
        start = next
    }
    return count
}

/// Runs blocking work on a thread of its own, so that it holds no thread of the test's pool
/// (nor of Dispatch's global queue, which runs only as many blocked items at once as there are
/// cores).
func blocking<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: work()) }
    }
}

extension String {
    /// The status code of an HTTP/1.1 response's first line; nil when there is none.
    var statusCode: Int? {
        guard hasPrefix("HTTP/1.1 ") else { return nil }
        return Int(dropFirst(9).prefix(3))
    }
}
