/// Why a URL routes where it does: every candidate route, in the order routing tries it, with
/// its regex and what happened. Made by `Routes.explain(_:)`; handlers are never called.
///
/// ```swift
/// print(Routes.explain("myapp://user/view/joeldev?tab=posts"))
/// ```
public struct RouteExplanation: Sendable, CustomStringConvertible {
    /// The URL as given.
    public var url: String
    /// Why the string cannot be routed at all (then there are no candidates), URL included:
    /// `not a routable URL "myapp://a\tb" at offset 9: ...`.
    public var urlError: String?
    /// The same error, structured: `urlErrorReason` says it without repeating the URL.
    public var urlParseError: URLParseError?

    /// Why the string cannot be routed, without the URL, for text that shows the URL already:
    /// `control character 0x9 is not allowed in a URL (at offset 9)`.
    ///
    /// ```swift
    /// let explanation = Routes.explain("myapp://a\tb")
    /// print("\(explanation.url): not a routable URL: \(explanation.urlErrorReason ?? "")")
    /// ```
    public var urlErrorReason: String? {
        urlParseError.map { "\($0.message) (at offset \($0.offset))" } ?? urlError
    }
    /// The path routes are matched on: host folded in, fragment appended, outer slashes removed.
    public var routingPath: String?
    /// Query items as handlers receive them (percent- and plus-decoded), in URL order.
    public var queryItems: [Capture] = []
    /// The namespaces consulted, in order: a host namespace (`//shop.example.com`) first when
    /// the URL's host chose one, the global one last when the table falls back to it.
    public var namespaces: [String] = []
    /// How the first namespace was chosen (by exact scheme, ignoring case, or by default).
    public var namespaceChoice: String?
    /// Which host namespace the URL's host chose and why (exact host, or the longest matching
    /// `*.` wildcard); nil when the URL's host is a path component or no host namespace exists.
    /// "none (...)" when host namespaces exist but none matches.
    public var hostChoice: String?
    /// Whether routing went on by scheme because nothing matched in the host namespace and it
    /// falls back (`shouldFallbackToGlobalRoutes`).
    public var usedHostFallback = false
    /// Whether the global namespace was consulted because nothing matched in the first one.
    public var usedGlobalFallback = false
    /// Every candidate, in the order routing tries them.
    public var candidates: [Candidate] = []

    /// The first candidate that matched: the route whose handler is called first. (If that
    /// handler returns false, routing goes on with the next matched candidate.)
    public var winner: Candidate? {
        candidates.first { $0.isMatch }
    }

    /// The namespaces routing actually searches: the first, and the global one only when
    /// nothing in the first matched and it falls back. (`namespaces` lists the global one
    /// whenever fallback is on, and `candidates` hold its routes, for the record.)
    public var searchedNamespaces: [String] {
        // A host namespace that falls back adds the scheme's namespace (and its global fallback).
        Array(namespaces.prefix(1 + (usedHostFallback ? 1 : 0) + (usedGlobalFallback ? 1 : 0)))
    }

    /// One route routing tried: where it lives, its regex, and whether it matched.
    ///
    /// ```swift
    /// for candidate in Routes.explain("shop://product/trail-runner").candidates {
    ///     print(candidate.pattern, candidate.isMatch ? "matched" : "rejected")
    /// }
    /// ```
    public struct Candidate: Sendable {
        /// The scheme of the namespace the route lives in (`Routes.globalScheme` for the global one).
        public var namespace: String
        /// The route's pattern, after optional-group expansion (`/the/foo/:a`).
        public var pattern: String
        /// The route's priority: candidates come higher priority first.
        public var priority: Int
        /// The route's PCRE2 source (`RouteDefinition.regex`).
        public var regex: String
        /// The definition's class, when it is a subclass that may match its own way.
        public var customDefinitionClass: String?
        /// The definition routing tried. Routes of the same pattern and priority in one namespace
        /// (two names for one link, a route registered twice) are told apart by it, with `===`:
        /// it is the object `Routes.addRoute(validating:)` returned and `Routes.routes()` lists.
        ///
        /// ```swift
        /// let candidate = Routes.explain("acme://cart").winner!
        /// candidate.definition === Routes(forScheme: "acme").route(named: "cart")   // true
        /// ```
        public var definition: RouteDefinition

        /// The route's name (`RouteDefinition.name`), when it has one.
        ///
        /// ```swift
        /// Routes.explain("acme://product/42").winner?.name   // "product.show"
        /// ```
        public var name: String? { definition.name }

        /// Whether the route matched, with its captures, or why it did not.
        public var outcome: Outcome
        /// What the handler would receive, when the candidate matched.
        public var parameters: RouteParameters?
        /// The route starts with a literal component that is not the path's first component,
        /// so routing never tries it (its dispatch index files routes by that component).
        /// Renderings count such routes instead of listing them; `outcome` still says why.
        public var isRuledOutByFirstComponent = false
        /// Whether `outcome` is `.matched`.
        public var isMatch: Bool {
            if case .matched = outcome { return true }
            return false
        }
    }

    /// What happened when a candidate was tried.
    ///
    /// ```swift
    /// if case .rejected(let reason) = candidate.outcome {
    ///     print(reason)   // component 2 "trail-runner" does not satisfy :id<\d+>
    /// }
    /// ```
    public enum Outcome: Sendable {
        /// The route matched; its captures, raw and decoded.
        case matched(captures: [Capture])
        /// The route did not match, and why.
        case rejected(reason: String)
    }

    /// A captured value: a path variable (`name`), wildcard components (`*`), or a query item.
    public struct Capture: Sendable, Equatable {
        /// The variable's name without the colon, `*` for wildcard components, or the query key.
        public var name: String
        /// As it appears in the URL.
        public var raw: String
        /// As the handler receives it.
        public var decoded: String
    }

    /// Every candidate in order with its regex and outcome, as the `urlroutes explain` tool prints it.
    public var description: String { ExplanationRenderer().render(self) }
}
