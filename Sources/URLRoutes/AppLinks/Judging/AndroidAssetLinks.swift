/// A host's assetlinks.json as Android reads it for one app: whether a statement verifies the
/// app for the host, and the Android 15 dynamic rules it declares for it.
///
/// Android verifies a host for an app when a statement has the relation
/// `delegate_permission/common.handle_all_urls` and the target `{"namespace": "android_app",
/// "package_name": ..., "sha256_cert_fingerprints": [...]}` of the app (and of its signing
/// certificate). Dynamic rules are read from that statement's `relation_extensions`; Android
/// reads only the keys `/`, `#`, `?` and `exclude`, discards every dynamic rule (the manifest
/// alone decides) when a field is malformed or empty, and does not say which applies when they
/// are declared more than once for the app: both are problems, and then the manifest decides.
struct AndroidAssetLinks {
    static let relation = "delegate_permission/common.handle_all_urls"

    /// Whether a statement verifies the app (and `whyNotVerified` when none does).
    var verifies = false
    var whyNotVerified: String?
    /// The dynamic rules that apply, in order; empty when none are declared or they are dropped.
    var rules: [AndroidDynamicLinkRule] = []
    /// Each declaration's rules when the app has more than one, in file order.
    var declarations: [[AndroidDynamicLinkRule]] = []
    var problems: [AndroidLinkProblem] = []

    /// Reads `json` for `packageName` (any Android app when nil), signed with one of
    /// `fingerprints` (any certificate when empty). Throws ``AppLinkError`` for text that is
    /// not JSON or not an array of statements.
    init(parsing json: String, packageName: String?, fingerprints: [String]) throws {
        func fail(_ reason: String) -> AppLinkError { AppLinkError(.unreadableFile, "the assetlinks.json " + reason) }
        let bytes = Array(json.utf8)
        guard bytes.count <= AndroidManifestReader.maximumBytes else { throw fail("is larger than \(AndroidManifestReader.maximumBytes) bytes") }
        let document: JSONSourceValue
        do {
            document = try JSONSourceValue.parse(bytes)
        } catch {
            throw fail("is not JSON (line \(Self.line(of: error.offset, in: bytes))): \(error.reason)")
        }
        guard let statements = document.array else { throw fail("is not a JSON array of statements") }
        let wanted = Set(fingerprints.map { $0.lowercased() })
        var others: [String] = []
        var declared: [(line: Int, components: JSONSourceValue)] = []
        for statement in statements {
            let target = statement["target"]
            let namespace = target?["namespace"]?.string
            let package = target?["package_name"]?.string
            let relations = statement["relation"]?.array?.compactMap(\.string) ?? []
            let signedBy = Set((target?["sha256_cert_fingerprints"]?.array ?? []).compactMap { $0.string?.lowercased() })
            let isApp = namespace == "android_app" && (packageName == nil || package == packageName)
            guard isApp, relations.contains(Self.relation), wanted.isEmpty || !wanted.isDisjoint(with: signedBy) else {
                others.append(Self.describe(namespace: namespace, package: package, site: target?["site"]?.string, relations: relations,
                                            fingerprintMatches: isApp && relations.contains(Self.relation) ? false : nil))
                continue
            }
            verifies = true
            let extensions = statement["relation_extensions"]?[Self.relation]
            if let components = extensions?["dynamic_app_link_components"] {
                let at = Self.line(of: components.range.lowerBound, in: bytes)
                if let extensions { reportRepeatedKeys(of: extensions, only: ["dynamic_app_link_components"], in: "the relation_extensions", line: at) }
                declared.append((at, components))
            }
        }
        if !verifies {
            let app = packageName ?? "any Android app"
            let signed = fingerprints.isEmpty ? "" : " signed with \(fingerprints.joined(separator: " or "))"
            let has = others.isEmpty ? "it has no statement" : "it has: " + others.prefix(5).joined(separator: "; ") + (others.count > 5 ? "; and \(others.count - 5) more" : "")
            whyNotVerified = "the assetlinks.json has no statement with the relation \(Self.relation) for the android_app \(app)\(signed) (\(has))"
        }
        var readDeclarations: [[AndroidDynamicLinkRule]] = []
        for (line, components) in declared {
            readDeclarations.append(readRules(components, line: line, bytes: bytes) ?? [])
        }
        if declared.count > 1 {
            let lines = declared.map { String($0.line) }.joined(separator: ", ")
            problems.append(AndroidLinkProblem(.assetLinks, line: declared[1].line, "dynamic_app_link_components is declared \(declared.count) times for \(packageName ?? "the app") (lines \(lines)); Android does not say which applies, so the manifest alone is judged"))
            declarations = readDeclarations
        } else if let only = readDeclarations.first {
            rules = only
        }
    }

