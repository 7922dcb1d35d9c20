import Foundation
import Testing
@testable import URLRoutes

/// Regression tests for the findings of the fuzz and hostile-input review (issue 12), one
/// finding per suite, each test one behaviour.
@Suite struct HardeningRegressionTests {
    /// A standalone table whose handlers record the pattern that routed.
    private func table(_ patterns: [String]) -> (Routes, Recorder) {
        let routes = Routes()
        let recorder = Recorder()
        for pattern in patterns {
            routes.addRoute(pattern) { parameters in
                recorder.set(parameters.pattern)
                return true
            }
        }
        return (routes, recorder)
    }

    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var value: String?
        func set(_ new: String) { lock.lock(); value = new; lock.unlock() }
        var pattern: String? { lock.lock(); defer { lock.unlock() }; return value }
    }

    private static func path(_ count: Int) -> String {
        Array(repeating: "s", count: count).joined(separator: "/")
    }

    // MARK: 1. NUL bytes

    @Suite struct NULBytes {
        @Test func aNULByteInAPatternLiteralIsRejected() {
            let found = validationError("/admin/x\0y")
            #expect(found?.message == "a NUL byte is not allowed in a pattern: no URL contains one")
            #expect(found?.offset == 8)
        }

        @Test func aPatternWithANULByteDoesNotClaimOtherPaths() {
            let (routes, recorder) = HardeningRegressionTests().table(["/admin/x\0y", "/admin/:id/edit"])
            #expect(routes.routeURL("acme://admin/x/edit"))
            #expect(recorder.pattern == "/admin/:id/edit")
            #expect(!routes.routeURL("acme://admin/xyz/anything"))
        }

        @Test func lintReportsAPatternWithANULByte() {
            let findings = RouteLinter.lint([.init(scheme: "acme", pattern: "/admin/x\0y", line: 1),
                                             .init(scheme: "acme", pattern: "/admin/:id/edit", line: 2)])
            #expect(findings.map(\.kind) == [.invalidPattern])
            #expect(findings.first?.entries.map(\.line) == [1])
        }

        @Test func regexSourceIsPassedWithItsLengthNotAsACString() throws {
            let regex = try CompiledRegex("^a\0b\\z")
            #expect(regex.match("a\0b").isMatch)
            #expect(!regex.match("a").isMatch)
        }
    }

    // MARK: 2. Deep paths (JIT stack)

    @Suite struct DeepPaths {
        @Test func globstarThenVariableRoutes5000Components() {
            let (routes, recorder) = HardeningRegressionTests().table(["/help/**/:article"])
            #expect(routes.routeURL("app://help/\(HardeningRegressionTests.path(5_000))/last"))
            #expect(recorder.pattern == "/help/**/:article")
        }

        @Test func globstarRoutesUpToItsDocumentedLimitOf200000Components() {
            let (routes, _) = HardeningRegressionTests().table(["/help/**/:article", "/**/x"])
            #expect(routes.canRouteURL("app://help/\(HardeningRegressionTests.path(200_000))/last"))
            #expect(routes.canRouteURL("app://\(HardeningRegressionTests.path(300_000))/x"))
        }

        @Test func twoGlobstarsRouteUpToTheirDocumentedLimitOf150000ComponentsEach() {
            let (routes, _) = HardeningRegressionTests().table(["/a/**/b/**/c"])
            let deep = HardeningRegressionTests.path(150_000)
            #expect(routes.canRouteURL("app://a/\(HardeningRegressionTests.path(2_500))/b/x/c"))
            #expect(routes.canRouteURL("app://a/\(deep)/b/\(deep)/c"))
        }

        @Test func everyThreadHasItsOwnJITStack() async {
            let (routes, _) = HardeningRegressionTests().table(["/**/x"])
            let url = "app://\(HardeningRegressionTests.path(50_000))/x"
            let results = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<4 { group.addTask { routes.canRouteURL(url) } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results == [true, true, true, true])
        }

        @Test func theInterpreterMatchesWhatOverflowsTheDefaultJITStack() throws {
            let route = try #require(try RoutePattern.compile("/**/x").first)
            let interpreted = try CompiledRegex(route.regexSource, jit: false)
            #expect(interpreted.match(HardeningRegressionTests.path(5_000) + "/x").isMatch)
        }

        @Test func aRouteWith2700VariablesMatches() {
            let count = 2_700
            let (routes, _) = HardeningRegressionTests().table([(0..<count).map { "/:v\($0)" }.joined()])
            #expect(routes.canRouteURL("app://" + (0..<count).map(String.init).joined(separator: "/")))
        }

        @Test func aRouteWith800ConstrainedVariablesMatches() {
            let count = 800
            let (routes, _) = HardeningRegressionTests().table([(0..<count).map { #"/:v\#($0)<\d+>"# }.joined()])
            #expect(routes.canRouteURL("app://" + (0..<count).map(String.init).joined(separator: "/")))
        }
    }

    // MARK: 3. Patterns that could never match

    @Suite struct UncompilablePatterns {
        private func rejected(_ pattern: String) -> Bool {
            validationError(pattern)?.message.hasPrefix("the pattern is beyond what PCRE2") == true
        }

        @Test func tooManyVariablesIsRejected() {
            #expect(rejected((0..<3_000).map { "/:v\($0)" }.joined()))
        }

        @Test func tooManyConstrainedVariablesIsRejected() {
            #expect(rejected((0..<900).map { #"/:v\#($0)<\d+>"# }.joined()))
        }

        @Test func tooManyGlobstarsIsRejected() {
            #expect(rejected("/a" + String(repeating: "/**", count: 2_185) + "/b"))
        }

        @Test func patternsJustInsideTheLimitsAreAcceptedAndMatch() {
            let globstars = "/a" + String(repeating: "/**", count: 2_180) + "/b"
            let stars = String(repeating: "/*", count: 16_300) + "/b"
            let literal = "/:v/" + String(repeating: "x", count: 32_700)
            let (routes, _) = HardeningRegressionTests().table([globstars, stars, literal])
            #expect(routes.canRouteURL("app://a/1/2/b"))
            #expect(routes.canRouteURL("app://" + HardeningRegressionTests.path(16_300) + "/b"))
            #expect(routes.canRouteURL("app://v/" + String(repeating: "x", count: 32_700)))
        }

        @Test func aRouteNearTheLimitsLeavesItsBucketsCombinedRegexesCompilable() {
            let huge = RouteDefinition(pattern: "/:v/" + String(repeating: "x", count: 32_700), handler: nil)
            var definitions = (0..<300).map { RouteDefinition(pattern: "/:a/n\($0)/:b", handler: nil) }
            definitions.insert(huge, at: 150)
            let index = DispatchIndex(definitions)
            let chunks = index.buckets.flatMap(\.chunks)
            #expect(chunks.count >= 2)
            #expect(chunks.allSatisfy { $0.regex != nil })
            #expect(index.buckets.last?.candidates.contains { $0.definition === huge && !$0.isCombined } == true)
        }

        @Test func aRouteNearTheLimitsRoutesThroughTheIndexBesideOrdinaryRoutes() {
            let literal = String(repeating: "x", count: 32_700)
            let (routes, recorder) = HardeningRegressionTests().table(["/:a/n/:b", "/:v/" + literal, "/:a/m"])
            #expect(routes.routeURL("app://v/" + literal))
            #expect(recorder.pattern == "/:v/" + literal)
            #expect(routes.routeURL("app://q/m"))
            #expect(recorder.pattern == "/:a/m")
        }

        @Test func tooManyNonFinalStarsIsRejected() {
            #expect(rejected(String(repeating: "/*", count: 17_000) + "/b"))
        }

        @Test func tooLongALiteralAfterAVariableIsRejected() {
            #expect(rejected("/:v/" + String(repeating: "x", count: 33_000)))
        }

        @Test func theErrorOfAHugePatternStaysShort() throws {
            let found = try #require(validationError((0..<3_000).map { "/:v\($0)" }.joined()))
            #expect(found.description.utf8.count < 1_024)
            #expect(found.description.contains("bytes elided"))
        }
    }

    // MARK: 4 and 5. Constraints that refer to groups or are unbalanced

    @Suite struct ConstraintStructure {
        @Test(arguments: [#"(?1)"#, #"a\1"#, #"(?(1)a|b)"#, #"\g{1}"#, #"\g1"#, #"\k<y>"#, #"(?&name)"#, #"(?P=name)"#,
                          #"(?P>name)"#, #"\g<1>"#, #"(?R)"#, #"(?+1)"#, #"(?-1)"#, #"a\12"#, #"(?(R)a)"#])
        func aConstraintThatRefersToAGroupIsRejected(constraint: String) {
            let found = validationError("/r/:x<\(constraint)>/end")
            #expect(found?.message == ConstraintSyntax.groupReference, "\(constraint)")
        }

        @Test func aGroupReferenceConstraintDoesNotRegisterBesideTheRouteItWouldCapture() {
            let (routes, recorder) = HardeningRegressionTests().table(["/r/:y/q", "/r/:x<(?1)>/end"])
            #expect(!routes.routeURL("app://r/aaa/end"))
            #expect(recorder.pattern == nil)
        }

        /// Inside a class, `(`, `)`, `{` and `\1`-like text are literal; a POSIX class's `]` and a
        /// `]` first in a class do not close it. Both scanners (structure and literal braces) agree.
        @Test(arguments: [(#"[]()]+"#, nil), (#"[^](]+"#, nil), (#"[[:alpha:])]+"#, nil), (#"[[:alpha:]](?1)"#, "ref"),
                          (#"[]]("#, "open"), (#"[[=a=]]\1"#, "ref"), (#"[[.a.]{]"#, nil)])
        func classBodiesAreSkippedWhole(constraint: String, problem: String?) {
            let found = ConstraintSyntax.firstProblem(in: constraint)
            switch problem {
            case nil: #expect(found == nil, "\(constraint)")
            case "ref": #expect(found?.message == ConstraintSyntax.groupReference, "\(constraint)")
            default: #expect(found?.message.contains("never closed") == true, "\(constraint)")
            }
        }

        @Test func aBraceInsideAClassIsNotALiteralBraceButOneAfterItIs() {
            #expect(ConstraintSyntax.literalBraces(in: #"[]{]+"#).isEmpty)
            #expect(ConstraintSyntax.literalBraces(in: #"[[:digit:]{]\d{6"#).map(\.offset) == [14])
            #expect(ConstraintSyntax.literalBraces(in: #"[^]]{6"#).map(\.offset) == [4])
        }

        @Test(arguments: [#"[\1]"#, #"\01"#, #"(?(?=a)a|b)"#, #"[(?1)]"#, #"\Q(?1)\E"#, #"(?#\1 or \k)a"#, #"[[:digit:]]+"#])
        func escapesThatLookLikeReferencesButAreNotAreAccepted(constraint: String) {
            #expect(validationError("/r/:x<\(constraint)>") == nil, "\(constraint)")
        }

        @Test func anUnbalancedConstraintIsRejected() {
            let found = validationError("/r/:x<a)|(?:b>")
            #expect(found?.message.contains("one balanced expression") == true)
            #expect(found?.offset == 7)
        }

        @Test func anUnbalancedConstraintDoesNotTurnTheRouteIntoAnAlternation() {
            let (routes, _) = HardeningRegressionTests().table(["/r/:x<a)|(?:b>"])
            #expect(!routes.canRouteURL("app://r/abc"))
            #expect(!routes.canRouteURL("app://b"))
        }

        @Test func aNULByteInAConstraintIsReportedAsSuch() {
            do {
                try ConstraintValidator.validate("a\0b", in: "/:x<a\0b>", byteOffset: 4)
                Issue.record("a constraint with a NUL byte was accepted")
            } catch {
                #expect(error.message == "a NUL byte is not allowed in a constraint: no URL contains one")
                #expect(error.offset == 5)
            }
        }

        @Test func anUnterminatedQuoteInAConstraintIsReportedAsSuch() {
            let found = validationError(#"/code/:c<a\Qbc>"#)
            #expect(found?.message.hasPrefix(#"\Q starts a quotation that no \E ends"#) == true)
            #expect(found?.offset == 10)
        }
    }

    // MARK: 6. Time bounds

    @Suite struct BoundedWork {
        @Test func theErrorOfAMegabyteURLStaysShort() throws {
            let url = "app://a/" + String(repeating: "x", count: 1 << 20) + "\u{1}"
            let thrown = try #require(throws: URLParseError.self) {
                try RouteRequest(urlString: url, options: [], additionalParameters: nil)
            }
            #expect(thrown.offset == url.utf8.count - 1)
            #expect(thrown.description.utf8.count < 1_024)
            #expect(thrown.url == url)
        }

        @Test func anExcerptKeepsTheStartAndTheEndAndSaysWhatWasLeftOut() {
            let text = "abc" + String(repeating: "-", count: 1_000) + "xyz"
            let excerpt = RouteLog.excerpt(text, limit: 10)
            #expect(excerpt == "abc--…[996 of 1006 bytes elided]…--xyz")
            #expect(RouteLog.excerpt("short", limit: 10) == "short")
        }

        @Test func routesWithAConstraintMatchUnderTheLowerLimit() throws {
            let constrained = try #require(try RoutePattern.compile(#"/:x<\d+>/k"#).first)
            let plain = try #require(try RoutePattern.compile("/:x/k").first)
            #expect(constrained.matchLimit == MatchLimits.constraintMatchLimit)
            #expect(plain.matchLimit == MatchLimits.matchLimit)
        }

        @Test func aLongComponentStillPassesItsConstraintUnderTheLowerLimit() {
            let (routes, _) = HardeningRegressionTests().table(["/id/:v<[a-z0-9-]+>", #"/n/:v<\d+>"#])
            #expect(routes.canRouteURL("app://id/" + String(repeating: "ab-9", count: 50_000)))
            #expect(routes.canRouteURL("app://n/" + String(repeating: "7", count: 200_000)))
            #expect(!routes.canRouteURL("app://n/" + String(repeating: "7", count: 200_000) + "x"))
        }

        @Test func exponentialConstraintsDoNotHideALaterRoute() {
            var patterns = (0..<20).map { "/:x<(?:a|a)*c>/k\($0)" }
            patterns.append("/:y/k19")
            let (routes, recorder) = HardeningRegressionTests().table(patterns)
            #expect(routes.routeURL("app://" + String(repeating: "a", count: 29) + "/k19"))
            #expect(recorder.pattern == "/:y/k19")
        }
    }

    // MARK: 6. The step budget of one lookup

    @Suite struct LookupStepBudget {
        private static let exponential = "^(?:a|a)*c\\z"
        private static let subject = String(repeating: "a", count: 40) + "bc"

        private var state: MatchState { MatchDataPool.state(forGroups: 0).takeUnretainedValue() }

        @Test func aMatchThatGivesUpSpendsItsLimitFromTheLookupsBudget() throws {
            let regex = try CompiledRegex(Self.exponential, matchLimit: MatchLimits.constraintMatchLimit)
            let left = MatchDataPool.withLookupBudget { () -> UInt32 in
                _ = regex.match(Self.subject)
                return state.lookupStepsLeft
            }
            #expect(left == MatchLimits.lookupStepBudget - MatchLimits.constraintMatchLimit)
        }

        @Test func onceTheBudgetIsSpentMatchesGetTheMinimumLimit() throws {
            let regex = try CompiledRegex(Self.exponential, matchLimit: MatchLimits.matchLimit)
            let limits = MatchDataPool.withLookupBudget { () -> [UInt32] in
                for _ in 0..<Int(MatchLimits.lookupStepBudget / MatchLimits.matchLimit) { _ = regex.match(Self.subject) }
                return [state.lookupStepsLeft, state.effectiveLimit(MatchLimits.matchLimit)]
            }
            #expect(limits == [0, MatchLimits.minimumMatchLimit])
        }

        @Test func outsideALookupNoBudgetApplies() throws {
            let regex = try CompiledRegex(Self.exponential, matchLimit: MatchLimits.matchLimit)
            for _ in 0..<10 { _ = regex.match(Self.subject) }
            #expect(state.lookupDepth == 0)
            #expect(state.effectiveLimit(MatchLimits.matchLimit) == MatchLimits.matchLimit)
        }

        @Test func eachLookupStartsWithAFullBudget() throws {
            let regex = try CompiledRegex(Self.exponential, matchLimit: MatchLimits.matchLimit)
            MatchDataPool.withLookupBudget { _ = regex.match(Self.subject) }
            let left = MatchDataPool.withLookupBudget { state.lookupStepsLeft }
            #expect(left == MatchLimits.lookupStepBudget)
        }

        @Test func twoHundredExponentialRoutesDoNotHideALaterRoute() {
            var patterns = (0..<200).map { "/:x<(?:a|a)*c>/k\($0)" }
            patterns.append("/:y/k199")
            let (routes, recorder) = HardeningRegressionTests().table(patterns)
            #expect(routes.routeURL("app://" + String(repeating: "a", count: 29) + "/k199"))
            #expect(recorder.pattern == "/:y/k199")
        }
    }

    // MARK: 6. Lazily decoded query items

    @Suite struct LazyQueryItemsDecoding {
        /// Query strings from a fixed seed, over the pieces that decoding treats specially.
        static func generatedQueries() -> [String] {
            var generator = SplitMix64(seed: 12)
            let pieces = ["a", "b", "k", "z9", "+", "%20", "%2B", "%41", "%C3%A9", "=", "&", "-", "."]
            return (0..<300).map { _ in
                (0..<Int.random(in: 1...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
        }

        @Test func lazilyDecodedQueryValuesEqualFoundationsEagerOnesPlusDecoded() throws {
            let routes = Routes()
            let captured = CapturedParameters()
            routes.addRoute("/q") { parameters in
                captured.set(parameters)
                return true
            }
            for query in Self.generatedQueries() {
                let url = "app://q?" + query
                #expect(routes.routeURL(url))
                let lazy = try #require(captured.value).queryParameters
                var eager: [String: [String]] = [:]
                for item in URLComponents(string: url)?.queryItems ?? [] {
                    guard let value = item.value else { continue }
                    // Routes decode `+` (and so `%2B`) in values as a space by default, as JLRoutes.
                    eager[item.name, default: []].append(value.replacingOccurrences(of: "+", with: " "))
                }
                #expect(lazy == eager, "\(query)")
            }
        }

        @Test func lazilyDecodedQueryItemsEqualTheEagerParse() {
            for query in Self.generatedQueries() {
                let url = "app://q?" + query + "#/f?" + query
                var string = url
                let eager = string.withUTF8 { bytes -> [NamedValue] in
                    let parts = try! URLParts(bytes, url: url)
                    let fragmentQuery = parts.query!.upperBound + 4..<bytes.count
                    return QueryItems.parse(bytes, parts.query!)
                        + (QueryItems.firstItemHasValue(bytes, fragmentQuery) ? QueryItems.parse(bytes, fragmentQuery) : [])
                }
                let parsed = try! ParsedURL(url, treatHostAsPathComponent: false)
                let plus = parsed.querySource(decodePlusSymbols: true).decode()
                #expect(parsed.querySource(decodePlusSymbols: false).decode() == eager, "\(query)")
                #expect(plus.map(\.value) == eager.map { PercentDecoding.decodePlus($0.value) }, "\(query)")
            }
        }

        final class CapturedParameters: @unchecked Sendable {
            private let lock = NSLock()
            private var stored: RouteParameters?
            func set(_ new: RouteParameters) { lock.lock(); stored = new; lock.unlock() }
            var value: RouteParameters? { lock.lock(); defer { lock.unlock() }; return stored }
        }
    }

    // MARK: 7. The constraint cache

    @Suite struct ConstraintCache {
        @Test func theCacheOfValidatedConstraintsStaysBounded() throws {
            for number in 0..<(ConstraintValidator.maximumCachedConstraints + 500) {
                try Routes.validate(pattern: "/c/:v<x{\(number)}>")
            }
            #expect(ConstraintValidator.cachedCount <= ConstraintValidator.maximumCachedConstraints)
        }

        @Test func aLongConstraintIsCheckedButNotKept() throws {
            let long = "(?:" + String(repeating: "a", count: 1_000) + ")"
            try Routes.validate(pattern: "/c/:v<\(long)>")
            #expect(!ConstraintValidator.isCached(long))
            try Routes.validate(pattern: #"/c/:v<\d{3}>"#)
            #expect(ConstraintValidator.isCached(#"\d{3}"#))
        }
    }

    // MARK: 8. Messages

    @Suite struct Messages {
        private func optionalGroups(_ count: Int) -> String {
            String(repeating: "(/a)", count: count)
        }

        @Test func sixtyThreeOptionalGroupsSayTwoToTheSixtyThird() {
            #expect(validationError(optionalGroups(63))?.message
                == "63 optional groups would expand to 2^63 routes; at most 10 groups are allowed")
        }

        @Test func sixtyFourOptionalGroupsDoNotSayZeroRoutes() {
            #expect(validationError(optionalGroups(64))?.message
                == "64 optional groups would expand to 2^64 routes; at most 10 groups are allowed")
        }

        @Test func elevenOptionalGroupsSayTheNumber() {
            #expect(validationError(optionalGroups(11))?.message
                == "11 optional groups would expand to 2048 routes; at most 10 groups are allowed")
        }
    }

    // MARK: Unroutable URLs

    @Suite struct UnroutableURLs {
        @Test func aFoundationURLTheRouterCannotReadMatchesNothing() throws {
            let url = try #require(URLComponents().url)
            let request = RouteRequest(url: url, options: [], additionalParameters: nil)
            #expect(request.urlParseError?.message == "the URL is empty")
            #expect(!RouteDefinition(pattern: "/", handler: nil).routeResponse(for: request).isMatch)
            #expect(!RouteDefinition(pattern: "*", handler: nil).routeResponse(for: request).isMatch)
        }

        @Test func routingAFoundationURLTheRouterCannotReadReturnsFalse() throws {
            let url = try #require(URLComponents().url)
            let (routes, recorder) = HardeningRegressionTests().table(["/", "*"])
            #expect(!routes.routeURL(url))
            #expect(recorder.pattern == nil)
        }

        @Test func theEmptyStringIsNotAURL() {
            #expect(throws: URLParseError(message: "the URL is empty", url: "", offset: 0)) {
                try RouteRequest(urlString: "", options: [], additionalParameters: nil)
            }
            let (routes, _) = HardeningRegressionTests().table(["/", "*"])
            #expect(!routes.canRouteURL(""))
        }

        @Test func anUnclosedIPLiteralIsNotAURL() {
            #expect(throws: URLParseError(message: "the host's '[' is never closed by ']'", url: "http://[::1", offset: 7)) {
                try RouteRequest(urlString: "http://[::1", options: [], additionalParameters: nil)
            }
            let (routes, _) = HardeningRegressionTests().table(["/", "*"])
            #expect(!routes.canRouteURL("http://[::1"))
            #expect(!routes.canRouteURL("http://[::1/a"))
        }

        @Test func aClosedIPLiteralAndTheEmptyURLsOfASchemeStillRoute() {
            let (routes, _) = HardeningRegressionTests().table(["/", "/:host"])
            #expect(routes.canRouteURL("tests://"))
            #expect(routes.canRouteURL("tests:/"))
            #expect(routes.canRouteURL("?a=b"))
            #expect(routes.canRouteURL("http://[::1]:80/"))
        }
    }
}

private extension RegexMatchOutcome {
    var isMatch: Bool {
        if case .matched = self { return true }
        return false
    }
}
