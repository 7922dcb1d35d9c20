import Foundation
import Testing

/// `urlroutes list TABLE`: every route, its expansions and their regexes.
@Suite struct ListCommandTests {
    @Test func everyRouteAppearsWithItsExpansionsAndRegexes() throws {
        let result = try ToolRunner.run(["list", ToolRunner.exampleTable])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("acme: ") == true)
        #expect(lines.contains { $0.hasPrefix("https: ") && $0.contains("falls back to *") })
        #expect(lines.contains { $0.hasPrefix("* (global): ") })
        // /category/:category(/:subcategory) lists both definitions, longest first.
        let route = try #require(lines.firstIndex { $0.contains("/category/:category(/:subcategory)") })
        #expect(lines[route + 1].contains("/category/:category/:subcategory "))
        #expect(lines[route + 2].contains("/category/:category "))
        #expect(lines[route + 1].contains("^"), "each definition shows its regex")
    }

    @Test func shortListsOneLinePerRouteWithoutRegexes() throws {
        let result = try ToolRunner.run(["list", ToolRunner.exampleTable, "--short"])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("/category/:category(/:subcategory)") })
        #expect(!lines.contains { $0.contains("/category/:category/:subcategory ") })
        #expect(!result.stdout.contains("^"), "no regexes")
    }

    @Test func routesAreListedInMatchingOrder() throws {
        let result = try ToolRunner.run(["list", ToolRunner.exampleTable, "--scheme", "acme"])
        let routeLines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  p") }
        #expect(routeLines.first?.contains("promo.code") == true, "priority 20 comes first")
        #expect(routeLines.last?.contains("promo.expired") == true, "priority -5 comes last")
    }

    @Test func jsonOutputHasEveryRouteOfTheTable() throws {
        let (result, json) = try ToolRunner.runJSON(["list", "--json", ToolRunner.exampleTable])
        #expect(result.status == 0)
        let namespaces = try #require(json["namespaces"] as? [[String: Any]])
        #expect(namespaces.compactMap { $0["scheme"] as? String } == ["acme", "https", "//shop.acme.example", "//*.acme.example", "*"])
        let routes = namespaces.flatMap { $0["routes"] as? [[String: Any]] ?? [] }
        let tableText = try String(contentsOf: ToolRunner.packageRoot.appendingPathComponent(ToolRunner.exampleTable), encoding: .utf8)
        let routeLines = tableText.split(separator: "\n").filter { line in
            guard let first = line.first else { return false }
            return first != "#" && first != "@" && first != " "
        }
        #expect(routes.count == routeLines.count)
        for route in routes {
            let definitions = try #require(route["definitions"] as? [[String: Any]])
            #expect(!definitions.isEmpty)
            #expect(definitions.allSatisfy { ($0["regex"] as? String)?.isEmpty == false })
        }
    }

    @Test func anUnknownSchemeFilterIsAnError() throws {
        let result = try ToolRunner.run(["list", ToolRunner.exampleTable, "--scheme", "ftp"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("the table has no routes for 'ftp'"))
    }


    @Test func countsOfOneAreSingular() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("one.table", "acme  /home  home\nhttps  /a(/:b)  a\n")
        let result = try ToolRunner.run(["list", table])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.stdout.contains("acme: 1 route, 1 definition\n"), "\(result.stdout)")
        #expect(result.stdout.contains("https: 1 route, 2 definitions\n"))
    }

    @Test func anEmptyTableListsNothingAndSaysSoOnStandardError() throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("empty.table", "# nothing yet\n")
        let result = try ToolRunner.run(["list", table])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "warning: \(table): the table declares no routes, so there is nothing to list\n")
    }
}
