import Foundation
import Testing
@testable import URLRoutes

/// The model of how the resource compilers read an attribute, and the filters' patterns read
/// by it: checked against the real `aapt` when it is installed (`.ci/run` installs it).
@Suite struct AndroidResourceCompilerTests {
    @Test func aDoubledBackslashIsOneBackslashToBothCompilers() throws {
        #expect(try AndroidResourceCompiler.read(#"/plus/a\\+b"#, as: .aapt) == #"/plus/a\+b"#)
        #expect(try AndroidResourceCompiler.read(#"/plus/a\\+b"#, as: .aapt2) == #"/plus/a\+b"#)
    }

    @Test func anUnknownEscapeIsDroppedByAaptAndKeptByAapt2() throws {
        #expect(try AndroidResourceCompiler.read(#"/plus/a\+b"#, as: .aapt) == "/plus/ab")
        #expect(try AndroidResourceCompiler.read(#"/plus/a\+b"#, as: .aapt2) == "/plus/a+b")
    }

    @Test func knownEscapesStandForTheirCharacters() throws {
        #expect(try AndroidResourceCompiler.read(##"\@a\?b\#c\"d\'e\u0020f\tg\nh"##, as: .aapt) == "@a?b#c\"d'e f\tg\nh")
    }

    @Test func aBadUnicodeEscapeIsAnError() {
        #expect(throws: AndroidResourceCompiler.ReadError.self) { try AndroidResourceCompiler.read(#"/a\u00zz"#, as: .aapt) }
    }

    /// The two tables' filters.
    private func filters() throws -> [IntentFilterReader] {
        try [(AppLinkTables.example(), "www.acme.example"), (AppLinkTables.example(), "shop.acme.example"),
             (AppLinkTables.nasty(), "shop.example.com"), (AppLinkTables.nasty(), "www.example.com")].map { table, host in
            try IntentFilterReader(try table.androidIntentFilter(host: host).contents)
        }
    }

    @Test func everyPatternMeansTheSameToAaptAndAapt2() throws {
        for filter in try filters() {
            for entry in filter.entries {
                #expect(try AndroidResourceCompiler.read(entry.attribute, as: .aapt) == entry.value,
                        "\(entry.attribute) reads differently to aapt and aapt2")
            }
        }
    }

    @Test(.enabled(if: AndroidResourceCompiler.isInstalled,
                   "aapt and android-framework-res are not installed (apt-get install aapt android-framework-res)"))
    func aaptStoresThePatternsTheModelReads() throws {
        for filter in try filters() {
            let compiled = try AndroidResourceCompiler.compiledValues(filter.xmlValues)
            #expect(compiled == filter.entries.map(\.value))
        }
    }

    @Test(.enabled(if: AndroidResourceCompiler.isInstalled,
                   "aapt and android-framework-res are not installed (apt-get install aapt android-framework-res)"))
    func aaptReadsEscapesAsTheModelDoes() throws {
        let attributes = [#"/plus/a\+b"#, #"/plus/a\\+b"#, #"/a\.b\\.c\\\\d"#, ##"\@x\?y\#z"##, #"/u/\u0041\u0020x"#, #"/t\tn\n"#,
                          #"/q\"x\'y"#, #"/end\"#]
        let xml = attributes.map { $0.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;") }
        #expect(try AndroidResourceCompiler.compiledValues(xml) == attributes.map { try AndroidResourceCompiler.read($0, as: .aapt) })
    }
}
