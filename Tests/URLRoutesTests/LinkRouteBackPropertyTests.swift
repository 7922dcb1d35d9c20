import Foundation
import PropertyBased
import Testing
import URLRoutes

/// Link generation at scale, against routing itself: random route tables across scheme, host,
/// wildcard-host and global namespaces (random fallbacks, competing routes and priorities),
/// patterns with `**` anywhere, several wildcards, optional groups, constraints and fragment
/// parts, and random values. Every link generation returns routes back (handlers run) to the
/// route it was made for with the values it was made from; every error that carries a link
/// tells the truth about it (the route it names takes it, or no route does); nothing crashes.
extension RouterSuite {
    @Suite struct LinkRouteBackProperties {
        /// SplitMix64: scenarios are rebuilt from a seed, which a failure prints.
        typealias SeededGenerator = SplitMix64

        struct Route {
            var namespace: Routes
            var pattern: String
            var name: String
            var priority: Int
            var variables: [String]
        }

        /// Every byte outside RFC 3986 unreserved as `%XX`.
        static func encoded(_ text: String) -> String {
            text.utf8.map { byte in
                let unreserved = (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || "-._~".utf8.contains(byte)
                return unreserved ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
            }.joined()
        }

        /// A value for a variable, query item or wildcard component: words that collide with
        /// literals, digits, Unicode, reserved characters, and now and then one generation must
        /// refuse (empty, a dot segment, a trailing '#').
        static func value(_ random: inout SeededGenerator) -> String {
            switch Int.random(in: 0..<12, using: &random) {
            case 0: return ["a", "b", "p", "h", "tail"].randomElement(using: &random)!
            case 1: return String(Int.random(in: 0..<1000, using: &random))
            case 2: return ["", ".", "..", "x#", "#"].randomElement(using: &random)!
            case 3: return ["é", "日本", "😀", "a b", "a/b", "?", "%", "%41", "+", "&=", ";:@", "~._-"].randomElement(using: &random)!
            default:
                let letters = Array("abcxyz019-_.~!$'()*,;=:@ /?#%+&é😀")
                return String((0..<Int.random(in: 1...6, using: &random)).map { _ in letters.randomElement(using: &random)! })
            }
        }

        static func pattern(_ random: inout SeededGenerator, variableBase: Int) -> (String, [String]) {
            var pattern = ""
            var variables: [String] = []
            func variable() -> String {
                let name = "v\(variableBase + variables.count)"
                variables.append(name)
                let constraint = ["", "", "<[a-z]+>", "<\\d+>", "<[^/]+>"].randomElement(using: &random)!
                return ":" + name + constraint
            }
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0, 1: pattern += "/" + ["a", "b", "p", "tail"].randomElement(using: &random)!
                case 2, 3, 4: pattern += "/" + variable()
                case 5: pattern += "/*"
                case 6: pattern += "/**"
                case 7: pattern += "(/" + variable() + ")"
                case 8: pattern += "(/" + ["a", "b"].randomElement(using: &random)! + "/" + variable() + ")"
                default: pattern += "/h#"
                }
            }
            if Int.random(in: 0..<4, using: &random) == 0 { pattern += ["/*", "/**"].randomElement(using: &random)! }
            return (pattern, variables)
        }

