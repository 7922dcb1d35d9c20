/// JUnit XML for `urlroutes test --format junit`: one `testsuite` for the expectations file,
/// one `testcase` per expectation, a `failure` element for each case that does not hold. CI
/// systems (GitHub, GitLab, Jenkins) read this shape to show each case by name.
enum JUnitReport {
    static func render(_ checks: [ExpectationCheck], expectations: String, table: String) -> String {
        let failures = checks.count { !$0.passed }
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        lines.append(#"<testsuites name="urlroutes test" tests="\#(checks.count)" failures="\#(failures)" errors="0">"#)
        lines.append(#"  <testsuite name="\#(escape(expectations))" tests="\#(checks.count)" failures="\#(failures)" errors="0" skipped="0">"#)
        lines.append(#"    <properties><property name="table" value="\#(escape(table))"/></properties>"#)
        for check in checks {
            let expectation = check.expectation
            let name = "line \(expectation.line): \(expectation.url) → \(expectation.expected)"
            let opening = #"    <testcase name="\#(escape(name))" classname="\#(escape(expectations))" file="\#(escape(expectations))" line="\#(expectation.line)""#
            if let failure = check.failure {
                lines.append(opening + ">")
                let body = ([failure] + check.details).joined(separator: "\n")
                lines.append(#"      <failure message="\#(escape(failure))" type="RoutingMismatch">\#(escape(body))</failure>"#)
                lines.append("    </testcase>")
            } else {
                lines.append(opening + "/>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n")
    }

    /// Escapes text for an attribute or element. Characters XML 1.0 forbids outright (most
    /// C0 controls, which a hostile test URL may hold) are written as `\u{…}` instead.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
