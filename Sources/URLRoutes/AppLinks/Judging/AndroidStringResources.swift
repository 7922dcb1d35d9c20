import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `<string name="...">` values of an Android `res/values/*.xml`, as the app reads them
/// after the resource compiler (its `\` escapes and surrounding quotes taken away), for
/// `@string/NAME` attributes of a manifest.
enum AndroidStringResources {
    static func strings(in xml: String) throws -> [String: String] {
        try AndroidManifestReader.refuseUnsafeXML(xml, what: "resources file")
        let reader = Delegate()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse() else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "not XML"
            throw AppLinkError(.unreadableFile, "the resources file is not XML (line \(parser.lineNumber), column \(parser.columnNumber)): \(reason)")
        }
        return reader.strings
    }

    /// A value as written between the tags: one pair of surrounding double quotes keeps the
    /// text as is; otherwise runs of white space are one space, trimmed; then the escapes.
    static func value(_ written: String) -> String {
        if written.count >= 2, written.hasPrefix("\""), written.hasSuffix("\"") {
            return AndroidResourceString.read(String(written.dropFirst().dropLast()))
        }
        let collapsed = written.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
        return AndroidResourceString.read(collapsed)
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var strings: [String: String] = [:]
        private var name: String?
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if elementName == "string" {
                name = attributes["name"]
                text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if name != nil { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if elementName == "string", let name {
                strings[name] = AndroidStringResources.value(text)
                self.name = nil
            }
        }
    }
}
