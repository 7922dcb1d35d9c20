/// `urlroutes check --format json`: `{"host", "checked", "disagreements": [{"url", "platform",
/// "kind", "route", "rule"}], "fetched": [{"url", "status", "problems"}], "problems": [{"file",
/// "message", "line"}], "widenings": [{"url", "platform", "route", "rule"}], "skipped"}`, with `route` and
/// `rule` written as null where there is none.
struct CheckJSON: Encodable {
    var host: String
    var checked: Int
    var disagreements: [Disagreement]
    var fetched: [Fetched]
    var problems: [Problem]
    var widenings: [Widening]
    var skipped: Int

    struct Widening: Encodable {
        var url: String
        var platform: PlatformJudge.Platform
        var route: String?
        var rule: String?

        private enum CodingKeys: String, CodingKey {
            case url, platform, route, rule
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(platform, forKey: .platform)
            try container.encode(route, forKey: .route)
            try container.encode(rule, forKey: .rule)
        }
    }

    struct Problem: Encodable {
        var file: String
        var message: String
        var line: Int?

        private enum CodingKeys: String, CodingKey {
            case file, message, line
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(message, forKey: .message)
            try container.encode(line, forKey: .line)
        }
    }

    struct Disagreement: Encodable {
        var url: String
        var platform: PlatformJudge.Platform
        var kind: LinkDisagreement.Kind
        var route: String?
        var rule: String?

        private enum CodingKeys: String, CodingKey {
            case url, platform, kind, route, rule
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(url, forKey: .url)
            try container.encode(platform, forKey: .platform)
            try container.encode(kind, forKey: .kind)
            try container.encode(route, forKey: .route)
            try container.encode(rule, forKey: .rule)
        }
    }

    struct Fetched: Encodable {
        var url: String
        var status: Int
        var problems: [String]
    }

    init(_ check: AppLinkCheck, fetched: [AppLinkFetch]) {
        host = check.host
        checked = check.checked
        disagreements = check.disagreements.map {
            Disagreement(url: $0.url, platform: $0.platform, kind: $0.kind, route: $0.route, rule: $0.rule)
        }
        widenings = check.widenings.map { Widening(url: $0.url, platform: $0.platform, route: $0.route, rule: $0.rule) }
        skipped = check.skipped
        problems = check.problems.map { Problem(file: $0.file, message: $0.message, line: $0.line) }
        self.fetched = fetched.map { Fetched(url: $0.url, status: $0.status, problems: $0.problems) }
    }
}
