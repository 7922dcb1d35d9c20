import Testing
import URLRoutes

/// Named routes and link generation on standalone tables (no registry involved).
@Suite struct RouteGenerationTests {
    private func table(_ pattern: String, name: String = "r") -> Routes {
        let routes = Routes()
        routes.addRoute(pattern, name: name)
        return routes
    }

    private func generationError(_ body: () throws -> String) -> RouteGenerationError? {
        do {
            let result = try body()
            Issue.record("expected a RouteGenerationError, got \(result)")
            return nil
        } catch let error as RouteGenerationError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func pathFillsVariablesIn() throws {
        #expect(try table("/user/view/:userID").path(forRouteNamed: "r", parameters: ["userID": "joe"]) == "/user/view/joe")
    }

    @Test func everyByteOutsideUnreservedIsPercentEncodedWithUpperCaseHex() throws {
        let path = try table("/search/:q").path(forRouteNamed: "r", parameters: ["q": "a b/c+d"])
        #expect(path == "/search/a%20b%2Fc%2Bd")
        let emoji = try table("/search/:q").path(forRouteNamed: "r", parameters: ["q": "é~_.-😀?#%&="])
        #expect(emoji == "/search/%C3%A9~_.-%F0%9F%98%80%3F%23%25%26%3D")
    }

    @Test func unusedParametersBecomeQueryItemsSortedByNameAndEncoded() throws {
        let path = try table("/list/:kind").path(forRouteNamed: "r",
                                                 parameters: ["kind": "new", "sort": "a b", "page": "2", "x&y": "1=2"])
        #expect(path == "/list/new?page=2&sort=a%20b&x%26y=1%3D2")
    }

    @Test func rootPatternGivesSlash() throws {
        #expect(try table("/").path(forRouteNamed: "r") == "/")
        #expect(try table("/").path(forRouteNamed: "r", parameters: ["a": "1"]) == "/?a=1")
    }

    @Test func optionalGroupsUseTheLongestExpansionWhoseVariablesAreAllGiven() throws {
        let routes = table("/the(/foo/:a)(/bar/:b)")
        #expect(try routes.path(forRouteNamed: "r", parameters: ["a": "1", "b": "2"]) == "/the/foo/1/bar/2")
        #expect(try routes.path(forRouteNamed: "r", parameters: ["a": "1"]) == "/the/foo/1")
        #expect(try routes.path(forRouteNamed: "r", parameters: ["b": "2"]) == "/the/bar/2")
        #expect(try routes.path(forRouteNamed: "r") == "/the")
    }

    /// `/settings/1` would route as `:section`, the earlier expansion: the value goes to the
    /// query of the next expansion instead, and the link reads back with the same values.
    @Test func anExpansionAnEarlierOneWouldReadBackIsSkipped() throws {
        let routes = Routes()
        let seen = LockedBox<RouteParameters?>(nil)
        routes.addRoute("/settings(/:section)(/:item)", name: "settings") { parameters in
            seen.value = parameters
            return true
        }
        let cases: [([String: String], String)] = [
            (["section": "a", "item": "b"], "/settings/a/b"),
            (["section": "a"], "/settings/a"),
            (["item": "b"], "/settings?item=b"),
            ([:], "/settings"),
        ]
        for (parameters, expected) in cases {
            let path = try routes.path(forRouteNamed: "settings", parameters: parameters)
            #expect(path == expected)
            seen.value = nil
            #expect(routes.routeURL("app:" + "//" + path.dropFirst()))
            for (name, value) in parameters {
                #expect(seen.value?[name] == value, "\(path) [\(name)]")
            }
            #expect(seen.value?.pathVariables.keys.sorted() == parameters.keys.filter { path.contains("/" + parameters[$0]!) }.sorted())
        }
    }

    @Test func anExpansionWithALiteralNoEarlierOneTakesIsKept() throws {
        let routes = table("/a(/:b)(/x/:c)")
        #expect(try routes.path(forRouteNamed: "r", parameters: ["c": "1"]) == "/a/x/1")
        #expect(try table("/a(/:b)(/:c)").path(forRouteNamed: "r", parameters: ["c": "1"]) == "/a?c=1")
    }

    @Test func trailingStarTakesTheWildcardComponentsAsTheHandlerReceivesThem() throws {
        let routes = table("/files/*")
        #expect(try routes.path(forRouteNamed: "r", wildcard: ["a%20b", "c"]) == "/files/a%20b/c")
        #expect(try routes.path(forRouteNamed: "r", wildcard: ["a+b", "x:y@z", "%C3%A9"]) == "/files/a+b/x:y@z/%C3%A9")
        #expect(try routes.path(forRouteNamed: "r") == "/files")
    }

    @Test func globstarTakesTheComponentsLeftByNonFinalStars() throws {
        let routes = table("/a/*/b/**/c")
        #expect(try routes.path(forRouteNamed: "r", wildcard: ["one", "x", "y"]) == "/a/one/b/x/y/c")
    }

    @Test func nonFinalStarsNeedExactlyTheirComponentsWhenNothingTakesTheRest() {
        let error = generationError { try table("/a/*/b").path(forRouteNamed: "r", wildcard: ["1", "2"]) }
        #expect(error?.parameter == "*")
        let missing = generationError { try table("/a/*/b").path(forRouteNamed: "r") }
        #expect(missing?.reason.contains("at least 1") == true)
    }

    @Test func unknownNameThrowsNamingTheRoute() {
        let error = generationError { try Routes().path(forRouteNamed: "nope") }
        #expect(error?.route == "nope")
        #expect(error?.parameter == nil)
        #expect(error?.description.contains("nope") == true)
    }

    @Test func missingVariableThrowsNamingIt() {
        let error = generationError { try table("/user/:id/:tab").path(forRouteNamed: "r", parameters: ["id": "1"]) }
        #expect(error?.parameter == "tab")
        #expect(error?.description.contains("\"r\" (/user/:id/:tab)") == true)
    }

    @Test func missingRequiredVariableOfAnOptionalPatternNamesIt() {
        let error = generationError { try table("/user/:id(/:tab)").path(forRouteNamed: "r", parameters: ["tab": "x"]) }
        #expect(error?.parameter == "id")
        #expect(error?.reason.contains("missing") == true)
    }

    @Test func wildcardComponentsForARouteWithoutWildcardThrow() {
        let error = generationError { try table("/a/:b").path(forRouteNamed: "r", parameters: ["b": "1"], wildcard: ["x"]) }
        #expect(error?.parameter == "*")
        #expect(error?.reason.contains("takes none") == true)
    }

    @Test func constraintIsCheckedOnTheEncodedComponent() throws {
        let routes = table("/p/:id<\\d+>")
        #expect(try routes.path(forRouteNamed: "r", parameters: ["id": "42"]) == "/p/42")
        let error = generationError { try routes.path(forRouteNamed: "r", parameters: ["id": "4a"]) }
        #expect(error?.parameter == "id")
        #expect(error?.reason.contains("<\\d+>") == true)
        // `%` is allowed by the constraint on the encoded text, so an encoded space passes.
        let encoded = table("/p/:x<[a-z%0-9]+>")
        #expect(try encoded.path(forRouteNamed: "r", parameters: ["x": "a b"]) == "/p/a%20b")
        #expect(generationError { try encoded.path(forRouteNamed: "r", parameters: ["x": "A"]) }?.parameter == "x")
    }

    @Test func emptyValueThrows() {
        #expect(generationError { try table("/p/:id").path(forRouteNamed: "r", parameters: ["id": ""]) }?.parameter == "id")
    }

    @Test(arguments: [".", ".."])
    func aDotSegmentThrowsBecauseURLNormalizationRemovesIt(value: String) throws {
        let variable = generationError { try table("/file/:name").path(forRouteNamed: "r", parameters: ["name": value]) }
        #expect(variable?.parameter == "name")
        #expect(variable?.description.contains("URL normalization") == true)
        let wildcard = generationError { try table("/files/*").path(forRouteNamed: "r", wildcard: ["a", value]) }
        #expect(wildcard?.parameter == "*")
        // Dots inside a value, or as a query value, are fine.
        #expect(try table("/file/:name").path(forRouteNamed: "r", parameters: ["name": "..."]) == "/file/...")
        #expect(try table("/file").path(forRouteNamed: "r", parameters: ["name": ".."]) == "/file?name=..")
    }

    @Test func valueEndingInHashThrowsBecauseRoutingWouldDropIt() {
        let error = generationError { try table("/p/:id").path(forRouteNamed: "r", parameters: ["id": "a#"]) }
        #expect(error?.reason.contains("'#'") == true)
    }

    @Test func aNewRouteWithAnExistingNameTakesTheName() throws {
        let routes = Routes()
        routes.addRoute("/old/:id", name: "item")
        let old = try #require(routes.route(named: "item"))
        routes.addRoute("/new/:id", name: "item")
        #expect(routes.route(named: "item")?.pattern == "/new/:id")
        #expect(routes.route(named: "item")?.name == "item")
        #expect(old.name == nil)
        #expect(try routes.path(forRouteNamed: "item", parameters: ["id": "1"]) == "/new/1")
    }

    @Test func routeNamedGivesTheFirstDefinitionInMatchingOrder() {
        let routes = table("/user/:id(/:tab)")
        #expect(routes.route(named: "r")?.pattern == "/user/:id/:tab")
        #expect(routes.routes().allSatisfy { $0.name == "r" })
        #expect(routes.route(named: "other") == nil)
    }

    @Test func removingANamedRouteForgetsTheName() {
        let routes = table("/user/:id")
        routes.removeRoute(withPattern: "/user/:id")
        #expect(routes.route(named: "r") == nil)
        #expect(generationError { try routes.path(forRouteNamed: "r", parameters: ["id": "1"]) } != nil)
    }

    @Test func malformedNamedPatternRegistersNothing() {
        let routes = table("/user/(:id")
        #expect(routes.routes().isEmpty)
        #expect(routes.route(named: "r") == nil)
        #expect(throws: RoutePatternError.self) { try Routes().addRoute(validating: "/a/(", name: "x") }
    }

    @Test func standaloneTableNeedsASchemeForAURL() throws {
        let routes = table("/product/:id")
        #expect(generationError { try routes.url(forRouteNamed: "r", parameters: ["id": "1"]) }?.parameter == "scheme")
        #expect(try routes.url(forRouteNamed: "r", parameters: ["id": "1"], scheme: "shop") == "shop://product/1")
    }

    @Test func customSchemeUsesPathFormWhenTheFirstComponentWouldNotReadBack() throws {
        let dotted = table("/:file/c")
        #expect(try dotted.url(forRouteNamed: "r", parameters: ["file": "a.b"], scheme: "shop") == "shop:///a.b/c")
        #expect(try table("/localhost/x").url(forRouteNamed: "r", scheme: "shop") == "shop:///localhost/x")
        #expect(try table("/").url(forRouteNamed: "r", scheme: "shop") == "shop://")
        #expect(try table("/").url(forRouteNamed: "r", parameters: ["a": "1"], scheme: "shop") == "shop://?a=1")
    }

    @Test func invalidSchemeThrows() {
        #expect(generationError { try table("/a").url(forRouteNamed: "r", scheme: "1x") }?.parameter == "scheme")
        #expect(generationError { try table("/a").url(forRouteNamed: "r", scheme: "my app") }?.parameter == "scheme")
    }

    @Test func generatedLinksRouteBackToTheirRoute() throws {
        let routes = Routes()
        let seen = LockedBox<RouteParameters?>(nil)
        routes.addRoute("/user/:id(/:tab)", name: "user") { parameters in
            seen.value = parameters
            return true
        }
        let values = ["id": "jo é/😀?#x", "tab": "a&b=c", "ref": "mail %41"]
        let url = try routes.url(forRouteNamed: "user", parameters: values, scheme: "myapp")
        #expect(routes.routeURL(url))
        #expect(seen.value?["id"] == "jo é/😀?#x")
        #expect(seen.value?["tab"] == "a&b=c")
        #expect(seen.value?["ref"] == "mail %41")
    }
}
