/// A byte range of a URL in 8 bytes, or nil: a layout holds five and is copied along each lookup.
struct ByteRange: Sendable, Equatable {
    private let lower: Int32
    private let upper: Int32

    /// `range`, whose bounds the caller keeps below `Int32.max`.
    init(_ range: Range<Int>?) {
        if let range {
            lower = Int32(truncatingIfNeeded: range.lowerBound)
            upper = Int32(truncatingIfNeeded: range.upperBound)
        } else {
            lower = -1
            upper = -1
        }
    }

    var range: Range<Int>? { lower < 0 ? nil : Int(lower)..<Int(upper) }
}
