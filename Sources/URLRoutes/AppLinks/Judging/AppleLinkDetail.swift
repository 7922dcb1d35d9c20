/// One `applinks.details` entry: the apps it names (`appIDs`, or the legacy `appID`) and its
/// rules in order (its `components`, or the legacy `paths` when it has no `components`).
struct AppleLinkDetail: Sendable {
    var appIDs: [String]
    var components: [AppleLinkComponent]
}
