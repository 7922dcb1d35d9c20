// The properties the fuzz targets check, shared by the Fuzz package (Fuzz/Sources/FuzzChecks)
// and the main package's tests (Tests/URLRoutesTests/FuzzChecks.swift is a symbolic link to this
// file), so that `swift test` replays every input in Fuzz/FailCases/ with exactly the checks that
// found it. Public API only, except `CompiledRegex` (the compile check asks PCRE2 itself),
// `RoutePattern` (a plain route's segment matcher against its regex) and the table syntax's text helpers (`TextLines`, `LiteralForms`, `IPv4Host`).
import Synchronization
@testable import URLRoutes
@testable import URLRoutesTableSyntax
import URLRoutesTesting

/// Each check returns the properties the input broke, one sentence each; empty when it holds up.
public enum FuzzChecks {
    /// The byte FuzzPair splits its input on: never part of valid UTF-8, so never part of a
    /// pattern or URL that was meant as text.
    public static let pairSeparator: UInt8 = 0xFF

    /// The table FuzzURL routes on and FuzzPattern adds its pattern to: Examples/routes.table's
    /// shapes (constraints, optionals, `**`, priorities) and the tests' wildcard routes.
    public static let fixedTable: [(pattern: String, priority: Int)] = [
        ("/", 0),
        ("/home/:tab<feed|deals|saved>", 0),
        (#"/product/:id<\d+>"#, 10),
        (#"/product/:id<\d+>/reviews(/:page<\d+>)"#, 10),
        ("/product/:slug<[a-z0-9-]+>", 0),
        ("/category/:category(/:subcategory)", 0),
        ("/search(/:query)", 0),
        ("/orders", 0),
        (#"/orders/:orderID<[A-Z]{2}-\d{6}>(/:action<track|return|invoice>)"#, 5),
        (#"/account/addresses/:addressID<\d+>/edit"#, 0),
        ("/user/:username<[A-Za-z0-9_]{3,20}>", 0),
        (#"/user/:username<[A-Za-z0-9_]{3,20}>/lists/:listID<\d+>"#, 0),
        ("/help", 0),
        ("/help/**/:article", 0),
        // Literal, but after a route of its bucket that could take its path: the dispatch index
        // must not look it up by its text (nor "/static/late", after the unfiled "/*").
        ("/help/faq", 0),
        ("/promo/:code<[A-Z0-9]{6}>", 0),
        ("/user/view/:userID", 0),
        ("/post/:postID/comments/*", 0),
        ("/files/**", 0),
        ("/a/**/b/**/c", 0),
        ("/static/page", 0),
        ("/:object/:action/:id", -1),
        ("/*", -5),
        ("/static/late", -10),
    ]

    /// The few routes FuzzPattern puts between its pattern and the pattern's repetition: a
    /// table per input is compiled from scratch (JIT included), so it stays small.
    public static let patternNeighbours: [(pattern: String, priority: Int)] = [
        (#"/product/:id<\d+>"#, 10),
        ("/category/:category(/:subcategory)", 0),
        ("/help/**/:article", 0),
        ("/user/view/:userID", 0),
        ("/*", -5),
    ]

    /// URLs every table is probed with besides the ones an input brings.
    public static let probeURLs = [
        "acme://product/48213/reviews/2", "acme://orders/AB-123456/track?carrier=ups",
        "acme://help/returns/international/customs-fees", "acme://user/view/joeldev?tab=posts",
        "acme://static/page", "acme://a/x/b/y/c", "acme://files/x/y%2Fz", "nomatch://",
        "acme://help/faq", "acme://static/late", "acme://orders",
    ]

    // MARK: Targets

    /// FuzzPattern: a pattern `Routes.validate(pattern:)` accepts registers, every definition it
    /// expands into compiles in PCRE2, lint calls it well formed, and on a table with it first
    /// and last (`patternNeighbours` between), routing, the linear scan, explain and lint agree,
    /// as do the segment matcher and the regex of its plain routes (`checkSegmentMatcher`).
    /// A rejected pattern is rejected by `addRoute(validating:)` and lint too.
    public static func checkPattern(_ pattern: String) -> [String] {
        var violations: [String] = []
        let lintEntry = RouteLinter.Entry(scheme: "fuzz", pattern: pattern, line: 1)
        let lintCallsInvalid = RouteLinter.lint([lintEntry]).contains { $0.kind == .invalidPattern }
        do {
            try Routes.validate(pattern: pattern)
        } catch {
            if !lintCallsInvalid { violations.append("validate rejects \(quoted(pattern)) (\(error)), but lint calls it well formed") }
            do {
                try Routes().addRoute(validating: pattern)
                violations.append("validate rejects \(quoted(pattern)), but addRoute(validating:) accepts it")
            } catch {}
            return violations
        }
        if lintCallsInvalid { violations.append("validate accepts \(quoted(pattern)), but lint calls it invalid") }
        let alone = Routes()
        do {
            try alone.addRoute(validating: pattern)
        } catch {
            return violations + ["validate accepts \(quoted(pattern)), but addRoute(validating:) throws \(error)"]
        }
        let definitions = alone.routes()
        if definitions.isEmpty { violations.append("\(quoted(pattern)) validates but registers no route") }
        for definition in definitions {
            if let error = definition.patternError {
                violations.append("\(quoted(pattern)) validates, but its expansion \(quoted(definition.pattern)) does not: \(error)")
                continue
            }
            do {
                _ = try CompiledRegex(definition.regex)
            } catch {
                violations.append("\(quoted(pattern)) validates, but PCRE2 rejects its regex \(quoted(definition.regex)): \(error)")
            }
        }
        guard violations.isEmpty else { return violations }
        // Accepted means usable: a pattern of plain words, variables without constraints and
        // wildcards routes the URL spelled from it (findings 2 and 3 of issue 12 break this).
        let plain = pattern.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || ("a"..."z").contains($0)
            || ("A"..."Z").contains($0) || "/:*_-.()".unicodeScalars.contains($0) }
        if plain {
            for definition in definitions {
                let url = sampleURLs(for: definition.pattern)[1]
                if !alone.canRouteURL(url) {
                    violations.append("\(quoted(pattern)) validates, but its route \(quoted(definition.pattern)) does not route \(quoted(url))")
                }
            }
        }

        let entries = [(pattern, 0)] + patternNeighbours + [(pattern, 0)]
        let table = Harness(entries)
        // The last entry repeats the first: lint must say it never wins (PatternSubsumption does
        // not compare `**`, so it may stay silent there).
        if definitions.count == 1, !pattern.contains("**"), !table.hiddenByLint.contains(entries.count - 1) {
            violations.append("lint does not report \(quoted(pattern)) registered twice")
        }
        var urls = definitions.prefix(8).flatMap { sampleURLs(for: $0.pattern) } + probeURLs.prefix(3)
        // A literal with what clients percent-encode (`café`) routes alike as written and
        // encoded with either case of hex (`caf%C3%A9`, `caf%c3%a9`), in the index and the scan.
        for definition in definitions.prefix(8) where LiteralForms.hasForms(definition.pattern) && !definition.pattern.contains("<") {
            let raw = sampleURLs(for: definition.pattern)
            for lowercaseHex in [false, true] {
                let encoded = sampleURLs(for: encodingLiterals(of: definition.pattern, lowercaseHex: lowercaseHex))
                for (rawURL, encodedURL) in zip(raw, encoded) where alone.canRouteURL(rawURL) != alone.canRouteURL(encodedURL) {
                    violations.append("\(quoted(definition.pattern)) routes \(quoted(rawURL)) and \(quoted(encodedURL)) differently: \(alone.canRouteURL(rawURL)) and \(alone.canRouteURL(encodedURL))")
                }
                urls += encoded
            }
        }
        for url in urls { violations += table.check(url) }
        return violations + checkSegmentMatcher(pattern, on: urls)
    }

    /// `pattern` with each literal component's client-encoded characters percent-encoded.
    static func encodingLiterals(of pattern: String, lowercaseHex: Bool) -> String {
        pattern.split(separator: "/", omittingEmptySubsequences: false).map { component in
            component.hasPrefix(":") || component == "*" || component == "**" ? String(component)
                : LiteralForms.encoded(String(component), lowercaseHex: lowercaseHex)
        }.joined(separator: "/")
    }

    /// FuzzURL: on the fixed table, the dispatch index, the linear scan, `canRouteURL`, explain
    /// and lint agree about `url` (also tried with an `acme://` scheme in front).
    public static func checkURL(_ url: String) -> [String] {
        let table = FixedTable.shared
        return table.check(url) + table.check("acme://" + url) + checkHost(url)
    }

    /// A host that ends in a number is read as a WHATWG IPv4 address, in dotted-decimal form,
    /// which reads back as itself; no host routing reads ends in a number otherwise.
    static func checkHost(_ url: String) -> [String] {
        guard let host = (try? ParsedURL(url, treatHostAsPathComponent: false))?.host, !host.hasPrefix("[") else { return [] }
        switch IPv4Host.read(Array(host.utf8)) {
        case .domain:
            return []
        case .invalid(let reason):
            return ["\(quoted(url)) is read with the host \(quoted(host)), which is no IPv4 address: \(reason)"]
        case .address(let address):
            let dotted = IPv4Host.dotted(address)
            if host != dotted {
                return ["\(quoted(url)) is read with the host \(quoted(host)), not its dotted-decimal form \(quoted(dotted))"]
            }
            let again = (try? ParsedURL("https://" + dotted + "/", treatHostAsPathComponent: false))?.host
            return again == dotted ? [] : ["the address \(quoted(dotted)) of \(quoted(url)) reads back as \(quoted(again ?? "nothing"))"]
        }
    }

    /// FuzzPair: the input up to the first 0xFF is up to four patterns (one a line), the rest up
    /// to four URLs (one a line); on that table, index, scan, explain and lint agree about every
    /// URL.
    public static func checkPair(_ input: some Collection<UInt8>) -> [String] {
        let bytes = Array(input)
        let cut = bytes.firstIndex(of: pairSeparator) ?? bytes.endIndex
        let patterns = lines(bytes[..<cut]).prefix(4)
        let urls = cut < bytes.endIndex ? Array(lines(bytes[(cut + 1)...]).prefix(4)) : []
        let table = Harness(patterns.map { ($0, 0) })
        let subjects = urls + patterns.flatMap(sampleURLs(for:))
        return subjects.flatMap(table.check) + patterns.flatMap { checkSegmentMatcher($0, on: subjects) }
    }

    /// Of each route `pattern` compiles to that `PlainSegmentMatcher` matches, the matcher and
    /// the route's PCRE2 regex find the same in every subject, taken whole and after its
    /// `scheme://` as a routing path (any bytes).
    static func checkSegmentMatcher(_ pattern: String, on subjects: [String]) -> [String] {
        guard let routes = try? RoutePattern.compile(pattern) else { return [] }
        var violations: [String] = []
        for route in routes where route.isSegmentMatchable {
            for subject in subjects {
                let paths = [Array(subject.utf8)] + (subject.range(of: "://").map { [Array(subject[$0.upperBound...].utf8)] } ?? [])
                for path in paths {
                    let (segment, regex) = path.withUnsafeBufferPointer { bytes in
                        (route.match(bytes, decodePlusSymbols: true, keepRawText: true),
                         route.regexMatch(bytes, decodePlusSymbols: true, keepRawText: true))
                    }
                    func said(_ match: RouteMatch?) -> String {
                        guard let match else { return "no match" }
                        return "\(match.variables.map { "\($0.name)=\($0.value.debugDescription)" }) raw \(match.rawVariables.map(\.value)) wildcard \(match.wildcardComponents.map { "\($0)" } ?? "nil")"
                    }
                    if said(segment) != said(regex) {
                        violations.append("\(quoted(route.pattern)) on \(quoted(String(decoding: path, as: UTF8.self))): the segment matcher finds \(said(segment)), its regex \(said(regex))")
                    }
                }
            }
        }
        return violations
    }

    /// FuzzTable: any bytes as a route table file, and after a 0xFF byte (never part of UTF-8)
    /// an expectations file for it (`checkExpectations`). The table: not UTF-8 ⇒ the first bad
    /// byte is found, with its line. UTF-8 ⇒ either an error with a line and column inside the
    /// text (every error the parser collects, too), or a table whose text parses back to the
    /// same routes, fallbacks and options, prints the same again, and passes registration's
    /// checks (run without registering: the registry is shared with the tests replaying this).
    public static func checkTable(_ input: some Collection<UInt8>) -> [String] {
        let bytes = Array(input)
        guard let separator = bytes.firstIndex(of: pairSeparator) else { return checkTableText(bytes) }
        let tableBytes = Array(bytes[..<separator])
        let table = String(validating: tableBytes, as: UTF8.self).flatMap { try? RouteTable(parsing: $0, file: "fuzz.table") }
        return checkTableText(tableBytes)
            + checkExpectations(text(bytes[(separator + 1)...]), table: table ?? ExpectationsTable.shared)
    }

    /// The table expectations are checked against when the input's own table does not parse:
    /// names, a pattern without its slash, a pattern two routes share, equal routes, a host
    /// namespace and a fallback.
    enum ExpectationsTable {
        static let shared = try! RouteTable(parsing: """
            @fallback acme
            acme  /product/:id<\\d+>  10  product.show
            acme  /product/:slug       product.bySlug
            acme  /search(/:query)     search
            acme  cart                 cart
            acme  /cart                cart2
            acme  /docs/**/:page       docs
            //shop.example.com  /p/:id  shop.product
            *     /login               login
            """, file: "expectations.table")
    }

    /// FuzzTable's expectations part: any text as an expectations file for `table`. Either a
    /// `RouteTableError` with a line and column inside the text (or no line, for text without
    /// a case), or expectations whose every failure names a line of the text and prints no
    /// control character raw. Checked on the table alone (a `RouteResolver`), never through
    /// the registry.
    public static func checkExpectations(_ text: String, table: RouteTable) -> [String] {
        let lineCount = TextLines.split(text).count
        var violations: [String] = []
        let printable = { (description: String) in
            !description.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
        }
        let expectations: RouteExpectations
        do {
            expectations = try RouteExpectations(parsing: text, file: "fuzz.expectations", table: table)
        } catch let error as RouteTableError {
            if let line = error.line {
                if !(1...max(1, lineCount)).contains(line) || (error.column ?? 0) < 1 {
                    violations.append("an expectations error outside the text (\(lineCount) lines): \(quoted(error.description))")
                }
            } else if !error.message.contains("no cases") {
                violations.append("an expectations error without a line: \(quoted(error.description))")
            }
            if !printable(error.description) {
                violations.append("an expectations error prints a control character raw: \(quoted(error.description))")
            }
            return violations
        } catch {
            return ["RouteExpectations(parsing:) threw something other than a RouteTableError: \(error)"]
        }
        // A raw control character after the URL (a bare CR, a NUL) is an error of the file.
        for (index, line) in TextLines.split(text).enumerated() {
            var fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if let comment = fields.firstIndex(where: { $0.hasPrefix("#") }) { fields.removeSubrange(comment...) }
            if fields.dropFirst().contains(where: { $0.unicodeScalars.contains(where: isControl) }) {
                violations.append("line \(index + 1) holds a raw control character after its URL, but the expectations parsed")
            }
        }
        if expectations.count < 1 || expectations.count > lineCount {
            violations.append("\(expectations.count) cases read from \(lineCount) lines")
        }
        for failure in expectations.check() {
            guard let line = failure.line, (1...lineCount).contains(line) else {
                violations.append("a failure outside the text (\(lineCount) lines): \(quoted(failure.description))")
                continue
            }
            if failure.message.isEmpty || !printable(failure.description) {
                violations.append("a failure without a message, or with a control character raw: \(quoted(failure.description))")
            }
        }
        return violations
    }

    /// FuzzTable's table part (see `checkTable`).
    static func checkTableText(_ bytes: [UInt8]) -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            guard let place = TextFileLimits.firstInvalidUTF8(in: bytes) else {
                return ["bytes that are not UTF-8 were given no offset of a bad byte"]
            }
            var violations: [String] = []
            if place.offset >= bytes.count || String(validating: bytes[..<place.offset], as: UTF8.self) == nil {
                violations.append("the first bad UTF-8 byte is said to be at offset \(place.offset), but the bytes before it are not valid UTF-8 or it is past the end (\(bytes.count) bytes)")
            }
            let newlines = bytes[..<min(place.offset, bytes.count)].count { $0 == UInt8(ascii: "\n") }
            if place.line != newlines + 1 || place.column < 1 {
                violations.append("the first bad UTF-8 byte, at offset \(place.offset), is placed at line \(place.line) column \(place.column), after \(newlines) line breaks")
            }
            return violations
        }
        let lineCount = TextLines.split(text).count
        let parsed = RouteTableParser(file: "fuzz.table").parse(text)
        var violations: [String] = []
        for error in parsed.errors {
            guard let line = error.line, let column = error.column, (1...lineCount).contains(line), column >= 1 else {
                violations.append("an error without a place in the text (\(lineCount) lines): \(quoted(error.description))")
                continue
            }
            if error.description.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                violations.append("an error prints a control character raw: \(quoted(error.description))")
            }
        }
        let table: RouteTable
        do {
            table = try RouteTable(parsing: text, file: "fuzz.table")
        } catch {
            if parsed.errors.isEmpty { violations.append("init(parsing:) threw \(error), but the parser collected no error") }
            return violations
        }
        if !parsed.errors.isEmpty { violations.append("init(parsing:) accepted a table with errors: \(parsed.errors[0])") }
        if let route = table.routes.first(where: { $0.pattern.unicodeScalars.contains(where: isInvisible) }) {
            violations.append("a pattern with a character a reader cannot see parsed: \(quoted(route.pattern))")
        }
        let printed = table.description
        do {
            let again = try RouteTable(parsing: printed)
            if again.routes != table.routes || again.fallbacks != table.fallbacks
                || again.decodesPlusSymbols != table.decodesPlusSymbols
                || again.treatsHostAsPathComponent != table.treatsHostAsPathComponent || again != table {
                violations.append("the printed table reads back differently: \(quoted(printed))")
            }
            if again.description != printed {
                violations.append("printing the table read back gives other text: \(quoted(printed)) then \(quoted(again.description))")
            }
        } catch {
            violations.append("the printed table does not parse: \(error) in \(quoted(printed))")
        }
        do {
            _ = try RouteTableRegistration(table, handlers: [:])
        } catch {
            violations.append("a table that parses is refused by registration: \(error)")
        }
        return violations
    }

    // MARK: Helpers

    /// C0 and C1 controls and DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// What a table refuses in a pattern as invisible (C0 controls are the pattern parser's):
    /// C1 controls, zero-width, joining and bidirectional formatting characters, separators,
    /// and a byte-order mark.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0xAD, 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Input bytes as text; invalid UTF-8 becomes U+FFFD (NUL and control characters stay).
    public static func text(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: Array(bytes), as: UTF8.self)
    }

    static func lines(_ bytes: some Collection<UInt8>) -> [String] {
        Array(bytes).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(text)
    }

    static func quoted(_ text: String) -> String {
        let shown = text.utf8.count > 200 ? String(text.prefix(200)) + "…(\(text.utf8.count) bytes)" : text
        return "\"" + shown.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F
            ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }

    /// URLs a pattern without optional groups is likely to match: literal components as they
    /// are, variables as `1` and `abc`, wildcards as one or two components (in that order, each
    /// as `fuzz://path` and `fuzz:///path`).
    static func sampleURLs(for pattern: String) -> [String] {
        // Empty components (`/a//b`) are not part of a pattern, as in JLRoutes. Split on scalars,
        // not Characters: a `/` followed by a combining mark is one Character, but two bytes
        // routing splits between.
        let components = pattern.unicodeScalars.split(separator: "/").map { String(String.UnicodeScalarView($0)) }
        func path(variable: String) -> String {
            components.enumerated().map { position, component in
                if component.hasPrefix(":") { return variable }
                // A trailing `*` takes any number of components, one elsewhere exactly one.
                if component == "*" { return position == components.count - 1 ? "w/x" : "w" }
                if component == "**" { return "w" }
                return String(component)
            }.joined(separator: "/")
        }
        let paths = [path(variable: "1"), path(variable: "abc")]
        return paths.flatMap { path in
            let relative = String(String.UnicodeScalarView(path.unicodeScalars.drop { $0 == "/" }))
            return ["fuzz://" + relative, "fuzz:///" + relative]
        }
    }

    /// FuzzURL's table, built once per process.
    enum FixedTable {
        static let shared = Harness(fixedTable)
    }

    /// The entry whose handler ran last and what it received (handlers are @Sendable).
    final class Taken: Sendable {
        let value = Mutex<(entry: Int, parameters: RouteParameters)?>(nil)
    }

    /// A standalone table whose handlers record which entry they belong to, plus lint's view of
    /// the same entries.
    final class Harness: Sendable {
        let routes = Routes()
        let entries: [(pattern: String, priority: Int)]
        /// For each definition, in `routes()` order, the entry it was registered from.
        let entryOfDefinition: [ObjectIdentifier: Int]
        /// Entries with one definition that lint says can never win (with every handler
        /// returning true, routing must never reach them).
        let hiddenByLint: Set<Int>
        private let taken = Taken()

        init(_ entries: [(pattern: String, priority: Int)]) {
            self.entries = entries
            var owner: [ObjectIdentifier: Int] = [:]
            var definitionCount = Array(repeating: 0, count: entries.count)
            for (index, entry) in entries.enumerated() {
                routes.addRoute(entry.pattern, priority: entry.priority) { [taken] parameters in
                    taken.value.withLock { $0 = (index, parameters) }
                    return true
                }
                for definition in routes.routes() where owner[ObjectIdentifier(definition)] == nil {
                    owner[ObjectIdentifier(definition)] = index
                    definitionCount[index] += 1
                }
            }
            entryOfDefinition = owner
            let findings = RouteLinter.lint(entries.enumerated().map { index, entry in
                RouteLinter.Entry(scheme: "fuzz", pattern: entry.pattern, priority: entry.priority, line: index + 1)
            })
            hiddenByLint = Set(findings.compactMap { finding -> Int? in
                guard [.duplicateRoute, .shadowedRoute, .unreachableAfterWildcard].contains(finding.kind),
                      let line = finding.entries.first?.line, definitionCount[line - 1] == 1 else { return nil }
                return line - 1
            })
        }

        /// Routes `url` and returns the entry whose handler ran and what it received.
        func route(_ url: String, index: Bool) -> (entry: Int, parameters: RouteParameters)? {
            routes.usesDispatchIndex = index
            taken.value.withLock { $0 = nil }
            let routed = routes.routeURL(url)
            let result = taken.value.withLock { $0 }
            return routed ? result : nil
        }

        func describe(_ result: (entry: Int, parameters: RouteParameters)?) -> String {
            guard let result else { return "nothing" }
            return "entry \(result.entry + 1) \(quoted(entries[result.entry].pattern)) with \(result.parameters.pathVariables), wildcard \(String(describing: result.parameters.wildcardComponents))"
        }

        func check(_ url: String) -> [String] {
            var violations: [String] = []
            let where_ = "on \(entries.map { quoted($0.pattern) }), \(quoted(url))"
            let viaIndex = route(url, index: true)
            let viaScan = route(url, index: false)
            routes.usesDispatchIndex = true
            if viaIndex?.entry != viaScan?.entry || viaIndex?.parameters != viaScan?.parameters {
                violations.append("\(where_): the dispatch index routes to \(describe(viaIndex)), the linear scan to \(describe(viaScan))")
            }
            if routes.canRouteURL(url) != (viaScan != nil) {
                violations.append("\(where_): canRouteURL says \(viaScan == nil), routeURL routes to \(describe(viaScan))")
            }
            let explanation = routes.explain(url)
            let definitions = routes.routes()
            let winner = explanation.candidates.firstIndex { $0.isMatch }
            if explanation.candidates.count != definitions.count && explanation.urlError == nil {
                violations.append("\(where_): explain lists \(explanation.candidates.count) candidates for \(definitions.count) routes")
            } else {
                let winnerEntry = winner.flatMap { entryOfDefinition[ObjectIdentifier(definitions[$0])] }
                if winnerEntry != viaScan?.entry {
                    violations.append("\(where_): explain's winner is \(winnerEntry.map { "entry \($0 + 1)" } ?? "none"), routing takes \(describe(viaScan))")
                } else if let winner, let parameters = explanation.candidates[winner].parameters, let viaScan,
                          parameters.pathVariables != viaScan.parameters.pathVariables
                            || parameters.wildcardComponents != viaScan.parameters.wildcardComponents {
                    violations.append("\(where_): explain's winner would receive \(parameters.pathVariables), wildcard \(String(describing: parameters.wildcardComponents)); routing gives \(describe(viaScan))")
                }
            }
            if let viaScan, hiddenByLint.contains(viaScan.entry) {
                violations.append("\(where_): lint says entry \(viaScan.entry + 1) can never win, but routing takes it")
            }
            return violations
        }
    }
}
