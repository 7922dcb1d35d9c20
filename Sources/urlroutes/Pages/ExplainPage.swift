import URLRoutes

/// `urlroutes explain --html`'s page: the trace of `RoutingReportText.trace` as a page. Every
/// route tried, in order, with its regex and the URL's path aligned under its pattern, the
/// component the route refused marked with why; the winner's captures and parameters; what
/// happens when its handler declines; and, with app-link files, what each platform does.
enum ExplainPage {
    /// The most components a pattern and path are aligned for; a longer path is cut, with a note.
    static let alignedComponentLimit = 64

    static func render(_ outcome: RoutingReport, verdicts: [(platform: PlatformJudge.Platform, verdict: AppLinkVerdict)]) -> String {
        let explanation = outcome.explanation
        var body = ["<h1>How <code>\(HTMLText.escape(outcome.url))</code> routes</h1>"]
        var facts: [(String, String)] = []
        if let reason = explanation.urlErrorReason {
            body.append(#"<p class="why"><b>Not a routable URL:</b> \#(HTMLText.escape(reason))</p>"#)
            return PageDocument.render(title: "explain \(outcome.url)", body: body.joined(separator: "\n"))
        }
        let path = explanation.routingPath ?? ""
        facts.append(("Path", path.isEmpty ? "(root)" : path))
        if !explanation.queryItems.isEmpty {
            facts.append(("Query", explanation.queryItems.map { "\($0.name)=\($0.decoded.debugDescription)" }.joined(separator: " ")))
        }
        if let host = explanation.hostChoice { facts.append(("Host", host)) }
        if let namespace = explanation.namespaceChoice { facts.append(("Namespace", namespace)) }
        facts.append(("Searched", outcome.searchedNamespaces))
        body.append(#"<table class="facts"><tbody>"# + facts.map { "<tr><th scope=\"row\">\($0.0)</th><td><code>\(HTMLText.escape($0.1))</code></td></tr>" }.joined() + "</tbody></table>")
        body.append(outcomeLine(outcome))

        let candidates = explanation.candidates
        let tried = candidates.firstIndex(where: \.isMatch).map { Array(candidates[...$0]) } ?? candidates
        let pathComponents = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        body.append(#"<h2 id="tried">Routes tried, in order</h2><div class="trace">"#)
        if tried.isEmpty {
            body.append("<p>No routes to try: none are registered in \(HTMLText.escape(outcome.searchedNamespaces)).</p>")
        }
        var number = 0
        var skipped = 0
        for candidate in tried {
            if candidate.isRuledOutByFirstComponent {
                skipped += 1
                continue
            }
            number += 1
            body.append(candidateBlock(candidate, number: number, outcome: outcome, pathComponents: pathComponents))
        }
        body.append("</div>")
        if skipped > 0 {
            let first = pathComponents.first ?? ""
            body.append("<p class=\"mute\">\(plural(skipped, "route")) not listed: each starts with a literal component other than <code>\(HTMLText.escape(first.debugDescription))</code>, so routing never tries it.</p>")
        }
        if candidates.count > tried.count {
            body.append("<p class=\"mute\">\(plural(candidates.count - tried.count, "later route")) not tried: routing stops at the winner.</p>")
        }
        if let winner = outcome.winner { body.append(winnerSection(winner, outcome: outcome, candidates: candidates)) }
        if !verdicts.isEmpty {
            body.append(#"<h2 id="platforms">Platforms</h2><ul>"#
                + verdicts.map { "<li>\(HTMLText.escape(PlatformVerdictText.line($0.platform, $0.verdict, routes: outcome.status == .routed)))</li>" }.joined()
                + "</ul>")
        }
        return PageDocument.render(title: "explain \(outcome.url)", body: body.joined(separator: "\n"))
    }

    private static func outcomeLine(_ outcome: RoutingReport) -> String {
        guard let winner = outcome.winner else {
            return #"<p><span class="tag bad">no route</span> No route matched.</p>"#
        }
        return ##"<p><span class="tag ok">routed</span> <a href="#winner">\##(HTMLText.escape(outcome.renderer.summary(of: winner)))</a></p>"##
    }

    private static func candidateBlock(_ candidate: RouteExplanation.Candidate, number: Int, outcome: RoutingReport, pathComponents: [String]) -> String {
        let label = outcome.table.label(for: candidate)
        var html = #"<div class="cand\#(candidate.isMatch ? " win" : "")" id="try-\#(number)">"#
        html += "<div><span class=\"mute\">\(number).</span> "
        html += candidate.isMatch ? #"<span class="tag ok">matched</span> "# : #"<span class="tag bad">rejected</span> "#
        html += "<code>\(HTMLText.escape(ExplanationRenderer.displayPattern(candidate)))</code> "
        html += "<span class=\"mute\">priority \(candidate.priority)"
        if let name = label?.name { html += ", <b>\(HTMLText.escape(name))</b>" }
        if let line = label?.line { html += ", line \(line)" }
        if let custom = candidate.customDefinitionClass { html += ", \(HTMLText.escape(custom))" }
        html += "</span></div>"
        html += "<div><span class=\"mute\">regex</span> <code>\(RegexMarkup.html(candidate.regex, groups: candidate.definition.captureGroups))</code></div>"
        let mismatch = candidate.rejection.map(Mismatch.init(reason:))
        html += alignment(pattern: candidate.pattern, path: pathComponents, missing: mismatch?.component)
        if let mismatch {
            html += "<p class=\"why\"><b>\(HTMLText.escape(mismatch.kind)):</b> \(HTMLText.escape(mismatch.reason))</p>"
        }
        return html + "</div>"
    }

    /// The pattern's components over the path's, one column each, the refused one marked.
    private static func alignment(pattern: String, path: [String], missing: Int?) -> String {
        let patternComponents = pattern.dropFirst(pattern.hasPrefix("/") ? 1 : 0).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let count = max(patternComponents.count, path.count)
        var html = #"<div class="cols" role="group" aria-label="pattern components over path components">"#
        for index in 0 ..< min(count, alignedComponentLimit) {
            let wanted = index < patternComponents.count ? HTMLText.escape(patternComponents[index]) : "<span class=\"mute\">(none)</span>"
            let actual = index < path.count ? HTMLText.escape(path[index]) : "<span class=\"mute\">(none)</span>"
            let marked = missing == index + 1
            html += "<span class=\"col\"><code class=\"comp\">\(wanted)</code><code class=\"comp\(marked ? " miss" : "")\">\(actual)</code></span>"
        }
        if count > alignedComponentLimit {
            html += "<span class=\"mute\">… \(count - alignedComponentLimit) more components</span>"
        }
        return html + "</div>"
    }

    private static func winnerSection(_ winner: RouteExplanation.Candidate, outcome: RoutingReport, candidates: [RouteExplanation.Candidate]) -> String {
        var html = #"<h2 id="winner">Winner</h2>"#
        html += "<p><code>\(HTMLText.escape(outcome.renderer.summary(of: winner)))</code></p>"
        let captures = winner.captures
        if !captures.isEmpty {
            let colours = RegexMarkup.colours(winner.definition.captureGroups)
            html += "<h3>Captured</h3><table><thead><tr><th scope=\"col\">variable</th><th scope=\"col\">in the URL</th><th scope=\"col\">decoded</th></tr></thead><tbody>"
            for capture in captures {
                let key = capture.name == "*" ? "*" : capture.name.hasPrefix(":") ? capture.name : ":" + capture.name
                let colour = colours[key].map { " class=\"\($0)\"" } ?? ""
                html += "<tr><td><code\(colour)>\(HTMLText.escape(capture.name))</code></td><td><code>\(HTMLText.escape(capture.raw))</code></td><td><code>\(HTMLText.escape(capture.decoded))</code></td></tr>"
            }
            html += "</tbody></table>"
        }
        let parameters = outcome.parameters
        if !parameters.isEmpty {
            html += "<h3>Parameters the handler receives</h3><table><thead><tr><th scope=\"col\">name</th><th scope=\"col\">value</th><th scope=\"col\">from</th></tr></thead><tbody>"
            for parameter in parameters {
                let value = (parameter.allValues ?? [parameter.value]).map(\.debugDescription).joined(separator: ", ")
                html += "<tr><td><code>\(HTMLText.escape(parameter.name))</code></td><td><code>\(HTMLText.escape(value))</code></td><td>\(parameter.origin.rawValue)</td></tr>"
            }
            html += "</tbody></table>"
        }
        // Routing calls the winner's handler; one that returns false passes the URL on to the
        // next route that matches.
        let others = candidates.filter(\.isMatch).dropFirst()
        html += "<h3>Handler decisions</h3><ol>"
        html += "<li>The handler of <code>\(HTMLText.escape(outcome.renderer.summary(of: winner)))</code> is called; it handles the URL by returning true.</li>"
        for other in others {
            html += "<li>If the previous handler returns false: <code>\(HTMLText.escape(outcome.renderer.summary(of: other)))</code>.</li>"
        }
        html += others.isEmpty ? "<li>If it returns false, no other route matches: the URL is not routed.</li>" : "<li>If every handler returns false, the URL is not routed.</li>"
        return html + "</ol>"
    }

    /// Which path component a rejection names, and what kind of difference it is.
    struct Mismatch {
        var reason: String
        /// 1-based, when the reason names a component.
        var component: Int?
        var kind: String

        init(reason: String) {
            self.reason = reason
            if reason.hasPrefix("component ") {
                component = Int(reason.dropFirst("component ".count).prefix { $0.isNumber })
            }
            if reason.contains("does not satisfy") {
                kind = "constraint refused the value"
            } else if reason.contains("the pattern wants") {
                kind = "literal differs"
            } else if reason.hasPrefix("the path has") {
                kind = "component count"
            } else {
                kind = "no match"
            }
        }
    }
}
