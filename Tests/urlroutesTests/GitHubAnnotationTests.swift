import Foundation
import Testing

/// `--format github` escapes what it prints as the Actions runner reads it, per Unicode
/// scalar: "\r\n" is one Swift `Character`, and must still come out as `%0D%0A`.
@Suite struct GitHubAnnotationTests {
    @Test func aFileNameWithCRLFCommasAndColonsIsEscapedInTheFileProperty() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.file("a\r\nb,c:d%.table", "acme  /a  a  extra\n")
        let result = try ToolRunner.run(["lint", "--format", "github", path])
        #expect(result.status == 1)
        let command = try #require(result.stdout.split(separator: "\n").first.map(String.init))
        #expect(command.hasPrefix("::error file=\(directory.url.path)/a%0D%0Ab%2Cc%3Ad%25.table,line=1,col=14::unexpected 'extra'"),
                "\(command)")
        // The summary is plain text, but a raw line break in it could start a workflow command.
        #expect(result.stdout.hasSuffix("/a\\u{D}\\u{A}b,c:d%.table: 0 routes in 0 namespaces; 1 error, 0 warnings\n"), "\(result.stdout)")
        #expect(!result.stdout.unicodeScalars.contains("\r"))
    }

    @Test func aMessageWithCRLFIsEscapedInTheData() throws {
        let result = try ToolRunner.run(["test", "missing\r\ndir/app.table", "app.expectations", "--format", "github"])
        #expect(result.status == 2)
        #expect(result.stdout == "::error file=missing%0D%0Adir/app.table::cannot read table 'missing%0D%0Adir/app.table': no such file\n")
    }
}
