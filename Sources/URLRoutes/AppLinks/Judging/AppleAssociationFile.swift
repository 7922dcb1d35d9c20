/// Reads the `applinks` of an apple-app-site-association file into compiled rules, or says
/// what is wrong and where (`applinks.details[0].components[2]: '/' is a number, not a string`).
///
/// The shape is Apple's `applinks` object: `details` (entries with `appIDs` or `appID`, and
/// `components` or the legacy `paths`, and `defaults`; or, the oldest form, an object of such
/// entries keyed by app ID), `defaults`, `substitutionVariables`. A file without `applinks`
/// (only `webcredentials`, `appclips` or `activitycontinuation`) is valid and claims no link.
/// Keys Apple does not define are ignored, as iOS ignores them; a key Apple defines with a
/// value of another type is an error, since there is no telling what iOS makes of it, except a
/// `?` dictionary holding a value that is not a string, which `swcutil` ignores whole.
struct AppleAssociationFile {
    /// The most pattern states a file may compile to. Each `$(name)` copies its values into
    /// every pattern that uses it, so a 128 KB file could otherwise ask for billions; an
    /// honest file with `$(region)` in a thousand patterns stays under it.
    static let stateBudget = 2_000_000

    private(set) var details: [AppleLinkDetail] = []
    /// Whether the file has an `applinks` object (without one it claims no link).
    private(set) var hasAppLinks = false
    private let bytes: [UInt8]
    private var variables = AppleSubstitutionVariables()
    private var budget = stateBudget

    init(bytes: [UInt8]) throws(AppLinkError) {
        self.bytes = bytes
        let root: JSONSourceValue
        do {
            root = try JSONSourceValue.parse(bytes)
        } catch {
            throw AppLinkError(.unreadableFile, "the apple-app-site-association file is not JSON: \(error.reason) at byte \(error.offset)")
        }
        guard root.members != nil else {
            throw Self.shape("the file", "an object", root)
        }
        // Without `applinks` (a file of `webcredentials` or `appclips` only) no link is claimed.
        guard let applinks = root["applinks"] else { return }
        hasAppLinks = true
        guard applinks.members != nil else { throw Self.shape("applinks", "an object", applinks) }
        variables = AppleSubstitutionVariables(try Self.substitutionVariables(applinks["substitutionVariables"]))
        let fileDefaults = try Self.defaults(applinks["defaults"], at: "applinks.defaults")
        guard let detailValues = applinks["details"] else {
            throw AppLinkError(.unreadableFile, "applinks has no \"details\" array, so it makes no universal links")
        }
        if let entries = detailValues.members {
            // The oldest form: each entry under the app ID it is for.
            for (appID, value) in entries {
                let place = "applinks.details[\(JSONText.string(appID))]"
                details.append(try detail(value, at: place, keyedBy: appID, fileDefaults: fileDefaults))
            }
            return
        }
        guard let detailArray = detailValues.array else { throw Self.shape("applinks.details", "an array or an object keyed by app ID", detailValues) }
        for (index, value) in detailArray.enumerated() {
            details.append(try detail(value, at: "applinks.details[\(index)]", fileDefaults: fileDefaults))
        }
    }

    private static func shape(_ place: String, _ expected: String, _ value: JSONSourceValue) -> AppLinkError {
        AppLinkError(.unreadableFile, "\(place) is \(value.typeName), not \(expected), in the apple-app-site-association file")
    }

    private static func string(_ value: JSONSourceValue?, at place: String) throws(AppLinkError) -> String? {
        guard let value else { return nil }
        guard let text = value.string else { throw shape(place, "a string", value) }
        return text
    }

