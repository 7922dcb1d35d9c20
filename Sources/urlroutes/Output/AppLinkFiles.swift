import URLRoutes

/// What `aasa` and `android` share: a library error as a usage error, and a warning per
/// widening on standard error.
enum AppLinkFiles {
    static func make(_ body: () throws -> AppLinkFile) throws(ToolFailure) -> AppLinkFile {
        do {
            return try body()
        } catch let error as AppLinkError {
            throw ToolFailure(message: error.message, status: .usageOrTable)
        } catch {
            throw ToolFailure(message: "\(error)", status: .usageOrTable)
        }
    }

    /// `warning: TABLE:LINE: PATTERN: widened: REASON`, one per widening.
    static func warn(_ widenings: [AppLinkWidening], table: String) {
        for widening in widenings {
            Console.error("warning: \(table):\(widening.route.line ?? 0): \(widening.route.pattern): widened: \(widening.reason)")
        }
    }
}
