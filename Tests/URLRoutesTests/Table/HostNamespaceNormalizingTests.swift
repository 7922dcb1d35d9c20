import Testing
@testable import URLRoutes

/// A table made in code with a host namespace spelt as the parser would not hold it (upper
/// case, a trailing dot) prints faithfully and registers as itself.
extension RouterSuite {
    @Suite struct HostNamespaceNormalizing {
        static let spellings: [(written: String, normalized: String)] = [
            ("Shop.Acme.Example", "shop.acme.example"),
            ("shop.acme.example.", "shop.acme.example"),
            ("SHOP.acme.EXAMPLE.", "shop.acme.example"),
            ("*.Acme.Example", "*.acme.example"),
            ("LOCALHOST.", "localhost"),
        ]

        static func table(_ host: String) -> RouteTable {
            RouteTable(routes: [
                .init(.host(host), "/p/:id", priority: 5, name: "product"),
                .init(.host(host), "/cart"),
                .init(.scheme("acme"), "/home", name: "home"),
            ], fallbacks: [.host(host), .scheme("acme")])
        }

        @Test(arguments: spellings)
        func aTableMadeInCodeHoldsTheHostAsAParsedTableDoes(_ spelling: (written: String, normalized: String)) throws {
            let table = Self.table(spelling.written)
            #expect(table.routes[0].namespace.description == "//" + spelling.normalized)
            guard case .host(let held) = table.routes[0].namespace else {
                Issue.record("not a host namespace")
                return
            }
            #expect(held == spelling.normalized)
            #expect(table.fallbacks.first?.description == "//" + spelling.normalized)
            let text = table.description
            #expect(!text.contains(spelling.written) || spelling.written == spelling.normalized, "\(text)")
            #expect(try RouteTable(parsing: text) == table, "\(text)")
        }

        @Test(arguments: spellings)
        func aTableMadeInCodeRegistersAsItself(_ spelling: (written: String, normalized: String)) throws {
            try withCleanRouter {
                let table = Self.table(spelling.written)
                try table.register()
                #expect(RouteTable.registered() == table)
                #expect(try RouteTable(parsing: RouteTable.registered().description) == table)
            }
        }

        @Test func aHostSetAfterwardsIsNormalizedToo() throws {
            var route = RouteTable.Route(.scheme("acme"), "/p")
            route.namespace = .host("Shop.Acme.Example.")
            #expect(route.namespace.description == "//shop.acme.example")
            var table = RouteTable(routes: [route])
            table.fallbacks = [.host("SHOP.acme.example")]
            #expect(table.fallbacks.map(\.description) == ["//shop.acme.example"])
            #expect(try RouteTable(parsing: table.description) == table)
            #expect(RouteTable.Namespace.host("Shop.Acme.Example.") == .host("shop.acme.example"))
            #expect(Set<RouteTable.Namespace>([.host("A.example"), .host("a.example.")]).count == 1)
            #expect(RouteTable.Namespace.scheme("ACME") != .scheme("acme"))
        }
    }
}
