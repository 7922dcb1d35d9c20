import Foundation

/// An app-link file fetched from its host as the platforms' crawlers fetch it (Apple's CDN for
/// apple-app-site-association, Google's verifier for assetlinks.json), with what they would
/// refuse: a redirect (they do not follow one), a status other than 200, a body over the size
/// they read, a body sent compressed though it was asked for uncompressed, a Content-Type other
/// than `application/json`, a body that is not JSON.
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
        let received = LimitedHTTPGet.get(address.absoluteString, userAgent: "urlroutes-check", limit: file.sizeLimit, timeout: timeout)
        return AppLinkFetch(url: url, file: file, received)
    }

    private init(url: String, file: File, _ received: LimitedHTTPGet.Outcome) {
        self.url = url
        status = received.status
        problems = []
        if let error = received.error {
            problems.append("cannot fetch it: \(error)")
            return
        }
        if (300..<400).contains(status) {
            let location = received.headers["location"].map { " to \($0)" } ?? ""
            problems.append("it redirects\(location) (status \(status)); \(file.crawler) does not follow redirects: serve the file itself at this URL")
            return
        }
        guard status == 200 else {
            problems.append("status \(status); \(file.crawler) takes the file only with status 200")
            return
        }
        // The body is not decoded, so its size and content are those of the file only when it
        // comes unencoded, as asked.
        if let encoding = received.headers["content-encoding"], encoding.lowercased() != "identity" {
            problems.append("the body is sent with Content-Encoding \(encoding) though it was asked for uncompressed (Accept-Encoding: identity); serve the file uncompressed to a client that does not ask for compression")
            return
        }
        if received.isTooLarge {
            problems.append("the body is larger than \(file.sizeLimit / 1024) KB, more than \(file.crawler) reads")
            return
        }
        if let problem = Self.contentTypeProblem(received.headers["content-type"], file: file) {
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

}
