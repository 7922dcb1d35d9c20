/// Turns a manifest attribute as written into the value the app sees: Gradle's manifest
/// placeholders (`${hostName}`, `${applicationId}`) are replaced first, as the manifest merger
/// does, then a whole `@string/NAME` is the string resource, and anything else is read with the
/// resource compiler's `\` escapes. A value that cannot be resolved is a problem and no value:
/// `${hostName}` is never judged as a host.
struct AndroidAttributeResolver {
    var placeholders: [String: String]
    /// The `<string>` resources, nil when no resources file was given.
    var resources: [String: String]?
    var packageName: String?
    private(set) var problems: [AndroidLinkProblem] = []

    init(placeholders: [String: String], resources: [String: String]?, packageName: String?) {
        self.placeholders = placeholders
        self.resources = resources
        self.packageName = packageName
    }

    /// The value of `android:NAME="written"` at `line`, or nil (and a problem) when a
    /// placeholder or resource it names has no value.
    mutating func resolve(_ written: String, attribute: String, line: Int?) -> String? {
        let described = "android:\(attribute)=\"\(XMLText.escape(written))\""
        var missing: [String] = []
        var text = ""
        var rest = Substring(written)
        while let start = rest.range(of: "${") {
            text += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                text += rest[start.lowerBound...]
                rest = ""
                break
            }
            let name = String(rest[start.upperBound..<end])
            if let value = placeholders[name] ?? (name == "applicationId" ? packageName : nil) {
                text += value
            } else {
                missing.append(name)
            }
            rest = rest[rest.index(after: end)...]
        }
        text += rest
        guard missing.isEmpty else {
            let names = missing.map { "${\($0)}" }.joined(separator: ", ")
            problems.append(AndroidLinkProblem(.manifest, line: line, "\(described) uses the manifest placeholder \(names), and no value is given for it (Gradle's manifestPlaceholders); the attribute is not judged"))
            return nil
        }
        guard text.hasPrefix("@string/") else { return AndroidResourceString.read(text) }
        let name = String(text.dropFirst("@string/".count))
        guard let resources else {
            problems.append(AndroidLinkProblem(.manifest, line: line, "\(described) is the string resource \(name), and no resources file (res/values/strings.xml) is given; the attribute is not judged"))
            return nil
        }
        guard let value = resources[name] else {
            problems.append(AndroidLinkProblem(.manifest, line: line, "\(described) is the string resource \(name), which the resources file does not define; the attribute is not judged"))
            return nil
        }
        return value
    }

    mutating func report(_ problem: AndroidLinkProblem) {
        problems.append(problem)
    }
}
