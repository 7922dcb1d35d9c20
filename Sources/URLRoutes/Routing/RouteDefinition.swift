/// One registered route: a pattern, a priority and a handler (JLRoutes' `JLRRouteDefinition`).
///
/// Subclass it to change how a route matches or how its handler is called, and register
/// instances with `Routes.addRoute(_:)`, or make every `addRoute(pattern)` use the subclass
/// through `Routes.defaultRouteDefinitionClass`:
///
/// ```swift
/// final class SignedInOnlyRoute: RouteDefinition {
///     override func routeResponse(for request: RouteRequest) -> RouteResponse {
///         guard Session.current.isSignedIn else { return .invalidMatch }
///         return super.routeResponse(for: request)
///     }
/// }
/// Routes.globalRoutes().addRoute(SignedInOnlyRoute(pattern: "/inbox/:id", handler: openInbox))
/// ```
///
/// A definition stands for one pattern without optional groups; `Routes.addRoute(_:priority:handler:)`
/// expands `(...)` into several definitions. A definition whose pattern is not well formed
/// never matches and is refused by `addRoute(_:)`; `init(validating:priority:handler:)` throws
/// instead.
open class RouteDefinition: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The pattern this definition matches, without optional groups (`/user/view/:userID`).
    /// The empty pattern is kept as `/`: both stand for the root, as in JLRoutes.
    public var pattern: String { text }
    /// Higher priorities are tried first; equal priorities in the order they were registered.
    public let priority: Int
    let handler: RouteHandler?
    /// The compiled pattern, or why it could not be compiled.
    var compiled: Result<RoutePattern, RoutePatternError> {
        if let route = compiledPattern { return .success(route) }
        return .failure(malformedPatternError)
    }
    /// The compiled pattern, if the pattern is well formed; made from `outline` when first
    /// asked for, unless the definition was given one that holds more.
    var compiledPattern: RoutePattern? {
        guard outline != nil else { return nil }
        return patternSlot.value { flags in RoutePattern(outline: RoutePattern.Outline(pattern: text, flags: RoutePattern.Flags(rawValue: flags))) }
    }
    /// The pattern's text and flags, what the dispatch index files the route by and matches a
    /// plain pattern with; nil when the pattern is not well formed.
    var outline: RoutePattern.Outline? {
        let flags = RoutePattern.Flags(rawValue: patternSlot.flags { $0.flags.rawValue })
        return flags.contains(.isMalformed) ? nil : RoutePattern.Outline(pattern: text, flags: flags)
    }
    /// Whether the `RoutePattern` has been made (or was given to the definition).
    var hasMadeCompiledPattern: Bool { patternSlot.currentValue != nil }
    /// The pattern text, well formed or not.
    private let text: String
    /// The pattern's flags (`RoutePattern.Flags`; `.isMalformed` when the pattern is not well
    /// formed) until its `RoutePattern` is made, then that pattern.
    ///
    /// A route is one object: the dispatch index files and matches a plain pattern from its
    /// text and flags alone, and a `RoutePattern` of its own made every route of a 10,000-route
    /// table two (a 64-byte and a 48-byte malloc chunk, where it is one of 80 bytes now). A
    /// malformed pattern's error is found again from the text when asked for
    /// (`malformedPatternError`): `addRoute` refuses such a definition, and a field for the
    /// error would be in every definition.
    private let patternSlot: FlaggedLazyReference<RoutePattern>

    /// The slot for a compiled `route`: its flags alone while it holds nothing more than its
    /// text (its components are parsed again from the text if asked for), else the pattern
    /// itself (a constrained or long pattern keeps the components and regex its validation made).
    @inline(__always)
    private static func patternSlot(for route: RoutePattern) -> FlaggedLazyReference<RoutePattern> {
        if let flags = route.flagsWhileTextOnly { return FlaggedLazyReference(flags: flags.rawValue) }
        return FlaggedLazyReference(value: route)
    }

    /// What `init(pattern:priority:handler:)` compiles a pattern that is not plain to (it
    /// takes plain ones by `RoutePattern.plainFlags(of:)` first), or why it cannot.
    private static func compileSingle(_ pattern: String) throws(RoutePatternError) -> RoutePattern {
        let syntax = try PatternParser.parse(pattern)
        if syntax.optionalGroupCount > 0 {
            throw RoutePatternError(
                "a single definition cannot hold optional groups; register the pattern with addRoute(_:priority:handler:), which expands them",
                in: pattern, byteOffset: pattern.utf8.firstIndex(of: UInt8(ascii: "(")).map {
                    pattern.utf8.distance(from: pattern.utf8.startIndex, to: $0)
                } ?? 0)
        }
        return try OptionalExpansion.expand(syntax, pattern: pattern).map { expansion throws(RoutePatternError) in
            try RoutePattern(pattern: expansion.pattern, tokens: expansion.tokens)
        }[0]
    }

    /// Why the pattern is not well formed, found again as `init(pattern:priority:handler:)`
    /// found it (compiling a text gives the same result every time).
    private var malformedPatternError: RoutePatternError {
        do throws(RoutePatternError) {
            _ = try Self.compileSingle(text)
        } catch {
            return error
        }
        return RoutePatternError("the pattern could not be compiled when the definition was made", in: text, byteOffset: 0)
    }

    /// Where the definition stands: its namespace's scheme once registered, the route name it
    /// holds, and the pattern with optional groups it is an expansion of. Read and replaced
    /// under `registrations`' lock only, never changed in place: definitions that have a scheme
    /// and nothing else share one per namespace, and a change gives a definition its own.
    /// (One reference for the three: two references, for the scheme and for what few
    /// definitions have, made every definition of a 10,000-route table a malloc size class
    /// larger.)
    @exclusivity(unchecked) private var registration: Registration?

    private final class Registration: Sendable {
        let scheme: String?
        let name: String?
        let declaration: DeclaredPattern?

        init(scheme: String?, name: String?, declaration: DeclaredPattern?) {
            self.scheme = scheme
            self.name = name
            self.declaration = declaration
        }

        /// The registration for these fields: `lastSchemeOnly` when only its scheme is set
        /// (kept for the next definition registered in the same namespace: a table's routes
        /// share one, not one each), nil when nothing is.
        static func make(scheme: String?, name: String?, declaration: DeclaredPattern?,
                         lastSchemeOnly: inout Registration?) -> Registration? {
            guard let scheme, name == nil, declaration == nil else {
                if scheme == nil && name == nil && declaration == nil { return nil }
                return Registration(scheme: scheme, name: name, declaration: declaration)
            }
            if let last = lastSchemeOnly, last.scheme == scheme { return last }
            let made = Registration(scheme: scheme, name: nil, declaration: nil)
            lastSchemeOnly = made
            return made
        }
    }

    /// Guards every definition's `registration`, and holds the last scheme-only registration
    /// made. Registrations change when routes are registered or named and are read by
    /// explanations and listings, not by routing, so one lock for all costs little, where a
    /// lock per definition cost three allocations (the lock object, its mutex and its value)
    /// of a table's every route. (A subclass that reads `scheme` or `name` in its
    /// `routeResponse(for:)` takes this lock on every lookup.)
    private static let registrations = Locked<Registration?>(nil)

    /// Replaces the registration with what `change` makes of it, unless that changes nothing.
    private func updateRegistration(_ change: (_ scheme: inout String?, _ name: inout String?, _ declaration: inout DeclaredPattern?) -> Void) {
        Self.registrations.withLock { lastSchemeOnly in
            var scheme = registration?.scheme, name = registration?.name, declaration = registration?.declaration
            change(&scheme, &name, &declaration)
            guard scheme != registration?.scheme || name != registration?.name || declaration !== registration?.declaration else {
                return
            }
            registration = Registration.make(scheme: scheme, name: name, declaration: declaration, lastSchemeOnly: &lastSchemeOnly)
        }
    }

    /// The registration as it stands.
    private var currentRegistration: Registration? {
        Self.registrations.withLock { _ in registration }
    }

    /// A pattern with optional groups as `addRoute` was given it, shared by its expansions.
    final class DeclaredPattern: Sendable {
        let pattern: String
        let expansionCount: Int
        init(pattern: String, expansionCount: Int) {
            self.pattern = pattern
            self.expansionCount = expansionCount
        }
    }

    /// The pattern with optional groups this definition is an expansion of; nil for a pattern
    /// registered as it is.
    var declaredPattern: DeclaredPattern? { currentRegistration?.declaration }

    /// Set once, before the definition is registered.
    func setDeclaredPattern(_ declared: DeclaredPattern) {
        updateRegistration { _, _, declaration in
            if declaration == nil { declaration = declared }
        }
    }

    /// A definition for `pattern`; register it with `Routes.addRoute(_:)`. A malformed pattern
    /// makes a definition that never matches (`init(validating:priority:handler:)` throws instead).
    /// Subclasses must keep this initializer: `Routes.defaultRouteDefinitionClass` calls it.
    ///
    /// ```swift
    /// routes.addRoute(RouteDefinition(pattern: "/user/view/:userID", priority: 5) { parameters in
    ///     showProfile(parameters["userID"]!)
    ///     return true
    /// })
    /// ```
    public required init(pattern: String, priority: Int = 0, handler: RouteHandler?) {
        self.priority = priority
        self.handler = handler
        if let flags = RoutePattern.plainFlags(of: pattern) {
            text = RoutePattern.text(of: pattern)
            patternSlot = FlaggedLazyReference(flags: flags.rawValue)
            return
        }
        do throws(RoutePatternError) {
            let route = try Self.compileSingle(pattern)
            text = route.pattern
            patternSlot = Self.patternSlot(for: route)
        } catch {
            text = RoutePattern.text(of: pattern)
            patternSlot = FlaggedLazyReference(flags: RoutePattern.Flags.isMalformed.rawValue)
        }
    }

    /// A definition built from an already compiled pattern (an expansion of an optional, a
    /// table's route). Designated, not a convenience over `init(pattern:...)`: that one parses
    /// and builds the regex again, which doubled the cost of registering 10,000 routes.
    /// It keeps the pattern it is given: the table or expansion made it already, and letting
    /// it go made registering a table 5% more instructions (its free, then its flags read again).
    @inline(__always)
    init(compiled: RoutePattern, priority: Int, handler: RouteHandler?) {
        self.priority = priority
        self.handler = handler
        text = compiled.pattern
        patternSlot = FlaggedLazyReference(value: compiled)
    }

    /// A definition of a plain pattern whose text and flags are read already
    /// (`RoutePattern.plainFlags(of:)`): `Routes.addRoute`'s way for most patterns.
    init(outline: RoutePattern.Outline, priority: Int, handler: RouteHandler?) {
        self.priority = priority
        self.handler = handler
        text = outline.pattern
        patternSlot = FlaggedLazyReference(flags: outline.flags.rawValue)
    }

    /// Like `init(pattern:priority:handler:)`, but throws when the pattern is not well formed.
    public convenience init(validating pattern: String, priority: Int = 0, handler: RouteHandler?) throws(RoutePatternError) {
        self.init(pattern: pattern, priority: priority, handler: handler)
        if let error = patternError { throw error }
    }

    /// The namespace this definition was registered in; nil until then. Set once.
    public var scheme: String? { currentRegistration?.scheme }

    /// The route name it was registered under (`addRoute(_:name:priority:handler:)`), while it
    /// holds it: a newer route of the same name in the namespace takes the name over.
    public var name: String? { currentRegistration?.name }

    func setName(_ name: String?) {
        updateRegistration { _, held, _ in held = name }
    }

    /// Why the pattern could not be compiled, or nil when it is well formed.
    public var patternError: RoutePatternError? {
        outline == nil ? malformedPatternError : nil
    }

    /// The exact PCRE2 source this definition matches the routing path with, anchored
    /// (`^user/view/(?<g1>[^/]*+)\z` for `/user/view/:userID`); empty for a malformed pattern.
    public var regex: String { (try? compiled.get())?.regexSource ?? "" }

    /// The regex's capture groups and the variables they fill, in group order.
    public var captureGroups: [RouteCaptureGroup] { (try? compiled.get())?.groups ?? [] }

    /// Matches `request` and builds the handler's parameters. Override to match differently.
    open func routeResponse(for request: RouteRequest) -> RouteResponse {
        guard let match = match(request) else { return .invalidMatch }
        return .validMatch(parameters: parameters(for: request, match: match))
    }

    /// Calls the handler; a definition without one counts as handled (JLRoutes' behaviour).
    open func callHandler(with parameters: RouteParameters) -> Bool {
        handler?(parameters) ?? true
    }

    /// Called once the definition is added to a namespace; records the scheme.
    open func didBecomeRegistered(forScheme scheme: String) {
        updateRegistration { registered, _, _ in
            if registered == nil { registered = scheme }
        }
    }

    /// The path variables (decoded) the pattern captures from `request`, or nil when it does
    /// not match. Wildcard components, if any, are under `RouteParameters.wildcardComponentsKey`,
    /// joined by `/`.
    public func routeVariables(for request: RouteRequest) -> [String: String]? {
        guard let match = match(request) else { return nil }
        var variables = Dictionary(match.variables.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        if let wildcard = match.wildcardComponents {
            variables[RouteParameters.wildcardComponentsKey] = wildcard.joined(separator: "/")
        }
        return variables
    }

    /// The parameters a handler receives for `request` given its route variables (as
    /// `routeVariables(for:)` returns them).
    public func matchParameters(for request: RouteRequest, routeVariables: [String: String]) -> RouteParameters {
        var variables = routeVariables
        let wildcard = variables.removeValue(forKey: RouteParameters.wildcardComponentsKey).map { joined in
            joined.isEmpty ? [] : joined.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        }
        var match = RouteMatch()
        match.variables = variables.keys.sorted().map { NamedValue(name: $0, value: variables[$0]!) }
        match.wildcardComponents = wildcard
        return parameters(for: request, match: match)
    }

    /// A new definition of the same class, pattern, priority, handler and scheme.
    public func copy() -> Self {
        let copy = type(of: self).init(pattern: pattern, priority: priority, handler: handler)
        if let scheme { copy.didBecomeRegistered(forScheme: scheme) }
        return copy
    }

    // MARK: Matching

    func match(_ request: RouteRequest, keepRawText: Bool = false) -> RouteMatch? {
        guard request.urlParseError == nil else { return nil }
        let treatHostAsPathComponent = request.options.contains(.treatHostAsPathComponent)
        // A pattern already made (explain, lint, a table's route) matches with what it keeps:
        // an outline read off the slot for each match made `explain` 2.5% slower.
        if let route = patternSlot.currentValue {
            return request.parsed.withPathBytes(forFragmentRoute: route.isFragmentRoute,
                                                treatHostAsPathComponent: treatHostAsPathComponent) { bytes in
                route.match(bytes, decodePlusSymbols: request.options.contains(.decodePlusSymbols), keepRawText: keepRawText)
            }
        }
        guard let outline else { return nil }
        return request.parsed.withPathBytes(forFragmentRoute: outline.isFragmentRoute,
                                            treatHostAsPathComponent: treatHostAsPathComponent) { bytes in
            let decodePlusSymbols = request.options.contains(.decodePlusSymbols)
            // A plain pattern is matched from its text, without making its `RoutePattern`.
            if outline.isSegmentMatchable {
                return outline.segmentMatch(bytes, decodePlusSymbols: decodePlusSymbols, keepRawText: keepRawText)
            }
            return compiledPattern?.regexMatch(bytes, decodePlusSymbols: decodePlusSymbols, keepRawText: keepRawText)
        }
    }

    func parameters(for request: RouteRequest, match: RouteMatch) -> RouteParameters {
        Self.parameters(for: request, match: match, pattern: pattern, scheme: request.namespaceScheme ?? scheme ?? "")
    }

    /// The handler's parameters for a match of `pattern` in the namespace `scheme`.
    static func parameters(for request: RouteRequest, match: RouteMatch, pattern: String, scheme: String) -> RouteParameters {
        // Decoded only if the handler reads them.
        let query = request.parsed.queryLocation(decodePlusSymbols: request.options.contains(.decodePlusSymbols))
        return RouteParameters(urlString: request.parsed.string, urlBox: request.parsed.foundationURLBox, pattern: pattern,
                               scheme: scheme, host: request.parsed.normalizedHost,
                               hostRange: request.parsed.hostRangeInString,
                               wildcardComponents: match.wildcardComponents,
                               variables: match.variables, query: query,
                               additional: request.additionalParameters)
    }

    /// The handler's parameters for a match of `pattern` in `url` (whose text is `string`), in
    /// `spare`'s storage when it holds one.
    static func parameters(_ string: String, _ url: borrowing RoutedURL, match: RouteMatch, pattern: String,
                           reusing spare: inout RouteParameters.Storage?) -> RouteParameters {
        let query = url.layout.queryLocation(decodePlusSymbols: url.options.contains(.decodePlusSymbols))
        return RouteParameters(reusing: &spare, urlString: string, urlBox: url.foundationURLBox, pattern: pattern,
                               scheme: url.namespaceScheme, host: url.layout.normalizedHost, hostRange: url.layout.hostRange,
                               wildcardComponents: match.wildcardComponents,
                               variables: match.variables, query: query,
                               additional: url.additionalParameters)
    }

    // MARK: Hashable, CustomStringConvertible

    /// Equal when pattern, scheme and priority are, as `JLRRouteDefinition.isEqual:`.
    public static func == (lhs: RouteDefinition, rhs: RouteDefinition) -> Bool {
        lhs.pattern == rhs.pattern && lhs.priority == rhs.priority && lhs.scheme == rhs.scheme
    }

    /// Hashes what `==` compares: pattern, scheme and priority.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(scheme)
        hasher.combine(priority)
    }

    /// `RouteDefinition(pattern: /user/:id, priority: 5, scheme: myapp)`; subclasses show their own class.
    open var description: String {
        "\(type(of: self))(pattern: \(pattern), priority: \(priority)\(scheme.map { ", scheme: \($0)" } ?? ""))"
    }
}
