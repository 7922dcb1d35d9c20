/// Which table route made each of a resolver's definitions (its index in `table.routes`), by
/// the definition's identity. `resolve` and `pathMatch` ask once per URL: an open-addressed
/// table probed with a multiplicative hash of the object's address costs a few instructions,
/// where a `[ObjectIdentifier: Int]` hashes the address with SipHash (about 300).
///
/// The resolver's namespaces keep every definition for the resolver's life, so no other object
/// takes an address meanwhile.
struct DefinitionOwners: Sendable {
    private struct Entry: Sendable {
        /// The definition's address; 0 for an empty slot (no object lives at address 0).
        var address: UInt
        var routeIndex: Int
    }

    /// A power of two at least twice the number of definitions, so that probes stay short.
    private let entries: [Entry]
    /// 64 minus the number of bits of a slot index: the hash's top bits pick the slot.
    private let shift: UInt

    /// The table of these pairs; of two pairs for one definition, the later counts.
    init(_ owners: [(definition: ObjectIdentifier, routeIndex: Int)]) {
        var bits: UInt = 1
        while (1 << bits) < owners.count * 2 { bits += 1 }
        var entries = [Entry](repeating: Entry(address: 0, routeIndex: 0), count: 1 << bits)
        shift = 64 - bits
        let mask = entries.count - 1
        for (definition, routeIndex) in owners {
            let address = UInt(bitPattern: definition)
            var slot = Self.slot(of: address, shift: shift)
            while entries[slot].address != 0 && entries[slot].address != address { slot = (slot + 1) & mask }
            entries[slot] = Entry(address: address, routeIndex: routeIndex)
        }
        self.entries = entries
    }

    /// The index of the table route that made the definition `identifier` names; nil for
    /// another's.
    subscript(_ identifier: ObjectIdentifier) -> Int? {
        let address = UInt(bitPattern: identifier)
        let mask = entries.count - 1
        var slot = Self.slot(of: address, shift: shift)
        while true {
            let entry = entries[slot]
            if entry.address == address { return entry.routeIndex }
            if entry.address == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Fibonacci hashing: the top bits of the address times 2^64 / φ (the low bits of an object
    /// address are all zero, the high ones nearly all equal; the product mixes them upwards).
    private static func slot(of address: UInt, shift: UInt) -> Int {
        Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