    /// The rules of one `dynamic_app_link_components`, or nil (and a problem) when Android
    /// would discard them. Unknown keys are a problem and ignored.
    private mutating func readRules(_ components: JSONSourceValue, line: Int, bytes: [UInt8]) -> [AndroidDynamicLinkRule]? {
        func malformed(_ at: Int, _ reason: String) -> [AndroidDynamicLinkRule]? {
            problems.append(AndroidLinkProblem(.assetLinks, line: at, "\(reason); Android discards the dynamic rules when a field is malformed or empty, so the manifest alone is judged"))
            return nil
        }
        guard let list = components.array else { return malformed(line, "dynamic_app_link_components is \(components.typeName), not an array of rules") }
        guard !list.isEmpty else { return malformed(line, "dynamic_app_link_components is empty") }
        var rules: [AndroidDynamicLinkRule] = []
        for (position, component) in list.enumerated() {
            let at = Self.line(of: component.range.lowerBound, in: bytes)
            let name = "dynamic rule \(position + 1)"
            guard let members = component.members else { return malformed(at, "\(name) is \(component.typeName), not an object") }
            guard !members.isEmpty else { return malformed(at, "\(name) is empty") }
            var rule = AndroidDynamicLinkRule(path: nil, query: [], fragment: nil, exclude: false,
                                              text: component.compactText(in: bytes), line: at, position: position + 1)
            reportRepeatedKeys(of: component, in: name, line: at)
            for (key, value) in members {
                switch key {
                case "/", "#":
                    guard let text = value.string, !text.isEmpty else {
                        return malformed(at, "\(name) has a \"\(key)\" that is \(value.string == nil ? value.typeName : "empty"), not a pattern")
                    }
                    if key == "/" { rule.path = text } else { rule.fragment = text }
                case "?":
                    guard let pairs = value.members, !pairs.isEmpty else {
                        return malformed(at, "\(name) has a \"?\" that is \(value.members == nil ? value.typeName : "empty"), not an object of parameters")
                    }
                    reportRepeatedKeys(of: value, in: "the \"?\" of \(name)", line: at)
                    for (parameter, pattern) in pairs {
                        guard !parameter.isEmpty, let text = pattern.string, !text.isEmpty else {
                            return malformed(at, "\(name) has a \"?\" item \"\(parameter)\" that is \(pattern.string == nil ? pattern.typeName : "empty"), not a pattern")
                        }
                        rule.query.append((parameter, text))
                    }
                case "exclude":
                    guard let flag = value.bool else {
                        return malformed(at, "\(name) has an \"exclude\" that is \(value.typeName), not true or false")
                    }
                    rule.exclude = flag
                default:
                    problems.append(AndroidLinkProblem(.assetLinks, line: at, "\(name) has the key \"\(key)\", which Android does not read (only \"/\", \"#\", \"?\" and \"exclude\")"))
                }
            }
            rules.append(rule)
        }
        return rules
    }

    /// A key written twice in one JSON object: Android's JSON reader keeps the last value, as
    /// `JSONSourceValue` does, and the judge says so instead of keeping it silently.
    private mutating func reportRepeatedKeys(of object: JSONSourceValue, only keys: Set<String>? = nil, in place: String, line: Int) {
        for (key, count) in object.repeatedKeys.sorted(by: { $0.key < $1.key }) where keys?.contains(key) ?? true {
            problems.append(AndroidLinkProblem(.assetLinks, line: line, "\(place) has the key \"\(key)\" \(count) times; Android's JSON reader keeps the last, and so is it judged"))
        }
    }

    private static func describe(namespace: String?, package: String?, site: String?, relations: [String], fingerprintMatches: Bool?) -> String {
        var text = namespace == "android_app" ? "android_app \(package ?? "without package_name")" : (namespace.map { "\($0) \(site ?? "")" } ?? "a statement without a target namespace")
        if !relations.contains(relation) { text += " without \(relation)" }
        if fingerprintMatches == false { text += " with other fingerprints" }
        return text
    }

    /// The 1-based line of a byte offset.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
