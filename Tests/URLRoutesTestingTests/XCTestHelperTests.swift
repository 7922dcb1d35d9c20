#if canImport(XCTest)
import URLRoutesTesting
import XCTest

/// `XCTAssertRoute`, `XCTAssertNoRoute` and `XCTAssertLink` report through XCTest: each failure
/// is caught here by overriding `recordFailure`, with its file and line.
final class XCTestHelperTests: XCTestCase {
    private var recorded: [(message: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        recorded.append((description, filePath, lineNumber))
    }

    override func setUp() {
        super.setUp()
        // A scheme of its own: XCTest cases run apart from the Swift Testing suites, and
        // nothing else registers it.
        Routes.unregisterRouteScheme("xctesthelpers")
        Routes(forScheme: "xctesthelpers").addRoute("/product/:id<\\d+>", name: "product.show")
    }

    override func tearDown() {
        Routes.unregisterRouteScheme("xctesthelpers")
        super.tearDown()
    }

    func testAssertionsThatHoldReportNothing() {
        XCTAssertRoute("xctesthelpers://product/42", to: "product.show", parameters: ["id": "42"])
        XCTAssertNoRoute("xctesthelpers://cart")
        XCTAssertLink("product.show", parameters: ["id": "42"], is: "xctesthelpers://product/42")
        XCTAssertTrue(recorded.isEmpty, "\(recorded)")
    }

    func testXCTAssertRouteFailsAtTheCallersFileAndLine() {
        let line = #line + 1
        XCTAssertRoute("xctesthelpers://product/boots", to: "product.show")
        let failures = recorded
        recorded = []
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(failures.first?.message.hasPrefix("xctesthelpers://product/boots: expected product.show, but no route matched"), true)
    }

    func testXCTAssertNoRouteFailsNamingTheRoute() {
        let line = #line + 1
        XCTAssertNoRoute("xctesthelpers://product/42")
        let failures = recorded
        recorded = []
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.message.contains("expected no route, but it routed to product.show (xctesthelpers /product/:id<\\d+>)"), true)
    }

    func testXCTAssertLinkFailsWithWhatTheRouteGenerates() {
        let line = #line + 1
        XCTAssertLink("product.show", parameters: ["id": "42"], is: "xctesthelpers://product/43")
        let failures = recorded
        recorded = []
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.message.contains("product.show generates xctesthelpers://product/42"), true)
    }
}
#endif
