/// An entry of an app-link file that claims more than its route routes, and why: the file's
/// format cannot say exactly what routing takes there, so the entry takes more, never less.
///
/// ```swift
/// let file = try table.androidIntentFilter(host: "shop.acme.example")
/// for widening in file.widenings {
///     print(widening)   // /doc/:file<[a-z.]+\.pdf> (line 12): :file<[a-z.]+\.pdf> is written [.a-z]{5,}: ...
/// }
/// ```
public struct AppLinkWidening: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The table route whose entry claims more.
    ///
    /// ```swift
    /// widening.route.name   // "shop.pdf"
    /// ```
    public var route: RouteTable.Route
    /// What the entry claims beyond the route, and why the format cannot say less.
    ///
    /// ```swift
    /// widening.reason   // ":id<\\d+> is written ?*: AASA patterns have no character classes or counts"
    /// ```
    public var reason: String

    /// `PATTERN (line N): REASON`, the route named as its table writes it.
    ///
    /// ```swift
    /// print(widening)   // /p/:id<\d+> (line 3): :id<\d+> is written ?*: AASA patterns have no character classes or counts
    /// ```
    public var description: String {
        route.pattern + (route.line.map { " (line \($0))" } ?? "") + ": " + reason
    }

    public static func == (lhs: AppLinkWidening, rhs: AppLinkWidening) -> Bool {
        lhs.route == rhs.route && lhs.route.line == rhs.route.line && lhs.reason == rhs.reason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(route.pattern)
        hasher.combine(route.line)
        hasher.combine(reason)
    }

    /// Appends one widening per reason of `route`, each once.
    static func record(_ reasons: [String], of route: RouteTable.Route, in widenings: inout [AppLinkWidening],
                       seen: inout Set<AppLinkWidening>) {
        for reason in reasons {
            let widening = AppLinkWidening(route: route, reason: reason)
            if seen.insert(widening).inserted { widenings.append(widening) }
        }
    }
}
