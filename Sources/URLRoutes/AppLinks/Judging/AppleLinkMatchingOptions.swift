/// `caseSensitive` and `percentEncoded`, which an apple-app-site-association may set on a
/// component, in a details entry's `defaults` and in `applinks.defaults`: the nearest one set
/// wins, and both are true when none is.
struct AppleLinkMatchingOptions: Sendable, Equatable {
    var caseSensitive: Bool?
    var percentEncoded: Bool?

    /// `self` where set, else `outer`.
    func over(_ outer: AppleLinkMatchingOptions) -> AppleLinkMatchingOptions {
        AppleLinkMatchingOptions(caseSensitive: caseSensitive ?? outer.caseSensitive,
                                 percentEncoded: percentEncoded ?? outer.percentEncoded)
    }
}
