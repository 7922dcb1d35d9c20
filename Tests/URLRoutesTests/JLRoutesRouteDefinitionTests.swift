import Foundation
import Testing
import URLRoutes

// JLRoutes facts ported from README "Custom Route Parsing" (AlwaysMatchRouteDefinition,
// +setDefaultRouteDefinitionClass:), JLRoutesTests.m (testAddingCustomRouteDefinition),
// JLRRouteDefinition (routeResponseForRequest:, routeVariablesForRequest:,
// matchParametersForRequest:routeVariables:, callHandlerBlockWithParameters:,
// didBecomeRegisteredForScheme:, equality on pattern/scheme/priority) and JLRRouteRequest.

/// README's AlwaysMatchRouteDefinition: matches every request.
final class AlwaysMatchRouteDefinition: RouteDefinition, @unchecked Sendable {
    override func routeResponse(for request: RouteRequest) -> RouteResponse {
        let variables = routeVariables(for: request) ?? [:]
        return .validMatch(parameters: matchParameters(for: request, routeVariables: variables))
    }
}

/// Never matches, whatever the pattern says.
final class NeverMatchRouteDefinition: RouteDefinition, @unchecked Sendable {
    override func routeResponse(for request: RouteRequest) -> RouteResponse {
        .invalidMatch
    }
}

/// Matches normally but always declines in callHandler.
final class DecliningRouteDefinition: RouteDefinition, @unchecked Sendable {
    override func callHandler(with parameters: RouteParameters) -> Bool {
        _ = super.callHandler(with: parameters)
        return false
    }
}

/// Records every didBecomeRegistered(forScheme:) call.
final class RecordingRouteDefinition: RouteDefinition, @unchecked Sendable {
    let registrations = LockedBox<[String]>([])
    override func didBecomeRegistered(forScheme scheme: String) {
        super.didBecomeRegistered(forScheme: scheme)
        registrations.update { $0.append(scheme) }
    }
}

extension RouterSuite {
    @Suite struct JLRoutesRouteDefinitions {
        @Test(arguments: URLEntry.allCases)
        func customDefinitionAddedToGlobalRoutes(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                let definition = RouteDefinition(pattern: "/test", priority: 0, handler: recorder.handler("custom"))
                Routes.globalRoutes().addRoute(definition)
                #expect(routeGlobally("tests://test", via: entry))
                #expect(recorder.tags == ["custom"])
                #expect(recorder.last?.scheme == Routes.globalScheme)
                #expect(recorder.last?.pattern == "/test")
            }
        }

        @Test func definitionSchemeIsSetOnRegistration() {
            withCleanRouter {
                let definition = RouteDefinition(pattern: "/test", handler: nil)
                #expect(definition.scheme == nil)
                #expect(definition.pattern == "/test")
                #expect(definition.priority == 0)
                Routes(forScheme: "custom").addRoute(definition)
                #expect(definition.scheme == "custom")
            }
        }

        @Test func didBecomeRegisteredIsCalledWithTheScheme() {
            withCleanRouter {
                let definition = RecordingRouteDefinition(pattern: "/test", handler: nil)
                Routes(forScheme: "custom").addRoute(definition)
                #expect(definition.registrations.value == ["custom"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func subclassRouteResponseOverrideMatchesAnything(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute(AlwaysMatchRouteDefinition(pattern: "/foo", priority: 0, handler: recorder.handler("always")))
                #expect(routeGlobally("tests://something/completely/different?x=1", via: entry))
                #expect(recorder.tags == ["always"])
                #expect(recorder.last?.pattern == "/foo")
                #expect(recorder.last?["x"] == "1")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func subclassRouteResponseOverrideCanRefuse(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute(NeverMatchRouteDefinition(pattern: "/foo", priority: 0, handler: recorder.handler("never")))
                #expect(routeGlobally("tests://foo", via: entry) == false)
                #expect(canRouteGlobally("tests://foo", via: entry) == false)
                #expect(recorder.count == 0)
            }
        }

