import URLRoutes

/// `urlroutes report`'s page: a summary, the problems (each a link to its route), then per
/// namespace the routes in the order routing tries them, each with its expansions' regexes
/// (captures coloured per variable), constraints, problems, golden cases and platform verdicts.
enum ReportPage {
    static func render(_ report: TableReport) -> String {
        var body: [String] = []
        let table = report.loaded.table
        body.append("<h1>Route table <code>\(HTMLText.escape(report.path))</code></h1>")
        body.append(summary(report))
        body.append(problems(report))
        if let coverage = report.coverage { body.append(coverageSection(coverage, report: report)) }
        for namespace in report.namespaces {
            body.append(section(scheme: namespace.scheme, routes: namespace.routes, report: report,
                                fallsBack: table.fallbackSchemes.contains(namespace.scheme)))
        }
        return PageDocument.render(title: "Route table \(report.path)", body: body.joined(separator: "\n"))
    }

    private static func summary(_ report: TableReport) -> String {
        let table = report.loaded.table
        let definitions = report.loaded.definitions.reduce(0) { $0 + $1.count }
        let errors = report.findings.count { $0.severity == .error }
        let warnings = report.findings.count { $0.severity == .warning }
        var items = [
            ("routes", table.entries.count.grouped),
            ("namespaces", table.schemes.count.grouped),
            ("expansions", definitions.grouped),
            ("lint errors", errors.grouped),
            ("lint warnings", warnings.grouped),
        ]
        if let coverage = report.coverage {
            items.append(("golden cases", coverage.caseCount.grouped))
            items.append(("cases failing", coverage.failedCount.grouped))
            let uncovered = table.entries.count { coverage.byLine[$0.line] == nil }
            items.append(("routes without a case", uncovered.grouped))
        }
        if let platforms = report.platforms {
            for platform in platforms.platforms {
                let counts = platforms.byLine.values.compactMap { $0[platform] }
                let misses = counts.reduce(0) { $0 + $1.misses }, widens = counts.reduce(0) { $0 + $1.widens }
                items.append(("\(platformName(platform)) links missed", misses.grouped))
                items.append(("\(platformName(platform)) links widened", widens.grouped))
            }
        }
        let cells = items.map { "<div><b>\(HTMLText.escape($0.1))</b>\(HTMLText.escape($0.0))</div>" }
        var html = #"<section aria-label="Summary" class="summary">"# + cells.joined() + "</section>"
        let namespaces = report.namespaces.map { namespace in
            ##"<a href="#\##(namespaceAnchor(namespace.scheme))"><code>\##(HTMLText.escape(namespace.scheme))</code></a> (\##(namespace.routes.count.grouped))"##
        }
        if !namespaces.isEmpty {
            html += "<p>Namespaces, in table order: " + namespaces.joined(separator: ", ") + ".</p>"
        }
        if let platforms = report.platforms {
            html += "<p>Platform verdicts are for the links each route makes on <code>\(HTMLText.escape(platforms.host))</code>: "
                + "<em>opens</em> the app, <em>misses</em> (routes here, the platform opens the browser), "
                + "<em>widens</em> (no route takes it, the platform opens the app).</p>"
        }
        return html
    }

