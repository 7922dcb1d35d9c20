import URLRoutes

/// Something about an app-link file as a whole that `urlroutes check` reports once, apart from
/// the links: a placeholder without a value, a host that cannot be verified, dynamic rules
/// Android drops, a rule no link reaches, an app the file does not list.
struct CheckProblem: Sendable, Equatable {
    /// The file as given on the command line.
    var file: String
    var message: String
    /// The line in that file, 1-based, when the problem has one.
    var line: Int?
    /// A warning (a rule that decides nothing) fails the exit status only with `--strict`.
    var isWarning = false

    /// "AndroidManifest.xml:12: ..." or "assetlinks.json: ...".
    var located: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(message)"
    }

    /// The problems `AndroidLinkRules` found, each in the file it names.
    static func android(_ rules: AndroidLinkRules, manifest: String, assetLinks: String?, resources: String?,
                        host: String, packageName: String?) -> [CheckProblem] {
        var problems = rules.problems.map { problem in
            let file = switch problem.file {
            case .manifest: manifest
            case .assetLinks: assetLinks ?? "assetlinks.json"
            case .resources: resources ?? "resources"
            }
            return CheckProblem(file: file, message: problem.message, line: problem.line)
        }
        if let why = rules.whyNotVerified {
            problems.insert(CheckProblem(file: assetLinks ?? "assetlinks.json",
                                         message: "Android verifies no link of \(host) for \(packageName ?? "the app"): \(why); every link of \(host) opens the browser",
                                         line: nil), at: 0)
        }
        return problems
    }

    /// How many links a problem names before "and N more".
    static let linksPerProblem = 10

    /// With `dynamic_app_link_components` declared more than once for the app: the links
    /// whose verdict on Android 15 depends on which declaration Android applies.
    static func dependingOnDeclaration(_ rules: AndroidLinkRules, urls: [String], assetLinks: String) -> [CheckProblem] {
        guard rules.dynamicRuleDeclarationCount > 1 else { return [] }
        let dependent = ParallelScan.compactMap(urls) { url -> String? in
            Set(rules.verdictsUnderEachDeclaration(for: url).map(\.opensApp)).count > 1 ? url : nil
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        guard !dependent.isEmpty else { return [] }
        var list = dependent.prefix(linksPerProblem).joined(separator: ", ")
        if dependent.count > linksPerProblem { list += ", and \(dependent.count - linksPerProblem) more" }
        return [CheckProblem(file: assetLinks, message: "\(plural(dependent.count, "link")) checked open the app under one declaration of dynamic_app_link_components and the browser under another: \(list)", line: nil)]
    }
}
