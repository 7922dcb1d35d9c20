/// Where a `RouteResolution`'s fields are kept: as given (`GivenResolution`), or as routing
/// found them, read off on first use (`FoundResolution`).
protocol RouteResolutionStorage: AnyObject, Sendable {
    var url: String { get }
    var status: RouteResolution.Status { get }
    var error: String? { get }
    var searched: [String] { get }
    var route: RouteResolution.Route? { get }
    var parameters: [String: String]? { get }
    var repeatedParameters: [String: [String]]? { get }
    var wildcardComponents: [String]? { get }
}

/// A resolution's eight fields as plain values.
struct RouteResolutionFields: Sendable, Equatable {
    var url: String
    var status: RouteResolution.Status
    var error: String? = nil
    var searched: [String]
    var route: RouteResolution.Route? = nil
    var parameters: [String: String]? = nil
    var repeatedParameters: [String: [String]]? = nil
    var wildcardComponents: [String]? = nil

    init(url: String, status: RouteResolution.Status, error: String? = nil, searched: [String],
         route: RouteResolution.Route? = nil, parameters: [String: String]? = nil,
         repeatedParameters: [String: [String]]? = nil, wildcardComponents: [String]? = nil) {
        self.url = url
        self.status = status
        self.error = error
        self.searched = searched
        self.route = route
        self.parameters = parameters
        self.repeatedParameters = repeatedParameters
        self.wildcardComponents = wildcardComponents
    }

    /// Every field `storage` holds or reads.
    init(_ storage: any RouteResolutionStorage) {
        self.init(url: storage.url, status: storage.status, error: storage.error, searched: storage.searched,
                  route: storage.route, parameters: storage.parameters, repeatedParameters: storage.repeatedParameters,
                  wildcardComponents: storage.wildcardComponents)
    }
}

/// A resolution's fields as given: made by hand, decoded, read off an explanation, or changed.
final class GivenResolution: RouteResolutionStorage {
    let fields: RouteResolutionFields

    init(_ fields: RouteResolutionFields) {
        self.fields = fields
    }

    var url: String { fields.url }
    var status: RouteResolution.Status { fields.status }
    var error: String? { fields.error }
    var searched: [String] { fields.searched }
    var route: RouteResolution.Route? { fields.route }
    var parameters: [String: String]? { fields.parameters }
    var repeatedParameters: [String: [String]]? { fields.repeatedParameters }
    var wildcardComponents: [String]? { fields.wildcardComponents }
}