    private static func strings(_ value: JSONSourceValue?, at place: String) throws(AppLinkError) -> [String]? {
        guard let value else { return nil }
        guard let elements = value.array else { throw shape(place, "an array of strings", value) }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            guard let text = element.string else { throw shape("\(place)[\(index)]", "a string", element) }
            result.append(text)
        }
        return result
    }

    private static func bool(_ value: JSONSourceValue?, at place: String) throws(AppLinkError) -> Bool? {
        guard let value else { return nil }
        guard let flag = value.bool else { throw shape(place, "true or false", value) }
        return flag
    }

    /// A `defaults` object: the keys a component takes from it, each checked where it stands.
    private static func defaults(_ value: JSONSourceValue?, at place: String) throws(AppLinkError) -> AppleComponentDefaults {
        guard let value else { return AppleComponentDefaults() }
        guard value.members != nil else { throw shape(place, "an object", value) }
        var defaults = AppleComponentDefaults(caseSensitive: try bool(value["caseSensitive"], at: place + ".caseSensitive"),
                                              percentEncoded: try bool(value["percentEncoded"], at: place + ".percentEncoded"),
                                              exclude: try bool(value["exclude"], at: place + ".exclude"))
        if let path = value["/"] {
            _ = try string(path, at: place + "[\"/\"]")
            defaults.path = .init(value: path, place: place + "[\"/\"]")
        }
        if let fragment = value["#"] {
            _ = try string(fragment, at: place + "[\"#\"]")
            defaults.fragment = .init(value: fragment, place: place + "[\"#\"]")
        }
        if let query = value["?"] {
            guard query.string != nil || query.members != nil else {
                throw shape(place + "[\"?\"]", "a string or an object of strings", query)
            }
            defaults.query = .init(value: query, place: place + "[\"?\"]")
        }
        return defaults
    }

    private static func substitutionVariables(_ value: JSONSourceValue?) throws(AppLinkError) -> [String: [String]] {
        guard let value else { return [:] }
        guard let members = value.members else { throw shape("applinks.substitutionVariables", "an object", value) }
        var result: [String: [String]] = [:]
        for (name, values) in members {
            result[name] = try strings(values, at: "applinks.substitutionVariables[\(JSONText.string(name))]")
        }
        return result
    }

    private mutating func detail(_ value: JSONSourceValue, at place: String, keyedBy key: String? = nil,
                                 fileDefaults: AppleComponentDefaults) throws(AppLinkError) -> AppleLinkDetail {
        guard value.members != nil else { throw Self.shape(place, "an object", value) }
        var appIDs = try Self.strings(value["appIDs"], at: place + ".appIDs") ?? []
        if let appID = try Self.string(value["appID"], at: place + ".appID") { appIDs.append(appID) }
        if let key { appIDs.append(key) }
        let defaults = try Self.defaults(value["defaults"], at: place + ".defaults").over(fileDefaults)
        var components: [AppleLinkComponent] = []
        if let componentValues = value["components"] {
            guard let elements = componentValues.array else { throw Self.shape(place + ".components", "an array", componentValues) }
            for (index, element) in elements.enumerated() {
                components.append(try component(element, at: "\(place).components[\(index)]", defaults: defaults))
            }
        } else if let paths = try Self.strings(value["paths"], at: place + ".paths") {
            // iOS 13 and later read `components` when there are any, and the legacy paths only
            // without them. A path is matched against the URL's path alone, case-sensitively.
            for (index, path) in paths.enumerated() {
                components.append(try legacyPath(path, at: "\(place).paths[\(index)]"))
            }
        }
        return AppleLinkDetail(appIDs: appIDs, components: components)
    }

    private mutating func compile(_ text: String, caseSensitive: Bool, at place: String, variables: Bool = true) throws(AppLinkError) -> AppleLinkPattern {
        let known = self.variables
        let lookup: ((String) -> [String]?)? = variables ? { known.values(named: $0) } : nil
        do {
            return try AppleLinkPattern(text, caseSensitive: caseSensitive, variables: lookup, budget: &budget)
        } catch {
            throw AppLinkError(.unreadableFile, "\(place): the file's patterns and substitution variables expand to more than \(Self.stateBudget) pattern states, too many to judge")
        }
    }

    private mutating func component(_ value: JSONSourceValue, at place: String, defaults: AppleComponentDefaults) throws(AppLinkError) -> AppleLinkComponent {
        guard value.members != nil else { throw Self.shape(place, "an object", value) }
        var component = AppleLinkComponent(rule: value.compactText(in: bytes))
        let own = try Self.defaults(value, at: place).over(defaults)
        component.caseSensitive = own.caseSensitive ?? true
        component.percentEncoded = own.percentEncoded ?? true
        component.exclude = own.exclude ?? false
        _ = try Self.string(value["comment"], at: place + ".comment")
        // A pattern from `defaults` is compiled with this component's options, as its own.
        if let path = own.path, let text = path.value.string {
            for pattern in AppleLinkPath.patternTexts(text) {
                component.path.append(try compile(pattern, caseSensitive: component.caseSensitive, at: path.place))
            }
        }
        if let fragment = own.fragment, let text = fragment.value.string {
            component.fragment = try compile(text, caseSensitive: component.caseSensitive, at: fragment.place)
        }
        if let query = own.query {
            if let text = query.value.string {
                component.query = .whole(try compile(text, caseSensitive: component.caseSensitive, at: query.place))
            } else if let members = query.value.members, members.allSatisfy({ $0.value.string != nil }) {
                var items: [(name: String, pattern: AppleLinkPattern)] = []
                for (name, patternValue) in members {
                    items.append((name, try compile(patternValue.string ?? "", caseSensitive: component.caseSensitive, at: query.place)))
                }
                component.query = .items(items)
            }
            // A dictionary holding any value that is not a string (true, a number, null, an
            // array, an object) is ignored whole by `swcutil`, its string items too.
        }
        return component
    }

    private mutating func legacyPath(_ text: String, at place: String) throws(AppLinkError) -> AppleLinkComponent {
        var component = AppleLinkComponent(rule: text)
        var pattern = Substring(text)
        if pattern.hasPrefix("NOT ") {
            component.exclude = true
            pattern = pattern.dropFirst(4)
        }
        // Substitution variables came with components (iOS 13.5); a legacy path is read as text.
        for path in AppleLinkPath.patternTexts(String(pattern)) {
            component.path.append(try compile(path, caseSensitive: true, at: place, variables: false))
        }
        return component
    }
}
