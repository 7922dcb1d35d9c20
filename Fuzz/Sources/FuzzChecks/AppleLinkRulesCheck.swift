// FuzzAppleLinkRules' property, shared by the Fuzz package and the main package's tests
// (Tests/URLRoutesTests/FuzzAppleLinkRulesCheck.swift is a symbolic link to this file).
@testable import URLRoutes

extension FuzzChecks {
    /// URLs judged when the input brings none after its file.
    static let appleLinkProbeURLs = [
        "https://www.example.com/", "https://www.example.com/buy/1", "https://www.example.com/help/a?articleNumber=1234",
        "https://www.example.com/en_US/pizza/#top", "https://www.example.com/caf%C3%A9?a=1&a=2#no_universal_links",
        "https://www.example.com/a/b/c/d/e/f/g/h", "https://www.example.com",
    ]

    /// FuzzAppleLinkRules: an apple-app-site-association file, any bytes; after a 0xFF byte,
    /// URLs to judge, one a line (at most 8).
    ///
    /// The file is read or refused with an `AppLinkError` of kind `.unreadableFile` or
    /// `.fileTooLarge`, never a crash. When it is read, every app it names (and one it does not)
    /// gets a verdict for each URL, in bounded time, and the verdicts hold up: an app the file
    /// does not name and a link that is not https open nothing; a verdict that opens the app
    /// names its rule; and the spellings iOS reads as the same link get the same verdict (the
    /// scheme in capitals, another host, which the caller judges, not the file).
    public static func checkAppleLinkRules(_ input: some Collection<UInt8>) -> [String] {
        let sections = Array(input).split(separator: pairSeparator, maxSplits: 1, omittingEmptySubsequences: false)
        let file = text(sections.first ?? [])
        var urls = sections.count > 1 ? Array(lines(sections[1]).prefix(8)) : []
        if urls.isEmpty { urls = appleLinkProbeURLs }
        let rules: AppleLinkRules
        do {
            rules = try AppleLinkRules(parsing: file)
        } catch let error as AppLinkError {
            guard error.kind == .unreadableFile || error.kind == .fileTooLarge else {
                return ["the file is refused with \(error.kind), not .unreadableFile or .fileTooLarge: \(error.message)"]
            }
            return error.message.isEmpty ? ["the file is refused without a message"] : []
        } catch {
            return ["the file is refused with \(type(of: error)), not an AppLinkError: \(error)"]
        }
        var violations: [String] = []
        let appIDs = Array(Set(rules.details.flatMap(\.appIDs)).sorted().prefix(4)) + ["ZZZZZ99999.not.in.the.file"]
        for url in urls {
            for appID in appIDs {
                let verdict = rules.verdict(for: url, appID: appID)
                if verdict.opensApp && verdict.rule == nil {
                    violations.append("\(quoted(url)) opens \(appID) without a rule")
                }
                if !rules.details.contains(where: { $0.appIDs.contains(appID) }) && verdict != AppLinkVerdict(opensApp: false, rule: nil) {
                    violations.append("\(quoted(url)): \(appID), which the file does not name, gets \(verdict)")
                }
                guard let separator = url.range(of: "://") else { continue }
                let scheme = url[..<separator.lowerBound]
                if scheme.lowercased() != "https" {
                    if verdict != AppLinkVerdict(opensApp: false, rule: nil) {
                        violations.append("\(quoted(url)) is not https, but gets \(verdict)")
                    }
                    continue
                }
                let rest = url[separator.upperBound...]
                let capitals = "HTTPS://" + rest
                if rules.verdict(for: capitals, appID: appID) != verdict {
                    violations.append("\(quoted(capitals)) gets \(rules.verdict(for: capitals, appID: appID)), but \(quoted(url)) \(verdict)")
                }
                let pathStart = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
                let otherHost = "https://other.example.net" + rest[pathStart...]
                if rules.verdict(for: otherHost, appID: appID) != verdict {
                    violations.append("\(quoted(otherHost)) gets \(rules.verdict(for: otherHost, appID: appID)), but \(quoted(url)) \(verdict): the host is not the file's to judge")
                }
            }
        }
        return violations
    }
}
