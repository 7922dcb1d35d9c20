import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the verified intent filters of an `AndroidManifest.xml` (or of any XML holding
/// `<intent-filter>` elements) with attribute values as the resource compiler stores them.
///
/// A DOCTYPE is refused before parsing, so no entity is ever declared or expanded; the input
/// is limited in size, and parsing is one pass.
enum AndroidManifestReader {
    /// Larger manifests are refused: a real one is a few hundred kilobytes.
    static let maximumBytes = 32 << 20

    static func filters(in xml: String) throws -> [AndroidVerifiedIntentFilter] {
        guard xml.utf8.count <= maximumBytes else {
            throw AppLinkError(.unreadableFile, "the manifest is \(xml.utf8.count) bytes; more than \(maximumBytes) is not read")
        }
        if xml.contains("<!DOCTYPE") || xml.contains("<!ENTITY") {
            throw AppLinkError(.unreadableFile, "the manifest declares a DOCTYPE or entities, which Android's resource compiler does not read and which are not expanded here")
        }
        let reader = Delegate()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = reader
        // Foundation's parser on Linux recovers from tags that do not nest; Android does not.
        guard parser.parse(), reader.elements > 0, reader.open.isEmpty, reader.misnested == nil else {
            let reason = reader.misnested.map { "</\($0)> closes no open element" }
                ?? parser.parserError.map { "\($0.localizedDescription)" }
                ?? (reader.elements == 0 ? "no element" : "<\(reader.open.last ?? "")> is not closed")
            throw AppLinkError(.unreadableFile, "the manifest is not XML (line \(parser.lineNumber), column \(parser.columnNumber)): \(reason)")
        }
        return reader.filters
    }

    /// An attribute's name without its namespace prefix (`android:host` → `host`).
    private static func localName(_ name: String) -> String {
        name.split(separator: ":", maxSplits: 1).last.map(String.init) ?? name
    }

    /// `<data android:KIND="VALUE" />` with the value as written (XML-escaped again).
    static func dataText(_ attributes: [(String, String)]) -> String {
        "<data " + attributes.map { "android:\($0.0)=\"\(XMLText.escape($0.1))\"" }.joined(separator: " ") + " />"
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var filters: [AndroidVerifiedIntentFilter] = []
        var elements = 0
        /// The elements open at this point, to catch tags that do not nest.
        var open: [String] = []
        var misnested: String?
        private var current: AndroidVerifiedIntentFilter?
        private var isVerified = false
        private var actions: Set<String> = []
        private var categories: Set<String> = []
        private var group: AndroidURIRelativeFilterGroup?
        private var groupAttributes: [String] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements += 1
            open.append(elementName)
            var values: [String: String] = [:]
            for (name, value) in attributes where name.contains(":") {
                values[AndroidManifestReader.localName(name)] = value
            }
            switch elementName {
            case "intent-filter":
                current = AndroidVerifiedIntentFilter()
                isVerified = values["autoVerify"].map { AndroidResourceString.read($0).lowercased() == "true" } ?? false
                actions = []
                categories = []
            case "action":
                if current != nil, let name = values["name"] { actions.insert(AndroidResourceString.read(name)) }
            case "category":
                if current != nil, let name = values["name"] { categories.insert(AndroidResourceString.read(name)) }
            case "uri-relative-filter-group":
                guard current != nil else { return }
                let allowText = values["allow"]
                let allow = allowText.map { AndroidResourceString.read($0).lowercased() != "false" } ?? true
                let text = "<uri-relative-filter-group" + (allowText.map { " android:allow=\"\(XMLText.escape($0))\"" } ?? "") + ">"
                group = AndroidURIRelativeFilterGroup(allow: allow, filters: [], text: text)
                groupAttributes = []
            case "data":
                guard current != nil else { return }
                data(values)
            default: break
            }
        }

        private func data(_ values: [String: String]) {
            let sorted = values.sorted { $0.key < $1.key }
            if group != nil {
                for (name, value) in sorted {
                    guard let (part, kind) = AndroidURIPartMatcher.part(ofAttribute: name) else { continue }
                    group!.filters.append(AndroidURIPartMatcher(part: part, matcher: AndroidPathMatcher(kind: kind, pattern: AndroidResourceString.read(value))))
                    groupAttributes.append(AndroidManifestReader.dataText([(name, value)]))
                }
                return
            }
            current!.firstData = current!.firstData ?? AndroidManifestReader.dataText(sorted.map { ($0.key, $0.value) })
            if let scheme = values["scheme"] { current!.schemes.append(AndroidResourceString.read(scheme)) }
            if let host = values["host"] {
                var written = [("host", host)]
                if let port = values["port"] { written.append(("port", port)) }
                current!.authorities.append(.init(host: AndroidResourceString.read(host), port: values["port"].map(AndroidResourceString.read),
                                                  text: AndroidManifestReader.dataText(written)))
            }
            for kind in AndroidPathMatcher.Kind.allCases {
                guard let value = values[kind.rawValue] else { continue }
                current!.paths.append(.init(matcher: AndroidPathMatcher(kind: kind, pattern: AndroidResourceString.read(value)),
                                            text: AndroidManifestReader.dataText([(kind.rawValue, value)])))
            }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if open.last == elementName {
                open.removeLast()
            } else if misnested == nil {
                misnested = elementName
                parser.abortParsing()
            }
            switch elementName {
            case "uri-relative-filter-group":
                if var finished = group {
                    finished.text += " " + groupAttributes.joined(separator: " ") + " </uri-relative-filter-group>"
                    current?.groups.append(finished)
                }
                group = nil
            case "intent-filter":
                if let filter = current, isVerified, actions.contains("android.intent.action.VIEW"),
                   categories.contains("android.intent.category.DEFAULT"), categories.contains("android.intent.category.BROWSABLE") {
                    filters.append(filter)
                }
                current = nil
            default: break
            }
        }
    }
}
