import Foundation
import PropertyBased
import Testing
import URLRoutes

/// The contract of link generation: a URL generated for a route routes back to that route with
/// the same values, for any pattern shape and any Unicode values.
///
/// Patterns are built from literals, plain and constrained variables, optional groups, non-final
/// `*` and a trailing `*` or `**`. Literals contain `!`, which an encoded value never does, so no
/// value can pass for a literal and send the URL to another expansion.
/// Runs with plus-decoding off: with it on (JLRoutes' default) a `+` reads back as a space, by
/// design (see `RegisteredLinkGeneration.plusReadsBackAsASpaceWhilePlusDecodingIsOn`).
extension RouterSuite {
    @Suite struct LinkRoundTrip {
        /// Any Unicode, weighted towards what URLs get wrong: reserved characters, spaces, emoji.
        static let character = Gen<Character>.oneOf(
            Gen<Character?>.element(of: Array("/?#%+&= ;:@.~-_[]!$'()*,") as [Character]).map { $0! },
            Gen<UnicodeScalar>.unicodeScalar(in: "\u{1F300}"..."\u{1FAFF}").map(Character.init),
            Gen<UnicodeScalar>.unicodeScalar(in: "\u{1}"..."\u{D7FF}").map(Character.init),
            Gen.letterOrNumber
        )
        /// Never empty, never ending in `#`, never `.` or `..`: all are refused with an error
        /// (own unit tests).
        static let value = character.string(of: 1...6).map { $0.hasSuffix("#") || $0 == "." || $0 == ".." ? $0 + "z" : $0 }

        /// 0 literal, 1 variable, 2 variable<[^/]+>, 3 variable<[A-Za-z0-9%._~-]+>,
        /// 4 optional group with a literal and a variable, 5 non-final `*`.
        static let pieces = Gen.int(in: 0...5).array(of: 1...5)

        struct Case: CustomStringConvertible {
            var pattern = ""
            var expansion = ""
            var parameters: [String: String] = [:]
            var variables: [String: String] = [:]
            var wildcard: [String] = []
            var delivered: [String]?
            var description: String { "\(pattern) \(parameters) wildcard \(wildcard)" }
        }

        /// Every byte outside RFC 3986 unreserved as `%XX`: a wildcard component as a URL holds it.
        static func encoded(_ text: String) -> String {
            text.utf8.map { byte in
                let unreserved = (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || "-._~".utf8.contains(byte)
                return unreserved ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
            }.joined()
        }

        static func makeCase(pieces: [Int], values: [String], extras: [String], trailing: Int) -> Case {
            var result = Case()
            var pattern: [String] = []
            var expansion: [String] = []
            var nextValue = 0
            func value() -> String {
                defer { nextValue += 1 }
                return values[nextValue % values.count]
            }
            // The value of a `*` that is (so far) the expansion's last component.
            var lastStar: String?
            for (index, piece) in pieces.enumerated() {
                let name = "v\(index)"
                let count = expansion.count
                defer { if expansion.count > count && piece != 5 { lastStar = nil } }
                switch piece {
                case 0:
                    pattern.append("/lit!\(index)")
                    expansion.append("/lit!\(index)")
                case 1, 2, 3:
                    let constraint = piece == 1 ? "" : piece == 2 ? "<[^/]+>" : "<[A-Za-z0-9%._~-]+>"
                    pattern.append("/:\(name)\(constraint)")
                    expansion.append("/:\(name)\(constraint)")
                    result.variables[name] = value()
                case 4:
                    pattern.append("(/opt!\(index)/:\(name))")
                    // Present when its value is given: every other group is left out.
                    if index % 2 == 0 {
                        expansion.append("/opt!\(index)/:\(name)")
                        result.variables[name] = value()
                    }
                default:
                    pattern.append("/*")
                    expansion.append("/*")
                    // Given as the handler receives it: encoded (routing does not decode it).
                    let component = Self.encoded(value())
                    result.wildcard.append(component)
                    lastStar = component
                }
            }
            // A `*` that ends the expansion is a trailing one: its component is delivered.
            if trailing == 0, let lastStar { result.delivered = [lastStar] }
            if trailing > 0 {
                let star = trailing == 1 ? "/*" : "/**"
                pattern.append(star)
                expansion.append(star)
                let taken = values.prefix(trailing == 1 ? 2 : 3).map(Self.encoded)
                result.wildcard += taken
                result.delivered = taken
            }
            result.pattern = pattern.joined()
            result.expansion = expansion.joined()
            result.parameters = result.variables
            for (index, extra) in extras.enumerated() { result.parameters["x\(index)" + extra] = values[index % values.count] }
            return result
        }

        @Test func generatedLinksRouteBackWithTheSameValues() async throws {
            resetRouterState()
            defer { resetRouterState() }
            Routes.shouldDecodePlusSymbols = false
            await propertyCheck(count: 300, input: Self.pieces, Self.value.array(of: 3...6),
                                Self.value.array(of: 0...2), Gen.int(in: 0...2)) { pieces, values, extras, trailing in
                let testCase = Self.makeCase(pieces: pieces, values: values, extras: extras, trailing: trailing)
                let routes = Routes()
                let received = LockedBox<RouteParameters?>(nil)
                routes.addRoute(testCase.pattern, name: "route") { parameters in
                    received.value = parameters
                    return true
                }
                let url = try routes.url(forRouteNamed: "route", parameters: testCase.parameters,
                                         wildcard: testCase.wildcard, scheme: "myapp")
                for entry in URLEntry.allCases {
                    received.value = nil
                    #expect(route(routes, url, via: entry), "\(entry) \(url) for \(testCase)")
                    let parameters = try #require(received.value, "\(url) for \(testCase)")
                    #expect(parameters.pattern == testCase.expansion, "\(url)")
                    for (name, value) in testCase.parameters {
                        #expect(parameters.values(name) == [value], "\(name) in \(url) for \(testCase)")
                    }
                    #expect(parameters.names.count == testCase.parameters.count, "\(url)")
                    #expect(parameters.wildcardComponents == testCase.delivered,
                            "\(url) for \(testCase)")
                }
            }
        }
    }
}
