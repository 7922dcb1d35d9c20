/// Which table route made each of a resolver's definitions (its index in `table.routes`), and
/// where the definition stands among the resolver's (`RouteResolver.declaredRoutes`), by the
/// definition's identity. `resolve` and `pathMatch` ask once per URL: an open-addressed
/// table probed with a multiplicative hash of the object's address costs a few instructions,
/// where a `[ObjectIdentifier: Int]` hashes the address with SipHash (about 300).
///
/// The resolver's namespaces keep every definition for the resolver's life, so no other object
/// takes an address meanwhile.
struct DefinitionOwners: Sendable {
    private struct Entry: Sendable {
        /// The definition's address; 0 for an empty slot (no object lives at address 0).
        var address: UInt
        /// 32 bits each keep an entry at two words: a resolver of millions of routes is far
        /// beyond what a table holds.
        var routeIndex: Int32
        var position: Int32
    }

    /// A power of two at least twice the number of definitions, so that probes stay short.
    private let entries: [Entry]
    /// 64 minus the number of bits of a slot index: the hash's top bits pick the slot.
    private let shift: UInt

    /// The table of these pairs, each definition at its position in `owners`; of two pairs
    /// for one definition, the later counts.
    init(_ owners: [(definition: ObjectIdentifier, routeIndex: Int)]) {
        var bits: UInt = 1
        while (1 << bits) < owners.count * 2 { bits += 1 }
        var entries = [Entry](repeating: Entry(address: 0, routeIndex: 0, position: 0), count: 1 << bits)
        shift = 64 - bits
        let mask = entries.count - 1
        for (position, (definition, routeIndex)) in owners.enumerated() {
            let address = UInt(bitPattern: definition)
            var slot = Self.slot(of: address, shift: shift)
            while entries[slot].address != 0 && entries[slot].address != address { slot = (slot + 1) & mask }
            entries[slot] = Entry(address: address, routeIndex: Int32(routeIndex), position: Int32(position))
        }
        self.entries = entries
    }

    /// The index of the table route that made the definition `identifier` names; nil for
    /// another's.
    subscript(_ identifier: ObjectIdentifier) -> Int? {
        owner(of: identifier)?.routeIndex
    }

    /// The index of the table route that made the definition `identifier` names and the
    /// definition's position among the pairs given; nil for another's.
    func owner(of identifier: ObjectIdentifier) -> (routeIndex: Int, position: Int)? {
        let address = UInt(bitPattern: identifier)
        let mask = entries.count - 1
        var slot = Self.slot(of: address, shift: shift)
        while true {
            let entry = entries[slot]
            if entry.address == address { return (Int(entry.routeIndex), Int(entry.position)) }
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