        /// Registers a random table; returns its routes, each with a handler recording its name.
        static func registerTable(_ random: inout SeededGenerator, recorder: RouteRecorder) -> [Route] {
            let namespaces = [Routes(forScheme: "app"), Routes(forScheme: "https"), Routes(forHost: "shop.example.com"),
                              Routes(forHost: "*.example.com"), Routes.globalRoutes()]
            for namespace in namespaces.dropLast() { namespace.shouldFallbackToGlobalRoutes = Bool.random(using: &random) }
            var routes: [Route] = []
            for namespace in namespaces {
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    let (pattern, variables) = Self.pattern(&random, variableBase: routes.count * 10)
                    let name = "r\(routes.count)"
                    let priority = Int.random(in: -1...1, using: &random)
                    namespace.addRoute(pattern, name: name, priority: priority, handler: recorder.handler(name))
                    if namespace.route(named: name) != nil {
                        routes.append(Route(namespace: namespace, pattern: pattern, name: name, priority: priority, variables: variables))
                    }
                }
            }
            return routes
        }

        enum Form: CaseIterable { case path, url, urlWithScheme, urlWithHost }

        @Test func generatedLinksRouteBackOrTheErrorTellsTheTruth() async {
            resetRouterState()
            defer { resetRouterState() }
            let generated = LockedBox(0)
            let refused = LockedBox(0)
            await propertyCheck(count: 400, input: Gen.uint64(in: 0 ... .max)) { seed in
                resetRouterState()
                Routes.shouldDecodePlusSymbols = false
                var random = SeededGenerator(seed: seed)
                let recorder = RouteRecorder()
                let routes = Self.registerTable(&random, recorder: recorder)
                guard let target = routes.randomElement(using: &random) else { return }
                var parameters: [String: String] = [:]
                for name in target.variables where Int.random(in: 0..<8, using: &random) > 0 {
                    parameters[name] = Self.value(&random)
                }
                for index in 0..<Int.random(in: 0...2, using: &random) { parameters["q\(index)"] = Self.value(&random) }
                // Wildcard components are given as the handler receives them (undecoded): mostly
                // encoded, now and then raw, which generation refuses when a URL cannot hold it.
                let wildcard = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                    let value = Self.value(&random)
                    return Int.random(in: 0..<4, using: &random) == 0 ? value : Self.encoded(value)
                }
                let form = Form.allCases.randomElement(using: &random)!
                let scheme = ["app", "https", "other"].randomElement(using: &random)!
                let host = ["shop.example.com", "acme.example.com", "other.org"].randomElement(using: &random)!
                let context = "seed \(seed): \(target.name) \(target.pattern) in \(target.namespace.scheme), \(form), parameters \(parameters), wildcard \(wildcard)"

                let link: String
                do {
                    switch form {
                    case .path: link = try target.namespace.path(forRouteNamed: target.name, parameters: parameters, wildcard: wildcard)
                    case .url: link = try target.namespace.url(forRouteNamed: target.name, parameters: parameters, wildcard: wildcard)
                    case .urlWithScheme:
                        link = try target.namespace.url(forRouteNamed: target.name, parameters: parameters, wildcard: wildcard, scheme: scheme)
                    case .urlWithHost:
                        link = try target.namespace.url(forRouteNamed: target.name, parameters: parameters, wildcard: wildcard,
                                                        scheme: nil, host: host)
                    }
                } catch let error as RouteGenerationError {
                    refused.update { $0 += 1 }
                    guard let link = error.link else { return }
                    recorder.reset()
                    let routed = form == .path ? target.namespace.routeURL(link) : Routes.routeURL(link)
                    if let taker = error.takenBy {
                        #expect(routed && recorder.last?.pattern == taker.pattern && recorder.lastTag == taker.name,
                                "\(context): \(error), but \(link) routes to \(recorder.last?.pattern ?? "nothing")")
                    } else if error.reason.contains("no route would take") || error.reason.contains("is not a URL routing can read") {
                        #expect(!routed, "\(context): \(error), but \(link) routes to \(recorder.last?.pattern ?? "?")")
                    } else {
                        #expect(routed && recorder.lastTag == target.name, "\(context): \(error)")
                    }
                    return
                } catch {
                    Issue.record("\(context): unexpected error \(error)")
                    return
                }
                generated.update { $0 += 1 }
                recorder.reset()
                let routed = form == .path ? target.namespace.routeURL(link) : Routes.routeURL(link)
                #expect(routed, "\(context): \(link) routes nowhere")
                guard let received = recorder.last else { return }
                #expect(recorder.lastTag == target.name, "\(context): \(link) routes to \(recorder.lastTag ?? "?") \(received.pattern)")
                for (name, value) in parameters {
                    #expect(received.values(name) == [value], "\(context): \(link) gives \(name) = \(received.values(name))")
                }
                #expect(Set(received.names) == Set(parameters.keys), "\(context): \(link) gives \(received.names)")
                if let delivered = received.wildcardComponents {
                    let blocks = (0...max(0, wildcard.count - delivered.count)).map { Array(wildcard.dropFirst($0).prefix(delivered.count)) }
                    #expect(blocks.contains(delivered), "\(context): \(link) delivers \(delivered)")
                }
            }
            // The scenarios make both outcomes common. Random values often fail an optional
            // variable's constraint, which is an error (not a query item), so fewer links are
            // generated than refused: about 1 in 8 of the 400.
            #expect(generated.value > 25)
            #expect(refused.value > 50)
        }
    }
}
