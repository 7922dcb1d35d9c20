import Foundation
import Routes
import Testing

@Suite struct RoutesRouting {
    @Test func theHandlerReceivesTheURLsValuesAndThePatternSchemeAndURL() throws {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/user/view/:user_id", handler: log.handler())

        #expect(routes.route(resource: URL(string: "app://user/view/min%20kim?tab=posts")!))

        let parameters = try #require(log.last)
        #expect(parameters["user_id"] as? String == "min kim")
        #expect(parameters["tab"] as? String == "posts")
        #expect(parameters[Definition.Keys.pattern] as? String == "/user/view/:user_id")
        #expect(parameters[Definition.Keys.scheme] as? String == "app")
        #expect(parameters[Definition.Keys.url] as? String == "app://user/view/min%20kim?tab=posts")
        #expect(parameters.count == 5)
    }

    @Test func aRepeatedQueryKeyGivesAnArrayAndASingleOneAString() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/search", handler: log.handler())

        routes.route(resource: "app://search?tag=a&tag=b&q=shoes")

        #expect(log.last?["tag"] as? [String] == ["a", "b"])
        #expect(log.last?["q"] as? String == "shoes")
    }

    @Test func aQueryItemWithoutEqualsSignIsDropped() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/search", handler: log.handler())

        routes.route(resource: "app://search?flag&empty=")

        #expect(log.last?["flag"] == nil)
        #expect(log.last?["empty"] as? String == "")
    }

    @Test func aPathVariableWinsOverAQueryItemAndTheCallersParametersWinOverBoth() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/user/:id", handler: log.handler())

        routes.route(resource: "app://user/path?id=query&tab=query")
        #expect(log.last?["id"] as? String == "path")

        routes.route(resource: "app://user/path?id=query&tab=query", parameters: ["id": 42, "tab": ["x"]])
        #expect(log.last?["id"] as? Int == 42)
        #expect(log.last?["tab"] as? [String] == ["x"])
    }

    @Test func theCallerCannotOverrideThePatternKey() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/home", handler: log.handler())

        routes.route(resource: "app://home", parameters: [Definition.Keys.pattern: "/forged"])

        #expect(log.last?[Definition.Keys.pattern] as? String == "/home")
    }

    @Test func aTrailingWildcardGivesItsRawComponentsEvenWhenThereAreNone() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/files/*", handler: log.handler())

        routes.route(resource: "app://files")
        #expect(log.last?[Definition.Keys.wildcard] as? [String] == [])

        routes.route(resource: "app://files/a%20b/c")
        #expect(log.last?[Definition.Keys.wildcard] as? [String] == ["a%20b", "c"])
    }

    @Test func aPatternWithoutWildcardGivesNoWildcardKey() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/files", handler: log.handler())

        routes.route(resource: "app://files")

        #expect(log.last?[Definition.Keys.wildcard] == nil)
    }

    @Test func aHandlerThatDeclinesPassesTheURLToTheNextMatchingRoute() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/post/:id", handler: log.handler("declines", answer: false))
        routes.add(pattern: "/post/:slug", handler: log.handler("accepts"))
        routes.add(pattern: "/post/:other", handler: log.handler("never"))

        #expect(routes.route(resource: "app://post/7"))
        #expect(log.names == ["declines", "accepts"])
    }

    @Test func whenEveryHandlerDeclinesNothingIsRouted() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/post/:id", handler: log.handler(answer: false))

        #expect(!routes.route(resource: "app://post/7"))
        #expect(routes.canRoute(resource: "app://post/7"))
    }

    @Test func aRouteWithoutHandlerCountsAsHandled() {
        let routes = Routes(scheme: "app")
        routes.add(pattern: "/ping")

        #expect(routes.route(resource: "app://ping"))
    }

    @Test func theUnmatchedHandlerHearsOfRoutingThatHandledNothingButNotOfCanRoute() {
        let routes = Routes(scheme: "app")
        var unmatched: [(String?, Int?)] = []
        // Unowned: `routes` holds the handler, and a handler holding `routes` would be a cycle.
        routes.unmatchedHandler = { [unowned routes] namespace, url, parameters in
            unmatched.append((url?.absoluteString, parameters?.count))
            #expect(namespace === routes)
        }
        routes.add(pattern: "/home")

        routes.route(resource: "app://home")
        routes.route(resource: "app://away", parameters: ["a": 1])
        _ = routes.canRoute(resource: "app://away")

        #expect(unmatched.map(\.0) == ["app://away"])
        #expect(unmatched.map(\.1) == [1])
    }

    @Test func plusBecomesASpaceAfterPercentDecoding() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/user/:name", handler: log.handler())

        routes.route(resource: "app://user/a%2Bb+c?q=d%2Be+f")

        #expect(log.last?["name"] as? String == "a b c")
        #expect(log.last?["q"] as? String == "d e f")
    }

    @Test func withoutPlusDecodingBothPlusFormsStayPlus() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.shouldDecodePlusSymbols = false
        routes.add(pattern: "/user/:name", handler: log.handler())

        routes.route(resource: "app://user/a%2Bb+c?q=d%2Be+f")

        #expect(log.last?["name"] as? String == "a+b+c")
        #expect(log.last?["q"] as? String == "d+e+f")
    }

    @Test func optionsBelongToTheirNamespace() {
        let router = Router()
        let log = HandlerLog()
        router.default.add(pattern: "/user/:name", handler: log.handler())
        router["raw"].add(pattern: "/user/:name", handler: log.handler())
        router["raw"].shouldDecodePlusSymbols = false

        router.route(to: "raw://user/a+b")
        router.route(to: "app://user/a+b")

        #expect(log.calls.map { $0.parameters["name"] as? String } == ["a+b", "a b"])
    }

    @Test func aHostWithADotIsNotAPathComponentUnlessTheNamespaceSaysSo() {
        let routes = Routes(scheme: "https")
        routes.add(pattern: "/sign_in")
        routes.add(pattern: "/example.com/help")

        #expect(routes.canRoute(resource: "https://example.com/sign_in"))
        #expect(!routes.canRoute(resource: "https://example.com/help"))

        routes.alwaysTreatsHostAsPathComponent = true
        #expect(!routes.canRoute(resource: "https://example.com/sign_in"))
        #expect(routes.canRoute(resource: "https://example.com/help"))
    }

    @Test func aHandlerMayChangeTheRoutesWhileTheyAreBeingTried() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/once") { _ in
            routes.remove(pattern: "/once")
            routes.add(pattern: "/later")
            return false
        }
        routes.add(pattern: "/:any", handler: log.handler("fallthrough"))

        #expect(routes.route(resource: "app://once"))
        #expect(log.names == ["fallthrough"])
        #expect(routes.definitions.map(\.pattern) == ["/:any", "/later"])
    }

    @Test func aStarThatIsNotLastMatchesExactlyOneComponent() {
        let routes = Routes(scheme: "app")
        routes.add(pattern: "/a/*/b")

        #expect(routes.canRoute(resource: "app://a/x/b"))
        #expect(!routes.canRoute(resource: "app://a/x/y/b"))
        #expect(!routes.canRoute(resource: "app://a/x"))
    }

    @Test func URLRoutesPatternSyntaxApplies() {
        let routes = Routes(scheme: "shop")
        let log = HandlerLog()
        routes.add(pattern: #"/product/:id<\d+>"#, handler: log.handler("id"))
        routes.add(pattern: "/product/:slug", handler: log.handler("slug"))

        routes.route(resource: "shop://product/42")
        routes.route(resource: "shop://product/trail-runner")

        #expect(log.names == ["id", "slug"])
    }
}
