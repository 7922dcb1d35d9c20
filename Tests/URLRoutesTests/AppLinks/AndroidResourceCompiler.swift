import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// How Android's resource compilers read a string attribute of a manifest, so that the tests
/// judge the pattern Android really gets, not the text in the XML.
///
/// Both read `\` as an escape: `\\` `\'` `\"` `\@` `\?` `\#` stand for the character, `\n` and
/// `\t` for newline and tab, `\uXXXX` for that code unit. They differ on any other escape:
/// `aapt` (the older compiler, which Debian packages) drops it together with its character
/// (`a\+b` reads `ab`), `aapt2` (what Android builds use today) keeps the character (`a+b`).
/// `aapt` is also run for real when it is installed: `compiledValues` compiles a manifest and
/// dumps what it stored.
enum AndroidResourceCompiler {
    enum Compiler { case aapt, aapt2 }

    struct ReadError: Error, CustomStringConvertible {
        var value: String
        var reason: String
        var description: String { "'\(value)': \(reason)" }
    }

    static func read(_ attribute: String, as compiler: Compiler) throws -> String {
        var result = ""
        var scalars = Array(attribute.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let escaped = scalars.popFirst() else { break }  // a lone '\' at the end is dropped
            switch escaped {
            case "t": result += "\t"
            case "n": result += "\n"
            case "\\", "'", "\"", "@", "?", "#": result.unicodeScalars.append(escaped)
            case "u":
                let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                guard hex.count == 4, let value = UInt32(hex, radix: 16), let unit = Unicode.Scalar(value) else {
                    throw ReadError(value: attribute, reason: "Bad character in \\u unicode escape sequence")
                }
                result.unicodeScalars.append(unit)
                scalars = scalars.dropFirst(4)
            default:
                if compiler == .aapt2 { result.unicodeScalars.append(escaped) }
            }
        }
        return result
    }

