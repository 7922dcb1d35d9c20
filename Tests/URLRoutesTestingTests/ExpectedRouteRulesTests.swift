import Testing
import URLRoutesTesting

/// How EXPECTED names a route: by name, or by pattern as the table writes it (with or without
/// its leading slash), and never ambiguously.
@Suite struct ExpectedRouteRulesTests {
    private func expectations(_ text: String, table: String) throws -> RouteExpectations {
        try RouteExpectations(parsing: text, file: "app.expectations", table: RouteTable(parsing: table, file: "app.table"))
    }

    private func error(_ text: String, table: String) throws -> RouteTableError {
        try #require(throws: RouteTableError.self) { try expectations(text, table: table) }
    }

    // MARK: patterns without a leading slash

    @Test func aPatternTheTableWritesWithoutASlashMayBeNamedAsWritten() throws {
        let table = "shop  cart\nshop  social/share/:a/:b\n"
        let found = try expectations("shop://cart  cart\nshop://social/share/x/y  social/share/:a/:b  a=x b=y\n", table: table).check()
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aPatternTheTableWritesWithoutASlashMayBeNamedWithOne() throws {
        let found = try expectations("shop://cart  /cart\nshop://social/share/x/y  /social/share/:a/:b\n",
                                     table: "shop  cart\nshop  social/share/:a/:b\n").check()
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aPatternTheTableWritesWithASlashMayBeNamedWithout() throws {
        let found = try expectations("acme://search/boots  search/:query  query=boots\n", table: "acme  /search(/:query)\n").check()
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aPatternWithoutASlashStillFailsWhenAnotherRouteTakesTheURL() throws {
        let found = try expectations("shop://cart  cart\n", table: "shop  /:page  100\nshop  cart\n").check()
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("expected cart, but it routed to shop /:page (app.table:1)") == true)
    }

    // MARK: names and patterns spelt the same

    @Test func aNameWinsOverAPatternSpeltTheSame() throws {
        // `home` is the name of /main and the pattern of another route.
        let table = "acme  /main  home\nacme  /home\n"
        #expect(try expectations("acme://main  home\n", table: table).check().isEmpty)
        #expect(try expectations("acme://home  /home\n", table: table).check().isEmpty)
        #expect(try expectations("acme://home  home\n", table: table).check().count == 1)
    }

    // MARK: one pattern, several routes

    @Test func aPatternOneRouteWritesAndAnotherExpandsToIsAnErrorThatAsksForTheName() throws {
        let error = try error("app://a/1  /a/:x\n", table: "app  /a(/:x)  first\napp  /a/:x  second\n")
        #expect(error.file == "app.expectations")
        #expect(error.line == 1)
        #expect(error.column == 12)
        #expect(error.message == "the pattern '/a/:x' belongs to 2 routes (first (app /a(/:x), app.table:1); second (app /a/:x, app.table:2)): write the name of the route you mean ('first' or 'second')")
    }

    @Test func aPatternTwoNamespacesShareIsAnErrorToo() throws {
        let error = try error("acme://home  /home\n", table: "acme  /home  acme.home\nhttps  /home  web.home\n")
        #expect(error.message.hasPrefix("the pattern '/home' belongs to 2 routes"))
        #expect(error.message.hasSuffix("('acme.home' or 'web.home')"))
    }

    @Test func aSharedPatternOfUnnamedRoutesAsksToNameThem() throws {
        let error = try error("acme://home  home\n", table: "acme  /home\nacme  home  5\n")
        #expect(error.message.hasSuffix("write the name of the route you mean (name the routes in the table to tell them apart)"))
    }

    @Test func theNameOfOneOfTheRoutesSharingAPatternResolves() throws {
        let table = "app  /a(/:x)  first\napp  /a/:x  second\n"
        #expect(try expectations("app://a/1  first  x=1\n", table: table).check().isEmpty)
        let found = try expectations("app://a/1  second\n", table: table).check()
        #expect(found.first?.message == """
            expected second, but it routed to first (app /a(/:x) as /a/:x, app.table:1)
                second (app /a/:x, app.table:2) matches too, but first (app /a(/:x) as /a/:x, app.table:1) is tried first (both priority 0: the one written first wins)
            """)
    }

    // MARK: routes of one pattern

    @Test func aRouteShadowedByAnEqualRouteWrittenFirstIsNamedAsSuch() throws {
        let found = try expectations("shop://cart  cart2\n", table: "shop  /cart  cart\nshop  /cart  cart2\n").check()
        let message = try #require(found.first?.message)
        #expect(message == """
            expected cart2, but it routed to cart (shop /cart, app.table:1)
                cart2 (shop /cart, app.table:2) matches too, but cart (shop /cart, app.table:1) is tried first (both priority 0: the one written first wins)
            """)
        #expect(!message.contains("did not search"))
    }

    @Test func theFirstOfTwoEqualRoutesPasses() throws {
        #expect(try expectations("shop://cart  cart\n", table: "shop  /cart  cart\nshop  /cart  cart2\n").check().isEmpty)
    }

    @Test func aRouteOfTheGlobalFallbackLosesToTheSchemesOwnRoute() throws {
        let found = try expectations("acme://login  global.login\n",
                                     table: "@fallback acme\nacme  /login  acme.login\n*  /login  global.login\n").check()
        #expect(found.first?.message.contains("is tried first (routing searches acme before *)") == true)
    }

    // MARK: unknown names and patterns

    @Test func anUnknownNameIsAnErrorWithTheClosestName() throws {
        let error = try error("acme://user/42  user.shwo\n", table: "acme  /user/:id  user.show\n")
        #expect(error.line == 1)
        #expect(error.column == 17)
        #expect(error.message == "the table has no route named 'user.shwo'; did you mean 'user.show'?")
    }

    @Test func anUnknownPatternIsAnError() throws {
        let error = try error("acme://user/42  /user/:userID\n", table: "acme  /user/:id  user.show\n")
        #expect(error.message.hasPrefix("the table has no route with the pattern '/user/:userID'"))
    }

    @Test func aFieldThatCannotBeANameIsReadAsAPattern() throws {
        let error = try error("acme://user/42  9user\n", table: "acme  /user/:id  user.show\n")
        #expect(error.message.hasPrefix("the table has no route with the pattern '9user'"))
    }

    // MARK: malformed lines

    @Test func aURLWithoutExpectedIsAnErrorAfterTheURL() throws {
        let error = try error("acme://user/42\n", table: "acme  /user/:id  user.show\n")
        #expect((error.line, error.column) == (1, 15))
        #expect(error.message.hasPrefix("expected a route name, a pattern or '-' after the URL"))
    }

    @Test func aParameterThatIsNotNameEqualsValueIsAnError() throws {
        let error = try error("acme://user/42   user.show   id\n", table: "acme  /user/:id  user.show\n")
        #expect((error.line, error.column) == (1, 30))
        #expect(error.message.hasPrefix("'id' is not name=value"))
    }

    @Test func aBrokenPercentEscapeIsAnErrorAtThePercentSign() throws {
        let error = try error("acme://user/42   user.show   id=4%2\n", table: "acme  /user/:id  user.show\n")
        #expect((error.line, error.column) == (1, 34))
        #expect(error.message.hasPrefix("the value of 'id' has a '%' not followed by two hex digits"))
    }

    @Test func aURLThatMustNotRouteHasNoParameters() throws {
        let error = try error("acme://x   -   id=1\n", table: "acme  /user/:id  user.show\n")
        #expect((error.line, error.column) == (1, 16))
    }

    @Test func expectationsWithoutACaseAreAnError() throws {
        let error = try error("# nothing yet\n\n", table: "acme  /user/:id  user.show\n")
        #expect(error.message.contains("hold no cases"))
    }
}

/// A raw control character in an expectations file (a bare CR an editor left, a NUL) is an
/// error of the file at its line and column, not a failing case.
@Suite struct ExpectationControlCharacterTests {
    @Test(arguments: ["\r", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}"])
    func aControlCharacterInAValueIsAFileError(_ control: String) throws {
        let table = try RouteTable(parsing: "acme  /search/:q  search\n", file: "app.table")
        let text = "acme://search/a  search  q=a\nacme://search/b  search  q=\(control)b\n"
        let error = try #require(throws: RouteTableError.self) {
            try RouteExpectations(parsing: text, file: "app.expectations", table: table)
        }
        #expect(error.line == 2)
        #expect(error.column == 28, "\(error)")
        #expect(error.message.contains("control character"), "\(error)")
        #expect(error.message.contains("percent-encoded"), "\(error)")
    }

    @Test func aControlCharacterInTheExpectedRouteIsAFileError() throws {
        let table = try RouteTable(parsing: "acme  /search/:q  search\n", file: "app.table")
        let error = try #require(throws: RouteTableError.self) {
            try RouteExpectations(parsing: "acme://search/a  search\r  q=a\n", file: "app.expectations", table: table)
        }
        #expect(error.line == 1)
        #expect(error.column == 24, "\(error)")
    }

    @Test func aPercentEncodedControlCharacterIsAValue() throws {
        let table = try RouteTable(parsing: "acme  /search/:q  search\n", file: "app.table")
        let expectations = try RouteExpectations(parsing: "acme://search/a%0Db  search  q=a%0Db\n", table: table)
        #expect(expectations.count == 1)
    }
}

/// A route name that several namespaces use must be written with its namespace
/// (`acme:home`): the plain name would pass whichever namespace's route took the URL.
@Suite struct SharedNameExpectationTests {
    static let table = "acme  /a  home\n*  /b  home\n\n@fallback acme\n"

    private func expectations(_ text: String) throws -> RouteExpectations {
        try RouteExpectations(parsing: text, file: "app.expectations", table: RouteTable(parsing: Self.table, file: "app.table"))
    }

    @Test func aSharedNameIsAnErrorOfTheFile() throws {
        let error = try #require(throws: RouteTableError.self) { try expectations("acme://b  home\n") }
        #expect(error.line == 1)
        #expect(error.column == 11)
        #expect(error.message.contains("several namespaces (acme (app.table:1), * (app.table:2))"), "\(error)")
        #expect(error.message.contains("'acme:home' or '*:home'"), "\(error)")
    }

    @Test func aQualifiedNameNamesOneRoute() throws {
        #expect(try expectations("acme://b  *:home\nacme://a  acme:home\n").check().isEmpty)
        let failures = try expectations("acme://b  acme:home\n").check()
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("expected acme:home, but it routed to home (* /b, app.table:2)") == true,
                "\(failures)")
    }

    @Test func aQualifiedNameTheNamespaceLacksIsAnError() throws {
        let error = try #require(throws: RouteTableError.self) { try expectations("acme://b  https:home\n") }
        #expect(error.message.contains("no route named 'home' in https; it is a name in *, acme"), "\(error)")
    }
}
