#if canImport(XCTest)
import XCTest

// XCTest twins of `expectRoute`, `expectNoRoute` and `expectLink`: the same checks against
// the registry, reported with `XCTFail` at the caller's file and line.

/// Asserts that `url` reaches the route `expected` (a name or a pattern) in the registry, with
/// `parameters`; as ``expectRoute(_:to:parameters:sourceLocation:)``, for XCTest.
///
/// ```swift
/// func testProductLinksOpenTheProduct() throws {
///     try RouteTable(contentsOf: tableURL).register()
///     XCTAssertRoute("acme://product/42?ref=push", to: "product.show", parameters: ["id": "42"])
/// }
/// ```
public func XCTAssertRoute(_ url: String, to expected: String, parameters: [String: String] = [:],
                           file: StaticString = #filePath, line: UInt = #line) {
    if let message = RouteAssertions.routeFailure(url, to: expected, parameters: parameters) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that `url` reaches no route in the registry; as ``expectNoRoute(_:sourceLocation:)``,
/// for XCTest.
///
/// ```swift
/// XCTAssertNoRoute("acme://user/ab")
/// ```
public func XCTAssertNoRoute(_ url: String, file: StaticString = #filePath, line: UInt = #line) {
    if let message = RouteAssertions.noRouteFailure(url) {
        XCTFail(message, file: file, line: line)
    }
}

/// Asserts that the named route generates `url` and that `url` routes back to it with the same
/// parameters; as ``expectLink(_:parameters:wildcard:scheme:is:sourceLocation:)``, for XCTest.
///
/// ```swift
/// XCTAssertLink("search", parameters: ["query": "rain jacket"], is: "acme://search/rain%20jacket")
/// ```
public func XCTAssertLink(_ name: String, parameters: [String: String] = [:], wildcard: [String] = [],
                          scheme: String? = nil, is url: String, file: StaticString = #filePath, line: UInt = #line) {
    if let message = RouteAssertions.linkFailure(name, parameters: parameters, wildcard: wildcard, scheme: scheme, is: url) {
        XCTFail(message, file: file, line: line)
    }
}
#endif
