import Foundation
import Testing
import URLRoutes

/// WHATWG's IPv4 host parser, written here apart from the library's, on strings, to check it
/// against: what a browser makes of a host that ends in a number.
enum ReferenceIPv4 {
    enum Outcome: Equatable {
        /// Not an IPv4 host: a domain.
        case domain
        /// The URL fails to parse.
        case failure
        /// The address, dotted decimal.
        case address(String)
    }

    static func parse(_ host: String) -> Outcome {
        var labels = host.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count > 1 && labels.last == "" { labels.removeLast() }
        guard let last = labels.last, !last.isEmpty,
              last.allSatisfy({ "0123456789".contains($0) }) || number(last) != nil else { return .domain }
        guard labels.count <= 4 else { return .failure }
        let numbers = labels.map(number)
        guard numbers.allSatisfy({ $0 != nil }) else { return .failure }
        let values = numbers.map { $0! }
        guard values.dropLast().allSatisfy({ $0 <= 255 }) else { return .failure }
        guard values.last! < (1 as UInt64) << (8 * (5 - values.count)) else { return .failure }
        var address = values.last!
        for (index, value) in values.dropLast().enumerated() { address += value * UInt64(pow(256.0, Double(3 - index))) }
        let bytes = [address >> 24, (address >> 16) % 256, (address >> 8) % 256, address % 256]
        return .address(bytes.map(String.init).joined(separator: "."))
    }

    /// WHATWG's IPv4 number parser; nil for a failure, UInt64.max for a number too large.
    static func number(_ text: Substring) -> UInt64? {
        guard !text.isEmpty else { return nil }
        var digits = text
        var radix = 10
        if digits.lowercased().hasPrefix("0x") {
            digits = digits.dropFirst(2)
            radix = 16
        } else if digits.count > 1 && digits.hasPrefix("0") {
            digits = digits.dropFirst()
            radix = 8
        }
        if digits.isEmpty { return 0 }
        guard digits.allSatisfy({ $0.isASCII && Int(String($0), radix: radix) != nil }) else { return nil }
        return UInt64(digits, radix: radix) ?? UInt64.max
    }
}

extension RouterSuite {
    // In the RouterSuite: routing reads process-wide options that other suites change.
    /// Hosts that end in a number are IPv4 addresses, read as a browser reads them (WHATWG).
    @Suite struct IPv4HostTests {
        /// The host a catch-all route sees for `url`, or nil when routing refuses the URL.
        static func routedHost(_ url: String) -> String? {
            HostReadingAgreesWithFoundation.routedHost(url)
        }

        @Test(arguments: ["0x7f.1", "127.1", "0177.0.0.1", "0x7F.0.0.1", "127.0.1", "0x7f000001.", "127.0.0.1", "127.0.0.1.",
                          "0177.0x0.0.01", "%31%32%37.1", "127.%30x0.0.1"])
        func spellingsOfLoopbackAreLoopback(host: String) {
            #expect(Self.routedHost("https://\(host)/x") == "127.0.0.1", "\(host)")
            #expect(ReferenceIPv4.parse(PercentDecoding.decoded(host)!) == .address("127.0.0.1"), "\(host)")
        }

        @Test(arguments: ["1.2.3.256", "example.1", "1.2.3.4.5", "09.1", "x1.0x", "256.1.1.1", "1.16777216", "a.0x", "4294967296."])
        func aHostThatEndsInANumberButIsNoAddressIsNotAURL(host: String) throws {
            #expect(Self.routedHost("https://\(host)/x") == nil, "\(host)")
            #expect(ReferenceIPv4.parse(host) == .failure, "\(host)")
            let resolver = try RouteResolver(RouteTable(parsing: "* /x x\n"))
            let resolution = resolver.resolve("https://\(host)/x")
            #expect(resolution.status == .invalid, "\(host)")
            #expect(resolution.error?.contains("IPv4") == true, "\(resolution.error ?? "")")
        }

        @Test(arguments: ["1.2.3.4a", "0x7f.example", "1.example.com", "1.0x1g", "1e2.com"])
        func aHostWhoseLastLabelIsNoNumberIsADomain(host: String) {
            #expect(Self.routedHost("https://\(host)/x") == host, "\(host)")
            #expect(ReferenceIPv4.parse(host) == .domain, "\(host)")
        }

