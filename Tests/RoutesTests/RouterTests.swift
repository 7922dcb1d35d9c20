import Foundation
import Routes
import Testing

@Suite struct RouterNamespaces {
    @Test func aURLRoutesInTheNamespaceOfItsScheme() {
        let router = Router()
        let log = HandlerLog()
        router.default.add(pattern: "/home", handler: log.handler("default"))
        router["shop"].add(pattern: "/home", handler: log.handler("shop"))

        #expect(router.route(to: "shop://home"))
        #expect(router.route(to: "other://home"))
        #expect(log.names == ["shop", "default"])
        #expect(log.calls.map { $0.parameters[Definition.Keys.scheme] as? String } == ["shop", Router.defaultScheme])
    }

    @Test func aRegisteredSchemeDoesNotFallBackUnlessAsked() {
        let router = Router()
        let log = HandlerLog()
        router.default.add(pattern: "/help", handler: log.handler())
        router["shop"].add(pattern: "/cart", handler: log.handler())

        #expect(!router.route(to: "shop://help"))
        #expect(!router.canRoute(to: "shop://help"))

        router["shop"].shouldFallback = true
        #expect(router.canRoute(to: "shop://help"))
        #expect(router.route(to: "shop://help"))
        #expect(log.last?[Definition.Keys.scheme] as? String == Router.defaultScheme)
    }

    @Test func merelyReadingANamespaceRegistersIt() {
        let router = Router()
        router.default.add(pattern: "/help")
        _ = router["shop"].definitions

        #expect(!router.route(to: "shop://help"))
        #expect(router.definitionMapping["shop"]?.isEmpty == true)
    }

    @Test func dynamicMemberLookupNamesTheSameNamespaceAsTheSubscript() {
        let router = Router()
        router.shop.add(pattern: "/cart")

        #expect(router.shop === router["shop"])
        #expect(router["shop"].definitions.map(\.pattern) == ["/cart"])
    }

    @Test func routesForAResourceRegistersNothing() {
        let router = Router()
        let routes = router.routes(for: URL(string: "shop://cart")!)

        #expect(routes === router.default)
        #expect(router.definitionMapping.keys.sorted() == [Router.defaultScheme])
    }

    @Test func theVersion1NamesRouteLikeTheCurrentOnes() {
        let router = Router()
        let log = HandlerLog()
        router.default.add(pattern: "/post/:id", handler: log.handler())

        #expect(router.route(resource: "app://post/7", parameters: ["via": "push"]))
        #expect(router.canRoute(resource: "app://post/8"))
        #expect(!router.canRoute(resource: "app://user/8"))
        #expect(log.calls.count == 1)
        #expect(log.last?["via"] as? String == "push")
    }

    @Test func theEarliestNamesTakeAURL() {
        let router = Router()
        let log = HandlerLog()
        router.default.add(pattern: "/post/:id", handler: log.handler())
        let url = URL(string: "app://post/7")!

        #expect(router.route(url: url, parameters: ["via": "link"]))
        #expect(router.default.route(url: url))
        #expect(router.default.canRoute(url: url))
        #expect(!router.default.canRoute(url: URL(string: "app://user/7")!))
        #expect(log.calls.map { $0.parameters["via"] as? String } == ["link", nil])
    }

    @Test func canRouteCallsNoHandler() {
        let router = Router()
        let log = HandlerLog()
        router.default.add(pattern: "/post/:id", handler: log.handler(answer: false))

        #expect(router.canRoute(to: "app://post/7"))
        #expect(log.calls.isEmpty)
    }

    @Test func unregisteringASchemeSendsItsURLsToTheDefaultNamespace() {
        let router = Router()
        let log = HandlerLog()
        router.default.add(pattern: "/:", handler: log.handler("default"))
        router["shop"].add(pattern: "/cart", handler: log.handler("shop"))

        router.unregister(scheme: "shop")

        #expect(router.route(to: "shop://cart"))
        #expect(log.names == ["default"])
        #expect(router.definitionMapping["shop"] == nil)
    }

    @Test func unregisteringAllEmptiesTheDefaultNamespaceToo() {
        let router = Router()
        router.default.add(pattern: "/home")
        router["shop"].add(pattern: "/cart")

        router.unregisterAll()

        #expect(!router.route(to: "shop://cart"))
        #expect(!router.route(to: "app://home"))
        #expect(router.default.definitions.isEmpty)
        #expect(router.definitionMapping.mapValues(\.count) == [Router.defaultScheme: 0])
    }

    @Test func unregisteringTheDefaultSchemeReplacesTheDefaultNamespace() {
        let router = Router()
        let old = router.default
        old.add(pattern: "/home")

        router.unregister(scheme: Router.defaultScheme)

        #expect(router.default !== old)
        #expect(!router.route(to: "app://home"))
        #expect(router.definitionMapping[Router.defaultScheme]?.isEmpty == true)
    }

    @Test func theSchemeSelectsItsNamespaceCaseSensitively() {
        let router = Router()
        let log = HandlerLog()
        router.default.add(pattern: "/cart", handler: log.handler("default"))
        router["Shop"].add(pattern: "/cart", handler: log.handler("Shop"))

        router.route(to: "Shop://cart")
        router.route(to: "shop://cart")

        #expect(log.names == ["Shop", "default"])
    }

    @Test func routersDoNotShareRoutes() {
        let first = Router()
        let second = Router()
        first.default.add(pattern: "/home")

        #expect(first.route(to: "app://home"))
        #expect(!second.route(to: "app://home"))
    }

    @Test func aResourceWithoutAURLRoutesNowhere() {
        struct NoURL: Resource { var url: URL? { nil } }
        let router = Router()
        router.default.add(pattern: "/")

        #expect(!router.route(to: NoURL()))
        #expect(!router.canRoute(to: NoURL()))
    }
}