    private static func problems(_ report: TableReport) -> String {
        guard !report.findings.isEmpty else { return #"<h2 id="problems">Problems</h2><p>Lint found no problems.</p>"# }
        let items = report.findings.map { finding -> String in
            let place = finding.line.map { line in
                ##"<a href="#\##(TableReport.anchor(line: line))">line \##(line)</a>: "##
            } ?? ""
            return "<li>\(severityTag(finding.severity)) \(place)\(HTMLText.escape(finding.message)) <span class=\"mute\">[\(HTMLText.escape(finding.kind))]</span></li>"
        }
        return #"<h2 id="problems">Problems</h2><ul class="problems">"# + items.joined() + "</ul>"
    }

    private static func coverageSection(_ coverage: ExpectationCoverage, report: TableReport) -> String {
        var html = "<h2 id=\"coverage\">Golden cases of <code>\(HTMLText.escape(coverage.file))</code></h2>"
        html += "<p>\(plural(coverage.caseCount, "case")), \(coverage.caseCount - coverage.failedCount) passed"
            + (coverage.failedCount > 0 ? ", \(coverage.failedCount) failed" : "") + ".</p>"
        if !coverage.failures.isEmpty {
            html += "<ul class=\"problems\">" + coverage.failures.map { failure in
                "<li><span class=\"tag bad\">failed</span> line \(failure.line.map(String.init) ?? "?"): <code>\(HTMLText.escape(failure.url))</code>: \(HTMLText.escape(failure.reason))</li>"
            }.joined() + "</ul>"
        }
        let uncovered = report.namespaces.flatMap { $0.routes.map(\.entry) }.filter { coverage.byLine[$0.line] == nil }
        if uncovered.isEmpty {
            html += "<p>Every route has a case.</p>"
        } else {
            html += "<details><summary>\(plural(uncovered.count, "route")) without a case</summary><ul>" + uncovered.map { entry in
                ##"<li><a href="#\##(TableReport.anchor(line: entry.line))">\##(HTMLText.escape(entry.label))</a> <span class="mute">line \##(entry.line)</span></li>"##
            }.joined() + "</ul></details>"
        }
        return html
    }

    private static func section(scheme: String, routes: [(entry: RouteTableFile.Entry, definitions: [RouteDefinition])],
                                report: TableReport, fallsBack: Bool) -> String {
        let kind = scheme == RouteTableFile.globalKeyword ? "global namespace"
            : scheme.hasPrefix(RouteTableSyntax.hostPrefix) ? "host namespace" : "scheme"
        var html = #"<section class="ns" aria-labelledby="\#(namespaceAnchor(scheme))"><h2 id="\#(namespaceAnchor(scheme))"><code>\#(HTMLText.escape(scheme))</code> <span class="mute">\#(kind), \#(plural(routes.count, "route"))\#(fallsBack ? ", falls back" : "")</span></h2>"#
        // The list's numbers are the order routing tries the routes in.
        html += "<ol class=\"routes\">"
        for route in routes {
            html += "<li>" + routeBlock(route.entry, definitions: route.definitions, report: report) + "</li>"
        }
        return html + "</ol></section>"
    }

    /// Markup kept short (element selectors, no per-group titles): a table of 10,000 routes
    /// makes a page under 5 MB.
    private static func routeBlock(_ entry: RouteTableFile.Entry, definitions: [RouteDefinition], report: TableReport) -> String {
        let findings = report.findings(line: entry.line)
        var html = #"<article\#(findings.isEmpty ? "" : #" class="problem""#) id="\#(TableReport.anchor(line: entry.line))"><header>"#
        html += "<b>\(entry.name.map(HTMLText.escape) ?? "<span class=\"mute\">(unnamed)</span>")</b>"
        html += "<code>\(HTMLText.escape(entry.pattern))</code>"
        html += ##"<a href="#\##(TableReport.anchor(line: entry.line))">line \##(entry.line)</a>"##
        html += "<span>priority \(entry.priority)</span>"
        if let coverage = report.coverage {
            let count = coverage.byLine[entry.line] ?? .init()
            let tag = count.cases == 0 ? "warn" : count.failed > 0 ? "bad" : "ok"
            html += "<span class=\"tag \(tag)\">\(plural(count.cases, "case"))\(count.failed > 0 ? ", \(count.failed) failing" : "")</span>"
        }
        html += "</header>"
        if !findings.isEmpty {
            html += "<ul class=\"problems\">" + findings.map { finding in
                "<li>\(severityTag(finding.severity)) \(HTMLText.escape(finding.message)) <span class=\"mute\">[\(HTMLText.escape(finding.kind))]</span></li>"
            }.joined() + "</ul>"
        }
        html += "<div class=\"x\">"
        for definition in definitions {
            // A route without optional groups is its one expansion: its pattern is in the header.
            if definitions.count > 1 || definition.pattern != entry.pattern {
                html += "<div><code>\(HTMLText.escape(definition.pattern))</code></div>"
            }
            html += "<p><code>\(RegexMarkup.html(definition.regex, groups: definition.captureGroups))</code></p>"
        }
        // The expansions are longest first: the first has every variable the others have.
        if let longest = definitions.first {
            let legend = legend(longest)
            if !legend.isEmpty { html += "<p>\(legend)</p>" }
        }
        html += "</div>"
        if let platforms = report.platforms, let counts = platforms.byLine[entry.line] {
            html += "<ul class=\"problems\">" + platforms.platforms.compactMap { platform -> String? in
                guard let count = counts[platform] else { return nil }
                var text = "<li><b>\(platformName(platform))</b>: opens \(plural(count.opens, "link"))"
                text += count.misses > 0 ? #", <span class="tag bad">misses \#(count.misses)</span>"# : ", misses none"
                if let missed = count.missed { text += " (<code>\(HTMLText.escape(missed))</code>)" }
                text += count.widens > 0 ? #", <span class="tag warn">widens \#(count.widens)</span>"# : ", widens none"
                if let widened = count.widened { text += " (<code>\(HTMLText.escape(widened))</code>)" }
                return text + "</li>"
            }.joined() + "</ul>"
        }
        return html + "</article>"
    }

    /// Each capture's colour and name, with the constraint the pattern gives it.
    private static func legend(_ definition: RouteDefinition) -> String {
        let colours = RegexMarkup.colours(definition.captureGroups)
        var seen: Set<String> = []
        var parts: [String] = []
        for group in definition.captureGroups {
            guard let key = RegexMarkup.key(group), seen.insert(key).inserted, let colour = colours[key] else { continue }
            var part = #"<span class="\#(colour)">\#(HTMLText.escape(key))</span>"#
            if key != "*", let constraint = constraint(of: String(key.dropFirst()), in: definition.pattern) {
                part += " must match <code>\(HTMLText.escape(constraint))</code>"
            } else if key == "*" {
                part += " wildcard components"
            }
            parts.append(part)
        }
        return parts.joined(separator: "; ")
    }

    /// The constraint written after `:name<` in `pattern`, up to its matching `>`.
    static func constraint(of name: String, in pattern: String) -> String? {
        guard let start = pattern.range(of: ":" + name + "<") else { return nil }
        var depth = 1
        var escaped = false
        var index = start.upperBound
        while index < pattern.endIndex {
            let character = pattern[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "<" {
                depth += 1
            } else if character == ">" {
                depth -= 1
                if depth == 0 { return String(pattern[start.upperBound ..< index]) }
            }
            index = pattern.index(after: index)
        }
        return nil
    }

    static func severityTag(_ severity: RouteLintFinding.Severity) -> String {
        severity == .error ? #"<span class="tag bad">error</span>"# : #"<span class="tag warn">warning</span>"#
    }

    static func platformName(_ platform: PlatformJudge.Platform) -> String {
        platform == .ios ? "iOS" : "Android"
    }

    static func namespaceAnchor(_ scheme: String) -> String {
        "ns-" + HTMLText.identifier(scheme)
    }
}
