import Foundation
import Testing
import URLRoutes
@testable import LinkServer

/// A broken table at start: every problem, each with its line quoted and a caret, as `lint`.
@Suite struct TableDiagnosticsTests {
    @Test func everyProblemIsToldWithItsLineAndACaret() async throws {
        try await withTableFile("https  /p/:id<\\d+  product\nacme  /ok  fine\nacme  /q(/:x  broken\n") { path in
            let message = TableDiagnostics.startMessage(for: RouteTableError(file: path, line: 1, column: 8, message: "x"), path: path)
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.count == 7, "\(message)")
            #expect(lines[0].hasPrefix("\(path):1:"))
            #expect(lines[1] == "    https  /p/:id<\\d+  product")
            #expect(lines[2].hasSuffix("^") && lines[2].allSatisfy { $0 == " " || $0 == "^" })
            #expect(lines[3].hasPrefix("\(path):3:"))
            #expect(lines[4] == "    acme  /q(/:x  broken")
            #expect(lines[6] == "\(path): 2 errors; fix the table (`urlroutes lint \(path)` checks it)")
        }
    }
}
