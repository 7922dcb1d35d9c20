import Testing
import URLRoutes

/// A value that fails its variable's constraint is an error, also when the variable sits in an
/// optional group: the shorter expansion must not carry the value off as a query item.
@Suite struct OptionalVariableConstraintGenerationTests {
    private func table(_ pattern: String) -> Routes {
        let routes = Routes()
        routes.addRoute(pattern, name: "r")
        return routes
    }

    @Test func aValueFailingAnOptionalVariablesConstraintIsAnError() {
        #expect { try table("/orders(/:orderID<[A-Z]\\d+>)").path(forRouteNamed: "r", parameters: ["orderID": "123"]) } throws: { error in
            let error = error as? RouteGenerationError
            return error?.parameter == "orderID" && "\(error!)".contains("does not match <[A-Z]\\d+>")
        }
    }

    @Test func aValueMeetingTheConstraintFillsTheOptionalVariable() throws {
        #expect(try table("/orders(/:orderID<[A-Z]\\d+>)").path(forRouteNamed: "r", parameters: ["orderID": "A123"]) == "/orders/A123")
        #expect(try table("/orders(/:orderID<[A-Z]\\d+>)").path(forRouteNamed: "r") == "/orders")
    }

    @Test func anotherParameterStillBecomesAQueryItemOfTheShorterExpansion() throws {
        #expect(try table("/orders(/:orderID<[A-Z]\\d+>)").path(forRouteNamed: "r", parameters: ["page": "2"]) == "/orders?page=2")
    }

    @Test func aValueFailingTheSecondOfTwoOptionalVariablesIsAnError() {
        #expect { try table("/x(/:a<\\d+>)(/:b<[a-z]+>)").path(forRouteNamed: "r", parameters: ["a": "1", "b": "Q"]) } throws: { error in
            (error as? RouteGenerationError)?.parameter == "b"
        }
    }
}
