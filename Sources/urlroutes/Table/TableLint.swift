import URLRoutes

/// What lint finds in a table that no single route shows: directives that name nothing, and
/// namespaces that routing could never reach or would mix up.
enum TableLint {
    static func findings(_ table: RouteTableFile) -> [LintCommand.Finding] {
        unusedFallbacks(table) + schemesDifferingInCase(table) + unreachableHostNamespaces(table)
    }

    /// `@fallback nosuch`: a typo leaves fallback off for the namespace the author meant.
    private static func unusedFallbacks(_ table: RouteTableFile) -> [LintCommand.Finding] {
        let used = Set(table.entries.map(\.scheme))
        return table.fallbackSchemes.filter { !used.contains($0) }.compactMap { name in
            table.fallbackSources[name].map { source in
                let hint = NameSuggestion.closest(to: name, among: used.subtracting([RouteTableFile.globalKeyword]).sorted())
                    .map { "did you mean \($0)?" } ?? "a typo?"
                return .init(warning: "unusedFallback", at: source,
                             message: "@fallback names \(name), where this table declares no route (\(hint) fallback applies to namespaces with routes)")
            }
        }
    }

    /// `acme` and `ACME` are two namespaces, but URL schemes ignore case: which one a URL
    /// reaches depends on how it spells its scheme.
    private static func schemesDifferingInCase(_ table: RouteTableFile) -> [LintCommand.Finding] {
        var firstSpelling: [String: RouteTableFile.Entry] = [:]
        var reported = Set<String>()
        var findings: [LintCommand.Finding] = []
        for entry in table.entries where !entry.isGlobal && !entry.isHost {
            let key = entry.scheme.lowercased()
            guard let first = firstSpelling[key] else {
                firstSpelling[key] = entry
                continue
            }
            guard first.scheme != entry.scheme, reported.insert(entry.scheme).inserted else { continue }
            findings.append(.init(
                warning: "schemeCase", at: .init(line: entry.line, column: 1, text: entry.text),
                message: "scheme \(entry.scheme) differs from \(first.scheme) (line \(first.line)) only in case: they are two namespaces, and which one a URL reaches depends on how it spells its scheme: write one spelling"))
        }
        return findings
    }

    /// With every host read as a path component, no URL has a host to look up.
    private static func unreachableHostNamespaces(_ table: RouteTableFile) -> [LintCommand.Finding] {
        guard let source = table.hostAsPathComponentSource,
              let host = table.entries.first(where: \.isHost) else { return [] }
        return [.init(warning: "unreachableHostNamespace", at: source,
                      message: "host-as-path-component is on, so no URL's host is looked up and \(host.scheme) (line \(host.line)) and every other host namespace can never be reached")]
    }
}
