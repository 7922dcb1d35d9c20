import URLRoutes

/// The one reader of the app-link files a person gives on the command line (`check`,
/// `explain`, `report`): read from disk and parsed into the platforms' rules. A file that
/// cannot be read or parsed ends the command with status 2, naming the file.
enum PlatformFiles {
    /// `text`, read from `path`, parsed by `parse`; `role` names the kind of file in the message.
    static func parse<Rules>(_ text: String, role: String, path: String,
                             _ parse: (String) throws -> Rules) throws(ToolFailure) -> Rules {
        do {
            return try parse(text)
        } catch {
            throw ToolFailure(message: "cannot read \(role) '\(path)': \(error)", status: .usageOrTable)
        }
    }

    /// iOS, from an apple-app-site-association file, for the app `appID`.
    static func ios(aasa path: String, appID: String) throws(ToolFailure) -> PlatformJudge {
        let role = "apple-app-site-association"
        let text = try InputFile.contents(of: path, role: role)
        return .ios(try parse(text, role: role, path: path) { try AppleLinkRules(parsing: $0) }, appID: appID)
    }

    /// Android, from the app's manifest and, when given, the host's assetlinks.json.
    static func android(manifest path: String, assetLinks assetLinksPath: String?, packageName: String?) throws(ToolFailure) -> PlatformJudge {
        let manifest = try InputFile.contents(of: path, role: "Android manifest")
        let assetLinks = try assetLinksPath.map { file throws(ToolFailure) in
            (path: file, text: try InputFile.contents(of: file, role: "assetlinks.json"))
        }
        return .android(try androidRules(manifest: (path, manifest), assetLinks: assetLinks, packageName: packageName))
    }

    /// Android's rules from the manifest's text and, when given, assetlinks.json's, each with
    /// the path or URL it came from (for the message), and the options of `check`.
    static func androidRules(manifest: (path: String, text: String), assetLinks: (path: String, text: String)?,
                             packageName: String?, placeholders: [String: String] = [:], resources: String? = nil,
                             fingerprints: [String] = []) throws(ToolFailure) -> AndroidLinkRules {
        do {
            return try AndroidLinkRules(manifest: manifest.text, assetLinks: assetLinks?.text, packageName: packageName,
                                        placeholders: placeholders, resources: resources, fingerprints: fingerprints)
        } catch {
            let files = [manifest.path, assetLinks?.path].compactMap { $0 }.map { "'\($0)'" }.joined(separator: " and ")
            throw ToolFailure(message: "cannot read the Android app's files \(files): \(error)", status: .usageOrTable)
        }
    }
}
