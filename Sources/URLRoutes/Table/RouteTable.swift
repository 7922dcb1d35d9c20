import Foundation

/// A route table: the deep links of an app as one value that an app registers at launch, a
/// server builds its app-link files from, and CI checks with `urlroutes`.
///
/// The text form is the one `urlroutes` reads, one route a line:
///
/// ```text
/// # SCHEME|//HOST|*  PATTERN  [PRIORITY]  [NAME]
/// acme                /product/:id<\d+>(/:tab)   10   product.show
/// acme                /search/:query                  search
/// //shop.example.com  /p/:id                          shop.product
/// *                   /support/*
///
/// @fallback acme //shop.example.com
/// @option decode-plus-symbols off
/// ```
///
/// ```swift
/// let table = try RouteTable(contentsOf: Bundle.main.url(forResource: "routes", withExtension: "table")!)
/// try table.register(handlers: [
///     "product.show": { parameters in showProduct(parameters["id"]!); return true },
///     "search": { parameters in search(parameters["query"]!); return true },
/// ])
/// ```
///
/// The first column names the namespace: a URL scheme (`acme`, `Routes(forScheme:)`), `//` and a
/// host pattern (`//shop.example.com`, `//*.example.com`, `Routes(forHost:)`), or `*` for the
/// global namespace (`Routes.globalRoutes()`). A third field that starts with a digit, `+` or
/// `-` is the priority, otherwise the name. `@fallback` turns on
/// `shouldFallbackToGlobalRoutes` for scheme namespaces (retry in `*`) and for host namespaces
/// (`@fallback //shop.example.com`: go on by the URL's scheme as if the host namespace did not
/// exist). `#` starts a comment at the start of a line and after the pattern. A route's name is
/// unique in its namespace.
///
/// Two tables are equal when they route alike: each namespace has the same routes (pattern,
/// priority, name) in the same matching order, and the fallbacks and options are the same.
/// Where lines stand in the text, how namespaces interleave, and the order of fallbacks do
/// not count.
public struct RouteTable: Sendable, Equatable, CustomStringConvertible {
    /// The routes in table order.
    ///
    /// ```swift
    /// let table = try RouteTable(parsing: "acme /product/:id 10 product.show\n")
    /// table.routes[0].priority   // 10
    /// ```
    public var routes: [Route]

    /// The namespaces whose fallback is on (`@fallback`): a scheme namespace retries in `*`,
    /// a host namespace goes on by the URL's scheme.
    ///
    /// ```swift
    /// var table = RouteTable(routes: [.init(.scheme("acme"), "/home")])
    /// table.fallbacks = [.scheme("acme")]   // "@fallback acme"
    /// ```
    public var fallbacks: [Namespace] {
        didSet {
            if !fallbacks.allSatisfy(\.isNormalForm) { fallbacks = fallbacks.map(\.normalized) }
        }
    }

    /// Whether `+` in values decodes to a space (`@option decode-plus-symbols`,
    /// `Routes.shouldDecodePlusSymbols`). Default true.
    ///
    /// ```swift
    /// let table = try RouteTable(parsing: "@option decode-plus-symbols off\nacme /search/:q\n")
    /// table.decodesPlusSymbols   // false
    /// ```
    public var decodesPlusSymbols: Bool = true

    /// Whether every host, even `example.com`, is read as the first path component
    /// (`@option host-as-path-component`, `Routes.alwaysTreatsHostAsPathComponent`). Default false.
    ///
    /// ```swift
    /// let table = try RouteTable(parsing: "@option host-as-path-component on\nacme /example.com/p/:id\n")
    /// table.treatsHostAsPathComponent   // true
    /// ```
    public var treatsHostAsPathComponent: Bool = false

    /// The name of the Swift enum that `urlroutes generate swift` and the `RouteTablePlugin`
    /// build plugin generate from the table (`@option swift-enum NAME`); nil for the default,
    /// `AppRoute`. It does not change routing.
    ///
    /// ```swift
    /// let table = try RouteTable(parsing: "@option swift-enum ShopRoute\nacme /product/:id product.show\n")
    /// table.swiftEnumName   // "ShopRoute"
    /// ```
    public var swiftEnumName: String?

