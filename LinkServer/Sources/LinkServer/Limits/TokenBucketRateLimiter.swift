import Synchronization

/// A token bucket per key (an API token): each key may make `rate` requests a second on
/// average, and up to `burst` at once after a pause. `acquire` takes one token or says how long
/// until one is there. Keys unused for a while are forgotten, so that a flood of made-up tokens
/// does not grow the table without end.
final class TokenBucketRateLimiter: Sendable {
    /// Requests a second, on average.
    let rate: Double
    /// Requests at once, after a pause.
    let burst: Double
    /// The most keys kept; past it, full buckets (keys at rest) are forgotten first.
    let maximumKeys: Int
    private let buckets = Mutex<[String: Bucket]>([:])
    private let now: @Sendable () -> ContinuousClock.Instant

    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    /// `rate` requests a second with bursts of `burst` (at least 1; by default one second's worth).
    init(rate: Double, burst: Double? = nil, maximumKeys: Int = 10_000,
         now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        precondition(rate > 0, "a rate limit needs a positive rate")
        self.rate = rate
        self.burst = max(1, burst ?? rate)
        self.maximumKeys = maximumKeys
        self.now = now
    }

    /// Takes a token for `key`: nil when the request may go on, else how long until the next
    /// token (for `Retry-After`).
    func acquire(_ key: String) -> Duration? {
        let now = now()
        return buckets.withLock { buckets in
            var bucket = buckets[key] ?? Bucket(tokens: burst, updated: now)
            let elapsed = now - bucket.updated
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            bucket.tokens = min(burst, bucket.tokens + seconds * rate)
            bucket.updated = now
            let wait: Duration?
            if bucket.tokens >= 1 {
                bucket.tokens -= 1
                wait = nil
            } else {
                wait = .seconds((1 - bucket.tokens) / rate)
            }
            if buckets[key] == nil, buckets.count >= maximumKeys { Self.forgetRested(&buckets, now: now, rate: rate, burst: burst) }
            buckets[key] = bucket
            return wait
        }
    }

    /// Drops the buckets that have refilled (their keys are at rest: forgetting them changes
    /// nothing); if none has, the least recently used half.
    private static func forgetRested(_ buckets: inout [String: Bucket], now: ContinuousClock.Instant, rate: Double, burst: Double) {
        let before = buckets.count
        buckets = buckets.filter { _, bucket in
            let elapsed = now - bucket.updated
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            return bucket.tokens + seconds * rate < burst
        }
        if buckets.count == before {
            let keep = buckets.sorted { $0.value.updated > $1.value.updated }.prefix(before / 2)
            buckets = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
        }
    }
}
