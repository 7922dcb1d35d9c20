import Foundation
import Testing
@testable import URLRoutes

/// `PlainSegmentMatcher` stands in for a plain route's regex: on generated patterns and paths
/// it must find exactly what the regex finds (the same variables, decoded the same way, the
/// same raw text, the same wildcard components), and a bucket of plain routes must compile no
/// regex until it proves hot.
@Suite struct PlainSegmentMatcherTests {
    static let literals = ["a", "b", "ab", "view", "a.b", "a+b", "%2F", "x%20y", "%41", "\\", "*a", "a*", "***", "$",
                           "^", "[x]", "a|b", "~", "-", "_", "A", "a:b", "{", "+", "%", "."]
    static let variables = [":id", ":name", ":", ":a:b", ":x.json", ":%41", ":id"]
    /// What a path may hold in a variable's place, hostile bytes included.
    static let values = ["7", "", "a%2Fb", "x+y", "%zz", "%41", "caf%C3%A9", "a\nb", "\n", "a b", "%", "%C3", "a#",
                         "#", "\u{0}", "\u{FF}", "A", "a", "view", "ab"]

    struct Case {
        var pattern: String
        var paths: [[UInt8]]
    }

    static func makeCase(_ random: inout SplitMix64) -> Case {
        var pieces: [String] = []
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: pieces.append(literals.randomElement(using: &random)!)
            case 4..<7: pieces.append(variables.randomElement(using: &random)!)
            default: pieces.append("*")
            }
        }
        // Slashes: leading or not, doubled between components, trailing or not.
        var pattern = Bool.random(using: &random) ? "/" : ""
        for (index, piece) in pieces.enumerated() {
            if index > 0 { pattern += Int.random(in: 0..<5, using: &random) == 0 ? "//" : "/" }
            pattern += piece
        }
        if Int.random(in: 0..<4, using: &random) == 0 { pattern += "/" }
        // Paths shaped like the pattern (so that many match), then altered.
        var paths: [[UInt8]] = []
        for _ in 0..<24 {
            var components = pieces.map { piece -> String in
                if piece.hasPrefix(":") { return values.randomElement(using: &random)! }
                if piece == "*" {
                    return (0..<Int.random(in: 0...3, using: &random)).map { _ in values.randomElement(using: &random)! }
                        .joined(separator: "/")
                }
                return piece
            }
            switch Int.random(in: 0..<8, using: &random) {
            case 0: if !components.isEmpty { components.removeLast() }
            case 1: components.append(values.randomElement(using: &random)!)
            case 2: if !components.isEmpty { components[Int.random(in: 0..<components.count, using: &random)] = literals.randomElement(using: &random)! }
            case 3: components.insert("", at: Int.random(in: 0...components.count, using: &random))
            default: break
            }
            var path = components.joined(separator: "/")
            switch Int.random(in: 0..<10, using: &random) {
            case 0: path += "/"
            case 1: path = "/" + path
            case 2: path = path.uppercased()
            default: break
            }
            paths.append(Array(path.utf8))
        }
        // And bytes no URL holds, which the matcher must take as the regex does.
        paths.append([0xFF, UInt8(ascii: "/"), 0x00])
        paths.append([])
        return Case(pattern: pattern, paths: paths)
    }

    static func describe(_ match: RouteMatch?) -> String {
        guard let match else { return "no match" }
        return "\(match.variables.map { "\($0.name)=\($0.value.debugDescription)" }) raw \(match.rawVariables.map { "\($0.name)=\($0.value.debugDescription)" }) wildcard \(match.wildcardComponents.map { "\($0)" } ?? "nil")"
    }

    /// 3,000 patterns, 26 paths each, both ways of decoding `+`: about a second.
    @Test func findsWhatTheRegexFinds() throws {
        var random = SplitMix64(seed: 0x5E6_3E47)
        var compared = 0, matched = 0, wildcards = 0, segmentMatchable = 0
        for _ in 0..<3_000 {
            let generated = Self.makeCase(&random)
            guard let route = try? RoutePattern.compile(generated.pattern).first else { continue }
            guard route.isSegmentMatchable else {
                // Only a literal with other spellings or `**` is left to the regex.
                #expect(generated.pattern.contains("{") || generated.pattern.contains("**"), "\(generated.pattern)")
                continue
            }
            segmentMatchable += 1
            // A plain route's regex is well inside PCRE2's limits: compiling it never fails.
            _ = try CompiledRegex(route.regexSource)
            for path in generated.paths {
                for decodePlus in [false, true] {
                    let (segment, regex) = path.withUnsafeBufferPointer { bytes in
                        route.pattern.withBorrowedUTF8 {
                            (PlainSegmentMatcher.match($0, bytes, decodePlusSymbols: decodePlus, keepRawText: true),
                             route.regexMatch(bytes, decodePlusSymbols: decodePlus, keepRawText: true))
                        }
                    }
                    let said = (Self.describe(segment), Self.describe(regex))
                    #expect(said.0 == said.1, "\(generated.pattern) on \(String(decoding: path, as: UTF8.self).debugDescription)")
                    compared += 1
                    if regex != nil { matched += 1 }
                    if regex?.wildcardComponents?.isEmpty == false { wildcards += 1 }
                }
            }
        }
        // Not vacuous: most patterns are plain, and many paths match, wildcards taking some.
        #expect(segmentMatchable > 2_000)
        #expect(matched > compared / 5)
        #expect(wildcards > 1_000)
    }

    /// A path of a million bytes, or of 100,000 empty components, costs one pass.
    @Test func hostilePathsTakeOnePass() throws {
        let patterns = ["/a/:id/*", "/*/*/*/b", "/:a/:b/:c", String(repeating: "/*", count: 40), "/" + String(repeating: "x", count: 500) + "/*"]
        let paths = [String(repeating: "/", count: 100_000), String(repeating: "x", count: 1_000_000),
                     "a/" + String(repeating: "7/", count: 200_000), String(repeating: "x", count: 500) + "/" + String(repeating: "%", count: 300_000)]
        let start = Date()
        for pattern in patterns {
            let route = try #require(try RoutePattern.compile(pattern).first)
            #expect(route.isSegmentMatchable)
            for path in paths {
                var path = path
                path.withUTF8 { bytes in
                    let segment = route.match(bytes, decodePlusSymbols: false)
                    let regex = route.regexMatch(bytes, decodePlusSymbols: false)
                    #expect(Self.describe(segment) == Self.describe(regex), "\(pattern)")
                }
            }
        }
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func onlyPlainPatternsWithoutGlobstarsAreSegmentMatchable() throws {
        for pattern in ["/a/:id", "/a/*", "/*/b", "", "/", "/a//b/", "/:/x"] {
            #expect(try RoutePattern.compile(pattern)[0].isSegmentMatchable, "\(pattern)")
        }
        for pattern in ["/a/**", #"/a/:id<\d+>"#, "/café", "/a b", "/help#/:topic", "/a(/b)"] {
            #expect(try RoutePattern.compile(pattern).allSatisfy { !$0.isSegmentMatchable }, "\(pattern)")
        }
    }

    static let fixture = ["/static/page", "/resource/:id", "/resource/:id/edit", "/resource/view/:id/*", "/static/about"]

    @Test func aPlainBucketCompilesNoRegexUntilItIsHot() throws {
        let seen = Locked<[String]>([])
        let routes = Routes()
        for pattern in Self.fixture {
            routes.addRoute(pattern) { parameters in
                seen.withLock { $0.append("\(parameters.pattern) \(parameters["id"] as? String ?? "-") \(parameters.wildcardComponents ?? [])") }
                return true
            }
        }
        for url in ["app://resource/7", "app://resource/7/edit", "app://resource/view/7/a/b", "app://resource/%41+b"] {
            #expect(routes.routeURL(url))
        }
        #expect(!routes.canRouteURL("app://resource/7/other"))
        #expect(seen.withLock { $0 } == ["/resource/:id 7 []", "/resource/:id/edit 7 []", "/resource/view/:id/* 7 [\"a\", \"b\"]",
                                         "/resource/:id A b []"])
        let index = routes.namespace.table.index
        var path = "resource/7"
        let chunk = try #require(path.withUTF8 { index.bucket(for: $0) }.chunks.first)
        #expect(chunk.isSegmentMatchable && !chunk.isCompiled)
        let definitions = routes.namespace.table.index.buckets.flatMap(\.candidates).map(\.definition)
        #expect(definitions.allSatisfy { !($0.compiledPattern?.isRegexCompiled ?? true) })
        // The regex is there when asked for.
        #expect(definitions.first { $0.pattern == "/resource/:id" }?.regex == "^resource/(?<g1>[^/]*+)\\z")
        // Hot: the combined regex, JIT-compiled, routes the same.
        for round in 0..<DispatchReplica.interpretedMatchesBeforeJIT + 3 {
            #expect(routes.routeURL("app://resource/view/\(round)/x"))
        }
        #expect(chunk.isCompiled)
        #expect(try #require(chunk.regex).handle.isJITCompiled == CompiledRegex.isJITAvailable)
        #expect(seen.withLock { $0 }.last == "/resource/view/:id/* 18 [\"x\"]")
    }
}
