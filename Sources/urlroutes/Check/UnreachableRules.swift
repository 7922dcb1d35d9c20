import Foundation
import URLRoutes

/// Rules of the files that decide nothing: AASA components and dynamic rules that match links
/// checked, each of which an earlier rule of the same list takes first. Over the links
/// `check` judges (the table's, the files' own, `--urls`), so "unreachable for every URL
/// checked", not a proof; reported as warnings with the rule's place.
enum UnreachableRules {
    /// The most rule-and-link pairs judged; a larger file is not searched.
    static let budget = 20_000_000

    static func android(_ rules: AndroidLinkRules, urls: [String], assetLinks: String) -> [CheckProblem] {
        let texts = rules.dynamicRuleTexts
        guard texts.count > 1, texts.count * urls.count <= budget else { return [] }
        let matches = ParallelScan.compactMap(urls) { rules.dynamicRulesMatching($0) }
        return unreachable(count: texts.count, matches: matches).map { index, decider in
            CheckProblem(file: assetLinks,
                         message: "dynamic rule \(texts[index].position) (\(texts[index].text)) is unreachable for every URL checked: an earlier rule (dynamic rule \(texts[decider].position), line \(texts[decider].line)) decides every link it matches",
                         line: texts[index].line, isWarning: true)
        }
    }

    /// Each component of the details for `appID`, judged alone (with the file's defaults and
    /// substitution variables), in order.
    static func apple(_ text: String, appID: String, urls: [String], aasa: String) -> [CheckProblem] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let appLinks = root["applinks"] as? [String: Any],
              let details = appLinks["details"] as? [[String: Any]] else { return [] }
        var problems: [CheckProblem] = []
        for (detailIndex, detail) in details.enumerated() {
            let ids = (detail["appIDs"] as? [String] ?? []) + [detail["appID"] as? String].compactMap { $0 }
            guard ids.contains(appID), let components = detail["components"] as? [[String: Any]], components.count > 1,
                  components.count * urls.count <= budget else { continue }
            let judges: [AppleLinkRules?] = components.map { component in
                var alone = appLinks
                var single = detail
                single["appIDs"] = [appID]
                single["appID"] = nil
                single["components"] = [component]
                alone["details"] = [single]
                guard let data = try? JSONSerialization.data(withJSONObject: ["applinks": alone]) else { return nil }
                return try? AppleLinkRules(parsing: String(decoding: data, as: UTF8.self))
            }
            let matches = ParallelScan.compactMap(urls) { url -> [Int]? in
                let matching = judges.indices.filter { judges[$0]?.verdict(for: url, appID: appID).rule != nil }
                return matching.isEmpty ? nil : matching
            }
            problems += unreachable(count: components.count, matches: matches).map { index, decider in
                let written = (try? JSONSerialization.data(withJSONObject: components[index], options: [.sortedKeys, .withoutEscapingSlashes]))
                    .map { String(decoding: $0, as: UTF8.self) } ?? ""
                return CheckProblem(file: aasa,
                                    message: "component \(index + 1) of applinks.details[\(detailIndex)] (\(written)) is unreachable for every URL checked: an earlier component (component \(decider + 1)) decides every link it matches",
                                    line: nil, isWarning: true)
            }
        }
        return problems
    }

    /// The rules that match some link and decide none, each with the earlier rule that decides
    /// most of the links it matches.
    private static func unreachable(count: Int, matches: [[Int]]) -> [(index: Int, decider: Int)] {
        var decides = [Bool](repeating: false, count: count)
        var preemptedBy = [[Int: Int]](repeating: [:], count: count)
        for matching in matches {
            guard let first = matching.first else { continue }
            decides[first] = true
            for later in matching.dropFirst() { preemptedBy[later][first, default: 0] += 1 }
        }
        return (0..<count).compactMap { index in
            guard !decides[index], let decider = preemptedBy[index].max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key else { return nil }
            return (index, decider)
        }
    }
}
