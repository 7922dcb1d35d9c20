import Foundation
import Testing
@testable import URLRoutes

/// Registering a table adds each namespace's routes in one change and makes what links and
/// matching need on first use: the routes stand where adding them one by one would put them,
/// and what is made late is what registering made before, made once however many threads ask.
extension RouterSuite {
    @Suite struct RouteTableStartup {
        /// SplitMix64: the same choices for the same seed.
        private struct Choices {
            var generator: SplitMix64
            init(state: UInt64) { generator = SplitMix64(seed: state) }
            mutating func next() -> UInt64 { generator.next() }
            mutating func priority() -> Int { [-10, -3, 0, 0, 0, 5, 10][Int(next() % 7)] }
        }

        /// Adds `byHand` one by one to the registry's `acme` and to a standalone table, registers
        /// `table` in `acme` and adds its routes one by one to the standalone table.
        private func orders(byHand: [(String, Int)], table: [(String, Int)]) throws -> (registered: [String], oneByOne: [String]) {
            let registry = Routes(forScheme: "acme")
            let reference = Routes()
            for (pattern, priority) in byHand {
                registry.addRoute(pattern, priority: priority)
                reference.addRoute(pattern, priority: priority)
            }
            try RouteTable(routes: table.map { RouteTable.Route(.scheme("acme"), $0.0, priority: $0.1) }).register()
            for (pattern, priority) in table { reference.addRoute(pattern, priority: priority) }
            return (registry.routes().map { "\($0.pattern) \($0.priority)" }, reference.routes().map { "\($0.pattern) \($0.priority)" })
        }

        @Test func aTablesRoutesStandWhereAddingThemOneByOneWouldPutThem() throws {
            try withCleanRouter {
                let orders = try orders(byHand: [("/h1", 5), ("/h2", 0), ("/h3", -3), ("/h4", 0)],
                                        table: [("/t1", 0), ("/t2", 10), ("/t3", -3), ("/t4", 0), ("/t5", 5), ("/t6", -10), ("/t7", 10)])
                #expect(orders.registered == orders.oneByOne)
                #expect(orders.registered.first == "/t2 10")
                #expect(orders.registered.last == "/t6 -10")
            }
        }

        @Test func routesOfOnePriorityBelowTheRoutesThereAreAppended() throws {
            try withCleanRouter {
                let orders = try orders(byHand: [("/h1", 5), ("/h2", 5)], table: [("/t1", 5), ("/t2", 0), ("/t3", 0)])
                #expect(orders.registered == ["/h1 5", "/h2 5", "/t1 5", "/t2 0", "/t3 0"])
                #expect(orders.registered == orders.oneByOne)
            }
        }

        @Test func anyMixOfPrioritiesStandsAsOneByOne() throws {
            for seed in UInt64(1) ... 200 {
                try withCleanRouter {
                    var choices = Choices(state: seed)
                    let byHand = (0 ..< Int(choices.next() % 6)).map { ("/h\($0)", choices.priority()) }
                    let table = (0 ..< 1 + Int(choices.next() % 12)).map { ("/t\($0)", choices.priority()) }
                    let orders = try orders(byHand: byHand, table: table)
                    #expect(orders.registered == orders.oneByOne, "seed \(seed)")
                }
            }
        }

        /// Counts the definitions told they were registered, and where.
        final class CountingDefinition: RouteDefinition, @unchecked Sendable {
            static let told = Locked<[String]>([])
            override func didBecomeRegistered(forScheme scheme: String) {
                super.didBecomeRegistered(forScheme: scheme)
                Self.told.withLock { $0.append("\(scheme) \(pattern)") }
            }
        }

        @Test func everyDefinitionOfATableIsToldItsNamespaceOnce() throws {
            try withCleanRouter {
                CountingDefinition.told.withLock { $0 = [] }
                Routes.defaultRouteDefinitionClass = CountingDefinition.self
                try RouteTable(parsing: "acme /a a\nacme /b(/:c) b\n* /d\n").register()
                #expect(CountingDefinition.told.withLock { $0 }.sorted()
                    == ["JLRoutesGlobalRoutesScheme /d", "acme /a", "acme /b", "acme /b/:c"])
                #expect(Routes(forScheme: "acme").routes().allSatisfy { $0 is CountingDefinition })
                #expect(Routes(forScheme: "acme").route(named: "b")?.pattern == "/b/:c")
            }
        }

        @Test func aNameTakenFromARouteAddedByHandLeavesIt() throws {
            try withCleanRouter {
                let acme = Routes(forScheme: "acme")
                acme.addRoute("/old", name: "home")
                let old = try #require(acme.route(named: "home"))
                try RouteTable(parsing: "acme /new home\n").register()
                #expect(old.name == nil)
                #expect(acme.route(named: "home")?.pattern == "/new")
                #expect(acme.route(named: "home")?.name == "home")
                #expect(try acme.path(forRouteNamed: "home") == "/new")
            }
        }

