import HTTPTypes
import Hummingbird

/// Headers that keep a browser from doing more with a response than showing it:
/// - every response: `X-Content-Type-Options: nosniff` (a JSON answer that echoes a URL is
///   never read as HTML) and `Referrer-Policy: no-referrer` (a landing page's URL carries the
///   link's values, which must not leak to the site the person goes on to);
/// - HTML pages: a Content-Security-Policy that allows no inline script, only script files of
///   the page's own origin (the short-link page's copy button, `ShortLinkPage.copyScriptPath`),
///   no plugin, no framing and no form;
/// - the app-link files: `Cache-Control: public, max-age=3600`, for Apple's CDN, Google's
///   fetcher and any proxy between (see the README's "Caching of the app-link files").
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The pages have no style sheet, image or form of their own, and no inline script: the
    /// policy allows markup, links, and the server's own script files. `'self'` rather than a
    /// hash: a hash allows an external script only with an `integrity` attribute, which not
    /// every browser honours; the server's other responses (JSON, the app-link files) are sent
    /// with `nosniff` and a type that is not JavaScript, so a browser never runs them as script.
    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }

    /// An hour: long enough that Apple's CDN and crawlers fetch a file rarely; short enough that
    /// a corrected file reaches every cache within the hour (the entity tag lets them revalidate
    /// cheaply in between).
    static var appLinkFileCacheControl: String { "public, max-age=3600" }

    static func isAppLinkFile(_ path: String) -> Bool {
        path == "/.well-known/apple-app-site-association" || path == "/.well-known/assetlinks.json"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.referrerPolicy] = "no-referrer"
        if response.headers[.contentType]?.hasPrefix("text/html") == true {
            response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        }
        if Self.isAppLinkFile(request.uri.path), response.status == .ok || response.status == .notModified {
            response.headers[.cacheControl] = Self.appLinkFileCacheControl
        }
        return response
    }
}

extension HTTPField.Name {
    static let xContentTypeOptions = HTTPField.Name("X-Content-Type-Options")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
}
