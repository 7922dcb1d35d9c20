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

    /// Reads the body; `now` is the time `expiresAt` must be after.
    init(json data: Data, now: Date = Date()) throws(RequestError) {
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
        if let imageURL, let problem = Self.imageURLProblem(imageURL) {
            throw RequestError(.badRequest, problem)
        }
        if let text = try Self.string(object, "expiresAt") {
            guard let date = ISO8601.strictDate(text) else {
                throw RequestError(.badRequest, "'expiresAt' '\(VisibleText.escape(text.prefix(80)))' is not an ISO 8601 date and time that exists: give one as 2027-01-31T23:59:59Z")
            }
            guard date > now else {
                throw RequestError(.badRequest, "'expiresAt' \(text) is in the past: a link would be expired as it is made")
            }
            expiresAt = date
        }
    }

    /// Why `imageURL` cannot be a link's image; nil when it can.
    static func imageURLProblem(_ imageURL: String) -> String? {
        guard imageURL.utf8.count <= maximumFieldLength else {
            return "'imageURL' is \(imageURL.utf8.count) bytes; the limit is \(maximumFieldLength)"
        }
        guard let components = URLComponents(string: imageURL), components.scheme?.lowercased() == "https",
              components.host?.isEmpty == false else {
            return "'imageURL' must be an https URL with a host"
        }
        return nil
    }

    /// Why the text of field `name` is too long; nil when it is not.
    static func lengthProblem(_ name: String, _ text: String) -> String? {
        text.utf8.count <= maximumFieldLength ? nil : "'\(name)' is \(text.utf8.count) bytes; the limit is \(maximumFieldLength)"
    }

    /// The string field `name`, nil when absent or null.
    private static func string(_ object: [String: Any], _ name: String) throws(RequestError) -> String? {
        switch object[name] {
        case nil, is NSNull: return nil
        case let text as String:
            if let problem = lengthProblem(name, text) { throw RequestError(.badRequest, problem) }
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

    /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|+HH:MM|-HH:MM)` naming a time that exists: no
    /// February 30, no hour 24, no second 60; nil for anything else.
    static func strictDate(_ text: String) -> Date? {
        guard let match = text.wholeMatch(of: /(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2}))/),
              let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
              let hour = Int(match.4), let minute = Int(match.5), let second = Int(match.6) else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), (1...days[month - 1]).contains(day), (0...23).contains(hour),
              (0...59).contains(minute), (0...59).contains(second) else { return nil }
        if let offsetHours = match.9.flatMap({ Int($0) }), let offsetMinutes = match.10.flatMap({ Int($0) }) {
            guard (0...23).contains(offsetHours), (0...59).contains(offsetMinutes) else { return nil }
        }
        return date(text)
    }

    /// A date and time with a zone, with or without fractional seconds.
    static func date(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }
}
