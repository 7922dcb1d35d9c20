import Synchronization

/// `LazyReference` stored inside its owner rather than in an object of its own.
///
/// Routing builds a parameters object per routed URL whose query items are decoded on first
/// read; a `LazyReference` there was one more allocation (and free) per lookup. Same rules:
/// the first value stored wins, so `make` must be free of side effects.
/// (Unchecked: the atomic holds a retained pointer to a `Sendable` value, set once.)
struct InlineLazyReference<Value: AnyObject & Sendable>: ~Copyable, @unchecked Sendable {
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
