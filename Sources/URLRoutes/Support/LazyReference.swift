/// A reference computed at most once and then read without locking, stored inside its owner.
///
/// The hot path reads compiled regexes and decoded query items that are built on first use; a
/// lock there would make two routing threads contend, and an object of its own would cost one
/// more allocation per routed URL. Two threads may race to build the value; the first to store
/// it wins and the other's copy is dropped, so `make` must be free of side effects.
/// A `FlaggedLazyReference` without flags: one word, one implementation of the race.
struct LazyReference<Value: AnyObject & Sendable>: ~Copyable, Sendable {
    private let slot = FlaggedLazyReference<Value>(flags: 0)

    init() {}

    func value(orMake make: () -> Value) -> Value {
        slot.value { _ in make() }
    }

    /// Drops the value, so that the owner can be used again as new. Only for an owner no other
    /// thread can reach (one uniquely referenced).
    func reset() {
        slot.reset(flags: 0)
    }

    /// The value, if one was stored; nothing is made.
    var currentValue: Value? { slot.currentValue }
}
