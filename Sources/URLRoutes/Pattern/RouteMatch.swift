/// What a route's regex captured, decoded for the handler.
struct RouteMatch: Sendable {
    /// Path variables in pattern order, percent-decoded (and plus-decoded when asked).
    var variables: [NamedValue] = []
    /// Raw components taken by wildcards; nil when the pattern has none.
    var wildcardComponents: [String]?
    /// Every variable's text as it appears in the URL, when asked for (`explain`).
    var rawVariables: [NamedValue] = []

    init() {}

    init(captures: RegexCaptures, groups: [RouteCaptureGroup], hasWildcard: Bool, subject: UnsafeBufferPointer<UInt8>,
         decodePlusSymbols: Bool, keepRawText: Bool = false) {
        var wildcard: [String]? = hasWildcard ? [] : nil
        variables.reserveCapacity(groups.count)
        for group in groups {
            switch group.role {
            case .constraintGuard:
                continue
            case .wildcard:
                guard let range = captures.range(ofGroup: group.number), !range.isEmpty else { continue }
                Self.appendComponents(of: subject, range, to: &wildcard!)
            case .variable(let name):
                let range = captures.range(ofGroup: group.number)
                if keepRawText {
                    let raw = range.map { String(decoding: subject[$0], as: UTF8.self) } ?? ""
                    rawVariables.append(NamedValue(name: name, value: raw))
                }
                // Decoded from the subject's bytes: one String made, not the raw text and then
                // a decoded copy of it.
                let value = range.map { Self.decodeVariable(subject, $0, decodePlusSymbols: decodePlusSymbols) } ?? ""
                variables.append(NamedValue(name: name, value: value))
            }
        }
        wildcardComponents = wildcard
    }

    /// The components of `range`, split on "/", appended as strings.
    static func appendComponents(of subject: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                         to components: inout [String]) {
        var slashes = 0
        for index in range where subject[index] == UInt8(ascii: "/") { slashes += 1 }
        components.reserveCapacity(components.count + slashes + 1)
        var start = range.lowerBound
        for index in range where subject[index] == UInt8(ascii: "/") {
            components.append(String(decoding: UnsafeBufferPointer(rebasing: subject[start..<index]), as: UTF8.self))
            start = index + 1
        }
        components.append(String(decoding: UnsafeBufferPointer(rebasing: subject[start..<range.upperBound]), as: UTF8.self))
    }

    /// JLRoutes' variable value: percent-decoded, `+` as space when asked, and one trailing
    /// `#` (left by a fragment separator) dropped.
    static func decodeVariable(_ subject: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, decodePlusSymbols: Bool) -> String {
        var value = PercentDecoding.decode(subject, range)
        if decodePlusSymbols { value = PercentDecoding.decodePlus(value) }
        if value.utf8.count > 1 && value.utf8.last == UInt8(ascii: "#") { value.removeLast() }
        return value
    }

    /// The same for text already out of the URL.
    static func decodeVariable(_ raw: String, decodePlusSymbols: Bool) -> String {
        var value = PercentDecoding.decode(raw)
        if decodePlusSymbols { value = PercentDecoding.decodePlus(value) }
        if value.utf8.count > 1 && value.utf8.last == UInt8(ascii: "#") { value.removeLast() }
        return value
    }
}
