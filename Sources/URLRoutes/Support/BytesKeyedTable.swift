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
/// retain and release its way through both. Keys are stored back to back in one array and
/// hashed with FNV-1a; collisions probe linearly.
struct BytesKeyedTable<Value>: @unchecked Sendable where Value: Sendable {
    /// Where a key's bytes stand in `keyBytes`, and its value: 32-bit offsets, a third smaller
    /// than `Int`s for a table of thousands of literal paths (and its per-thread copies).
    private struct Entry {
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

    private var keyBytes: [UInt8] = []
    private var entries: [Entry] = []
    /// Entry index + 1 per slot; 0 is empty. The count is a power of two, at least twice the keys.
    private var slots: [Int32]

    init<S: Sequence>(_ pairs: S) where S.Element == (String, Value) {
        let pairs = Array(pairs)
        var capacity = 4
        while capacity < pairs.count * 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        for (key, value) in pairs {
            let start = keyBytes.count
            keyBytes.append(contentsOf: key.utf8)
            entries.append(Entry(start: start, count: key.utf8.count, value: value))
            var slot = Int(truncatingIfNeeded: Self.hash(keyBytes[start...])) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(entries.count)
        }
    }

    /// An empty table, for `value(for:orInsert:)`.
    init() {
        slots = Array(repeating: 0, count: 4)
    }

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    /// The value stored for `key`, or `make()` stored for it now. Building a table key by key
    /// this way hashes each key's bytes where they are, without making a String of them.
    mutating func value(for key: UnsafeBufferPointer<UInt8>, orInsert make: () -> Value) -> Value {
        if let found = self[key] { return found }
        if (entries.count + 1) * 2 > slots.count { grow() }
        let start = keyBytes.count
        keyBytes.append(contentsOf: key)
        let value = make()
        entries.append(Entry(start: start, count: key.count, value: value))
        insertSlot(for: entries.count - 1)
        return value
    }

    /// Twice the slots, every entry placed again.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        for entry in entries.indices { insertSlot(for: entry) }
    }

    private mutating func insertSlot(for entry: Int) {
        let mask = slots.count - 1
        let hash = keyBytes.withUnsafeBufferPointer { keys in
            Self.hash(UnsafeBufferPointer(rebasing: keys[entries[entry].start..<entries[entry].start + entries[entry].count]))
        }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry + 1)
    }

    /// A copy whose arrays have storage of their own (a plain copy would share it), for a
    /// thread that should not count references on another thread's arrays.
    func privateCopy() -> BytesKeyedTable {
        var copy = self
        copy.keyBytes = keyBytes.withUnsafeBufferPointer { Array($0) }
        copy.entries = entries.withUnsafeBufferPointer { Array($0) }
        copy.slots = slots.withUnsafeBufferPointer { Array($0) }
        return copy
    }

    subscript(key: UnsafeBufferPointer<UInt8>) -> Value? {
        self[key, hash: Self.hash(key)]
    }

    /// The value for `key`, whose `hash(_:)` the caller has (`Hashing`).
    subscript(key: UnsafeBufferPointer<UInt8>, hash hash: UInt64) -> Value? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            let entry = entries[stored - 1]
            if entry.count == key.count && keyBytes.withUnsafeBufferPointer({ keys in
                key.count == 0 || memcmp(keys.baseAddress! + entry.start, key.baseAddress!, key.count) == 0
            }) {
                return entry.value
            }
            slot = (slot + 1) & mask
        }
    }

    private static var start: UInt64 { 0xcbf2_9ce4_8422_2325 }

    private static func step(_ state: UInt64, _ byte: UInt8) -> UInt64 {
        (state ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    private static func finish(_ state: UInt64) -> UInt64 { state ^ (state >> 29) }

    /// FNV-1a, finished with a shift so that the low bits (the slot) depend on every byte.
    private static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
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
