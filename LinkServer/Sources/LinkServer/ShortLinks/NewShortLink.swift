import Foundation

/// The body of `POST /api/links`, read strictly: an unknown field, a value of the wrong type
/// or a bad slug, image or date is a 400 that says which, never a link made from half of it.
struct NewShortLink: Equatable {
    /// The target as a URL, or as a named route with its values.
    enum Target: Equatable {
        case url(String)
        case route(name: String, parameters: [String: String], wildcard: [String])
    }

    var target: Target
    var slug: String?
    var title: String?
    var description: String?
    var imageURL: String?
    var expiresAt: Date?

    static let fields: Set<String> = ["url", "route", "parameters", "wildcard", "slug", "title", "description", "imageURL", "expiresAt"]
    /// The longest title, description or URL accepted, in bytes.
    static let maximumFieldLength = 8 * 1024

    init(json data: Data) throws(RequestError) {
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw RequestError(.badRequest, "the body must be a JSON object")
            }
            object = parsed
        } catch let error as RequestError {
            throw error
        } catch {
            throw RequestError(.badRequest, "the body is not JSON: \((error as NSError).localizedDescription)")
        }
        if let unknown = object.keys.filter({ !Self.fields.contains($0) }).sorted().first {
            throw RequestError(.badRequest, "unknown field '\(unknown.prefix(80))'; the fields are \(Self.fields.sorted().joined(separator: ", "))")
        }
        let url = try Self.string(object, "url")
        let route = try Self.string(object, "route")
        switch (url, route) {
        case (let url?, nil):
            guard object["parameters"] == nil, object["wildcard"] == nil else {
                throw RequestError(.badRequest, "'parameters' and 'wildcard' go with 'route', not with 'url'")
            }
            target = .url(url)
        case (nil, let route?):
            let parameters: [String: String]
            switch object["parameters"] {
            case nil, is NSNull: parameters = [:]
            case let values as [String: String]: parameters = values
            default: throw RequestError(.badRequest, "'parameters' must be an object of strings: {\"id\": \"42\"}")
            }
            let wildcard: [String]
            switch object["wildcard"] {
            case nil, is NSNull: wildcard = []
            case let values as [String]: wildcard = values
            default: throw RequestError(.badRequest, "'wildcard' must be an array of strings")
            }
            target = .route(name: route, parameters: parameters, wildcard: wildcard)
        case (nil, nil):
            throw RequestError(.badRequest, "give the target: 'url', or 'route' with its 'parameters'")
        case (_?, _?):
            throw RequestError(.badRequest, "give 'url' or 'route', not both")
        }
        slug = try Self.string(object, "slug")
        if let slug, let problem = Slug.problem(with: slug) { throw RequestError(.badRequest, problem) }
        title = try Self.string(object, "title")
        description = try Self.string(object, "description")
        imageURL = try Self.string(object, "imageURL")
        if let imageURL {
            guard let components = URLComponents(string: imageURL), components.scheme?.lowercased() == "https",
                  components.host?.isEmpty == false else {
                throw RequestError(.badRequest, "'imageURL' must be an https URL with a host")
            }
        }
        if let text = try Self.string(object, "expiresAt") {
            guard let date = ISO8601.date(text) else {
                throw RequestError(.badRequest, "'expiresAt' must be an ISO 8601 date and time: 2027-01-31T23:59:59Z")
            }
            expiresAt = date
        }
    }

    /// The string field `name`, nil when absent or null.
    private static func string(_ object: [String: Any], _ name: String) throws(RequestError) -> String? {
        switch object[name] {
        case nil, is NSNull: return nil
        case let text as String:
            guard text.utf8.count <= maximumFieldLength else {
                throw RequestError(.badRequest, "'\(name)' is \(text.utf8.count) bytes; the limit is \(maximumFieldLength)")
            }
            return text
        default: throw RequestError(.badRequest, "'\(name)' must be a string")
        }
    }
}

/// ISO 8601 times as the API reads and writes them.
enum ISO8601 {
    static func string(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// A date and time with a zone, with or without fractional seconds.
    static func date(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }
}
