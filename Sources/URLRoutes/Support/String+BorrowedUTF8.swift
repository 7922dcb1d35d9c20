extension String {
    /// Calls `body` with the string's UTF-8 bytes, without copying the string.
    ///
    /// `withUTF8` is mutating, so calling it on a `let` means a copy first: a retain and a
    /// release of the string's buffer, atomic operations that every routing thread's copy of
    /// a shared string contends for. Native strings (and small ones) lend their bytes as they
    /// are; only a bridged string is copied.
    @inline(__always)
    func withBorrowedUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
