#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A read-only hash table from byte strings to values, looked up with a buffer of bytes.
///
/// The dispatch index looks up a URL's first path component on every routing call; a
/// `[String: Value]` would need a `String` made from the bytes and a SipHash of it, and would
/// retain and release its way through both. Keys are stored back to back in one buffer and
/// hashed with FNV-1a; collisions probe linearly.
///
/// A `Builder` adds the keys, and the table keeps the builder's buffers as they are: lookups
/// read them through a `View` of plain pointers. Routing threads share one table that way
/// without counting references on it (each thread used to keep a copy of its own), and
/// building one never holds a table's keys twice.
final class BytesKeyedTable<Value: BitwiseCopyable & Sendable>: @unchecked Sendable {
    /// Where a key's bytes stand in the key buffer, and its value: 32-bit offsets, a third
    /// smaller than `Int`s for a table of thousands of literal paths.
    fileprivate struct Entry {
        private let storedStart: UInt32
        private let storedCount: UInt32
        let value: Value

        init(start: Int, count: Int, value: Value) {
            storedStart = UInt32(truncatingIfNeeded: start)
            storedCount = UInt32(truncatingIfNeeded: count)
            self.value = value
        }

        var start: Int { Int(storedStart) }
        var count: Int { Int(storedCount) }
    }

    /// The table's buffers, for lookups that count no reference on the table: valid while the
    /// table lives, which the caller ensures.
    let view: View

    /// The table of what `builder` holds, in its buffers.
    init(_ builder: consuming Builder) {
        view = builder.finish()
    }

    /// A table of `pairs`; of two equal keys the first one's value stands.
    convenience init<S: Sequence>(_ pairs: S) where S.Element == (String, Value) {
        var builder = Builder()
        for (key, value) in pairs {
            var key = key
            key.withUTF8 { _ = builder.value(for: $0) { value } }
        }
        self.init(builder)
    }

    deinit {
        free(UnsafeMutableRawPointer(mutating: view.keyBytes.baseAddress))
        free(UnsafeMutableRawPointer(mutating: view.entries.baseAddress))
        free(UnsafeMutableRawPointer(mutating: view.slots.baseAddress))
    }

    var isEmpty: Bool { view.isEmpty }
    var count: Int { view.entries.count }

    subscript(key: UnsafeBufferPointer<UInt8>) -> Value? {
        view[key]
    }

    /// Lookups in a table's buffers.
    struct View {
        fileprivate let keyBytes: UnsafeBufferPointer<UInt8>
        fileprivate let entries: UnsafeBufferPointer<Entry>
        /// Entry index + 1 per slot; 0 is empty. The count is a power of two, at least twice
        /// the keys.
        fileprivate let slots: UnsafeBufferPointer<Int32>

        /// A view of no table, which finds nothing.
        static var empty: View {
            View(keyBytes: UnsafeBufferPointer(start: nil, count: 0), entries: UnsafeBufferPointer(start: nil, count: 0),
                 slots: UnsafeBufferPointer(start: nil, count: 0))
        }

        var isEmpty: Bool { entries.isEmpty }

        subscript(key: UnsafeBufferPointer<UInt8>) -> Value? {
            self[key, hash: BytesKeyedTable.hash(key)]
        }