        @Test(arguments: URLEntry.allCases)
        func subclassCallHandlerOverrideIsHonoured(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute(DecliningRouteDefinition(pattern: "/foo", priority: 0, handler: recorder.handler("declining")))
                Routes.globalRoutes().addRoute("/:next", handler: recorder.handler("next"))
                #expect(routeGlobally("tests://foo", via: entry))
                #expect(recorder.tags == ["declining", "next"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func subclassKeepsItsPlaceInMatchingOrder(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes.globalRoutes()
                routes.addRoute("/before", handler: recorder.handler("before"))
                routes.addRoute(AlwaysMatchRouteDefinition(pattern: "/always", handler: recorder.handler("always")))
                routes.addRoute("/after", handler: recorder.handler("after"))
                #expect(routeGlobally("tests://before", via: entry))
                #expect(routeGlobally("tests://after", via: entry))
                #expect(recorder.tags == ["before", "always"])
            }
        }

        @Test(arguments: URLEntry.allCases)
        func higherPriorityPlainRouteBeatsSubclass(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes.globalRoutes()
                routes.addRoute(AlwaysMatchRouteDefinition(pattern: "/always", handler: recorder.handler("always")))
                routes.addRoute("/after", priority: 1, handler: recorder.handler("after"))
                #expect(routeGlobally("tests://after", via: entry))
                #expect(routeGlobally("tests://other", via: entry))
                #expect(recorder.tags == ["after", "always"])
            }
        }

        @Test func defaultRouteDefinitionClassDefaultsToRouteDefinition() {
            withCleanRouter {
                #expect(ObjectIdentifier(Routes.defaultRouteDefinitionClass) == ObjectIdentifier(RouteDefinition.self))
            }
        }

        @Test(arguments: URLEntry.allCases)
        func defaultRouteDefinitionClassIsUsedByAddRoute(_ entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.defaultRouteDefinitionClass = AlwaysMatchRouteDefinition.self
                Routes.globalRoutes().addRoute("/foo", handler: recorder.handler("always"))
                #expect(Routes.globalRoutes().routes().first is AlwaysMatchRouteDefinition)
                #expect(routeGlobally("tests://not/foo/at/all", via: entry))
                #expect(recorder.last?.pattern == "/foo")
            }
        }

        @Test func routeResponseForMatchingRequest() throws {
            let definition = RouteDefinition(pattern: "/user/view/:userID", handler: nil)
            let request = RouteRequest(url: makeURL("myapp://user/view/joeldev?foo=bar"), options: [.decodePlusSymbols], additionalParameters: nil)
            let response = definition.routeResponse(for: request)
            #expect(response.isMatch)
            let parameters = try #require(response.parameters)
            #expect(parameters["userID"] == "joeldev")
            #expect(parameters["foo"] == "bar")
            #expect(parameters.pattern == "/user/view/:userID")
            #expect(parameters.url == makeURL("myapp://user/view/joeldev?foo=bar"))
        }

        @Test func routeResponseForNonMatchingRequest() {
            let definition = RouteDefinition(pattern: "/user/view/:userID", handler: nil)
            let request = RouteRequest(url: makeURL("myapp://post/view/joeldev"), options: [], additionalParameters: nil)
            let response = definition.routeResponse(for: request)
            #expect(response.isMatch == false)
            #expect(response.parameters == nil)
        }

        @Test func invalidMatchResponseHasNoParameters() {
            #expect(RouteResponse.invalidMatch.isMatch == false)
            #expect(RouteResponse.invalidMatch.parameters == nil)
        }

        @Test func routeVariablesAreDecodedPathVariablesOnly() {
            let definition = RouteDefinition(pattern: "/user/view/:userID", handler: nil)
            let matching = RouteRequest(url: makeURL("myapp://user/view/joel%20levin?foo=bar"), options: [.decodePlusSymbols], additionalParameters: nil)
            #expect(definition.routeVariables(for: matching) == ["userID": "joel levin"])
            let other = RouteRequest(url: makeURL("myapp://user/edit/joel"), options: [], additionalParameters: nil)
            #expect(definition.routeVariables(for: other) == nil)
        }

        @Test func plusDecodingFollowsTheRequestOptions() {
            let definition = RouteDefinition(pattern: "/user/view/:userID", handler: nil)
            let decoding = RouteRequest(url: makeURL("myapp://user/view/joel+levin"), options: [.decodePlusSymbols], additionalParameters: nil)
            let raw = RouteRequest(url: makeURL("myapp://user/view/joel+levin"), options: [], additionalParameters: nil)
            #expect(definition.routeVariables(for: decoding) == ["userID": "joel levin"])
            #expect(definition.routeVariables(for: raw) == ["userID": "joel+levin"])
        }

        @Test func matchParametersMergeQueryVariablesAndAdditional() {
            let definition = RouteDefinition(pattern: "/user/view/:userID", handler: nil)
            let request = RouteRequest(
                url: makeURL("myapp://user/view/joeldev?userID=evil&q=1&extra=fromQuery"),
                options: [],
                additionalParameters: ["extra": "fromCaller"])
            let parameters = definition.matchParameters(for: request, routeVariables: ["userID": "joeldev"])
            #expect(parameters["userID"] == "joeldev")
            #expect(parameters["q"] == "1")
            #expect(parameters["extra"] == "fromCaller")
            #expect(parameters.names == ["extra", "q", "userID"])
        }

        @Test func requestSplitsHostAndPathIntoComponents() {
            let request = RouteRequest(url: makeURL("myapp://user/view/1?x=1&x=2&y=3"), options: [], additionalParameters: ["k": "v"])
            #expect(request.pathComponents == ["user", "view", "1"])
            #expect(request.queryParams == ["x": ["1", "2"], "y": ["3"]])
            #expect(request.additionalParameters?["k"] as? String == "v")
            #expect(request.url == makeURL("myapp://user/view/1?x=1&x=2&y=3"))
        }

        @Test func requestTreatsDottedHostAsComponentOnlyWithOption() {
            let url = makeURL("https://www.example.com/a/b")
            let plain = RouteRequest(url: url, options: [], additionalParameters: nil)
            let withHost = RouteRequest(url: url, options: [.treatHostAsPathComponent], additionalParameters: nil)
            #expect(plain.pathComponents == ["a", "b"])
            #expect(withHost.pathComponents == ["www.example.com", "a", "b"])
            #expect(withHost.options.contains(.treatHostAsPathComponent))
        }

        @Test func definitionsWithSamePatternSchemeAndPriorityAreEqual() {
            let first = RouteDefinition(pattern: "/a", priority: 1, handler: { _ in true })
            let second = RouteDefinition(pattern: "/a", priority: 1, handler: { _ in false })
            #expect(first == second)
            #expect(first.hashValue == second.hashValue)
            #expect(first != RouteDefinition(pattern: "/a", priority: 2, handler: nil))
            #expect(first != RouteDefinition(pattern: "/b", priority: 1, handler: nil))
        }

        @Test func definitionsInDifferentSchemesAreNotEqual() {
            withCleanRouter {
                Routes(forScheme: "one").addRoute("/a")
                Routes(forScheme: "two").addRoute("/a")
                let one = Routes(forScheme: "one").routes().first
                let two = Routes(forScheme: "two").routes().first
                #expect(one != nil && two != nil)
                #expect(one != two)
            }
        }

        @Test func copyIsAnEqualDefinition() {
            let original = RouteDefinition(pattern: "/copy/:x", priority: 7, handler: nil)
            let copy = original.copy()
            #expect(copy == original)
            #expect(copy !== original)
            #expect(copy.pattern == "/copy/:x")
            #expect(copy.priority == 7)
        }

        @Test func copyKeepsTheSubclass() {
            let original = AlwaysMatchRouteDefinition(pattern: "/copy", handler: nil)
            let copy: AlwaysMatchRouteDefinition = original.copy()
            #expect(copy == original)
        }
    }
}