    /// The installed `aapt`, if any.
    static let aapt: URL? = ["/usr/bin/aapt", "/usr/local/bin/aapt"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    static let frameworkResources = URL(fileURLWithPath: "/usr/share/android-framework-res/framework-res.apk")

    static var isInstalled: Bool {
        aapt != nil && FileManager.default.fileExists(atPath: frameworkResources.path)
    }

    /// Compiles a manifest whose intent filter holds `values` (as written in the XML, escaped
    /// for XML already) with `aapt`, and returns the values it stored, in order. The
    /// attribute is `android:pathPattern`: Debian's framework resources predate
    /// `pathAdvancedPattern`, and both are string attributes, read alike.
    static func compiledValues(_ xmlValues: [String]) throws -> [String] {
        let aapt = try #require(aapt)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("applinks-aapt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.links">
              <application>
                <activity android:name=".Main" android:exported="true">
                  <intent-filter>
                    <action android:name="android.intent.action.VIEW" />
                    <data android:scheme="https" android:host="www.example.com" />
            \(xmlValues.map { "        <data android:pathPattern=\"\($0)\" />" }.joined(separator: "\n"))
                  </intent-filter>
                </activity>
              </application>
            </manifest>
            """
        let manifestPath = directory.appendingPathComponent("AndroidManifest.xml").path
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: manifestPath))
        let apk = directory.appendingPathComponent("out.apk").path
        let package = try run(aapt, ["package", "-f", "-M", manifestPath, "-I", frameworkResources.path, "-F", apk], in: directory)
        #expect(package.status == 0, "aapt package failed:\n\(package.output)")
        let dump = try run(aapt, ["dump", "xmltree", apk, "AndroidManifest.xml"], in: directory)
        #expect(dump.status == 0, "aapt dump failed:\n\(dump.output)")
        return dump.output.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "android:pathPattern("), let open = line[start.upperBound...].range(of: ")=\"") else { return nil }
            // The dump quotes the value: `\\` is a backslash, `\"` a quote, `\n` a newline.
            var value = ""
            var escaped = false
            for character in line[open.upperBound...] {
                if escaped {
                    value.append(character == "n" ? "\n" : character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    break
                } else {
                    value.append(character)
                }
            }
            return value
        }
    }

    /// A process's exit status and its standard output and error together.
    struct Run {
        var status: Int32
        var output: String
    }

    private static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Run {
        let outputURL = directory.appendingPathComponent("output-\(UUID().uuidString)")
        #expect(FileManager.default.createFile(atPath: outputURL.path, contents: nil))
        let handle = try FileHandle(forWritingTo: outputURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Run(status: process.terminationStatus, output: try String(contentsOf: outputURL, encoding: .utf8))
    }
}

/// An intent filter (`RouteTable.androidIntentFilter`), read as Android reads it: each
/// `pathAdvancedPattern` through the resource compiler, then parsed by `PatternMatcher`.
struct IntentFilterReader {
    struct Entry {
        /// The attribute as the XML holds it (after XML entities).
        var attribute: String
        /// Its value after the resource compiler.
        var value: String
        var matcher: AndroidPatternMatcher
        /// The comment before the `<data>` element.
        var comment: String

        var isWidened: Bool { comment.contains("widened") }
    }

    var scheme: String?
    var host: String?
    var entries: [Entry]
    /// Each `pathAdvancedPattern` as it stands in the printed XML (entities not expanded).
    var xmlValues: [String]

    init(_ output: String, compiler: AndroidResourceCompiler.Compiler = .aapt2) throws {
        let document = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android">"# + output + "</manifest>"
        let parsed = try XMLDocument(data: Data(document.utf8))
        let filter = try #require(try parsed.nodes(forXPath: "//intent-filter").first)
        var entries: [Entry] = []
        var comment = ""
        for node in filter.children ?? [] {
            if node.kind == .comment {
                comment = node.stringValue ?? ""
                continue
            }
            guard let element = node as? XMLElement, element.name == "data" else { continue }
            if let scheme = element.attribute(forName: "android:scheme")?.stringValue { self.scheme = scheme }
            if let host = element.attribute(forName: "android:host")?.stringValue { self.host = host }
            guard let attribute = element.attribute(forName: "android:pathAdvancedPattern")?.stringValue else { continue }
            let value = try AndroidResourceCompiler.read(attribute, as: compiler)
            entries.append(Entry(attribute: attribute, value: value, matcher: try AndroidPatternMatcher(value), comment: comment))
        }
        self.entries = entries
        xmlValues = output.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "android:pathAdvancedPattern=\""), let close = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(line[start.upperBound..<close])
        }
    }

    /// The entries whose pattern matches the URL's path as Android sees it (decoded).
    func matching(url: String) -> [Entry] {
        let path = AndroidURI.decodedPath(of: url)
        return entries.filter { $0.matcher.matches(path) }
    }
}

/// What `android.net.Uri.getPath()` returns for a URL: the path, percent-decoded (UTF-8).
enum AndroidURI {
    static func encodedPath(of url: String) -> String {
        AppleLinkMatcher.LinkParts(url: url).path
    }

    static func decodedPath(of url: String) -> String {
        let encoded = Array(encodedPath(of: url).utf8)
        var bytes: [UInt8] = []
        var index = 0
        while index < encoded.count {
            if encoded[index] == UInt8(ascii: "%"), index + 2 < encoded.count, let value = hexByte(encoded[index + 1], encoded[index + 2]) {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(encoded[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexByte(_ high: UInt8, _ low: UInt8) -> UInt8? {
        func digit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x37
            case 0x61...0x66: byte - 0x57
            default: nil
            }
        }
        guard let high = digit(high), let low = digit(low) else { return nil }
        return high << 4 | low
    }

    /// The documented exception: Android decodes the path before matching, so a URL that
    /// percent-encodes a `/` or an unreserved character (`%2F`, `%41`) is, to Android, the same
    /// path as another that routing tells apart.
    static func isDecodingException(_ url: String) -> Bool {
        let encoded = Array(encodedPath(of: url).utf8)
        var index = 0
        while index + 2 < encoded.count {
            if encoded[index] == UInt8(ascii: "%"), let value = hexByte(encoded[index + 1], encoded[index + 2]) {
                let character = Character(UnicodeScalar(value))
                if value == UInt8(ascii: "/") || (value < 0x80 && (character.isLetter || character.isNumber || "-._~".contains(character))) {
                    return true
                }
                index += 3
            } else {
                index += 1
            }
        }
        return false
    }
}
