import Foundation
import Testing
import URLRoutes

/// An ordered log of delegate and generator calls. An actor rather than a mutex: on Linux
/// ThreadSanitizer cannot see `Synchronization.Mutex`, and these tests run under TSan.
actor CallLog {
    private(set) var entries: [String] = []

    func add(_ entry: String) {
        entries.append(entry)
    }
}

/// A delegate that logs every call and answers the two control points with the given scripts.
final class ScriptedDelegate: ContentRouterDelegate {
    typealias Content = String

    let log: CallLog
    private let generateControl: @Sendable (ContentRouter<String>, RouteURLData) async -> RoutingControl
    private let presentControl: @Sendable (String, RouteURLData) async -> RoutingControl

    init(log: CallLog = CallLog(),
         generate: @escaping @Sendable (ContentRouter<String>, RouteURLData) async -> RoutingControl = { _, _ in .allow },
         present: @escaping @Sendable (String, RouteURLData) async -> RoutingControl = { _, _ in .allow }) {
        self.log = log
        generateControl = generate
        presentControl = present
    }

    func router(_ router: ContentRouter<String>, shouldGenerateContentFor data: RouteURLData) async -> RoutingControl {
        await log.add("shouldGenerate \(data.parameters.pattern)")
        return await generateControl(router, data)
    }

    func router(_ router: ContentRouter<String>, shouldPresent content: String, with data: RouteURLData) async -> RoutingControl {
        await log.add("shouldPresent \(content)")
        return await presentControl(content, data)
    }

    func router(_ router: ContentRouter<String>, willPresent content: String, with data: RouteURLData) async {
        await log.add("willPresent \(content)")
    }

    func router(_ router: ContentRouter<String>, present content: String, with data: RouteURLData) async {
        await log.add("present \(content)")
    }

    func router(_ router: ContentRouter<String>, didFailToRoute url: URL, userInfo: [String: any Sendable]) async {
        await log.add("didFailToRoute \(url.absoluteString)")
    }

    func router(_ router: ContentRouter<String>, didFailToMatch url: URL, userInfo: [String: any Sendable]) async {
        await log.add("didFailToMatch \(url.absoluteString)")
    }

    func router(_ router: ContentRouter<String>, didFailToGenerateContentFor url: URL,
                userInfo: [String: any Sendable]) async {
        await log.add("didFailToGenerateContent \(url.absoluteString)")
    }
}

/// A delegate that implements only the required method: everything else is the default.
struct PresentOnlyDelegate: ContentRouterDelegate {
    let log: CallLog

    func router(_ router: ContentRouter<String>, present content: String, with data: RouteURLData) async {
        await log.add("present \(content)")
    }
}

extension ContentRouter<String> {
    /// Adds a route whose generator logs "generate NAME" and returns `content` (nil: no content).
    func addLoggedRoute(_ pattern: String, priority: Int = 0, log: CallLog, name: String,
                        content: @escaping @Sendable (RouteURLData) -> String?) {
        addRoute(pattern, priority: priority) { data in
            await log.add("generate \(name)")
            return content(data)
        }
    }
}
