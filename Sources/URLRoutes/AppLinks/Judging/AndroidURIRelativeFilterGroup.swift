/// An Android 15 `<uri-relative-filter-group>`: its `<data>` elements all match, then
/// `android:allow` (default true) says whether the link opens. AOSP's `UriRelativeFilterGroup`.
struct AndroidURIRelativeFilterGroup: Sendable {
    var allow: Bool
    var filters: [AndroidURIPartMatcher]
    /// The group as written, for verdicts.
    var text: String

    /// A group with no `<data>` never matches.
    func matches(_ url: AndroidLinkURL) -> Bool {
        !filters.isEmpty && filters.allSatisfy { $0.matches(url) }
    }
}
