extension RouteTable {
    /// What the process-wide registry holds now, as a table: every scheme, host and global
    /// namespace's routes (pattern, priority, name), the namespaces whose fallback is on, and
    /// the two options: those of the table registered last, else the process-wide ones
    /// (`Routes.shouldDecodePlusSymbols`...).
    ///
    /// ```swift
    /// Routes(forScheme: "acme").addRoute("/product/:id(/:tab)", name: "product.show", priority: 10) { _ in true }
    /// Routes(forHost: "shop.example.com").shouldFallbackToGlobalRoutes = true
    /// print(RouteTable.registered())
    /// // acme  /product/:id(/:tab)  10  product.show
    /// //
    /// // @fallback //shop.example.com
    /// ```
    ///
    /// An app that registers its routes in code can keep a table file in its repository and
    /// check in a test that `RouteTable.registered() == RouteTable(contentsOf: tableURL)`.
    ///
    /// A pattern with optional groups is given back as registered (`/product/:id(/:tab)`), not
    /// as the routes it expands to, while all its expansions are still registered together;
    /// once one was removed, the rest are listed one by one. Scheme namespaces come first (by
    /// scheme), then host namespaces (by host), then the global one, each in matching order.
    /// Routes added by hand that the table format cannot hold (a name with a space) are listed
    /// as they are; see `description`.
    public static func registered() -> RouteTable {
        var table = RouteTable()

        var schemes: [(RouteTable.Namespace, RouteNamespace)] = []
        var global: RouteNamespace?
        for namespace in RouteRegistry.all {
            if namespace.isGlobal { global = namespace } else { schemes.append((.scheme(namespace.scheme), namespace)) }
        }
        schemes.sort { $0.1.scheme < $1.1.scheme }
        var hosts = RouteRegistry.allHosts.compactMap { namespace in namespace.host.map { (RouteTable.Namespace.host($0.text), namespace) } }
        hosts.sort { $0.1.scheme < $1.1.scheme }
        let ordered = schemes + hosts + (global.map { [(RouteTable.Namespace.global, $0)] } ?? [])
        let options = RouteRegistry.tableOptions ?? RouterOptions.requestOptions
        table.decodesPlusSymbols = options.contains(.decodePlusSymbols)
        table.treatsHostAsPathComponent = options.contains(.treatHostAsPathComponent)

        for (namespace, registered) in ordered {
            table.routes += routes(of: registered.definitions, in: namespace)
            if !registered.isGlobal && registered.shouldFallbackToGlobalRoutes {
                table.fallbacks.append(namespace)
            }
        }
        return table
    }

    /// The routes of one namespace's definitions (in matching order), each pattern with
    /// optional groups folded back into one route when all its expansions stand together.
    static func routes(of definitions: [RouteDefinition], in namespace: Namespace) -> [Route] {
        var routes: [Route] = []
        var index = 0
        while index < definitions.count {
            let definition = definitions[index]
            if let declared = definition.declaredPattern {
                let end = index + declared.expansionCount
                let group = end <= definitions.count ? definitions[index..<end] : []
                if !group.isEmpty && group.allSatisfy({
                    $0.declaredPattern === declared && $0.priority == definition.priority && $0.name == definition.name
                }) {
                    routes.append(Route(namespace, declared.pattern, priority: definition.priority, name: definition.name))
                    index = end
                    continue
                }
            }
            routes.append(Route(namespace, definition.pattern, priority: definition.priority, name: definition.name))
            index += 1
        }
        return routes
    }
}
