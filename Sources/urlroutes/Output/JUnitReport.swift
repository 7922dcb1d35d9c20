import URLRoutes
import URLRoutesExpectations

/// JUnit XML for `urlroutes test --format junit`: one `testsuite` for the expectations file,
/// one `testcase` per expectation, a `failure` element for each case that does not hold. CI
/// systems (GitHub, GitLab, Jenkins) read this shape to show each case by name. Text is
/// escaped by `XMLText`, so a hostile test URL cannot break the XML.
enum JUnitReport {
    static func render(_ checks: [ExpectationCheck], expectations: String, table: String) -> String {
        let failures = checks.count { !$0.passed }
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        lines.append(#"<testsuites name="urlroutes test" tests="\#(checks.count)" failures="\#(failures)" errors="0">"#)
        lines.append(#"  <testsuite name="\#(XMLText.escape(expectations))" tests="\#(checks.count)" failures="\#(failures)" errors="0" skipped="0">"#)
        lines.append(#"    <properties><property name="table" value="\#(XMLText.escape(table))"/></properties>"#)
        for check in checks {
            let expectation = check.expectation
            let line = expectation.line ?? 0
            let name = "line \(line): \(expectation.url) → \(expectation.expected)"
            let opening = #"    <testcase name="\#(XMLText.escape(name))" classname="\#(XMLText.escape(expectations))" file="\#(XMLText.escape(expectations))" line="\#(line)""#
            if let failure = check.failure {
                lines.append(opening + ">")
                let body = ([failure] + check.details).joined(separator: "\n")
                lines.append(#"      <failure message="\#(XMLText.escape(failure))" type="RoutingMismatch">\#(XMLText.escape(body))</failure>"#)
                lines.append("    </testcase>")
            } else {
                lines.append(opening + "/>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }
}