        @Test func linkTemplatesAreMadeOnFirstUseOnceForEveryThread() throws {
            try withCleanRouter {
                try RouteTable(parsing: "acme /product/:id<\\d+>(/:tab) product\n").register()
                let named = try #require(Routes(forScheme: "acme").namespace.namedRoute("product"))
                let seen = Locked<[ObjectIdentifier]>([])
                DispatchQueue.concurrentPerform(iterations: 8) { _ in
                    let ids = named.templates.map(ObjectIdentifier.init)
                    seen.withLock { $0 += ids }
                }
                let ids = seen.withLock { $0 }
                #expect(ids.count == 16)
                #expect(Set(ids).count == 2, "one template per expansion, the same for every thread")
                #expect(named.templates.map(\.pattern) == ["/product/:id<\\d+>/:tab", "/product/:id<\\d+>"])
                #expect(try Routes(forScheme: "acme").path(forRouteNamed: "product", parameters: ["id": "42"]) == "/product/42")
            }
        }

        @Test func aTableRoutesRegexIsTheOneItsPatternCompilesTo() throws {
            try withCleanRouter {
                let text = "acme /static/page a\nacme /p/:id b\nacme /q/:id<\\d+>(/:tab) c\nacme /w/** d\n"
                try RouteTable(parsing: text).register()
                let definitions = Routes(forScheme: "acme").routes()
                #expect(definitions.count == 5)
                for definition in definitions {
                    let fresh = try RouteDefinition(validating: definition.pattern, handler: nil)
                    #expect(definition.regex == fresh.regex)
                    #expect(definition.captureGroups == fresh.captureGroups)
                    #expect(!definition.regex.isEmpty)
                }
            }
        }

        @Test func aRoutesRegexIsCompiledOnceUnderConcurrentFirstUse() throws {
            try withCleanRouter {
                try RouteTable(parsing: "acme /p/:id<\\d+> p\n").register()
                let route = try #require(Routes(forScheme: "acme").routes().first?.compiledPattern)
                let seen = Locked<Set<ObjectIdentifier>>([])
                DispatchQueue.concurrentPerform(iterations: 8) { _ in
                    let regex = route.regex
                    seen.withLock { _ = $0.insert(ObjectIdentifier(regex)) }
                }
                #expect(seen.withLock { $0.count } == 1)
                #expect(try route.regex.captureCount == CompiledRegex(route.regexSource).captureCount)
                #expect(Routes.routeURL("acme://p/42"))
                #expect(!Routes.routeURL("acme://p/x"))
            }
        }

        @Test func namesReadWhileTablesAreRegisteredAreTheTablesNames() throws {
            try withCleanRouter {
                let table = try RouteTable(parsing: "acme /a a\nacme /b b\n")
                try table.register()
                let definitions = Routes(forScheme: "acme").routes()
                let wrong = Locked<[String]>([])
                DispatchQueue.concurrentPerform(iterations: 4) { worker in
                    for _ in 0 ..< 200 {
                        if worker == 0 {
                            try? table.register()
                        } else {
                            for definition in definitions {
                                let name = definition.name
                                if name != nil && name != String(definition.pattern.dropFirst()) {
                                    wrong.withLock { $0.append("\(definition.pattern): \(name!)") }
                                }
                            }
                        }
                    }
                }
                #expect(wrong.withLock { $0 }.isEmpty)
                #expect(Routes(forScheme: "acme").routes().compactMap(\.name) == ["a", "b"])
            }
        }
    }
}

/// How many routes a table's route counts for toward `RouteTable.routeLimit`, whether the
/// parser compiled it or it was made in code.
@Suite struct RouteCountTests {
    @Test func aRouteCountsItsExpansionsParsedOrMadeInCode() throws {
        let patterns = ["/p/:id", "/a(/b)(/c)", "/p/:id<(a|b)>", "/q/:id<\\d+>(/:tab)", "/(", "cart"]
        let expected = [1, 4, 1, 2, 1, 1]
        let made = patterns.map { RouteTable.Route(.scheme("acme"), $0) }
        #expect(made.map(RouteTable.routeCount(of:)) == expected)
        let parsed = RouteTableParser(file: nil).parse(patterns.map { "acme \($0)" }.joined(separator: "\n")).routeLines.map(\.route)
        #expect(parsed.map(RouteTable.routeCount(of:)) == expected)
        // A constraint may not capture, and `/(` never closes its group: neither compiles, each counts once.
        #expect(parsed.map { $0.compiled != nil } == [true, true, false, true, false, true])
    }
}
