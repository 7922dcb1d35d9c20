import Hummingbird

/// `429 Too Many Requests` with `Retry-After` (whole seconds, rounded up) for a bearer token
/// over its rate (`--api-rate-limit N/s`). Requests without a bearer token pass: the routes
/// behind it answer those 401, and an unauthenticated flood is the connection limits' business.
/// Put it in front of the routes that take an API token.
struct RateLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    let limiter: TokenBucketRateLimiter

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let token = Self.bearerToken(request.headers[.authorization]) else {
            return try await next(request, context)
        }
        if let wait = limiter.acquire(token) {
            let seconds = max(1, Int((Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18).rounded(.up)))
            var response = JSONBody.response(
                ["error": "too many requests for this API token: at most \(RateLimit.describe(limiter.rate)) a second; retry in \(seconds) s"],
                status: .tooManyRequests)
            response.headers[.retryAfter] = String(seconds)
            return response
        }
        return try await next(request, context)
    }

    /// The token of `Authorization: Bearer TOKEN` (the scheme in any case); nil for any other.
    static func bearerToken(_ authorization: String?) -> String? {
        guard let authorization else { return nil }
        let parts = authorization.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingSpaces
        return token.isEmpty ? nil : String(token)
    }
}

/// `--api-rate-limit N/s`: requests a second per API token.
enum RateLimit {
    /// The rates accepted: slower than one request in 1000 s or faster than a million a second
    /// is a mistake (and a wait of 1e300 seconds is no `Duration`).
    static let range: ClosedRange<Double> = 0.001...1_000_000

    /// `10/s`, `0.5/s` or a plain number, as requests a second; nil for anything else.
    static func parse(_ text: String) -> Double? {
        var number = Substring(text)
        if number.hasSuffix("/s") { number = number.dropLast(2) }
        guard let rate = Double(number), rate.isFinite, rate > 0 else { return nil }
        return rate
    }

    static func describe(_ rate: Double) -> String {
        rate == rate.rounded() ? String(Int(rate)) : String(rate)
    }
}
