import Testing
import URLRoutes

/// `description` writes the table format, and what it writes reads back to the same table.
@Suite struct RouteTablePrintingTests {
    @Test func aTableMadeInCodePrintsAsTableText() {
        let table = RouteTable(routes: [
            .init(.scheme("acme"), "/product/:id", priority: 10, name: "product.show"),
            .init(.host("shop.example.com"), "/p/:id", name: "shop.product"),
            .init(.global, "/support/*"),
        ], fallbacks: [.scheme("acme"), .host("shop.example.com")])
        #expect(table.description == """
            acme                /product/:id  10  product.show
            //shop.example.com  /p/:id            shop.product
            *                   /support/*

            @fallback acme //shop.example.com

            """)
    }

    @Test func optionsThatDifferFromTheDefaultsAreWritten() throws {
        var table = RouteTable(routes: [.init(.scheme("acme"), "/a")])
        table.decodesPlusSymbols = false
        table.treatsHostAsPathComponent = true
        #expect(table.description.hasPrefix("@option decode-plus-symbols off\n@option host-as-path-component on\n"))
        #expect(try RouteTable(parsing: table.description) == table)
    }

    @Test func anEmptyTablePrintsAsNothing() throws {
        #expect(RouteTable().description == "")
        #expect(try RouteTable(parsing: "") == RouteTable())
    }

    @Test func aParsedTableReadsBackWithTheSameRoutesInTheSameOrder() throws {
        let text = """
            # Acme
            acme   /b            -3
            https  /p/:id<\\d+>  product      # web
            acme   /a(/:tab)     7   a.tab
            @fallback https
            """
        let table = try RouteTable(parsing: text)
        let again = try RouteTable(parsing: table.description)
        #expect(again.routes == table.routes)
        #expect(again.fallbacks == table.fallbacks)
    }

    @Test func equalityIgnoresLinesAndHowNamespacesInterleave() throws {
        let a = try RouteTable(parsing: "acme /a\n\nhttps /b\nacme /c 5\n")
        let b = RouteTable(routes: [.init(.scheme("https"), "/b"), .init(.scheme("acme"), "/c", priority: 5),
                                    .init(.scheme("acme"), "/a")])
        #expect(a == b)
    }

    @Test func equalityKeepsTheOrderOfEqualPrioritiesInANamespace() throws {
        let a = try RouteTable(parsing: "acme /a\nacme /b\n")
        let b = try RouteTable(parsing: "acme /b\nacme /a\n")
        #expect(a != b)
    }

    @Test func equalityComparesNamesPrioritiesFallbacksAndOptions() throws {
        let base = try RouteTable(parsing: "acme /a 1 a\n@fallback acme\n")
        #expect(try base != RouteTable(parsing: "acme /a 1 b\n@fallback acme\n"))
        #expect(try base != RouteTable(parsing: "acme /a 2 a\n@fallback acme\n"))
        #expect(try base != RouteTable(parsing: "acme /a 1 a\n"))
        #expect(try base != RouteTable(parsing: "acme /a 1 a\n@fallback acme\n@option decode-plus-symbols off\n"))
    }
}
