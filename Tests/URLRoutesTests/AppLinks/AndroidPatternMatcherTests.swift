import Testing

/// AOSP's own `PatternMatcherTest` (frameworks/base, core/tests/coretests/src/android/os), case
/// for case, run against the port: the port is trusted to judge intent filters only because it
/// agrees with Android on these. Patterns are written as the Java source's string literals
/// read, one backslash where Java wrote two.
@Suite struct AndroidPatternMatcherTests {
    private func expectMatches(_ pattern: String, _ matching: [String], notMatching: [String],
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let matcher = try AndroidPatternMatcher(pattern)
        for text in matching {
            #expect(matcher.matches(text), "'\(text)' should match '\(pattern)'", sourceLocation: sourceLocation)
        }
        for text in notMatching {
            #expect(!matcher.matches(text), "'\(text)' should not match '\(pattern)'", sourceLocation: sourceLocation)
        }
    }

    @Test func anyTokenMatchesOneCharacter() throws {
        try expectMatches(".", ["a", "b"], notMatching: [""])
    }

    @Test func setTokenMatchesItsCharactersIncludingSpecialOnes() throws {
        try expectMatches("[a]", ["a"], notMatching: ["b"])
        try expectMatches(#"[.*+{}\]\\[]"#, [".", "*", "+", "{", "}", "]", "\\", "["], notMatching: [])
    }

    @Test func setCharacterClassTokenMatchesRanges() throws {
        try expectMatches("[a-z]", ["a", "b"], notMatching: ["A", "1"])
        try expectMatches("[a-z][0-9]", ["a1"], notMatching: ["1a", "aa"])
        try expectMatches("[z-a]", [], notMatching: ["a", "z", "A"])
        try expectMatches("[^0-9]", ["a", "z", "A"], notMatching: ["9", "5", "0"])
        #expect(throws: AndroidPatternMatcher.PatternError.self) { try AndroidPatternMatcher("[]a]") }
        try expectMatches(#"[\[a]"#, ["a", "["], notMatching: [])
    }

    @Test func escapedCharactersAreLiterals() throws {
        try expectMatches(#"\."#, ["."], notMatching: ["a", "1"])
        try expectMatches(#"a\+"#, ["a+"], notMatching: ["a", "aaaaa"])
        try expectMatches(#"[\a-\z]"#, ["a", "z"], notMatching: ["A"])
    }

    @Test func literalTokensMatchThemselves() throws {
        try expectMatches("a", ["a"], notMatching: ["", "z"])
        try expectMatches("az", ["az"], notMatching: ["", "za"])
    }

    @Test func setZeroOrMore() throws {
        try expectMatches("[a-z]*", ["", "a", "abcdefg"], notMatching: ["abc1", "1abc"])
    }

    @Test func setOneOrMore() throws {
        try expectMatches("[a-z]+", ["a", "abcdefg"], notMatching: ["", "abc1", "1abc"])
    }

    @Test func singleRange() throws {
        try expectMatches("[a-z]{1}", ["a", "z"], notMatching: ["", "1", "aa"])
    }

    @Test func fullRange() throws {
        try expectMatches("[a-z]{1,5}", ["a", "zazaz"], notMatching: ["", "azazaz", "11111"])
    }

    @Test func partialRange() throws {
        try expectMatches("[a-z]{3,}", ["aza", "zazaz", "azazazazazaz"], notMatching: ["", "aa"])
    }

    @Test func complexPatterns() throws {
        try expectMatches(#"/[0-9]{4}/[0-9]{2}/[0-9]{2}/[a-zA-Z0-9_]+\.html"#,
                          ["/2016/09/07/got_this_working.html", "/2016/09/07/got_this_working2.html"],
                          notMatching: ["", "/2016/09/07/got_this_working2dothtml", "/2016/9/7/got_this_working.html"])
        try expectMatches("/b*a*bar.*",
                          ["/babar", "/babarfff", "/bbaabarfff", "/babar?blah", "/baaaabar?blah"],
                          notMatching: ["?bar", "/bar", "/baz", "/ba/bar", "/barf", "/", "?blah"])
    }

    @Test(arguments: [
        "[a-z", "a{,4}", "a{0,a}", #"a{\1, 2}"#, "[]", "a{}", "{3,4}", "a+{3,4}", "*.", ".+*", "a{3,4", "[a", #"abc\"#, "+.",
        // Java's StringBuilder.append('a' + (i % 26)) appends the sum as a decimal number.
        "[" + (0..<1024).map { String(97 + $0 % 26) }.joined() + "]",
    ])
    func poorlyFormattedPatternsAreRefused(pattern: String) {
        #expect(throws: AndroidPatternMatcher.PatternError.self) { try AndroidPatternMatcher(pattern) }
    }

    // The behaviour the app-link files depend on, beyond AOSP's cases.

    @Test func aGreedyRunNeverGivesCharactersBack() throws {
        try expectMatches("/help/.*/[^/]+", [], notMatching: ["/help/a/b", "/help/returns/fees"])
        try expectMatches(#"[a-z.]+\.pdf"#, [], notMatching: ["a.pdf", "x.y.pdf"])
        try expectMatches("[0-9]+0", [], notMatching: ["10", "100"])
        try expectMatches("a+a", [], notMatching: ["aa", "aaa"])
    }

    @Test func aRunStopsAtTheFirstCharacterOutsideItsSet() throws {
        try expectMatches("/p/[^/]*/[^/]+", ["/p/42/x", "/p//x"], notMatching: ["/p/42", "/p/42/"])
    }

    @Test func aClosingBraceOutsideACountIsDropped() throws {
        try expectMatches("a}b", ["ab"], notMatching: ["a}b"])
        try expectMatches(#"a\}b"#, ["a}b"], notMatching: ["ab"])
    }

    @Test func textIsComparedByUTF16CodeUnit() throws {
        try expectMatches(".", ["é"], notMatching: ["😀"])
        try expectMatches("..", ["😀"], notMatching: [])
    }
}
