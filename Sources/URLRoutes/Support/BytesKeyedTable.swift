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
    private struct Entry {
        let start: Int
        let count: Int
        let value: Value
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

    var isEmpty: Bool { entries.isEmpty }

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
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
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

    private static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash ^ (hash >> 29)
    }
}
