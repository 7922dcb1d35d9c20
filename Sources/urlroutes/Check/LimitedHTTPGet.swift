import CCurl
import Foundation

/// One HTTP GET through libcurl that keeps at most `limit + 1` bytes of the body, so memory stays
/// bounded by the limit whatever the server sends: the body is taken as sent (no Content-Encoding
/// is decoded; the request asks for none with `Accept-Encoding: identity`), the transfer stops
/// once the limit is passed, and redirects are not followed.
enum LimitedHTTPGet {
    struct Outcome {
        /// The response's status; 0 when none came.
        var status = 0
        /// The headers the check reads (`location`, `content-type`, `content-encoding`), by
        /// lowercased name; a repeated header's values joined with ", ".
        var headers: [String: String] = [:]
        /// The body as sent, at most the limit plus one byte.
        var body = Data()
        var isTooLarge = false
        /// Why the transfer failed, when it did (stopping at the limit is not a failure).
        var error: String?
    }

    /// The headers kept; the others are not stored, so a flood of headers takes no memory.
    private static let keptHeaders: Set<String> = ["location", "content-type", "content-encoding"]
    /// A kept header's values are cut at this many bytes.
    private static let headerValueLimit = 8192

    private static let isInitialized = ccurl_global_init_default() == CURLE_OK

    static func get(_ url: String, userAgent: String, limit: Int, timeout: TimeInterval) -> Outcome {
        // Made before the handle, so that they outlive it: the handle points at them.
        let transfer = Transfer(limit: limit)
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        defer { errorBuffer.deallocate() }
        let requestHeaders = curl_slist_append(nil, "Accept-Encoding: identity")
        defer { curl_slist_free_all(requestHeaders) }
        guard isInitialized, let handle = curl_easy_init() else {
            return Outcome(error: "libcurl could not be initialized")
        }
        defer { curl_easy_cleanup(handle) }
        let milliseconds = max(1, Int(timeout * 1000))

        var code = ccurl_setopt_string(handle, CURLOPT_URL, url)
        for (option, value) in [
            (CURLOPT_NOSIGNAL, 1), (CURLOPT_FOLLOWLOCATION, 0), (CURLOPT_SSL_VERIFYPEER, 1), (CURLOPT_SSL_VERIFYHOST, 2),
            // The size limit is on the file as served, so the body is never decoded.
            (CURLOPT_HTTP_CONTENT_DECODING, 0),
            (CURLOPT_TIMEOUT_MS, milliseconds), (CURLOPT_CONNECTTIMEOUT_MS, milliseconds),
        ] where code == CURLE_OK {
            code = ccurl_setopt_long(handle, option, value)
        }
        if code == CURLE_OK { code = ccurl_setopt_string(handle, CURLOPT_USERAGENT, userAgent) }
        if code == CURLE_OK { code = ccurl_setopt_list(handle, CURLOPT_HTTPHEADER, requestHeaders) }
        if code == CURLE_OK { code = ccurl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer) }
        if code == CURLE_OK { code = ccurl_setopt_write_function(handle, CURLOPT_WRITEFUNCTION) { LimitedHTTPGet.receiveBody($0, $1, $2, $3) } }
        if code == CURLE_OK { code = ccurl_setopt_pointer(handle, CURLOPT_WRITEDATA, context) }
        if code == CURLE_OK { code = ccurl_setopt_write_function(handle, CURLOPT_HEADERFUNCTION) { LimitedHTTPGet.receiveHeader($0, $1, $2, $3) } }
        if code == CURLE_OK { code = ccurl_setopt_pointer(handle, CURLOPT_HEADERDATA, context) }
        guard code == CURLE_OK else {
            return Outcome(error: "libcurl refused an option: \(String(cString: curl_easy_strerror(code)))")
        }
        let result = curl_easy_perform(handle)

        var outcome = withExtendedLifetime(transfer) { transfer.outcome }
        var status = 0
        if ccurl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status) == CURLE_OK {
            outcome.status = status
        }
        if result != CURLE_OK && !outcome.isTooLarge {
            let detail = String(cString: errorBuffer)
            outcome.error = detail.isEmpty ? String(cString: curl_easy_strerror(result)) : detail
        }
        return outcome
    }

    /// What the callbacks fill in, reached through their context pointer.
    private final class Transfer {
        let limit: Int
        var outcome = Outcome()

        init(limit: Int) {
            self.limit = limit
        }
    }

    /// Keeps the body up to one byte past the limit; returning less than it was given stops the
    /// transfer there.
    private static func receiveBody(_ bytes: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
        guard let bytes, let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        let room = max(0, transfer.limit + 1 - transfer.outcome.body.count)
        transfer.outcome.body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: min(room, length))
        transfer.outcome.isTooLarge = transfer.outcome.body.count > transfer.limit
        return transfer.outcome.isTooLarge ? 0 : length
    }

    /// One header line at a time; a status line starts a new response (after `100 Continue`).
    private static func receiveHeader(_ bytes: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
        guard let bytes, let context else { return 0 }
        let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            transfer.outcome.headers = [:]
            return length
        }
        guard let colon = line.firstIndex(of: ":") else { return length }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        guard keptHeaders.contains(name) else { return length }
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        let joined = transfer.outcome.headers[name].map { $0 + ", " + value } ?? value
        transfer.outcome.headers[name] = String(decoding: joined.utf8.prefix(headerValueLimit), as: UTF8.self)
        return length
    }
}
