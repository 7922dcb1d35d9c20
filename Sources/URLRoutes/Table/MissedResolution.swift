/// A URL that `RouteResolver.resolve(_:)` found no route for (`error` nil), or a string that
/// is not a URL routing reads, with the namespaces searched spelled when asked for.
final class MissedResolution: RouteResolutionStorage {
    let url: String
    let error: String?
    private let namespaces: SearchedNamespaces

    init(url: String, error: String?, searched: SearchedNamespaces) {
        self.url = url
        self.error = error
        namespaces = searched
    }

    var status: RouteResolution.Status { error == nil ? .unrouted : .invalid }
    var searched: [String] { namespaces.tableSpellings }
    var route: RouteResolution.Route? { nil }
    var parameters: [String: String]? { nil }
    var repeatedParameters: [String: [String]]? { nil }
    var wildcardComponents: [String]? { nil }
}
