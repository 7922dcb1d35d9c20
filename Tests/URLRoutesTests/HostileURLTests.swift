import Foundation
import Testing
@testable import URLRoutes

/// URLs built to hurt: each must come back with an answer, without a crash or a hang.
@Suite struct HostileURLTests {
    /// A table with every kind of component, the expensive ones included.
    private func hostileTable() -> (Routes, Box) {
        let routes = Routes()
        let box = Box()
        for pattern in ["/a/:id", "/**/x", "/**/**/x", "/a/**/:v<x+>/y", "/files/*", "/:one/:two", #"/n/:v<\d+>"#] {
            routes.addRoute(pattern) { parameters in
                box.set(parameters.pattern)
                return true
            }
        }
        return (routes, box)
    }

    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var value: String?
        func set(_ new: String) { lock.lock(); value = new; lock.unlock() }
        var pattern: String? { lock.lock(); defer { lock.unlock() }; return value }
    }

    @Test func megabyteLongPathRoutesOrMisses() {
        let (routes, box) = hostileTable()
        let segment = String(repeating: "a", count: 1 << 20)
        #expect(routes.routeURL("app://files/" + segment))
        #expect(box.pattern == "/files/*")
        #expect(routes.routeURL("app://n/" + segment))
        #expect(box.pattern == "/:one/:two")
        #expect(!routes.routeURL("app://n/" + segment + "/y"))
    }

    @Test func fiftyThousandSegmentsRouteOrMiss() {
        let (routes, box) = hostileTable()
        let path = Array(repeating: "a", count: 50_000).joined(separator: "/")
        #expect(routes.routeURL("app://files/" + path))
        #expect(box.pattern == "/files/*")
        // Every ** route has to give up or fail here; none may hang.
        #expect(!routes.routeURL("app://" + path + "/y"))
    }

    @Test func fiftyThousandQueryItemsAreAllDelivered() {
        let routes = Routes()
        let box = Box()
        routes.addRoute("/q") { parameters in
            box.set("\(parameters.values("k").count)")
            return true
        }
        let query = (0..<50_000).map { "k=\($0)" }.joined(separator: "&")
        #expect(routes.routeURL("app://q?" + query))
        #expect(box.pattern == "50000")
    }

    @Test func nulBytesAreRefused() {
        let (routes, _) = hostileTable()
        #expect(!routes.routeURL("app://a/\u{0}"))
        #expect(!routes.canRouteURL("app://a\u{0}/1"))
    }

    @Test func invalidEscapesKeepRawText() {
        let routes = Routes()
        let box = Box()
        routes.addRoute("/a/:id") { parameters in
            box.set(parameters["id"]! + "|" + (parameters["q"] ?? "-"))
            return true
        }
        #expect(routes.routeURL("app://a/%E0%A4%A?q=%ZZ%"))
        #expect(box.pattern == "%E0%A4%A|%ZZ%")
        #expect(routes.routeURL("app://a/%C3%28"))
        #expect(box.pattern == "%C3%28|-")
    }
}
