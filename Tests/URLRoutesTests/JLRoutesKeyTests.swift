import Foundation
import Testing
import URLRoutes

/// The `JLRoute*` keys read through `RouteParameters` as they read through JLRoutes' dictionary.
extension RouterSuite {
    @Suite struct JLRoutesKeyTests {
        /// The parameters a route of `pattern` in `routes` receives for `url`.
        private func parameters(_ pattern: String, _ url: String, in routes: Routes = Routes(forScheme: "myapp"),
                                extra: [String: any Sendable]? = nil) throws -> RouteParameters {
            let recorder = RouteRecorder()
            routes.addRoute(pattern, handler: recorder.handler())
            #expect(Routes.routeURL(url, withParameters: extra))
            return try #require(recorder.last)
        }

        @Test func theSubscriptGivesTheURLStringPatternAndScheme() throws {
            try withCleanRouter {
                let parameters = try parameters("/user/view/:userID", "myapp://user/view/joe?tab=posts")
                #expect(parameters[RouteParameters.urlKey] == "myapp://user/view/joe?tab=posts")
                #expect(parameters[RouteParameters.patternKey] == "/user/view/:userID")
                #expect(parameters[RouteParameters.schemeKey] == "myapp")
            }
        }

        @Test func theSubscriptGivesTheWildcardComponentsJoinedBySlashes() throws {
            try withCleanRouter {
                let parameters = try parameters("/wildcard/*", "myapp://wildcard/joker/card")
                #expect(parameters[RouteParameters.wildcardComponentsKey] == "joker/card")
                #expect(parameters.values(RouteParameters.wildcardComponentsKey) == ["joker/card"])
            }
        }

        @Test func theWildcardKeyIsNilForARouteWithoutAWildcard() throws {
            try withCleanRouter {
                let parameters = try parameters("/plain", "myapp://plain")
                #expect(parameters[RouteParameters.wildcardComponentsKey] == nil)
                #expect(parameters.value(forKey: RouteParameters.wildcardComponentsKey) == nil)
            }
        }

        @Test func valueForKeyGivesTheWildcardComponentsAsAnArray() throws {
            try withCleanRouter {
                let parameters = try parameters("/wildcard/*", "myapp://wildcard/joker/card")
                #expect(parameters.value(forKey: RouteParameters.wildcardComponentsKey) as? [String] == ["joker", "card"])
            }
        }

        @Test func valueForKeyGivesWhatTheDictionaryHolds() throws {
            try withCleanRouter {
                let parameters = try parameters("/search/:kind", "myapp://search/boots?size=10&size=11&q=trail",
                                                extra: ["count": 3])
                #expect(parameters.value(forKey: RouteParameters.urlKey) as? URL == URL(string: "myapp://search/boots?size=10&size=11&q=trail"))
                #expect(parameters.value(forKey: "size") as? [String] == ["10", "11"])
                #expect(parameters.value(forKey: "q") as? String == "trail")
                #expect(parameters.value(forKey: "kind") as? String == "boots")
                #expect(parameters.value(forKey: "count") as? Int == 3)
                #expect(parameters.value(forKey: "absent") == nil)
                for (key, value) in parameters.dictionary {
                    #expect(String(describing: parameters.value(forKey: key)!) == String(describing: value), "key \(key)")
                }
            }
        }

        @Test func thePatternKeyWinsOverAQueryItemOfTheSameName() throws {
            try withCleanRouter {
                let parameters = try parameters("/p", "myapp://p?JLRoutePattern=spoof")
                #expect(parameters[RouteParameters.patternKey] == "/p")
                #expect(parameters.dictionary[RouteParameters.patternKey] as? String == "/p")
            }
        }
    }
}
