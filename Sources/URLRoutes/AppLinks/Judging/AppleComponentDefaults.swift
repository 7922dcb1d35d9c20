/// What a component of an apple-app-site-association takes from `defaults` for the keys it
/// does not set: `caseSensitive` and `percentEncoded` (true when no level sets them), and,
/// as Apple's `swcutil` applies them, `/`, `?`, `#` and `exclude`. A component's own key wins,
/// then its details entry's `defaults`, then `applinks.defaults`.
///
/// The pattern keys are kept as the file writes them, with where they stand, so that a
/// component compiles them as its own and an error names the `defaults` that holds them.
struct AppleComponentDefaults {
    /// A key's value in the file and its place (`applinks.defaults["/"]`).
    struct Written {
        var value: JSONSourceValue
        var place: String
    }

    var caseSensitive: Bool?
    var percentEncoded: Bool?
    var exclude: Bool?
    var path: Written?
    var query: Written?
    var fragment: Written?

    /// `self` where set, else `outer`.
    func over(_ outer: AppleComponentDefaults) -> AppleComponentDefaults {
        AppleComponentDefaults(caseSensitive: caseSensitive ?? outer.caseSensitive,
                               percentEncoded: percentEncoded ?? outer.percentEncoded,
                               exclude: exclude ?? outer.exclude,
                               path: path ?? outer.path,
                               query: query ?? outer.query,
                               fragment: fragment ?? outer.fragment)
    }
}
