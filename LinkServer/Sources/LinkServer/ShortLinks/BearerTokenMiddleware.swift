import Hummingbird

/// Lets through only requests with `Authorization: Bearer TOKEN` (the scheme in any case, as
/// RFC 9110 has it), the token compared in constant time: how long the comparison takes says
/// nothing of how much of a guess was right.
struct BearerTokenMiddleware: RouterMiddleware {
    typealias Context = LinkRequestContext

    let token: String

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let given = RateLimitMiddleware<Context>.bearerToken(request.headers[.authorization]),
              Self.constantTimeEqual(Array(given.utf8), Array(token.utf8)) else {
            throw RequestError(.unauthorized, "give the API token: Authorization: Bearer TOKEN (the token in --api-token-file)")
        }
        return try await next(request, context)
    }

    /// Whether the bytes are equal, looking at every byte of `expected` whatever `given` holds.
    static func constantTimeEqual(_ given: [UInt8], _ expected: [UInt8]) -> Bool {
        var difference = UInt8(given.count == expected.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
