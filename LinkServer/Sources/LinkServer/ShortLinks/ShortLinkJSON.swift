import Foundation

/// The link object of the API: every field present, null when the link has no value.
struct ShortLinkJSON: Encodable {
    var link: ShortLink
    var shortLink: String

    enum CodingKeys: String, CodingKey {
        case slug, shortLink, url, route, title, description, imageURL, createdAt, expiresAt
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(link.slug, forKey: .slug)
        try container.encode(shortLink, forKey: .shortLink)
        try container.encode(link.url, forKey: .url)
        try container.encode(link.route, forKey: .route)
        try container.encode(link.title, forKey: .title)
        try container.encode(link.description, forKey: .description)
        try container.encode(link.imageURL, forKey: .imageURL)
        try container.encode(ISO8601.string(link.createdAt), forKey: .createdAt)
        try container.encode(link.expiresAt.map(ISO8601.string), forKey: .expiresAt)
    }
}

/// `GET /api/links`: a page of links and the cursor of the next page.
struct ShortLinkPageJSON: Encodable {
    var links: [ShortLinkJSON]
    var nextCursor: String?

    enum CodingKeys: String, CodingKey { case links, nextCursor }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(links, forKey: .links)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}

/// `GET /api/links/SLUG/stats`.
struct ShortLinkStatsJSON: Encodable {
    struct Day: Encodable {
        var day: String
        var opens: Int
    }

    var slug: String
    var total: Int
    var days: [Day]
}

/// The `422` of a target that does not route: what `explain` says of it.
struct UnroutedTargetJSON: Encodable {
    var error: String
    var explanation: String
}
