import Foundation
import Testing

/// Expects every case of `expectations` to hold, recording one issue per case that does not,
/// with its message: what was expected, what happened and why.
///
/// ```swift
/// @Test func everyGoldenLinkReachesItsScreen() throws {
///     try expectGoldenCases(RouteExpectations(
///         contentsOf: Bundle.module.url(forResource: "routes", withExtension: "expectations")!,
///         table: RouteTable(contentsOf: tableURL)))
/// }
/// // ✘ Tests/AppTests/routes.expectations:7: error: acme://product/boots: expected product.show, but no route matched ...
/// ```
///
/// Each issue is recorded at the case's line in the expectations file, so that an editor
/// jumps to it. Read from the test bundle's resources, the file is a copy inside `.build`;
/// the issue names the source instead: `sourcePath` when given, else the one file under the
/// calling test's folder (or a folder above it, up to the package) with the copy's name and
/// contents. When neither is known, the issue is recorded at the call and names the file read.
public func expectGoldenCases(_ expectations: RouteExpectations, sourcePath: String? = nil,
                              sourceLocation: SourceLocation = #_sourceLocation) {
    let failures = expectations.check()
    guard let read = failures.first?.file else {
        for failure in failures { Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation) }
        return
    }
    let source = sourcePath ?? ExpectationsSource.locate(copy: read, near: sourceLocation.filePath)
    for var failure in failures {
        var location = sourceLocation
        if let source {
            failure.file = source
            if let line = failure.line, line > 0 {
                let name = URL(fileURLWithPath: source).lastPathComponent
                location = SourceLocation(fileID: "\(sourceLocation.moduleName)/\(name)", filePath: source, line: line, column: 1)
            }
        }
        Issue.record(Comment(rawValue: failure.description), sourceLocation: location)
    }
}
