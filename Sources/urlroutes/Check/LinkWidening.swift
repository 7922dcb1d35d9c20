/// A link the files checked open without a route, as the table's own generated file does by
/// design (a constraint its format cannot say): reported apart from the disagreements, and a
/// failure only with `--strict`.
struct LinkWidening: Sendable, Equatable {
    var url: String
    var platform: PlatformJudge.Platform
    /// The widened route of the table whose generated rule claims the link, when known.
    var route: String?
    /// The rule of the file checked that opens it, as written there.
    var rule: String?
}
