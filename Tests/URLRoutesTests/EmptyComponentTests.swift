import Testing
@testable import URLRoutes

/// Empty components in URLs, as JLRoutes treats them: a host that is a path component is joined
/// to the path the way `stringByAppendingPathComponent:` joins paths (runs of slashes condensed,
/// trailing slashes dropped); a path without such a host is split on every slash.
@Suite struct EmptyComponentParsingTests {
    private func path(_ url: String, hostIsComponent: Bool = false) throws -> String {
        try ParsedURL(url, treatHostAsPathComponent: hostIsComponent).path
    }

    @Test func doubleSlashAfterAHostComponentCountsAsOne() throws {
        #expect(try path("myapp://user//view/joe") == "user/view/joe")
        #expect(try path("myapp://user/view///joe") == "user/view/joe")
    }

    @Test func everyTrailingSlashAfterAHostComponentGoes() throws {
        #expect(try path("myapp://user/view//") == "user/view")
        #expect(try path("myapp://user//") == "user")
    }

    @Test func slashesBeforeAFragmentPathGoAfterAHostComponent() throws {
        #expect(try path("myapp://user/view/#/joe") == "user/view#/joe")
    }

    @Test func aHostMadeAComponentByTheOptionCondensesToo() throws {
        #expect(try path("https://example.com//a//b", hostIsComponent: true) == "example.com/a/b")
    }

    @Test func aPathAfterARealHostKeepsItsEmptyComponents() throws {
        #expect(try path("https://example.com/a//b") == "a//b")
        #expect(try path("https://example.com//a") == "/a")
    }

    @Test func aPathWithoutAHostKeepsItsEmptyComponents() throws {
        #expect(try path("myapp:///a//b") == "a//b")
    }

    @Test func percentEncodedSlashesAreNotCondensed() throws {
        #expect(try path("myapp://user/%2F/joe") == "user/%2F/joe")
    }
}

extension RouterSuite {
    @Suite struct EmptyComponentRoutingTests {
        @Test(arguments: URLEntry.allCases)
        func aDoubleSlashAfterAHostComponentRoutesAsOne(via entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler())
                #expect(routeGlobally("myapp://user//view/joe", via: entry))
                #expect(recorder.last?["userID"] == "joe")
            }
        }

        @Test(arguments: URLEntry.allCases)
        func anEmptyComponentAfterARealHostIsAComponent(via entry: URLEntry) {
            withCleanRouter {
                let recorder = RouteRecorder()
                Routes.globalRoutes().addRoute("/user/view/:userID", handler: recorder.handler("plain"))
                Routes.globalRoutes().addRoute("/user/:empty/view/:userID", handler: recorder.handler("empty"))
                #expect(routeGlobally("https://example.com/user//view/joe", via: entry))
                #expect(recorder.tags == ["empty"])
                #expect(recorder.last?["empty"] == "")
            }
        }
    }
}
