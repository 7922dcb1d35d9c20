import Foundation
import Testing
@testable import URLRoutes

/// `--help` documents the table format and the exit statuses; usage errors exit 2.
@Suite struct HelpTests {
    @Test func rootHelpDocumentsTheFormatTheExitStatusesAndTheSubcommands() throws {
        let result = try ToolRunner.run(["--help"])
        #expect(result.status == 0)
        for text in ["SCHEME  PATTERN  [PRIORITY]  [NAME]", "@fallback", "@option", "EXIT STATUS",
                     "route", "explain", "lint", "list", "test", "FILE:LINE:COLUMN"] {
            #expect(result.stdout.contains(text), "help mentions \(text)")
        }
        for status in 0...3 {
            #expect(result.stdout.contains("  \(status)  "), "help documents exit status \(status)")
        }
    }

    /// Every `@option` the table parser takes is in `--help` and in the directives table of
    /// Examples/README.md, the format's two references.
    @Test(arguments: RouteTableSyntax.optionNames)
    func everyTableOptionIsDocumentedInHelpAndTheFormatReference(option: String) throws {
        let help = try ToolRunner.run(["--help"]).stdout
        #expect(help.contains("@option \(option) "), "urlroutes --help lists @option \(option)")
        let reference = try String(contentsOf: ToolRunner.packageRoot.appendingPathComponent("Examples/README.md"), encoding: .utf8)
        #expect(reference.contains("| `@option \(option) "), "Examples/README.md's directives table lists @option \(option)")
    }

    @Test(arguments: ["route", "explain", "lint", "list", "test", "url", "aasa", "android"])
    func everySubcommandHasHelpWithItsExitStatus(command: String) throws {
        let result = try ToolRunner.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: urlroutes \(command) <table>"))
        #expect(result.stdout.contains("Exit status"))
    }

    @Test func versionPrintsTheReleaseAndExitsZero() throws {
        let result = try ToolRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.2.0\n")
    }

    @Test func testHelpDocumentsTheExpectationsFormat() throws {
        let result = try ToolRunner.run(["test", "--help"])
        #expect(result.status == 0)
        for text in ["URL  EXPECTED  [name=value ...]", "must not route", "percent-decoded", "not a space",
                     "::error file=F,line=N::message", "junit"] {
            #expect(result.stdout.contains(text), "test --help mentions \(text)")
        }
    }

    @Test func appLinkHelpSaysWhereTheFilesAreServedAndWhatAssetlinksNeeds() throws {
        let aasa = try ToolRunner.run(["aasa", "--help"])
        #expect(aasa.stdout.contains("/.well-known/apple-app-site-association"))
        let android = try ToolRunner.run(["android", "--help"])
        for text in ["/.well-known/assetlinks.json", "package_name", "sha256_cert_fingerprints", "autoVerify"] {
            #expect(android.stdout.contains(text), "android --help mentions \(text)")
        }
    }

    @Test func anUnknownOptionIsAUsageErrorWithStatusTwo() throws {
        let result = try ToolRunner.run(["route", "--frobnicate", ToolRunner.exampleTable, "acme://"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Unknown option '--frobnicate'"))
    }

    @Test func anUnknownExplainSelectionIsAUsageError() throws {
        let result = try ToolRunner.run(["route", ToolRunner.exampleTable, "--explain", "some", "acme://"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--explain"))
    }


    @Test func aasaHelpSaysATrailingSlashIsClaimed() throws {
        let result = try ToolRunner.run(["aasa", "--help"])
        // ArgumentParser wraps the text to the terminal's width.
        let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("each route claims its path and the same with a '/' after it (/cart and /cart/;"), "\(text)")
        #expect(!text.contains("trailing '/' after a route"))
    }

    @Test func helpForAnUnknownSubcommandIsAUsageError() throws {
        let result = try ToolRunner.run(["help", "rout"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown subcommand 'rout'; did you mean 'route'?"), "\(result.stderr)")
    }

    @Test func aMisspeltSubcommandSuggestsTheClosestOne() throws {
        let result = try ToolRunner.run(["rout", ToolRunner.exampleTable, "acme://"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown subcommand 'rout'; did you mean 'route'?"), "\(result.stderr)")
    }

    @Test func anUnknownSubcommandFarFromEveryNameListsTheSubcommands() throws {
        let result = try ToolRunner.run(["frobnicate", ToolRunner.exampleTable])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown subcommand 'frobnicate'; the subcommands are route, explain, lint"), "\(result.stderr)")
    }

    @Test func helpForASubcommandStillWorks() throws {
        let result = try ToolRunner.run(["help", "lint"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: urlroutes lint <table>"))
    }
}
