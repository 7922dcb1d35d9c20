import Foundation
import Testing
import URLRoutes

/// One recorded handler call: which handler ran (its tag) and what it received.
struct RecordedRoute: Sendable {
    var tag: String
    var parameters: RouteParameters
}

/// Thread-safe log of handler calls, shared by the JLRoutes behaviour tests.
final class RouteRecorder: Sendable {
    private let calls = Locked<[RecordedRoute]>([])

    func record(_ tag: String, _ parameters: RouteParameters) {
        calls.withLock { $0.append(RecordedRoute(tag: tag, parameters: parameters)) }
    }

    var all: [RecordedRoute] { calls.withLock { $0 } }
    var tags: [String] { all.map(\.tag) }
    var count: Int { calls.withLock { $0.count } }
    var last: RouteParameters? { calls.withLock { $0.last?.parameters } }
    var lastTag: String? { calls.withLock { $0.last?.tag } }

    func reset() { calls.withLock { $0.removeAll() } }

    /// A handler that records its call under `tag` and returns `result`.
    func handler(_ tag: String = "default", returning result: Bool = true) -> RouteHandler {
        { [self] parameters in
            self.record(tag, parameters)
            return result
        }
    }
}

/// A thread-safe counter / value box for the odd test that needs one.
final class LockedBox<Value: Sendable>: Sendable {
    private let storage: Locked<Value>
    init(_ value: Value) { storage = Locked(value) }
    var value: Value {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
    func update(_ body: (inout Value) -> Void) { storage.withLock { body(&$0) } }
}

/// The two ways a URL can be handed to the router: Foundation's `URL`, or a raw string
/// (parsed by URLRoutes itself). JLRoutes semantics must hold for both.
enum URLEntry: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case foundationURL
    case string

    var testDescription: String { rawValue }
}

func makeURL(_ string: String) -> URL {
    guard let url = URL(string: string) else {
        Issue.record("Foundation could not parse test URL \(string)")
        return URL(string: "invalid:")!
    }
    return url
}

/// `Routes.routeURL` (static: namespace chosen by scheme) through the chosen entry point.
@discardableResult
func routeGlobally(_ string: String, via entry: URLEntry, parameters: [String: any Sendable]? = nil) -> Bool {
    switch entry {
    case .foundationURL: return Routes.routeURL(makeURL(string), withParameters: parameters)
    case .string: return Routes.routeURL(string, withParameters: parameters)
    }
}

/// `routes.routeURL` (instance: only that table, plus its fallback) through the chosen entry point.
@discardableResult
func route(_ routes: Routes, _ string: String, via entry: URLEntry, parameters: [String: any Sendable]? = nil) -> Bool {
    switch entry {
    case .foundationURL: return routes.routeURL(makeURL(string), withParameters: parameters)
    case .string: return routes.routeURL(string, withParameters: parameters)
    }
}

func canRouteGlobally(_ string: String, via entry: URLEntry) -> Bool {
    switch entry {
    case .foundationURL: return Routes.canRouteURL(makeURL(string))
    case .string: return Routes.canRouteURL(string)
    }
}

func canRoute(_ routes: Routes, _ string: String, via entry: URLEntry) -> Bool {
    switch entry {
    case .foundationURL: return routes.canRouteURL(makeURL(string))
    case .string: return routes.canRouteURL(string)
    }
}

/// The error `Routes.validate(pattern:)` throws for `pattern`, or nil when it accepts it.
func validationError(_ pattern: String) -> RoutePatternError? {
    do {
        try Routes.validate(pattern: pattern)
        return nil
    } catch {
        return error
    }
}
