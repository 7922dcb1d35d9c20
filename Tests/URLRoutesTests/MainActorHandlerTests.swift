import Testing
import URLRoutes

/// Main-actor state a handler updates, as an app's model would be.
@MainActor final class NavigationModel {
    var openedUserIDs: [String] = []
}

/// Handlers that touch main-actor state, for URLs routed on the main actor.
extension RouterSuite {
    @Suite struct MainActorHandlerTests {
        @Test @MainActor func aMainActorHandlerUpdatesMainActorState() {
            withCleanRouter {
                let model = NavigationModel()
                let routes = Routes()
                routes.addRoute("/user/view/:userID", mainActorHandler: { parameters in
                    model.openedUserIDs.append(parameters["userID"] ?? "")
                    return true
                })
                #expect(routes.routeURL("myapp://user/view/joe"))
                #expect(model.openedUserIDs == ["joe"])
            }
        }

        @Test @MainActor func aMainActorHandlerThatDeclinesPassesTheURLOn() {
            withCleanRouter {
                let model = NavigationModel()
                let routes = Routes()
                routes.addRoute("/user/view/:userID", priority: 1, mainActorHandler: { _ in
                    model.openedUserIDs.append("declined")
                    return false
                })
                routes.addRoute("/user/view/:userID", mainActorHandler: { parameters in
                    model.openedUserIDs.append(parameters["userID"] ?? "")
                    return true
                })
                #expect(routes.routeURL("myapp://user/view/joe"))
                #expect(model.openedUserIDs == ["declined", "joe"])
            }
        }

        @Test @MainActor func theWrappedHandlerWorksThroughTheSubscriptAndTheStaticRouter() {
            withCleanRouter {
                let model = NavigationModel()
                Routes(forScheme: "myapp")["/user/view/:userID"] = RouteHandlers.mainActor { parameters in
                    model.openedUserIDs.append(parameters["userID"] ?? "")
                    return true
                }
                #expect(Routes.routeURL("myapp://user/view/ann"))
                #expect(model.openedUserIDs == ["ann"])
            }
        }

        @Test func canRouteURLFromAnotherThreadDoesNotCallTheHandler() async {
            let routes = Routes()
            routes.addRoute("/user/view/:userID", mainActorHandler: { _ in true })
            let canRoute = await Task.detached { routes.canRouteURL("myapp://user/view/joe") }.value
            #expect(canRoute)
        }

        @Test func offTheMainActorTheRouteDeclinesAndTheNextRouteRoutes() async {
            let routes = Routes()
            let calls = LockedBox([String]())
            routes.addRoute("/user/view/:userID", priority: 1, mainActorHandler: { _ in
                calls.update { $0.append("main actor") }
                return true
            })
            let routedAlone = await Task.detached { routes.routeURL("myapp://user/view/joe") }.value
            #expect(!routedAlone)
            routes.addRoute("/user/view/:userID") { _ in
                calls.update { $0.append("sendable") }
                return true
            }
            let routed = await Task.detached { routes.routeURL("myapp://user/view/joe") }.value
            #expect(routed)
            #expect(calls.value == ["sendable"])
        }
    }
}

/// Named routes with main-actor handlers: linked to by name, routed on the main actor.
extension RouterSuite {
    @Suite struct NamedMainActorHandlerTests {
        @Test @MainActor func aNamedMainActorRouteRoutesAndUpdatesMainActorState() {
            withCleanRouter {
                let model = NavigationModel()
                let shop = Routes(forScheme: "shop")
                shop.addRoute("/wishlist/:userID", name: "wishlist", mainActorHandler: { parameters in
                    model.openedUserIDs.append(parameters["userID"] ?? "")
                    return true
                })
                #expect(shop.routeURL("shop://wishlist/ann"))
                #expect(model.openedUserIDs == ["ann"])
            }
        }

        @Test @MainActor func aNamedMainActorRouteGeneratesItsLink() throws {
            try withCleanRouter {
                let shop = Routes(forScheme: "shop")
                shop.addRoute("/wishlist/:userID", name: "wishlist", priority: 3, mainActorHandler: { _ in true })
                #expect(shop.route(named: "wishlist")?.priority == 3)
                let url = try shop.url(forRouteNamed: "wishlist", parameters: ["userID": "ann"])
                #expect(url == "shop://wishlist/ann")
            }
        }
    }
}
