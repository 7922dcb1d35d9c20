/// A long text cut for a message or a log line, so that a megabyte URL or pattern does not
/// become a megabyte of output.
package enum TextExcerpt {
    /// `text` when it has at most `limit` UTF-8 bytes; otherwise its start and end around a
    /// note of how many bytes were left out. Costs O(limit), whatever the length of `text`.
    package static func excerpt(_ text: String, limit: Int = 256) -> String {
        let count = text.utf8.count
        guard count > limit else { return text }
        let kept = max(limit / 2, 1)
        let head = String(decoding: text.utf8.prefix(kept), as: UTF8.self)
        let tail = String(decoding: text.utf8.suffix(kept), as: UTF8.self)
        return head + "…[\(count - 2 * kept) of \(count) bytes elided]…" + tail
    }
}