    /// The access of the generated Swift enum (`@option swift-access public`): `"public"`,
    /// `"internal"`, or nil for the generator's default. It does not change routing.
    ///
    /// ```swift
    /// try RouteTable(parsing: "@option swift-access public\n").swiftAccess   // "public"
    /// ```
    public var swiftAccess: String?

    /// Whether the generated Swift enum is standalone (`@option swift-standalone`): it reads
    /// and writes links with code of its own and needs neither URLRoutes nor PCRE2 at run time.
    /// It does not change routing.
    ///
    /// ```swift
    /// try RouteTable(parsing: "@option swift-standalone\n").swiftStandalone   // true
    /// ```
    public var swiftStandalone: Bool = false

    /// The file the table was read from, for messages about its lines; not part of equality.
    package var file: String?

    /// A table made in code.
    ///
    /// ```swift
    /// let table = RouteTable(routes: [
    ///     .init(.scheme("acme"), "/product/:id<\\d+>", priority: 10, name: "product.show"),
    ///     .init(.host("shop.example.com"), "/p/:id", name: "shop.product"),
    ///     .init(.global, "/support/*"),
    /// ], fallbacks: [.scheme("acme")])
    /// print(table)   // the same table as text
    /// ```
    ///
    /// Host namespaces are normalized as the parser reads them: `.host("Shop.Example.com.")`
    /// is held, printed and registered as `//shop.example.com`.
    public init(routes: [Route] = [], fallbacks: [Namespace] = []) {
        self.routes = routes
        self.fallbacks = fallbacks.map(\.normalized)
    }

    /// The table as text, in the format `init(parsing:)` reads: parsing it again gives the same
    /// routes (namespace, pattern, priority, name, order), fallbacks and options.
    ///
    /// ```swift
    /// let table = RouteTable(routes: [.init(.scheme("acme"), "/home", name: "home")],
    ///                        fallbacks: [.scheme("acme")])
    /// print(table)
    /// // acme  /home  0  home
    /// //
    /// // @fallback acme
    /// ```
    ///
    /// A table that `register(handlers:)` accepts always prints faithfully. Values the format
    /// cannot hold (a name with a space, a pattern with a tab, a scheme such as `my_app`), which
    /// only a table made in code or `registered()` from routes added by hand can have, are
    /// written as they are, and parsing the text reports them at their line.
    public var description: String { RouteTablePrinter.text(of: self) }

    /// Equal when the tables route alike: the same routes per namespace in matching order
    /// (priority, then table order), the same set of fallbacks and the same options.
    ///
    /// ```swift
    /// let a = try RouteTable(parsing: "acme /a\nhttps /b\n")
    /// let b = try RouteTable(parsing: "https /b\nacme /a\n")
    /// a == b   // true: each namespace holds the same routes in the same order
    /// ```
    public static func == (lhs: RouteTable, rhs: RouteTable) -> Bool {
        lhs.decodesPlusSymbols == rhs.decodesPlusSymbols
            && lhs.treatsHostAsPathComponent == rhs.treatsHostAsPathComponent
            && lhs.swiftEnumName == rhs.swiftEnumName
            && lhs.swiftAccess == rhs.swiftAccess
            && lhs.swiftStandalone == rhs.swiftStandalone
            && Set(lhs.fallbacks) == Set(rhs.fallbacks)
            && lhs.routesByNamespace == rhs.routesByNamespace
    }

    /// Each namespace's routes in the order routing tries them: higher priority first, equal
    /// priorities in table order.
    var routesByNamespace: [Namespace: [Route]] {
        var grouped: [Namespace: [Route]] = [:]
        for route in routes { grouped[route.namespace, default: []].append(route) }
        return grouped.mapValues { routes in
            routes.enumerated().sorted { lhs, rhs in
                lhs.element.priority != rhs.element.priority
                    ? lhs.element.priority > rhs.element.priority : lhs.offset < rhs.offset
            }.map(\.element)
        }
    }
}
