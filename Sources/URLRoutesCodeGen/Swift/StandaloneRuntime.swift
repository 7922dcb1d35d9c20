/// The reading and writing of links that a standalone enum carries, nested in it as
/// `private enum Links` (so that several generated enums share one module). It follows the
/// router's rules: `ParsedURL` (URL parts, host reading, the routing path, JLRoutes' fragment
/// path for custom schemes), `HostLookup` and the namespace order of `Routes.routeURL`, the
/// patterns' regexes (`RegexBuilder`) and the decoding of values (`RouteMatch`). The tables
/// (`schemes`, `rules`, `constraints`) are an instance that `StandaloneSwiftSource` writes.
enum StandaloneRuntime {
    /// The code of `Links`, a struct nested in the enum; `StandaloneSwiftSource` writes the
    /// table as its instance.
    static var code: String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
        // Written four spaces deeper than the enum's members stand.
        return lines.map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    }

    private static let text = #"""
        /// How a link is read and written, as URLRoutes' router reads and writes it.
        private struct Links: Sendable {
            /// Why a link cannot be written; the enum throws it as its LinkError.
            struct Failure: Error {
                let route: String
                let reason: String
            }

            // The table, as `StandaloneSwiftSource` writes it.
            let decodesPlusSymbols: Bool
            let treatsHostAsPathComponent: Bool
            let rules: [Rule]
            let constraints: [Node]
            let schemes: [String: Namespace]
            /// `schemes` as a list when there are at most eight, else empty.
            let schemeList: [(String, Namespace)]
            let hosts: [String: Namespace]
            let wildcardHosts: [(String, Namespace)]
            let global: Namespace
            /// For each table route: its rules, in the order generation tries them.
            let routeRules: [[Int]]
            /// For each table route: its scheme, `//HOST` or `*`.
            let routeNamespaces: [String]
            let names: [String]

            /// One expansion of a route's optional groups.
            struct Rule: Sendable {
                let route: Int
                let parts: [Part]
            }

            enum Part: Sendable {
                /// Its spellings, and their bytes, which matching compares with a component.
                case literal([String], [[UInt8]])
                case variable(String, Int?)
                case star
                case globstar
            }

            /// A namespace's rules in the order routing tries them, and whether it falls back to
            /// the global namespace. A class: a lookup hands it along without counting each of
            /// its arrays.
            final class Namespace: Sendable {
                let rules: [Int]
                let fallsBack: Bool
                /// Positions in `rules` of the rules whose first component is a literal, by
                /// `firstKey` of its spellings (rules whose keys collide are all tried, in
                /// order); the other rules' positions.
                let byFirstLiteral: [UInt64: [Int]]
                let others: [Int]

                init(rules: [Int], fallsBack: Bool, all: [Rule]) {
                    self.rules = rules
                    self.fallsBack = fallsBack
                    var byFirstLiteral: [UInt64: [Int]] = [:]
                    var others: [Int] = []
                    for (position, rule) in rules.enumerated() {
                        if case .literal(_, let forms)? = all[rule].parts.first {
                            for form in forms {
                                let key = Links.firstKey(form)
                                if byFirstLiteral[key]?.last != position { byFirstLiteral[key, default: []].append(position) }
                            }
                        } else {
                            others.append(position)
                        }
                    }
                    self.byFirstLiteral = byFirstLiteral
                    self.others = others
                }
            }

            init(decodesPlusSymbols: Bool, treatsHostAsPathComponent: Bool, rules: [Rule], constraints: [Node],
                 schemes: [String: Namespace], hosts: [String: Namespace], wildcardHosts: [(String, Namespace)],
                 global: Namespace, routeRules: [[Int]], routeNamespaces: [String], names: [String]) {
                self.decodesPlusSymbols = decodesPlusSymbols
                self.treatsHostAsPathComponent = treatsHostAsPathComponent
                self.rules = rules
                self.constraints = constraints
                self.schemes = schemes
                self.schemeList = schemes.count <= 8 ? Array(schemes) : []
                self.hosts = hosts
                self.wildcardHosts = wildcardHosts
                self.global = global
                self.routeRules = routeRules
                self.routeNamespaces = routeNamespaces
                self.names = names
            }

            /// The table from the text `StandaloneSwiftSource` writes (`StandaloneTableText` in
            /// URLRoutesCodeGen says how): one string literal, which the compiler takes in no
            /// time, where nested array literals of 1,000 routes took it tens of minutes.
            init(data: String) {
                var fields = Fields(bytes: Array(data.utf8))
                let decodesPlusSymbols = fields.flag()
                let treatsHostAsPathComponent = fields.flag()
                var rules: [Rule] = []
                for _ in 0..<fields.number() {
                    let route = fields.number()
                    var parts: [Part] = []
                    for _ in 0..<fields.number() {
                        switch fields.text() {
                        case "l":
                            let forms = (0..<fields.number()).map { _ in fields.text() }
                            parts.append(.literal(forms, forms.map { Array($0.utf8) }))
                        case "v":
                            let name = fields.text()
                            parts.append(.variable(name, fields.optionalNumber()))
                        case "s": parts.append(.star)
                        default: parts.append(.globstar)
                        }
                    }
                    rules.append(Rule(route: route, parts: parts))
                }
                let constraints = (0..<fields.number()).map { _ in fields.node() }
                func namespaces() -> [(String, Namespace)] {
                    (0..<fields.number()).map { _ in
                        let key = fields.text()
                        return (key, fields.namespace(rules))
                    }
                }
                let schemes = namespaces()
                let hosts = namespaces()
                let wildcardHosts = namespaces()
                let global = fields.namespace(rules)
                let routeRules = (0..<fields.number()).map { _ in (0..<fields.number()).map { _ in fields.number() } }
                let routeNamespaces = (0..<fields.number()).map { _ in fields.text() }
                let names = (0..<fields.number()).map { _ in fields.text() }
                self.init(decodesPlusSymbols: decodesPlusSymbols, treatsHostAsPathComponent: treatsHostAsPathComponent,
                          rules: rules, constraints: constraints,
                          schemes: Dictionary(schemes, uniquingKeysWith: { first, _ in first }),
                          hosts: Dictionary(hosts, uniquingKeysWith: { first, _ in first }),
                          wildcardHosts: wildcardHosts, global: global, routeRules: routeRules,
                          routeNamespaces: routeNamespaces, names: names)
            }

            /// Reads the fields of the table's text, in order.
            struct Fields {
                let bytes: [UInt8]
                var position = 0

                mutating func text() -> String {
                    while position < bytes.count && bytes[position] == 10 { position += 1 }
                    var field: [UInt8] = []
                    while position < bytes.count && bytes[position] != 44 {
                        if bytes[position] == 37 && position + 2 < bytes.count {
                            field.append(Fields.hex(bytes[position + 1]) << 4 | Fields.hex(bytes[position + 2]))
                            position += 3
                        } else {
                            field.append(bytes[position])
                            position += 1
                        }
                    }
                    position += 1
                    return String(decoding: field, as: UTF8.self)
                }

                mutating func number() -> Int {
                    let field = text()
                    guard let value = Int(field) else { preconditionFailure("the enum's table text has \(field.debugDescription) for a number at byte \(position)") }
                    return value
                }

                mutating func optionalNumber() -> Int? {
                    let field = text()
                    return field == "-" ? nil : Int(field)
                }

                mutating func flag() -> Bool { text() == "1" }

                mutating func namespace(_ all: [Rule]) -> Namespace {
                    let rules = (0..<number()).map { _ in number() }
                    return Namespace(rules: rules, fallsBack: flag(), all: all)
                }

                mutating func node() -> Node {
                    switch text() {
                    case "b":
                        return .bytes((0..<number()).map { _ in UInt8(truncatingIfNeeded: number()) })
                    case "c":
                        let negated = flag()
                        return .set((0..<number()).map { _ in
                            let low = UInt8(truncatingIfNeeded: number())
                            return low...max(low, UInt8(truncatingIfNeeded: number()))
                        }, negated: negated)
                    case "q":
                        return .sequence((0..<number()).map { _ in node() })
                    case "e":
                        return .either((0..<number()).map { _ in node() })
                    default:
                        let inner = node()
                        let min = number()
                        return .repeated(inner, min: min, max: optionalNumber())
                    }
                }

                static func hex(_ byte: UInt8) -> UInt8 {
                    switch byte {
                    case 48...57: return byte - 48
                    case 97...102: return byte - 87
                    default: return byte &- 55
                    }
                }
            }

            struct Match {
                var route: Int
                var values: Values
                var wildcard: [String]
            }

            /// A match's path values: each variable's name and range in the routing path, in
            /// the pattern's order, the first of a name counting. A route has few, so a scan
            /// finds one sooner than a dictionary is built, and each is decoded when read.
            struct Values {
                var path: [UInt8] = []
                var variables: [(String, Range<Int>)] = []
                var decodesPlusSymbols = false

                subscript(name: String) -> String? {
                    for variable in variables where variable.0 == name {
                        return Links.decodeVariable(path[variable.1], decodesPlusSymbols: decodesPlusSymbols)
                    }
                    return nil
                }

                var dictionary: [String: String] {
                    var values: [String: String] = [:]
                    for variable in variables where values[variable.0] == nil { values[variable.0] = self[variable.0] }
                    return values
                }
            }

            /// What routing reads off a URL.
            struct Reading {
                var scheme: String?
                var host: String?
                var path: [UInt8]
            }

            func read(_ url: String) -> Match? {
                guard let reading = reading(url) else { return nil }
                if let host = reading.host, let space = hostNamespace(host) {
                    if let match = first(in: space, reading.path) { return match.route < 0 ? nil : match }
                    if !space.fallsBack { return nil }
                }
                let scheme = reading.scheme.flatMap { scheme in
                    // Exact, else the first in sort order of those equal but for case (as `RouteRegistry`).
                    exactScheme(scheme) ?? schemes.keys.filter { $0.lowercased() == scheme.lowercased() }.min().flatMap { schemes[$0] }
                }
                if let scheme {
                    if let match = first(in: scheme, reading.path) { return match.route < 0 ? nil : match }
                    if !scheme.fallsBack { return nil }
                }
                guard let match = first(in: global, reading.path), match.route >= 0 else { return nil }
                return match
            }

            /// The namespace of exactly this scheme: a table has few, which a scan compares
            /// sooner than a dictionary hashes.
            func exactScheme(_ scheme: String) -> Namespace? {
                guard schemeList.count == schemes.count else { return schemes[scheme] }
                for (key, space) in schemeList where key == scheme { return space }
                return nil
            }

            /// The first rule of `space` that matches; route -1 for a route without a name.
            func first(in space: Namespace, _ path: [UInt8]) -> Match? {
                // Only the rules whose first literal is the path's first component, and those
                // without one, in their order.
                let literal = space.byFirstLiteral[Links.firstKey(path)] ?? []
                var (a, b) = (0, 0)
                while a < literal.count || b < space.others.count {
                    let position: Int
                    if b == space.others.count || (a < literal.count && literal[a] < space.others[b]) {
                        position = literal[a]
                        a += 1
                    } else {
                        position = space.others[b]
                        b += 1
                    }
                    if let match = matches(rules[space.rules[position]], path) { return match }
                }
                return nil
            }

            /// FNV-1a of the bytes up to the first `/`: the key of a path's first component,
            /// hashed without making a string of it.
            static func firstKey(_ bytes: [UInt8]) -> UInt64 {
                var key: UInt64 = 0xcbf2_9ce4_8422_2325
                var index = 0
                while index < bytes.count && bytes[index] != 47 {
                    key = (key ^ UInt64(bytes[index])) &* 0x100_0000_01b3
                    index += 1
                }
                return key
            }

            func hostNamespace(_ host: String) -> Namespace? {
                if hosts.isEmpty && wildcardHosts.isEmpty { return nil }
                if let space = hosts[host] { return space }
                guard !wildcardHosts.isEmpty, !isIPAddress(host) else { return nil }
                var best: (length: Int, space: Namespace)?
                for (suffix, space) in wildcardHosts where host.hasSuffix("." + suffix) {
                    if best == nil || suffix.utf8.count > best!.length { best = (suffix.utf8.count, space) }
                }
                return best?.space
            }

            func isIPAddress(_ host: String) -> Bool {
                if host.hasPrefix("[") { return true }
                let last = Array(host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).last ?? [])
                guard !last.isEmpty else { return false }
                if last.allSatisfy({ $0 >= 48 && $0 <= 57 }) { return true }
                return last.count > 2 && last[0] == 48 && last[1] | 0x20 == UInt8(ascii: "x") && last.dropFirst(2).allSatisfy { hex($0) != nil }
            }

            // MARK: Reading a URL

            func reading(_ url: String) -> Reading? {
                let bytes = url.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(url.utf8)
                guard !bytes.isEmpty, !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
                var end = bytes.count
                var start = 0
                var scheme: Range<Int>?
                if isLetter(bytes[0]) {
                    var index = 1
                    while index < end && (isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == 43 || bytes[index] == 45 || bytes[index] == 46) { index += 1 }
                    if index < end && bytes[index] == UInt8(ascii: ":") {
                        scheme = 0..<index
                        start = index + 1
                    }
                }
                var fragment: Range<Int>?
                if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) {
                    fragment = hash + 1..<end
                    end = hash
                }
                if let question = bytes[start..<end].firstIndex(of: UInt8(ascii: "?")) { end = question }
                var hostRange: Range<Int>?
                if end - start >= 2 && bytes[start] == 47 && bytes[start + 1] == 47 {
                    let authorityStart = start + 2
                    let authorityEnd = bytes[authorityStart..<end].firstIndex(of: 47) ?? end
                    let authority = bytes[authorityStart..<authorityEnd]
                    if authority.first == UInt8(ascii: "["), !authority.contains(UInt8(ascii: "]")) { return nil }
                    if authority.contains(UInt8(ascii: "\\")) { return nil }
                    var hostStart = authorityStart
                    var hostEnd = authorityEnd
                    var portColon: Int?
                    var bracket = false
                    var index = authorityEnd
                    while index > authorityStart {
                        index -= 1
                        let byte = bytes[index]
                        if byte == UInt8(ascii: "@") {
                            hostStart = index + 1
                            break
                        } else if byte == UInt8(ascii: "]") {
                            bracket = true
                        } else if byte == UInt8(ascii: ":") && portColon == nil && !bracket {
                            portColon = index
                        }
                    }
                    if let portColon, portColon >= hostStart { hostEnd = portColon }
                    hostRange = hostStart..<max(hostStart, hostEnd)
                    start = authorityEnd
                }
                let path = start..<end
                // The host: absent, a path component, or a named host.
                var hostComponent: Range<Int>?
                var host: String?
                if let range = hostRange, !range.isEmpty {
                    if treatsHostAsPathComponent {
                        hostComponent = range
                    } else if let plain = plainHost(bytes, range) {
                        switch plain {
                        case .component: hostComponent = range
                        case .named(let name): host = name
                        }
                    } else {
                        switch readHost(Array(bytes[range])) {
                        case .none: return nil
                        case .component?: hostComponent = range
                        case .named(let name)?: host = name
                        }
                    }
                }
                let fragmentPath = fragmentPath(bytes, fragment)
                let schemeText = scheme.map { String(decoding: bytes[$0], as: UTF8.self) }
                let isWeb = scheme.map { isWebScheme(bytes[$0]) } ?? false
                let routingPath = routingPath(bytes, path: path, host: hostComponent, fragmentPath: isWeb ? nil : fragmentPath)
                return Reading(scheme: schemeText, host: host, path: routingPath)
            }

            /// `http` or `https`, in any case.
            func isWebScheme(_ scheme: ArraySlice<UInt8>) -> Bool {
                guard scheme.count == 4 || scheme.count == 5 else { return false }
                let start = scheme.startIndex
                return scheme[start] | 0x20 == 104 && scheme[start + 1] | 0x20 == 116 && scheme[start + 2] | 0x20 == 116
                    && scheme[start + 3] | 0x20 == 112 && (scheme.count == 4 || scheme[start + 4] | 0x20 == 115)
            }

            /// `readHost` of the common hosts, without copying them: lower-case labels of
            /// letters, digits and `-`, the last starting with a letter (`www.example.com`), or
            /// one such label but `localhost` (a path component); nil for any other host.
            func plainHost(_ bytes: [UInt8], _ range: Range<Int>) -> HostReading? {
                var labelStart = range.lowerBound
                for index in range {
                    let byte = bytes[index]
                    if (byte >= 97 && byte <= 122) || isDigit(byte) || byte == 45 { continue }
                    guard byte == 46, index > labelStart else { return nil }
                    labelStart = index + 1
                }
                if labelStart == range.lowerBound { return range.count == 9 ? nil : .component }
                guard labelStart < range.upperBound, bytes[labelStart] >= 97 && bytes[labelStart] <= 122 else { return nil }
                return .named(String(decoding: bytes[range], as: UTF8.self))
            }

            enum HostReading {
                case component
                case named(String)
            }

            /// The host as routing reads it (`URLHost.read`): a path component (no dot, not
            /// `localhost`), or a named host, percent-decoded, lowercased, without trailing dot,
            /// an IPv4 address in dotted-decimal form; nil for a host routing refuses, and for
            /// a non-ASCII host with a dot (its IDNA form is not computed here).
            func readHost(_ host: [UInt8]) -> HostReading? {
                var labelStart = 0
                var dots = false
                for (index, byte) in host.enumerated() {
                    if isLetter(byte) || isDigit(byte) || byte == 45 { continue }
                    if byte == 46 {
                        if index == labelStart { return readNamed(host) }
                        labelStart = index + 1
                        dots = true
                    } else if byte == 37 || byte >= 0x80 || byte == 91 || isForbiddenInHost(byte) {
                        return readNamed(host)
                    }
                }
                if !dots { return isLocalhost(host) ? .named("localhost") : .component }
                return domainOrAddress(labelStart == host.count ? Array(host.dropLast()) : host)
            }

            func readNamed(_ host: [UInt8]) -> HostReading? {
                if host[0] == 91 {
                    guard let close = host.firstIndex(of: 93), close == host.count - 1, close > 1,
                          host[1..<close].allSatisfy({ hex($0) != nil || $0 == 58 || $0 == 46 }) else { return nil }
                    return .named(lowercased(host))
                }
                if host.contains(where: { $0 == 37 || $0 >= 0x80 }) { return decodedHost(host) }
                guard host.contains(46) else { return isLocalhost(host) ? .named("localhost") : .component }
                var labelStart = 0
                for (index, byte) in host.enumerated() {
                    if byte == 46 {
                        if index == labelStart { return nil }
                        labelStart = index + 1
                    } else if isForbiddenInHost(byte) {
                        return nil
                    }
                }
                return domainOrAddress(labelStart == host.count ? Array(host.dropLast()) : host)
            }

            func decodedHost(_ host: [UInt8]) -> HostReading? {
                var decoded: [UInt8] = []
                var invalidEscape = false
                var index = 0
                while index < host.count {
                    if host[index] == 37, index + 2 < host.count, let high = hex(host[index + 1]), let low = hex(host[index + 2]) {
                        decoded.append(high << 4 | low)
                        index += 3
                    } else {
                        if host[index] == 37 { invalidEscape = true }
                        decoded.append(host[index])
                        index += 1
                    }
                }
                let valid = utf8Text(decoded)
                let nonASCII = decoded.contains { $0 >= 0x80 }
                var text = lowercased(decoded)
                if nonASCII {
                    // IDNA as the common case needs it: the dots a mapping makes, labels
                    // lowercased, each non-ASCII label in punycode.
                    guard let valid else { return text.utf8.contains(46) ? nil : .component }
                    if !decoded.contains(where: { $0 < 0x80 && (isForbiddenInHost($0) || $0 == 37) }),
                       let mapped = idnaASCII(valid) {
                        text = mapped
                    } else {
                        text = valid.lowercased()
                        if !text.utf8.contains(46) { return .component }
                        return nil
                    }
                }
                if !text.utf8.contains(46) && text != "localhost" { return .component }
                guard !invalidEscape, valid != nil, !decoded.contains(where: { $0 < 0x80 && (isForbiddenInHost($0) || $0 == 37) }) else { return nil }
                if text.hasPrefix(".") || text.contains("..") { return nil }
                var named = Array(text.utf8)
                if named.last == 46 { named.removeLast() }
                return domainOrAddress(named)
            }

            /// `bücher.example` as `xn--bcher-kva.example`: the label separators IDNA maps to a
            /// dot, labels lowercased, non-ASCII labels in punycode (RFC 3492); nil when a label
            /// is empty or its punycode overflows.
            func idnaASCII(_ host: String) -> String? {
                var labels: [String] = []
                var label = ""
                for scalar in host.unicodeScalars {
                    if ["." as Unicode.Scalar, "\u{3002}", "\u{FF0E}", "\u{FF61}"].contains(scalar) {
                        labels.append(label)
                        label = ""
                    } else {
                        label.unicodeScalars.append(scalar)
                    }
                }
                labels.append(label)
                var out: [String] = []
                for label in labels {
                    let lowered = label.lowercased()
                    if lowered.unicodeScalars.allSatisfy(\.isASCII) {
                        out.append(lowered)
                    } else {
                        guard let encoded = punycode(lowered) else { return nil }
                        out.append("xn--" + encoded)
                    }
                }
                return out.joined(separator: ".")
            }

            func punycode(_ label: String) -> String? {
                let input = label.unicodeScalars.map { UInt64($0.value) }
                var output: [UInt8] = input.filter { $0 < 0x80 }.map { UInt8($0) }
                let basic = output.count
                var handled = basic
                if basic > 0 { output.append(45) }
                var n: UInt64 = 128, delta: UInt64 = 0, bias: UInt64 = 72
                func digit(_ value: UInt64) -> UInt8 { value < 26 ? UInt8(97 + value) : UInt8(22 + value) }
                func adapt(_ delta: UInt64, _ points: UInt64, _ first: Bool) -> UInt64 {
                    var delta = first ? delta / 700 : delta / 2
                    delta += delta / points
                    var k: UInt64 = 0
                    while delta > 455 { delta /= 35; k += 36 }
                    return k + 36 * delta / (delta + 38)
                }
                while handled < input.count {
                    guard let m = input.filter({ $0 >= n }).min() else { return nil }
                    delta += (m - n) * UInt64(handled + 1)
                    n = m
                    for c in input {
                        if c < n { delta += 1 }
                        if c == n {
                            var q = delta
                            var k: UInt64 = 36
                            while true {
                                let t = k <= bias ? 1 : (k >= bias + 26 ? 26 : k - bias)
                                if q < t { break }
                                output.append(digit(t + (q - t) % (36 - t)))
                                q = (q - t) / (36 - t)
                                k += 36
                            }
                            output.append(digit(q))
                            bias = adapt(delta, UInt64(handled + 1), handled == basic)
                            delta = 0
                            handled += 1
                        }
                    }
                    guard delta < 1 << 40 else { return nil }
                    delta += 1
                    n += 1
                }
                return String(decoding: output, as: UTF8.self)
            }

            /// A host of labels, or, when its last label is a number, the IPv4 address WHATWG
            /// reads it as; nil for a host that ends in a number but is no address.
            func domainOrAddress(_ host: [UInt8]) -> HostReading? {
                // Most hosts end in a name: only a last label of digits or 0x... may be an address.
                var lastEnd = host.count
                if lastEnd > 1 && host[lastEnd - 1] == 46 { lastEnd -= 1 }
                var lastStart = lastEnd
                while lastStart > 0 && host[lastStart - 1] != 46 { lastStart -= 1 }
                if lastStart < lastEnd, !isDigit(host[lastStart]) { return .named(lowercased(host)) }
                var parts = host.split(separator: 46, omittingEmptySubsequences: false).map(Array.init)
                if parts.count > 1 && parts.last!.isEmpty { parts.removeLast() }
                guard let last = parts.last, !last.isEmpty, last.allSatisfy(isDigit) || ipv4Number(last) != nil else {
                    return .named(lowercased(host))
                }
                guard parts.count <= 4 else { return nil }
                var numbers: [UInt64] = []
                for part in parts {
                    guard let number = ipv4Number(part) else { return nil }
                    numbers.append(number)
                }
                guard numbers.dropLast().allSatisfy({ $0 <= 255 }), numbers.last! < UInt64(1) << (8 * (5 - numbers.count)) else { return nil }
                var address = numbers.last!
                for (index, number) in numbers.dropLast().enumerated() { address += number << (8 * (3 - index)) }
                return .named("\(address >> 24).\(address >> 16 & 0xFF).\(address >> 8 & 0xFF).\(address & 0xFF)")
            }

            func ipv4Number(_ part: [UInt8]) -> UInt64? {
                var digits = part[...]
                guard !digits.isEmpty else { return nil }
                var radix: UInt64 = 10
                if digits.count >= 2 && digits.first == 48 && digits[digits.startIndex + 1] | 0x20 == 120 {
                    digits = digits.dropFirst(2)
                    radix = 16
                } else if digits.count >= 2 && digits.first == 48 {
                    digits = digits.dropFirst()
                    radix = 8
                }
                var value: UInt64 = 0
                for byte in digits {
                    guard let digit = hex(byte).map(UInt64.init), digit < radix else { return nil }
                    value = min(value * radix + digit, 1 << 32)
                }
                return value
            }

            func lowercased(_ bytes: [UInt8]) -> String {
                guard bytes.contains(where: { $0 >= 65 && $0 <= 90 }) else { return String(decoding: bytes, as: UTF8.self) }
                return String(decoding: bytes.map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }, as: UTF8.self)
            }

            func utf8Text(_ bytes: [UInt8]) -> String? {
                var iterator = bytes.makeIterator()
                var decoder = UTF8()
                var text = ""
                while true {
                    switch decoder.decode(&iterator) {
                    case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
                    case .emptyInput: return text
                    case .error: return nil
                    }
                }
            }

            func isForbiddenInHost(_ byte: UInt8) -> Bool {
                switch byte {
                case 0..<0x21, 0x7F, 35, 47, 58, 60, 62, 63, 64, 91, 92, 93, 94, 124, 34, 96, 123, 125: return true
                default: return false
                }
            }

            func isLocalhost(_ host: [UInt8]) -> Bool {
                let localhost: [UInt8] = [108, 111, 99, 97, 108, 104, 111, 115, 116]
                guard host.count == 9 else { return false }
                for index in 0..<9 where host[index] | 0x20 != localhost[index] { return false }
                return true
            }

            /// The fragment when it is a path (not only query items), up to its `?`.
            func fragmentPath(_ bytes: [UInt8], _ fragment: Range<Int>?) -> Range<Int>? {
                guard let fragment else { return nil }
                let question = bytes[fragment].firstIndex(of: UInt8(ascii: "?"))
                let candidate = fragment.lowerBound..<(question ?? fragment.upperBound)
                let query = question.map { $0 + 1..<fragment.upperBound } ?? candidate
                return !firstItemHasValue(bytes, query) || question != nil ? candidate : nil
            }

            /// Whether the first `&`-separated item of `range` is `name=value` with a non-empty name.
            func firstItemHasValue(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
                let end = bytes[range].firstIndex(of: UInt8(ascii: "&")) ?? range.upperBound
                guard let equals = bytes[range.lowerBound..<end].firstIndex(of: UInt8(ascii: "=")) else { return false }
                return equals > range.lowerBound
            }

            func routingPath(_ bytes: [UInt8], path: Range<Int>, host: Range<Int>?, fragmentPath: Range<Int>?) -> [UInt8] {
                var path = path
                var fragmentPath = fragmentPath
                let slashAfterHost = host != nil && !path.isEmpty && bytes[path.lowerBound] != 47
                let condenses = host != nil && (containsDoubleSlash(bytes, path) || (fragmentPath != nil && !path.isEmpty && bytes[path.upperBound - 1] == 47))
                if host == nil && !path.isEmpty && bytes[path.lowerBound] == 47 { path = path.dropFirst() }
                if let fragment = fragmentPath {
                    if !fragment.isEmpty && bytes[fragment.upperBound - 1] == 47 { fragmentPath = fragment.dropLast() }
                } else if !path.isEmpty && bytes[path.upperBound - 1] == 47 {
                    path = path.dropLast()
                }
                var result: [UInt8] = []
                result.reserveCapacity((host?.count ?? 0) + path.count + (fragmentPath?.count ?? 0) + 2)
                if condenses, let host {
                    result += bytes[host]
                    for component in bytes[path].split(separator: 47) {
                        result.append(47)
                        result += component
                    }
                } else {
                    if let host { result += bytes[host] }
                    if slashAfterHost { result.append(47) }
                    result += bytes[path]
                }
                if let fragmentPath {
                    result.append(35)
                    result += bytes[fragmentPath]
                }
                return result
            }

            func containsDoubleSlash(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
                var previous = false
                for index in range {
                    let slash = bytes[index] == 47
                    if slash && previous { return true }
                    previous = slash
                }
                return false
            }

            // MARK: Matching a rule

            /// The rule's regex, `^...\z`, on the routing path.
            func matches(_ rule: Rule, _ path: [UInt8]) -> Match? {
                var variables: [(String, Range<Int>)] = []
                var wildcards: [Range<Int>] = []
                guard match(rule.parts, 0, path, 0, needsSeparator: false, &variables, &wildcards) else { return nil }
                let values = Values(path: path, variables: variables, decodesPlusSymbols: decodesPlusSymbols)
                var wildcard: [String] = []
                for range in wildcards where !range.isEmpty {
                    for component in path[range].split(separator: 47, omittingEmptySubsequences: false) {
                        wildcard.append(Links.decodeComponent(component, decodesPlusSymbols: decodesPlusSymbols))
                    }
                }
                return Match(route: rule.route, values: values, wildcard: wildcard)
            }

            /// Backtracking in the regex's order: `**` lazily (fewest components first), a last
            /// `*` or `**` greedily (all that is left, else nothing).
            func match(_ parts: [Part], _ index: Int, _ path: [UInt8], _ position: Int, needsSeparator: Bool,
                              _ variables: inout [(String, Range<Int>)], _ wildcards: inout [Range<Int>]) -> Bool {
                if index == parts.count { return position == path.count }
                let isLast = index == parts.count - 1
                switch parts[index] {
                case .star where isLast, .globstar where isLast:
                    if needsSeparator {
                        if position < path.count && path[position] == 47 {
                            wildcards.append(position + 1..<path.count)
                            return true
                        }
                        return position == path.count
                    }
                    wildcards.append(position..<path.count)
                    return true
                case .globstar:
                    // `(?:/(C(?:/C)*?))??` after a component, `(?:(C(?:/C)*?)/)??` first.
                    let savedVariables = variables.count
                    let savedWildcards = wildcards.count
                    if match(parts, index + 1, path, position, needsSeparator: needsSeparator, &variables, &wildcards) { return true }
                    variables.removeSubrange(savedVariables...)
                    wildcards.removeSubrange(savedWildcards...)
                    var start = position
                    if needsSeparator {
                        guard position < path.count && path[position] == 47 else { return false }
                        start = position + 1
                    }
                    var end = start
                    while true {
                        while end < path.count && path[end] != 47 { end += 1 }
                        wildcards.append(start..<end)
                        if needsSeparator {
                            if match(parts, index + 1, path, end, needsSeparator: true, &variables, &wildcards) { return true }
                        } else if end < path.count {
                            if match(parts, index + 1, path, end + 1, needsSeparator: false, &variables, &wildcards) { return true }
                        }
                        variables.removeSubrange(savedVariables...)
                        wildcards.removeSubrange(savedWildcards...)
                        guard end < path.count else { return false }
                        end += 1
                    }
                default:
                    var position = position
                    if needsSeparator {
                        guard position < path.count && path[position] == 47 else { return false }
                        position += 1
                    }
                    var end = position
                    while end < path.count && path[end] != 47 { end += 1 }
                    let component = path[position..<end]
                    switch parts[index] {
                    case .literal(_, let forms):
                        // A literal holds no '/', so it matches one component exactly.
                        guard forms.contains(where: { $0[...] == component }) else { return false }
                    case .variable(let name, let constraint):
                        if let constraint, !constraintMatches(constraint, Array(component)) { return false }
                        variables.append((name, position..<end))
                    default:
                        break
                    }
                    let saved = variables.count
                    if match(parts, index + 1, path, end, needsSeparator: true, &variables, &wildcards) { return true }
                    if variables.count > saved { variables.removeSubrange(saved...) }
                    if case .variable = parts[index] { variables.removeLast() }
                    return false
                }
            }

            static func decodeVariable(_ raw: ArraySlice<UInt8>, decodesPlusSymbols: Bool) -> String {
                var value = decodeComponent(raw, decodesPlusSymbols: decodesPlusSymbols)
                // Only a raw `#` or an escape can leave a `#` last.
                if (raw.last == 35 || raw.contains(37)) && value.utf8.count > 1 && value.utf8.last == 35 { value.removeLast() }
                return value
            }

            /// Percent-decoded when every escape is whole and the result UTF-8, else as it stands;
            /// then `+` as a space when the table decodes plus symbols.
            static func decodeComponent(_ raw: ArraySlice<UInt8>, decodesPlusSymbols: Bool) -> String {
                var value = percentDecoded(raw) ?? String(decoding: raw, as: UTF8.self)
                // Only a raw `+` or an escape can leave a `+`.
                if decodesPlusSymbols && (raw.contains(43) || raw.contains(37)) && value.utf8.contains(43) {
                    value = String(decoding: value.utf8.map { $0 == 43 ? 32 : $0 }, as: UTF8.self)
                }
                return value
            }

            static func percentDecoded(_ raw: ArraySlice<UInt8>) -> String? {
                guard raw.contains(37) else { return String(decoding: raw, as: UTF8.self) }
                var bytes: [UInt8] = []
                var index = raw.startIndex
                while index < raw.endIndex {
                    if raw[index] == 37 {
                        guard index + 2 < raw.endIndex, let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2]) else { return nil }
                        bytes.append(high << 4 | low)
                        index += 3
                    } else {
                        bytes.append(raw[index])
                        index += 1
                    }
                }
                // Valid UTF-8, checked before the string is made in one piece.
                var iterator = bytes.makeIterator()
                var decoder = UTF8()
                while true {
                    switch decoder.decode(&iterator) {
                    case .scalarValue: continue
                    case .emptyInput: return String(decoding: bytes, as: UTF8.self)
                    case .error: return nil
                    }
                }
            }

            func hex(_ byte: UInt8) -> UInt8? { Links.hexValue(byte) }

            static func hexValue(_ byte: UInt8) -> UInt8? {
                switch byte {
                case 48...57: return byte - 48
                case 97...102: return byte - 87
                case 65...70: return byte - 55
                default: return nil
                }
            }

            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }
            func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

            // MARK: Constraints

            /// A constraint as a regular expression over the component's bytes (PCRE2 reads the
            /// constraint without UTF mode): whole-match, which any engine answers alike.
            indirect enum Node: Sendable {
                case bytes([UInt8])
                case set([ClosedRange<UInt8>], negated: Bool)
                case sequence([Node])
                case either([Node])
                case repeated(Node, min: Int, max: Int?)
            }

            func constraintMatches(_ index: Int, _ bytes: [UInt8]) -> Bool {
                let node = constraints[index]
                // The common shapes, by hand: alternatives of words (`new|top`), and runs of
                // classes of which only the last varies in length (`\d+`, `[a-z0-9-]+`,
                // `[A-Z]{2}\d{6}`): for those a left-to-right scan is the whole match.
                if case .either(let options) = node {
                    var words: [[UInt8]] = []
                    for option in options { if case .bytes(let word) = option { words.append(word) } }
                    if words.count == options.count { return words.contains(bytes) }
                }
                let items: [Node]
                if case .sequence(let nodes) = node { items = nodes } else { items = [node] }
                var position = 0
                for (offset, item) in items.enumerated() {
                    switch item {
                    case .bytes(let word):
                        guard position + word.count <= bytes.count, bytes[position..<position + word.count].elementsEqual(word) else { return false }
                        position += word.count
                    case .set(let ranges, let negated):
                        guard position < bytes.count, ranges.contains(where: { $0.contains(bytes[position]) }) != negated else { return false }
                        position += 1
                    case .repeated(.set(let ranges, let negated), let min, let max) where min == max || offset == items.count - 1:
                        let count = min == max ? min : bytes.count - position
                        guard count >= min, max.map({ count <= $0 }) ?? true, position + count <= bytes.count else { return false }
                        for byte in bytes[position..<position + count] where ranges.contains(where: { $0.contains(byte) }) == negated { return false }
                        position += count
                    default:
                        return matchNode(node, bytes, 0) { $0 == bytes.count }
                    }
                }
                return position == bytes.count
            }

            func matchNode(_ node: Node, _ bytes: [UInt8], _ position: Int, _ next: (Int) -> Bool) -> Bool {
                switch node {
                case .bytes(let expected):
                    guard position + expected.count <= bytes.count, bytes[position..<position + expected.count].elementsEqual(expected) else { return false }
                    return next(position + expected.count)
                case .set(let ranges, let negated):
                    guard position < bytes.count else { return false }
                    let inSet = ranges.contains { $0.contains(bytes[position]) }
                    return inSet != negated && next(position + 1)
                case .sequence(let nodes):
                    func from(_ index: Int, _ at: Int) -> Bool {
                        index == nodes.count ? next(at) : matchNode(nodes[index], bytes, at) { from(index + 1, $0) }
                    }
                    return from(0, position)
                case .either(let nodes):
                    return nodes.contains { matchNode($0, bytes, position, next) }
                case .repeated(let node, let min, let max):
                    func count(_ done: Int, _ at: Int) -> Bool {
                        if done >= min, let max, done >= max { return next(at) }
                        // Greedy: one more, unless it matched nothing (which would loop), then stop.
                        if matchNode(node, bytes, at, { $0 != at && count(done + 1, $0) }) { return true }
                        if done < min { return matchNode(node, bytes, at) { $0 == at && count(min, $0) } }
                        return next(at)
                    }
                    return count(0, position)
                }
            }

            // MARK: Writing a link

            /// Every byte outside RFC 3986 "unreserved" percent-encoded, upper-case hex.
            func encode(_ text: String) -> String {
                var out: [UInt8] = []
                for byte in text.utf8 {
                    if isLetter(byte) || isDigit(byte) || byte == 45 || byte == 46 || byte == 95 || byte == 126 {
                        out.append(byte)
                    } else {
                        let digits = Array("0123456789ABCDEF".utf8)
                        out += [37, digits[Int(byte >> 4)], digits[Int(byte & 15)]]
                    }
                }
                return String(decoding: out, as: UTF8.self)
            }

            enum Form { case path, url }

            /// The link of route `route` with these values: the first expansion that takes them
            /// whose link reads back to the route with them.
            func link(route: Int, values: [String: String], wildcard: [String], query: [String: String],
                             form: Form, scheme: String?, host: String?) throws -> String {
                func fail(_ reason: String) -> Failure { Failure(route: names[route], reason: reason) }
                if let clash = query.keys.filter({ values[$0] != nil }).min() {
                    throw fail("the query item \(clash.debugDescription) has the name of a path value; a link holds it once")
                }
                let spelling = routeNamespaces[route]
                var prefix = ""
                var hostForm: String?
                if form == .url {
                    var writtenHost: String?
                    if let host {
                        guard let normalized = normalizedLinkHost(host) else { throw fail("\(host.debugDescription) is not a host this link can hold") }
                        writtenHost = normalized
                    } else if spelling.hasPrefix("//") {
                        guard !spelling.hasPrefix("//*.") else { throw fail("\(spelling.dropFirst(2)) names many hosts, so the link needs the one to point at as its host") }
                        writtenHost = String(spelling.dropFirst(2))
                    }
                    let chosen: String
                    if let scheme {
                        guard let first = scheme.utf8.first, isLetter(first), scheme.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 43 || $0 == 45 || $0 == 46 }) else {
                            throw fail("\(scheme.debugDescription) is not a URL scheme")
                        }
                        chosen = scheme
                    } else if !spelling.hasPrefix("//") && spelling != "*" {
                        chosen = spelling
                    } else if writtenHost != nil {
                        chosen = "https"
                    } else {
                        throw fail("the global namespace has no scheme of its own, so the link needs one")
                    }
                    let lowered = chosen.lowercased()
                    if writtenHost == nil && (lowered == "http" || lowered == "https") {
                        throw fail("an \(lowered) link needs a real host")
                    }
                    if let writtenHost { prefix = chosen + "://" + writtenHost + "/" } else { hostForm = chosen }
                }
                var firstError: Failure?
                for ruleIndex in routeRules[route] {
                    let parts = rules[ruleIndex].parts
                    let variables = parts.compactMap { part -> String? in if case .variable(let name, _) = part { return name } else { return nil } }
                    guard values.keys.allSatisfy(variables.contains), variables.allSatisfy({ values[$0] != nil }) else { continue }
                    // A `*` before the end takes one component; the last `*` and each `**` take the rest.
                    var singles = 0
                    var remaining = 0
                    for (index, part) in parts.enumerated() {
                        if case .star = part { if index == parts.count - 1 { remaining += 1 } else { singles += 1 } }
                        if case .globstar = part { remaining += 1 }
                    }
                    guard wildcard.count == singles || (remaining > 0 && wildcard.count > singles) else { continue }
                    let written = wildcard.map(encode)
                    for taker in 0..<max(1, remaining) {
                        var components: [String] = []
                        var next = 0
                        var piece = 0
                        var failed: Failure?
                        for (index, part) in parts.enumerated() {
                            switch part {
                            case .literal(let forms, _):
                                // Written percent-encoded (upper-case hex) when it has such a form.
                                components.append(forms.count > 1 ? forms[1] : forms[0])
                            case .variable(let name, let constraint):
                                let encoded = encode(values[name]!)
                                if let constraint, !constraintMatches(constraint, Array(encoded.utf8)) {
                                    failed = failed ?? fail("the value \(values[name]!.debugDescription) of \(name) does not match its constraint")
                                }
                                components.append(encoded)
                            case .star where index < parts.count - 1:
                                components.append(written[next])
                                next += 1
                            case .star, .globstar:
                                if piece == taker {
                                    let count = wildcard.count - singles
                                    components += written[next..<next + count]
                                    next += count
                                }
                                piece += 1
                            }
                        }
                        if values.values.contains(where: \.isEmpty) || wildcard.contains(where: \.isEmpty) {
                            failed = failed ?? fail("a value is empty; a path component cannot be empty")
                        }
                        if let dot = components.first(where: { $0 == "." || $0 == ".." }) {
                            failed = failed ?? fail("the component \(dot.debugDescription) is a dot segment, which URL normalization removes from a path")
                        }
                        if let failed {
                            if firstError == nil { firstError = failed }
                            continue
                        }
                        let text = components.joined(separator: "/")
                        let link: String
                        switch form {
                        case .path:
                            link = "/" + text
                        case .url:
                            if let hostForm {
                                let first = Array((components.first ?? "").utf8)
                                let readsBack: Bool
                                if text.isEmpty { readsBack = true } else if first.isEmpty { readsBack = false } else if case .component? = readHost(first) { readsBack = true } else { readsBack = false }
                                link = hostForm + (readsBack ? "://" : ":///") + text
                            } else {
                                link = prefix + text
                            }
                            let read = read(link)
                            guard let read, read.route == route, read.values.dictionary == values, read.wildcard == wildcard else {
                                if firstError == nil { firstError = fail("the link \(link.debugDescription) does not read back to this route with these values") }
                                continue
                            }
                        }
                        guard !query.isEmpty else { return link }
                        let items = query.sorted { $0.key < $1.key }.map { encode($0.key) + "=" + encode($0.value) }.joined(separator: "&")
                        return link + "?" + items
                    }
                }
                throw firstError ?? fail("no expansion of the route takes these values")
            }

            /// A host as a link writes it: ASCII, lowercased, without trailing dot; a port kept.
            func normalizedLinkHost(_ host: String) -> String? {
                var text = host.lowercased()
                guard !text.isEmpty, text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
                if text.hasSuffix(".") { text.removeLast() }
                let name = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                guard let label = name.first, !label.isEmpty, label.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 45 || $0 == 46 }),
                      !label.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else { return nil }
                if name.count == 2 { guard !name[1].isEmpty, name[1].allSatisfy(\.isNumber), name[1].count <= 5 else { return nil } }
                return text
            }
        }
"""#
}
