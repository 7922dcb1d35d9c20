import Foundation
import Testing
import URLRoutes

/// `urlroutes android TABLE --host HOST --assetlinks --package NAME --fingerprint SHA256`:
/// prints the library's assetlinks.json with dynamic rules, widenings on standard error.
@Suite struct AndroidAssetLinksCommandTests {
    private static let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    private func exampleTable() throws -> RouteTable {
        let url = ToolRunner.packageRoot.appendingPathComponent(ToolRunner.exampleTable)
        return try RouteTable(parsing: try String(contentsOf: url, encoding: .utf8), file: ToolRunner.exampleTable)
    }

    @Test func printsTheLibrarysFileAndItsWidenings() throws {
        let result = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", "www.acme.example", "--assetlinks",
                                         "--package", "com.acme.app", "--fingerprint", Self.fingerprint])
        #expect(result.status == 0, "\(result.stderr)")
        let file = try exampleTable().assetLinks(host: "www.acme.example", packageName: "com.acme.app", sha256CertFingerprints: [Self.fingerprint])
        #expect(result.stdout == file.contents)
        #expect(result.stdout.contains("\"dynamic_app_link_components\""))
        #expect(result.stderr.split(separator: "\n").map(String.init) == file.widenings.map {
            "warning: \(ToolRunner.exampleTable):\($0.route.line ?? 0): \($0.route.pattern): widened: \($0.reason)"
        })
    }

    @Test func assetLinksNeedsAPackageAndAFingerprint() throws {
        let noPackage = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", "www.acme.example", "--assetlinks", "--fingerprint", Self.fingerprint])
        #expect(noPackage.status == 2 && noPackage.stderr.contains("--package"))
        let noFingerprint = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", "www.acme.example", "--assetlinks", "--package", "com.acme.app"])
        #expect(noFingerprint.status == 2 && noFingerprint.stderr.contains("--fingerprint"))
        let badFingerprint = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", "www.acme.example", "--assetlinks",
                                                 "--package", "com.acme.app", "--fingerprint", "AB:CD"])
        #expect(badFingerprint.status == 2 && badFingerprint.stderr.contains("fingerprint"))
        let stray = try ToolRunner.run(["android", ToolRunner.exampleTable, "--host", "www.acme.example", "--package", "com.acme.app"])
        #expect(stray.status == 2 && stray.stderr.contains("--assetlinks"))
    }
}
