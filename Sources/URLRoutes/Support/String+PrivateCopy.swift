extension String {
    /// The same text in storage of its own, so that copying it does not count references on
    /// storage other threads share. Small strings live inline and are returned as they are.
    func privateCopy() -> String {
        guard utf8.count > 15 else { return self }
        var source = self
        return source.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(from: bytes)
                return bytes.count
            }
        }
    }
}
