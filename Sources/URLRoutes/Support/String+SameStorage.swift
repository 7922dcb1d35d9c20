extension String {
    /// Whether both values are the very same string: the same inline bytes, or the same
    /// storage object. False says nothing (equal text may live in two places); `==` would
    /// compare canonical equivalence, which can hold between different bytes.
    @inline(__always)
    func hasSameStorage(as other: String) -> Bool {
        unsafeBitCast(self, to: (UInt64, UInt64).self) == unsafeBitCast(other, to: (UInt64, UInt64).self)
    }
}
