import Routes
import Testing

@Suite struct RoutesManaging {
    @Test func routesOfEqualPriorityKeepTheOrderTheyWereAddedIn() {
        let routes = Routes(scheme: "app")
        routes.add(patterns: ["/a", "/b"])
        routes.add(pattern: "/c")

        #expect(routes.definitions.map(\.pattern) == ["/a", "/b", "/c"])
    }

    @Test func aHigherPriorityGoesBeforeTheFirstLowerOne() {
        let routes = Routes(scheme: "app")
        routes.add(pattern: "/low", priority: 1)
        routes.add(pattern: "/high", priority: 20)
        routes.add(pattern: "/middle", priority: 10)
        routes.add(pattern: "/also-middle", priority: 10)

        #expect(routes.definitions.map(\.pattern) == ["/high", "/middle", "/also-middle", "/low"])
    }

    @Test func priorityZeroAlwaysGoesLastEvenAfterNegativePriorities() {
        // min/Routes and JLRoutes append priority 0 unconditionally.
        let routes = Routes(scheme: "app")
        routes.add(pattern: "/negative", priority: -5)
        routes.add(pattern: "/zero")

        #expect(routes.definitions.map(\.pattern) == ["/negative", "/zero"])
    }

    @Test func optionalGroupsExpandLongestFirstWithTheSamePriorityAndScheme() {
        let routes = Routes(scheme: "app")
        routes.add(pattern: "/the(/foo/:a)(/bar/:b)", priority: 3)

        #expect(routes.definitions.map(\.pattern) == ["/the/foo/:a/bar/:b", "/the/foo/:a", "/the/bar/:b", "/the"])
        #expect(routes.definitions.allSatisfy { $0.priority == 3 && $0.scheme == "app" })
    }

    @Test func addingADefinitionSetsItsScheme() {
        let routes = Routes(scheme: "app")
        let definition = Definition(pattern: "/home")

        routes.add(definition: definition)

        #expect(definition.scheme == "app")
        #expect(routes.definitions.first === definition)
    }

    @Test func aDefinitionWithOptionalGroupsIsAddedAsItsExpansions() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(definition: Definition(pattern: "/post(/:id)", priority: 2, handler: log.handler()))

        #expect(routes.definitions.map(\.pattern) == ["/post/:id", "/post"])
        #expect(routes.route(resource: "app://post/9"))
        #expect(log.last?["id"] as? String == "9")
    }

    @Test(arguments: ["/user/(:id", "/a()", #"/id/:n<\d+"#])
    func aMalformedPatternAddsNothing(_ pattern: String) {
        let routes = Routes(scheme: "app")
        routes.add(pattern: pattern)
        routes.add(definition: Definition(pattern: pattern))

        #expect(routes.definitions.isEmpty)
    }

    @Test func theEmptyPatternIsAddedAsTheRootAndRoutesIt() {
        // JLRoutes and min/Routes matched "" as "/"; apps register both.
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "", handler: log.handler("root"))

        #expect(routes.definitions.map(\.pattern) == ["/"])
        #expect(routes.route(resource: "app://"))
        #expect(log.names == ["root"])
        #expect(log.last?[Definition.Keys.pattern] as? String == "/")
    }

    @Test func aDefinitionOfTheEmptyPatternIsAdded() {
        let routes = Routes(scheme: "app")
        routes.add(definition: Definition(pattern: ""))

        #expect(routes.definitions.map(\.pattern) == ["/"])
        #expect(routes.canRoute(resource: "app://"))
    }

    @Test func removingTheEmptyPatternRemovesTheRootDefinition() {
        let routes = Routes(scheme: "app")
        routes.add(pattern: "")

        routes.remove(pattern: "")

        #expect(routes.definitions.isEmpty)
    }

    @Test func theSubscriptOfTheEmptyPatternReadsAndRemovesTheRootDefinition() {
        let routes = Routes(scheme: "app")
        routes[""] = { _ in true }

        #expect(routes[""] != nil)
        routes[""] = nil

        #expect(routes.definitions.isEmpty)
    }

    @Test func removeTakesOutTheLastDefinitionWithExactlyThatPattern() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes.add(pattern: "/dup", handler: log.handler("first"))
        routes.add(pattern: "/dup", handler: log.handler("second"))

        routes.remove(pattern: "/dup")
        routes.route(resource: "app://dup")

        #expect(routes.definitions.count == 1)
        #expect(log.names == ["first"])
    }

    @Test func removingAPatternWithOptionalGroupsRemovesNothing() {
        let routes = Routes(scheme: "app")
        routes.add(pattern: "/post(/:id)")

        routes.remove(pattern: "/post(/:id)")

        #expect(routes.definitions.count == 2)
    }

    @Test func settingAHandlerThroughTheSubscriptAddsARoute() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes["/settings"] = log.handler("settings")

        #expect(routes.definitions.map(\.pattern) == ["/settings"])
        #expect(routes.route(resource: "app://settings"))
        #expect(log.names == ["settings"])
    }

    @Test func readingTheSubscriptAnswersTheFirstHandlerForThePattern() {
        let routes = Routes(scheme: "app")
        let log = HandlerLog()
        routes["/settings"] = log.handler("first")
        routes["/settings"] = log.handler("second")

        _ = routes["/settings"]?([:])

        #expect(log.names == ["first"])
        #expect(routes["/missing"] == nil)
    }

    @Test func settingNilThroughTheSubscriptRemovesTheRoute() {
        let routes = Routes(scheme: "app")
        routes["/settings"] = { _ in true }

        routes["/settings"] = nil

        #expect(routes.definitions.isEmpty)
    }

    @Test func resetEmptiesTheNamespaceAndRestoresItsOptionsButNotItsFallback() {
        let routes = Routes(scheme: "app")
        routes.add(pattern: "/home")
        routes.options = [.treatHostAsPathComponent]
        routes.shouldFallback = true

        routes.reset()

        #expect(routes.definitions.isEmpty)
        #expect(routes.options == .default)
        #expect(routes.shouldDecodePlusSymbols)
        #expect(!routes.alwaysTreatsHostAsPathComponent)
        #expect(routes.shouldFallback)
    }

    @Test func theOperatorAddsADefinition() {
        let router = Router()
        let log = HandlerLog()
        router.default << "/a".route(handler: log.handler("a"))
        router.default << "/b".route(priority: 5, handler: log.handler("b"))

        #expect(router.default.definitions.map(\.pattern) == ["/b", "/a"])
        #expect(router.default.definitions.allSatisfy { $0.scheme == Router.defaultScheme })
        #expect(router.route(to: "app://a"))
        #expect(log.names == ["a"])
    }

    @Test func theOptionFlagsAndTheirPropertiesAreTheSameSetting() {
        let routes = Routes(scheme: "app")
        #expect(routes.options == [.decodePlusSymbols])

        routes.shouldDecodePlusSymbols = false
        routes.alwaysTreatsHostAsPathComponent = true

        #expect(routes.options == [.treatHostAsPathComponent])
    }

    @Test func onlyTheDefaultNamespaceIsGlobal() {
        let router = Router()
        #expect(router.default.isGlobal)
        #expect(!router["app"].isGlobal)
    }
}