        /// The value for `key`, whose `hash(_:)` the caller has (`hashes(of:prefixEndingAt:)`).
        subscript(key: UnsafeBufferPointer<UInt8>, hash hash: UInt64) -> Value? {
            guard !entries.isEmpty else { return nil }
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let stored = Int(slots[slot])
                if stored == 0 { return nil }
                let entry = entries[stored - 1]
                if entry.count == key.count
                    && (key.count == 0 || memcmp(keyBytes.baseAddress! + entry.start, key.baseAddress!, key.count) == 0) {
                    return entry.value
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Adds keys one by one, hashing each key's bytes where they are, without making a String
    /// of them.
    ///
    /// Its buffers come from malloc and grow and shrink with realloc, which glibc does in place
    /// for a block at the top of the heap or a mapped one. Given bounds on the keys and their
    /// bytes, it allocates them once: what it never writes is never resident, and `finish()`
    /// gives the rest back. Grown by doubling instead, a table of 10,000 keys freed copies of
    /// its buffers half its size, and the process kept them.
    struct Builder: ~Copyable {
        private var keyBytes: UnsafeMutablePointer<UInt8>
        private var keyByteCount = 0
        private var keyByteCapacity: Int
        private var entries: UnsafeMutablePointer<Entry>
        private var entryCount = 0
        private var entryCapacity: Int
        private var slots: UnsafeMutableBufferPointer<Int32>

        /// A builder for at most about `keys` keys of `keyBytes` bytes in all; more still fit.
        init(keys: Int = 4, keyBytes: Int = 64) {
            // malloc aligns to 16 bytes: enough for any entry of a bitwise-copyable value but
            // an over-aligned SIMD one.
            precondition(MemoryLayout<Entry>.alignment <= 16, "BytesKeyedTable values must not need more than 16-byte alignment")
            keyByteCapacity = max(1, keyBytes)
            self.keyBytes = Self.reallocate(nil, count: keyByteCapacity)
            entryCapacity = max(1, keys)
            entries = Self.reallocate(nil, count: entryCapacity)
            slots = Self.zeroedSlots(16)
        }

        deinit {
            free(keyBytes)
            free(entries)
            free(slots.baseAddress)
        }

        /// The value stored for `key`, or `make()` stored for it now.
        mutating func value(for key: UnsafeBufferPointer<UInt8>, orInsert make: () -> Value) -> Value {
            let hash = BytesKeyedTable.hash(key)
            if let found = view[key, hash: hash] { return found }
            if keyByteCount + key.count > keyByteCapacity {
                keyByteCapacity = max(keyByteCount + key.count, keyByteCapacity * 2)
                keyBytes = Self.reallocate(keyBytes, count: keyByteCapacity)
            }
            if entryCount == entryCapacity {
                entryCapacity *= 2
                entries = Self.reallocate(entries, count: entryCapacity)
            }
            if (entryCount + 1) * 2 > slots.count { growSlots() }
            if let base = key.baseAddress { (keyBytes + keyByteCount).initialize(from: base, count: key.count) }
            let value = make()
            (entries + entryCount).initialize(to: Entry(start: keyByteCount, count: key.count, value: value))
            keyByteCount += key.count
            entryCount += 1
            insertSlot(for: entryCount - 1, hash: hash)
            return value
        }

        /// The buffers as they stand, for lookups while building.
        private var view: View {
            View(keyBytes: UnsafeBufferPointer(start: keyBytes, count: keyByteCount),
                 entries: UnsafeBufferPointer(start: entries, count: entryCount), slots: UnsafeBufferPointer(slots))
        }

        /// The buffers, cut to what they hold; the table frees them.
        consuming func finish() -> View {
            keyBytes = Self.reallocate(keyBytes, count: max(1, keyByteCount))
            entries = Self.reallocate(entries, count: max(1, entryCount))
            let finished = view
            discard self
            return finished
        }

        /// Twice the slots, every entry placed again.
        private mutating func growSlots() {
            free(slots.baseAddress)
            slots = Self.zeroedSlots(slots.count * 2)
            for entry in 0..<entryCount {
                let hash = BytesKeyedTable.hash(UnsafeBufferPointer(start: keyBytes + entries[entry].start, count: entries[entry].count))
                insertSlot(for: entry, hash: hash)
            }
        }

        private func insertSlot(for entry: Int, hash: UInt64) {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry + 1)
        }

        private static func zeroedSlots(_ count: Int) -> UnsafeMutableBufferPointer<Int32> {
            guard let raw = calloc(count, MemoryLayout<Int32>.stride) else { fatalError("out of memory") }
            return UnsafeMutableBufferPointer(start: raw.bindMemory(to: Int32.self, capacity: count), count: count)
        }

        /// `pointer`'s block resized to `count` elements (a new block for nil). The elements are
        /// bitwise copyable, so realloc may move them.
        private static func reallocate<Element>(_ pointer: UnsafeMutablePointer<Element>?, count: Int) -> UnsafeMutablePointer<Element> {
            guard let raw = realloc(pointer, count * MemoryLayout<Element>.stride) else { fatalError("out of memory") }
            return raw.bindMemory(to: Element.self, capacity: count)
        }
    }

    private static var start: UInt64 { 0xcbf2_9ce4_8422_2325 }

    private static func step(_ state: UInt64, _ byte: UInt8) -> UInt64 {
        (state ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    private static func finish(_ state: UInt64) -> UInt64 { state ^ (state >> 29) }

    /// FNV-1a, finished with a shift so that the low bits (the slot) depend on every byte.
    fileprivate static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var state = start
        for byte in bytes { state = step(state, byte) }
        return finish(state)
    }

    /// The key hashes of `bytes` and of its part before the first `separator` (all of it when
    /// there is none), and where that part ends: one pass for a path and its first component.
    static func hashes(of bytes: UnsafeBufferPointer<UInt8>,
                       prefixEndingAt separator: UInt8) -> (whole: UInt64, prefix: UInt64, prefixEnd: Int) {
        var state = start
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == separator { break }
            state = step(state, byte)
            index += 1
        }
        let prefix = finish(state)
        let prefixEnd = index
        while index < bytes.count {
            state = step(state, bytes[index])
            index += 1
        }
        return (finish(state), prefix, prefixEnd)
    }
}
