import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An app-link file fetched from its host as the platforms' crawlers fetch it (Apple's CDN for
/// apple-app-site-association, Google's verifier for assetlinks.json), with what they would
/// refuse: a redirect (they do not follow one), a status other than 200, a body over the size
/// they read, a Content-Type other than `application/json`, a body that is not JSON.
struct AppLinkFetch: Sendable {
    /// Which file, for the rules and messages that differ.
    enum File: Sendable {
        case appleAppSiteAssociation, assetLinks

        /// Apple's CDN refuses a file over 128 KB. Google documents no limit for assetlinks.json;
        /// the tool reads no more than 1 MiB of it.
        var sizeLimit: Int {
            switch self {
            case .appleAppSiteAssociation: 128 * 1024
            case .assetLinks: 1024 * 1024
            }
        }

        var crawler: String {
            switch self {
            case .appleAppSiteAssociation: "Apple's CDN"
            case .assetLinks: "Android's verifier"
            }
        }
    }

    /// The URL as given.
    var url: String
    /// The response's status; 0 when there was none.
    var status: Int
    /// What the crawler would refuse, as sentences; empty for a file it takes.
    var problems: [String]
    /// The body, when it is there to judge: status 200, within the size limit, and JSON.
    var body: String?

    /// Whether `argument` names a file on the web rather than on disk.
    static func isURL(_ argument: String) -> Bool {
        let lowered = argument.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    /// Fetches `url`, which must be `https://`; `http://` only on a loopback address
    /// (`127.0.0.1`, `[::1]`, `localhost`), for testing: the platforms fetch over https only.
    static func fetch(_ url: String, file: File, timeout: TimeInterval = 20) throws(ToolFailure) -> AppLinkFetch {
        guard let address = URL(string: url), let scheme = address.scheme?.lowercased(), let host = address.host else {
            throw ToolFailure(message: "'\(url)' is not a URL to fetch", status: .usageOrTable)
        }
        let isLoopback = ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host.lowercased())
        guard scheme == "https" || (scheme == "http" && isLoopback) else {
            throw ToolFailure(message: "'\(url)': \(file.crawler) fetches over https only; give an https:// URL (http:// is taken on a loopback address only, for testing)",
                              status: .usageOrTable)
        }
        let received = Receiver(limit: file.sizeLimit).fetch(address, timeout: timeout)
        return AppLinkFetch(url: url, file: file, received)
    }

    private init(url: String, file: File, _ received: Receiver.Outcome) {
        self.url = url
        status = received.response?.statusCode ?? 0
        problems = []
        guard let response = received.response else {
            problems.append("cannot fetch it: \(received.error ?? "no response")")
            return
        }
        if (300..<400).contains(status) {
            let location = response.value(forHTTPHeaderField: "Location").map { " to \($0)" } ?? ""
            problems.append("it redirects\(location) (status \(status)); \(file.crawler) does not follow redirects: serve the file itself at this URL")
            return
        }
        guard status == 200 else {
            problems.append("status \(status); \(file.crawler) takes the file only with status 200")
            return
        }
        if received.isTooLarge {
            problems.append("the body is larger than \(file.sizeLimit / 1024) KB, more than \(file.crawler) reads")
            return
        }
        if let problem = Self.contentTypeProblem(response.value(forHTTPHeaderField: "Content-Type"), file: file) {
            problems.append(problem)
        }
        guard (try? JSONSerialization.jsonObject(with: received.body)) != nil, let text = String(data: received.body, encoding: .utf8) else {
            problems.append("the body is not JSON (\(received.body.count) bytes)")
            return
        }
        body = text
    }

    /// `application/json` (any parameters, any case) is right; anything else is a problem.
    static func contentTypeProblem(_ header: String?, file: File) -> String? {
        guard let header, !header.isEmpty else {
            return "no Content-Type; serve it as application/json"
        }
        let type = header.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if type == "application/json" { return nil }
        if type == "application/pkcs7-mime" && file == .appleAppSiteAssociation {
            return "Content-Type application/pkcs7-mime is that of a signed file, which only iOS 8 read; serve the file unsigned, as application/json"
        }
        return "Content-Type \(type); \(file.crawler) expects application/json"
    }

    /// One request with URLSession, redirects not followed, the body read up to the limit.
    private final class Receiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        struct Outcome {
            var response: HTTPURLResponse?
            var body = Data()
            var isTooLarge = false
            var error: String?
        }

        private let limit: Int
        private let lock = NSLock()
        private var outcome = Outcome()
        private let done = DispatchSemaphore(value: 0)

        init(limit: Int) {
            self.limit = limit
        }

        func fetch(_ url: URL, timeout: TimeInterval) -> Outcome {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = timeout
            configuration.timeoutIntervalForResource = timeout
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
            var request = URLRequest(url: url)
            request.setValue("urlroutes-check", forHTTPHeaderField: "User-Agent")
            // The size limit is on the file as served: ask for it uncompressed. (Foundation on
            // Linux decodes a body a server compresses anyway, before this delegate sees it.)
            request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
            session.dataTask(with: request).resume()
            if done.wait(timeout: .now() + timeout + 5) == .timedOut {
                lock.withLock { outcome.error = "no answer in \(Int(timeout)) seconds" }
            }
            session.invalidateAndCancel()
            return lock.withLock { outcome }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
            // The crawlers do not follow it: the redirect is the answer.
            lock.withLock { outcome.response = response }
            completionHandler(nil)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
            lock.withLock { outcome.response = response as? HTTPURLResponse }
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            // Counted on the decoded bytes; no more than one byte past the limit is kept.
            let tooLarge = lock.withLock {
                let room = limit + 1 - outcome.body.count
                if room > 0 { outcome.body.append(data.prefix(room)) }
                outcome.isTooLarge = outcome.body.count > limit
                return outcome.isTooLarge
            }
            if tooLarge { dataTask.cancel() }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            lock.withLock {
                if let error, !outcome.isTooLarge, outcome.response == nil {
                    outcome.error = error.localizedDescription
                }
            }
            done.signal()
        }
    }
}
