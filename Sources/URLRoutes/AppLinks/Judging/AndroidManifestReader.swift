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

    /// The verified filters, and the problems of attributes that could not be resolved or
    /// hosts that cannot be verified.
    static func filters(in xml: String, resolver: AndroidAttributeResolver) throws -> (filters: [AndroidVerifiedIntentFilter], problems: [AndroidLinkProblem]) {
        try refuseUnsafeXML(xml, what: "manifest")
        let reader = Delegate(resolver: resolver)
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
        return (reader.filters, reader.resolver.problems)
    }

    /// Refuses what the resource compiler does not read and what could make the parser read
    /// more than the text says: a file over the size limit, a DOCTYPE or entity (declared
    /// entities would expand), and an XML declaration naming an encoding other than UTF-8 (the
    /// text is given to the parser as UTF-8; another declared encoding, such as UTF-7, would
    /// make it read a DOCTYPE this check cannot see).
    static func refuseUnsafeXML(_ xml: String, what: String) throws {
        guard xml.utf8.count <= maximumBytes else {
            throw AppLinkError(.unreadableFile, "the \(what) is \(xml.utf8.count) bytes; more than \(maximumBytes) is not read")
        }
        if xml.contains("<!DOCTYPE") || xml.contains("<!ENTITY") {
            throw AppLinkError(.unreadableFile, "the \(what) declares a DOCTYPE or entities, which Android's resource compiler does not read and which are not expanded here")
        }
        if let encoding = declaredEncoding(xml), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            throw AppLinkError(.unreadableFile, "the \(what) declares the encoding \(encoding); only UTF-8 is read (Android's resource compiler reads UTF-8 files)")
        }
    }

    /// The `encoding` of the XML declaration that starts the text (after a byte-order mark).
    static func declaredEncoding(_ xml: String) -> String? {
        var text = Substring(xml)
        if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
        guard text.hasPrefix("<?xml"), let end = text.range(of: "?>") else { return nil }
        let declaration = text[..<end.lowerBound]
        guard let key = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
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
        var resolver: AndroidAttributeResolver
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
        /// The line of the `<intent-filter>` being read, and of the element being read.
        private var filterLine: Int?
        private var line: Int?

        init(resolver: AndroidAttributeResolver) {
            self.resolver = resolver
        }

        /// The attribute's value as the app sees it; nil when absent or unresolved.
        private func value(_ values: [String: String], _ name: String) -> String? {
            guard let written = values[name] else { return nil }
            return resolver.resolve(written, attribute: name, line: line)
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements += 1
            open.append(elementName)
            line = parser.lineNumber
            var values: [String: String] = [:]
            for (name, value) in attributes where name.contains(":") {
                values[AndroidManifestReader.localName(name)] = value
            }
            switch elementName {
            case "intent-filter":
                current = AndroidVerifiedIntentFilter()
                filterLine = line
                isVerified = value(values, "autoVerify").map { $0.lowercased() == "true" } ?? false
                actions = []
                categories = []
            case "action":
                if current != nil, let name = value(values, "name") { actions.insert(name) }
            case "category":
                if current != nil, let name = value(values, "name") { categories.insert(name) }
            case "uri-relative-filter-group":
                guard current != nil else { return }
                let allowText = values["allow"]
                let allow = value(values, "allow").map { $0.lowercased() != "false" } ?? true
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
                for (name, written) in sorted {
                    guard let (part, kind) = AndroidURIPartMatcher.part(ofAttribute: name) else { continue }
                    // An unresolved part matches nothing: the group never matches.
                    let pattern = value(values, name)
                    group!.filters.append(AndroidURIPartMatcher(part: part, matcher: AndroidPathMatcher(kind: kind, pattern: pattern ?? ""), isResolved: pattern != nil))
                    groupAttributes.append(AndroidManifestReader.dataText([(name, written)]))
                }
                return
            }
            current!.firstData = current!.firstData ?? AndroidManifestReader.dataText(sorted.map { ($0.key, $0.value) })
            if let scheme = value(values, "scheme") { current!.schemes.append(scheme) }
            if let written = values["host"], let host = value(values, "host") {
                var text = [("host", written)]
                if let port = values["port"] { text.append(("port", port)) }
                if host == "*" {
                    // Verification fetches https://HOST/.well-known/assetlinks.json: `*` has no such site.
                    resolver.report(AndroidLinkProblem(.manifest, line: filterLine, "the intent filter at line \(filterLine.map(String.init) ?? "?") has android:host=\"*\", which Android can never verify (there is no site to fetch assetlinks.json from): its links open the browser, not the app, as App Links"))
                } else {
                    current!.authorities.append(.init(host: host, port: value(values, "port"), text: AndroidManifestReader.dataText(text)))
                }
            }
            for kind in AndroidPathMatcher.Kind.allCases {
                guard let written = values[kind.rawValue] else { continue }
                current!.declaresPaths = true
                guard let pattern = value(values, kind.rawValue) else { continue }
                current!.paths.append(.init(matcher: AndroidPathMatcher(kind: kind, pattern: pattern),
                                            text: AndroidManifestReader.dataText([(kind.rawValue, written)])))
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
