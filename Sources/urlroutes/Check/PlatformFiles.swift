import URLRoutes

/// The app-link files a person gives on the command line (`explain`), read from disk into the
/// platforms' judges. A file that cannot be read or parsed ends the command with status 2.
enum PlatformFiles {
    /// iOS, from an apple-app-site-association file, for the app `appID`.
    static func ios(aasa path: String, appID: String) throws(ToolFailure) -> PlatformJudge {
        let text = try InputFile.contents(of: path, role: "apple-app-site-association")
        do {
            return .ios(try AppleLinkRules(parsing: text), appID: appID)
        } catch {
            throw ToolFailure(message: "cannot read apple-app-site-association '\(path)': \(error)", status: .usageOrTable)
        }
    }

    /// Android, from the app's manifest and, when given, the host's assetlinks.json.
    static func android(manifest path: String, assetLinks assetLinksPath: String?, packageName: String?) throws(ToolFailure) -> PlatformJudge {
        let manifest = try InputFile.contents(of: path, role: "Android manifest")
        let assetLinks = try assetLinksPath.map { file throws(ToolFailure) in try InputFile.contents(of: file, role: "assetlinks.json") }
        do {
            return .android(try AndroidLinkRules(manifest: manifest, assetLinks: assetLinks, packageName: packageName))
        } catch {
            let files = [path, assetLinksPath].compactMap { $0 }.map { "'\($0)'" }.joined(separator: " and ")
            throw ToolFailure(message: "cannot read the Android app's files \(files): \(error)", status: .usageOrTable)
        }
    }
}
