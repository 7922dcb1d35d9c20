import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
@testable import LinkServer

@Suite struct RateLimitTests {
    /// A clock the test moves by hand.
    final class ManualClock: Sendable {
        private let instant = Mutex(ContinuousClock.now)
        var now: ContinuousClock.Instant { instant.withLock { $0 } }
        func advance(by duration: Duration) { instant.withLock { $0 += duration } }
    }

    @Test func aTokenMayBurstThenWaitsForTheRate() {
        let clock = ManualClock()
        let limiter = TokenBucketRateLimiter(rate: 2, burst: 3, now: { clock.now })
        #expect(limiter.acquire("a") == nil)
        #expect(limiter.acquire("a") == nil)
        #expect(limiter.acquire("a") == nil)
        let wait = limiter.acquire("a")
        #expect(wait == .milliseconds(500))
        // Another token has a bucket of its own.
        #expect(limiter.acquire("b") == nil)
        clock.advance(by: .milliseconds(500))
        #expect(limiter.acquire("a") == nil)
        #expect(limiter.acquire("a") != nil)
        // A long pause refills to the burst, not beyond.
        clock.advance(by: .seconds(60))
        for _ in 0..<3 { #expect(limiter.acquire("a") == nil) }
        #expect(limiter.acquire("a") != nil)
    }

    @Test func restedKeysAreForgottenWhenTheTableIsFull() {
        let clock = ManualClock()
        let limiter = TokenBucketRateLimiter(rate: 1, burst: 1, maximumKeys: 2, now: { clock.now })
        _ = limiter.acquire("a")
        _ = limiter.acquire("b")
        clock.advance(by: .seconds(5))
        _ = limiter.acquire("c")
        // "a" was forgotten at rest: it starts with a full bucket, as it would have anyway.
        #expect(limiter.acquire("a") == nil)
    }

    @Test func theBearerTokenIsTheKey() {
        #expect(RateLimitMiddleware<BasicRequestContext>.bearerToken("Bearer abc") == "abc")
        #expect(RateLimitMiddleware<BasicRequestContext>.bearerToken("bearer  abc ") == "abc")
        #expect(RateLimitMiddleware<BasicRequestContext>.bearerToken("Basic abc") == nil)
        #expect(RateLimitMiddleware<BasicRequestContext>.bearerToken("Bearer") == nil)
        #expect(RateLimitMiddleware<BasicRequestContext>.bearerToken(nil) == nil)
    }

    @Test func theRateOptionReadsRequestsASecond() {
        #expect(RateLimit.parse("10/s") == 10)
        #expect(RateLimit.parse("0.5/s") == 0.5)
        #expect(RateLimit.parse("3") == 3)
        #expect(RateLimit.parse("0/s") == nil)
        #expect(RateLimit.parse("fast") == nil)
    }

    @Test func overTheRateIs429WithRetryAfter() async throws {
        // A route of the test's own, behind the middleware as the API's routes will be.
        let router = Router()
        router.add(middleware: RateLimitMiddleware(limiter: TokenBucketRateLimiter(rate: 0.5, burst: 2)))
        router.get("/api/test") { _, _ in "ok" }
        let app = Application(router: router)
        try await app.test(.router) { client in
            let token: HTTPFields = [.authorization: "Bearer t1"]
            #expect(try await client.execute(uri: "/api/test", method: .get, headers: token).status == .ok)
            #expect(try await client.execute(uri: "/api/test", method: .get, headers: token).status == .ok)
            let limited = try await client.execute(uri: "/api/test", method: .get, headers: token)
            #expect(limited.status == .tooManyRequests)
            #expect(limited.headers[.retryAfter] == "2")
            #expect(String(buffer: limited.body).contains("API token"))
            // Another token, and a request without one (the route answers 401 for it), pass.
            #expect(try await client.execute(uri: "/api/test", method: .get, headers: [.authorization: "Bearer t2"]).status == .ok)
            #expect(try await client.execute(uri: "/api/test", method: .get).status == .ok)
        }
    }
}
