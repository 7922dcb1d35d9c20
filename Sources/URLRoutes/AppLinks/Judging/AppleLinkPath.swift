/// A link's path as iOS compares it with a `/` pattern, and a `/` pattern as iOS reads it.
///
/// Apple's `swcutil` (macOS 27) matches `/buy` with `/buy/` and `/buy//`, `/buy/` with
/// `/buy`, `//abc` with `/abc`, `abc` with `/abc`, and `/buy/*` with `/buy`. So both sides are
/// made the same way: a leading `/` put in front when there is none, each run of `/` read as
/// one, and one trailing `/` dropped (the root stays `/`); and a pattern that then ends in
/// `/*` also matches the path without it.
///
/// Visible to the package's tools: a link iOS reads as one that routes is claimed by design
/// (no file can tell `//login` from `/login`), which `urlroutes check` tells from a wrong claim.
package enum AppleLinkPath {
    /// `path` with each run of `/` as one and no trailing `/`, the root as `/`.
    package static func normalized(_ path: String) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count + 1)
        var previousWasSlash = false
        for character in path.unicodeScalars {
            let isSlash = character == "/"
            if isSlash && previousWasSlash { continue }
            result.unicodeScalars.append(character)
            previousWasSlash = isSlash
        }
        if !result.hasPrefix("/") { result = "/" + result }
        if result.count > 1 && result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// The patterns a `/` pattern stands for: itself normalized, and, when that ends in `/*`,
    /// the path without it. Whether `/*` still counts after a trailing `/` was dropped
    /// (`/a/*/`) no recorded `swcutil` output says; it is read here like `/a/*`.
    static func patternTexts(_ pattern: String) -> [String] {
        let normalized = normalized(pattern)
        guard normalized.hasSuffix("/*") else { return [normalized] }
        let parent = String(normalized.dropLast(2))
        return [normalized, parent.isEmpty ? "/" : parent]
    }
}
