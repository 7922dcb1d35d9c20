import Synchronization

/// A reference computed at most once and then read without locking, stored inside its owner.
///
/// The hot path reads compiled regexes and decoded query items that are built on first use; a
/// lock there would make two routing threads contend, and an object of its own would cost one
/// more allocation per routed URL. Two threads may race to build the value; the first to store
/// it wins and the other's copy is dropped, so `make` must be free of side effects.
/// (Unchecked: the atomic holds a retained pointer to a `Sendable` value, set once.)
struct LazyReference<Value: AnyObject & Sendable>: ~Copyable, @unchecked Sendable {
    private let storage = Atomic<UnsafeRawPointer?>(nil)

    init() {}

    func value(orMake make: () -> Value) -> Value {
        if let pointer = storage.load(ordering: .acquiring) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let made = Unmanaged.passRetained(make())
        let (exchanged, current) = storage.compareExchange(
            expected: nil, desired: UnsafeRawPointer(made.toOpaque()), ordering: .acquiringAndReleasing)
        if exchanged { return made.takeUnretainedValue() }
        made.release()
        return Unmanaged<Value>.fromOpaque(current!).takeUnretainedValue()
    }

    /// Drops the value, so that the owner can be used again as new. Only for an owner no other
    /// thread can reach (one uniquely referenced).
    func reset() {
        // Most owners never made the value: a plain load spares them a locked exchange.
        guard storage.load(ordering: .relaxed) != nil else { return }
        if let pointer = storage.exchange(nil, ordering: .acquiringAndReleasing) {
            Unmanaged<Value>.fromOpaque(pointer).release()
        }
    }

    /// The value, if one was stored; nothing is made.
    var currentValue: Value? {
        storage.load(ordering: .acquiring).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() }
    }

    deinit {
        if let pointer = storage.load(ordering: .acquiring) {
            Unmanaged<Value>.fromOpaque(pointer).release()
        }
    }
}
