import Testing
import URLRoutes

/// The empty pattern is the root, as in JLRoutes, where apps register `""` beside `/`.
extension RouterSuite {
    @Suite struct EmptyPatternTests {
        @Test(arguments: ["myapp://", "myapp:/", "myapp://?ref=push"])
        func theEmptyPatternRoutesTheRoot(_ url: String) {
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes()
                routes.addRoute("", handler: recorder.handler("root"))
                #expect(routes.routeURL(url))
                #expect(recorder.tags == ["root"])
            }
        }

        @Test func theEmptyPatternDoesNotRouteAPath() {
            withCleanRouter {
                let routes = Routes()
                routes.addRoute("")
                #expect(!routes.canRouteURL("myapp://home"))
            }
        }

        @Test func theEmptyPatternIsKeptAsASlash() {
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes()
                routes.addRoute("", handler: recorder.handler())
                #expect(routes.routes().map(\.pattern) == ["/"])
                #expect(routes.routeURL("myapp://"))
                #expect(recorder.last?.pattern == "/")
            }
        }

        @Test func validatingTheEmptyPatternSucceeds() throws {
            try Routes.validate(pattern: "")
            #expect(try Routes().addRoute(validating: "").map(\.pattern) == ["/"])
        }

        @Test func aDefinitionOfTheEmptyPatternEqualsOneOfTheSlash() throws {
            let empty = try RouteDefinition(validating: "", handler: nil)
            #expect(empty.pattern == "/")
            #expect(empty == RouteDefinition(pattern: "/", handler: nil))
        }

        @Test func theEmptyPatternAndTheSlashAreTwoRoutesOfTheRootTriedInOrder() {
            withCleanRouter {
                let recorder = RouteRecorder()
                let routes = Routes()
                routes.addRoute("", handler: recorder.handler("empty", returning: false))
                routes.addRoute("/", handler: recorder.handler("slash"))
                #expect(routes.routes().count == 2)
                #expect(routes.routeURL("myapp://"))
                #expect(recorder.tags == ["empty", "slash"])
            }
        }

        @Test func removingTheEmptyPatternRemovesTheRootRoute() {
            withCleanRouter {
                let routes = Routes()
                routes.addRoute("")
                routes.removeRoute(withPattern: "")
                #expect(routes.routes().isEmpty)
            }
        }

        @Test func theSubscriptOfTheEmptyPatternReadsAndRemovesTheRootRoute() {
            withCleanRouter {
                let routes = Routes()
                routes[""] = { _ in true }
                #expect(routes[""] != nil)
                #expect(routes["/"] != nil)
                routes[""] = nil
                #expect(routes.routes().isEmpty)
            }
        }

        @Test func aTableRouteOfTheEmptyPatternIsKeptAsASlash() {
            #expect(RouteTable.Route(.scheme("myapp"), "", name: "home").pattern == "/")
        }

        @Test func aTableWithAnEmptyPatternPrintsTheRootAndReadsBack() throws {
            var route = RouteTable.Route(.scheme("myapp"), "/home", name: "home")
            route.pattern = ""
            let table = RouteTable(routes: [route])
            #expect(table.description == "myapp  /  home\n")
            #expect(try RouteTable(parsing: table.description).routes == [RouteTable.Route(.scheme("myapp"), "/", name: "home")])
        }

        @Test func theRegisteredTableListsTheEmptyPatternAsTheRoot() {
            withCleanRouter {
                Routes(forScheme: "myapp").addRoute("", name: "home")
                #expect(RouteTable.registered().routes == [RouteTable.Route(.scheme("myapp"), "/", name: "home")])
            }
        }

        @Test func aNamedEmptyPatternGeneratesTheRootPath() throws {
            try withCleanRouter {
                let routes = Routes(forScheme: "myapp")
                routes.addRoute("", name: "home")
                let path = try routes.path(forRouteNamed: "home")
                let url = try routes.url(forRouteNamed: "home")
                #expect(path == "/")
                #expect(url == "myapp://")
            }
        }
    }
}