        /// Thousands of spellings, valid and not, against the reference.
        @Test func generatedSpellingsAgreeWithTheReference() {
            var random = SystemRandomNumberGenerator()
            var outcomes: [String: Int] = [:]
            for _ in 0..<4_000 {
                let spelling = Self.spelling(&random)
                let expected = ReferenceIPv4.parse(spelling)
                let ours = Self.routedHost("https://\(spelling)/p")
                switch expected {
                case .address(let address):
                    outcomes["address", default: 0] += 1
                    #expect(ours == address, "\(spelling)")
                case .failure:
                    outcomes["failure", default: 0] += 1
                    #expect(ours == nil, "\(spelling): routing read \(ours ?? "nil")")
                case .domain:
                    outcomes["domain", default: 0] += 1
                    let domain = spelling.lowercased()
                    #expect(ours == (domain.hasSuffix(".") ? String(domain.dropLast()) : domain), "\(spelling)")
                }
            }
            #expect(outcomes["address", default: 0] > 1_000, "\(outcomes)")
            #expect(outcomes["failure", default: 0] > 300, "\(outcomes)")
        }

        /// A host spelled from a random address in 1 to 4 parts, each in decimal, octal or hex,
        /// now and then broken (a part too large, a fifth part, a bad digit, a letter label) or
        /// with a trailing dot.
        static func spelling(_ random: inout SystemRandomNumberGenerator) -> String {
            let address = UInt64(UInt32.random(in: .min ... .max, using: &random) >> UInt32.random(in: 0...31, using: &random))
            let count = Int.random(in: 1...4, using: &random)
            var values: [UInt64] = []
            for index in 0..<count - 1 { values.append((address >> (8 * (3 - index))) & 0xFF) }
            values.append(address & ((1 << (8 * (5 - count))) - 1))
            func spell(_ value: UInt64) -> String {
                switch Int.random(in: 0..<6, using: &random) {
                case 0, 1: return String(value)
                case 2: return "0" + String(value, radix: 8)
                case 3: return "0x" + String(value, radix: 16)
                case 4: return "0X" + String(value, radix: 16, uppercase: true)
                default: return value == 0 ? ["0x", "00", "0X0"].randomElement(using: &random)! : "0x0" + String(value, radix: 16)
                }
            }
            var parts = values.map(spell)
            switch Int.random(in: 0..<12, using: &random) {
            case 0: parts[Int.random(in: 0..<parts.count, using: &random)] = spell(UInt64.random(in: 256...70_000, using: &random))
            case 1: parts.append(spell(UInt64.random(in: 0...255, using: &random)))
            case 2: parts[Int.random(in: 0..<parts.count, using: &random)] = ["09", "0x1g", "08", "1a", "0xx1"].randomElement(using: &random)!
            case 3: parts.insert(["a", "example", "x1", "0a"].randomElement(using: &random)!, at: 0)
            case 4: parts.append(["com", "a1", "0xg", "1e"].randomElement(using: &random)!)
            default: break
            }
            // A host without a dot is the first path component (JLRoutes), not a host.
            if parts.count == 1 { parts.append(spell(UInt64.random(in: 0...255, using: &random))) }
            return parts.joined(separator: ".") + (Bool.random(using: &random) && Int.random(in: 0..<4, using: &random) == 0 ? "." : "")
        }
    }

    @Suite struct IPv4HostNamespaceTests {
        @Test func aHostNamespaceForAnAddressTakesEverySpellingOfIt() {
            withCleanRouter {
                let loopback = Routes(forHost: "0x7f.1")
                #expect(loopback.host == "127.0.0.1")
                loopback.addRoute("/x") { _ in true }
                for host in ["127.0.0.1", "127.1", "0x7f.1", "0177.0.0.1"] {
                    #expect(Routes.canRouteURL(URL(string: "https://\(host)/x")!), "\(host)")
                }
            }
        }

        @Test func generationWritesAnAddressInDottedDecimalAsABrowserWould() throws {
            try withCleanRouter { () throws in
                let routes = Routes(forScheme: "https")
                routes.addRoute("/p/:id", name: "p")
                #expect(try routes.url(forRouteNamed: "p", parameters: ["id": "1"], host: "1.2.3") == "https://1.2.0.3/p/1")
                #expect(try routes.url(forRouteNamed: "p", parameters: ["id": "1"], host: "0x7f.1:8080") == "https://127.0.0.1:8080/p/1")
                #expect(throws: RouteGenerationError.self) {
                    try routes.url(forRouteNamed: "p", parameters: ["id": "1"], host: "1.2.3.256")
                }
            }
        }
    }
}
