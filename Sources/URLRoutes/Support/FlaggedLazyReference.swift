import Synchronization

/// A reference computed at most once and then read without locking, whose slot holds its
/// owner's flags until then. (`LazyReference` is this without flags.)
///
/// A compiled pattern keeps a few flags and a lazily made value; a field for the flags beside
/// the reference put every route of a table in a malloc size class 16 bytes larger (10,000
/// routes: 160 KB). The slot holds `flags << 1 | 1` until the value is made, then the retained
/// value's address, which is even (objects are aligned) and stays a plain pointer that
/// LeakSanitizer can follow. The value must keep the flags itself: `flags(of:)` reads them
/// there once it is made.
struct FlaggedLazyReference<Value: AnyObject & Sendable>: ~Copyable, @unchecked Sendable {
    private let storage: Atomic<UInt>

    init(flags: UInt8) {
        storage = Atomic(Self.word(holding: flags))
    }

    /// A slot that holds `value` from the start.
    init(value: Value) {
        storage = Atomic(UInt(bitPattern: Unmanaged.passRetained(value).toOpaque()))
    }

    /// The flags given to `init`, read from the value once it is made.
    func flags(of value: (Value) -> UInt8) -> UInt8 {
        let word = storage.load(ordering: .acquiring)
        if word & 1 == 1 { return UInt8(truncatingIfNeeded: word >> 1) }
        return value(Self.value(at: word))
    }

    /// The flags given to `init`, while the value is not made; nil once it is.
    var flagsWhileUnmade: UInt8? {
        let word = storage.load(ordering: .acquiring)
        return word & 1 == 1 ? UInt8(truncatingIfNeeded: word >> 1) : nil
    }

    /// The value, made now by `make` (given the flags) if it was not made before. Two threads
    /// may race to make it; the first to store it wins and the other's is dropped, so `make`
    /// must be free of side effects.
    func value(orMake make: (UInt8) -> Value) -> Value {
        let word = storage.load(ordering: .acquiring)
        if word & 1 == 0 { return Self.value(at: word) }
        let made = Unmanaged.passRetained(make(UInt8(truncatingIfNeeded: word >> 1)))
        let (exchanged, current) = storage.compareExchange(
            expected: word, desired: UInt(bitPattern: made.toOpaque()), ordering: .acquiringAndReleasing)
        if exchanged { return made.takeUnretainedValue() }
        made.release()
        return Self.value(at: current)
    }

    /// Drops the value and holds `flags` again, so that the owner can be used again as new.
    /// Only for an owner no other thread can reach (one uniquely referenced).
    func reset(flags: UInt8) {
        let empty = Self.word(holding: flags)
        // Most owners never made the value: a plain load spares them a locked exchange.
        guard storage.load(ordering: .relaxed) != empty else { return }
        Self.releaseValue(in: storage.exchange(empty, ordering: .acquiringAndReleasing))
    }

    /// The value, if it was made; nothing is made.
    var currentValue: Value? {
        let word = storage.load(ordering: .acquiring)
        return word & 1 == 0 ? Self.value(at: word) : nil
    }

    /// The slot's word while it holds `flags`: odd, so never a value's address.
    private static func word(holding flags: UInt8) -> UInt {
        UInt(flags) << 1 | 1
    }

    private static func value(at word: UInt) -> Value {
        Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: word)!).takeUnretainedValue()
    }

    /// Releases the value `word` holds, if it holds one rather than flags.
    private static func releaseValue(in word: UInt) {
        if word & 1 == 0 {
            Unmanaged<Value>.fromOpaque(UnsafeRawPointer(bitPattern: word)!).release()
        }
    }

    deinit {
        Self.releaseValue(in: storage.load(ordering: .acquiring))
    }
}
