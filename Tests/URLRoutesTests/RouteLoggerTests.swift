import Logging
import Testing
import URLRoutes

/// `Routes.logger` and `Routes.withLogger`: the library's log lines go through a logger the
/// program (or the test) chooses.
@Suite struct RouteLoggerTests {
    @Test func aRefusedPatternIsAnErrorLineOnTheTasksLogger() {
        let log = TestLog()
        log.capture {
            Routes().addRoute("/user/(:id")
        }
        #expect(log.lines.count == 1)
        #expect(log.lines.first?.level == .error)
        #expect(log.lines.first?.message.contains("not registering route") == true)
    }

    @Test func aStringThatIsNotAURLIsADebugLineNotAnError() {
        let quiet = TestLog(level: .info)
        quiet.capture { _ = Routes().routeURL("http://[::1") }
        #expect(quiet.lines.isEmpty)
        let detailed = TestLog(level: .debug)
        detailed.capture { _ = Routes().routeURL("http://[::1") }
        #expect(detailed.lines.map(\.level) == [.debug])
        #expect(detailed.lines.first?.message.hasPrefix("cannot route: ") == true)
    }

    @Test func theTaskLoggerWinsOverTheProcessLogger() {
        let log = TestLog()
        let before = Routes.logger.label
        log.capture { Routes().addRoute("/a/(:b") }
        #expect(Routes.logger.label == before)
        #expect(log.lines.count == 1)
    }
}
