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
}
