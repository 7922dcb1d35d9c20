/// A `RouteResolution.Route`'s six fields, kept in one immutable object that copies of the
/// route share.
final class RouteFields: Sendable {
    struct Values: Sendable, Equatable {
        var scheme: String
        var pattern: String
        var tablePattern: String?
        var priority: Int
        var name: String?
        var line: Int?
    }

    let values: Values

    init(_ values: Values) {
        self.values = values
    }
}
