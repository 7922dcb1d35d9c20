import PropertyBased
import Testing
import URLRoutes

/// The contract of `description`: for any table the format can hold, parsing the text gives
/// back the same routes (namespace, pattern, priority, name, order), fallbacks and options.
///
/// Tables are built from seeds: each seed picks a route's namespace (schemes, exact and
/// wildcard hosts, `*`), pattern (pieces that are odd but valid: no leading slash, `#`
/// fragments, `**`, constraints, optional groups, percent escapes, non-ASCII), priority
/// (negatives and the extremes of `Int` included) and name.
@Suite struct RouteTableRoundTripPropertyTests {
    /// SplitMix64: the choices a seed makes, the same every time.
    struct Choices {
        var generator: SplitMix64
        init(state: UInt64) { generator = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { generator.next() }
        mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
    }

    static let namespaces: [RouteTable.Namespace] = [
        .global, .scheme("acme"), .scheme("ACME"), .scheme("x-app+v1.2"), .scheme("https"),
        .host("shop.example.com"), .host("*.example.com"), .host("localhost"), .host("a-b.c_d.example"),
    ]

    static let pieces = [
        "/user", "user", "/:id", "/:id<\\d+>", "/:slug<[a-z0-9-]{1,8}>", "(/:tab)", "(/x/:y)", "/*", "/**",
        "#/tab/:tab", "/caf%C3%A9", "/ünï", "/a.b~c", "/:v<(?:a|b)>", "/@me", "/!$&'=+,;",
    ]

    static let priorities = [0, 0, 0, 1, -1, 10, -250, 7_000_000, Int.max, Int.min]

    static func route(seed: UInt64, index: Int) -> RouteTable.Route {
        var choices = Choices(state: seed)
        let namespace = choices.pick(namespaces)
        var pattern = ""
        for _ in 0...Int(choices.next() % 4) { pattern += choices.pick(pieces) }
        if (try? Routes.validate(pattern: pattern)) == nil { pattern = "/fallback\(index)" }
        let name: String? = choices.next() % 2 == 0 ? nil : choices.pick(["r", "_r", "shop.product", "a-b_c.d"]) + "\(index)"
        return RouteTable.Route(namespace, pattern, priority: choices.pick(priorities), name: name)
    }

    static func table(seeds: [UInt64], fallbackMask: Int, options: Int) -> RouteTable {
        var table = RouteTable(routes: seeds.enumerated().map { route(seed: $0.element, index: $0.offset) })
        table.fallbacks = namespaces.indices.filter { fallbackMask & (1 << $0) != 0 }.map { namespaces[$0] }.filter { $0 != .global }
        table.decodesPlusSymbols = options & 1 == 0
        table.treatsHostAsPathComponent = options & 2 != 0
        return table
    }

    @Test func everyTableReadsBackFromItsText() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max).array(of: 0...25),
                            Gen.int(in: 0...511), Gen.int(in: 0...3)) { seeds, fallbackMask, options in
            let table = Self.table(seeds: seeds, fallbackMask: fallbackMask, options: options)
            let text = table.description
            do {
                let parsed = try RouteTable(parsing: text)
                #expect(parsed.routes == table.routes, "\(text)")
                #expect(parsed.fallbacks == table.fallbacks, "\(text)")
                #expect(parsed.decodesPlusSymbols == table.decodesPlusSymbols)
                #expect(parsed.treatsHostAsPathComponent == table.treatsHostAsPathComponent)
                #expect(parsed == table)
                #expect(parsed.description == text, "printing is stable")
            } catch {
                Issue.record("\(error)\n\(text)")
            }
        }
    }
}

/// The same tables through the registry: registering a table and asking `registered()` gives
/// the same table back.
extension RouterSuite {
    @Suite struct RouteTableRegistryRoundTrip {
        @Test func everyTableRegistersAndReadsBackFromTheRegistry() async {
            await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max).array(of: 0...25),
                                Gen.int(in: 0...511), Gen.int(in: 0...3)) { seeds, fallbackMask, options in
                let table = RouteTableRoundTripPropertyTests.table(seeds: seeds, fallbackMask: fallbackMask, options: options)
                resetRouterState()
                do {
                    try table.register()
                    let registered = RouteTable.registered()
                    #expect(registered == table, "\(table)\n---\n\(registered)")
                } catch {
                    Issue.record("\(error)\n\(table)")
                }
            }
            resetRouterState()
        }
    }
}
