extension RouteTableSyntax {
    /// A route name with its namespace, as the table's first column writes it and a colon:
    /// `acme:home`, `//shop.example.com:home`, `*:home`. It says which route a name means when
    /// several namespaces have a route of that name; a name never holds a colon, so the last
    /// one separates them. Nil when `text` is not one (a plain name, a pattern).
    package static func qualifiedName(_ text: String) -> (namespace: RouteTable.Namespace, name: String)? {
        guard let colon = text.lastIndex(of: ":") else { return nil }
        let namespace = String(text[..<colon]), name = String(text[text.index(after: colon)...])
        guard isValidName(name) else { return nil }
        if namespace == globalKeyword { return (.global, name) }
        if namespace.hasPrefix(hostPrefix) {
            guard case .success(let host) = normalizedHost(String(namespace.dropFirst(hostPrefix.count))) else { return nil }
            return (.host(host), name)
        }
        return isValidScheme(namespace) ? (.scheme(namespace), name) : nil
    }

    /// `acme:home`: how `qualifiedName` reads a route name in `namespace`.
    package static func qualifiedSpelling(_ name: String, in namespace: RouteTable.Namespace) -> String {
        "\(namespace.description):\(name)"
    }

    /// "the name 'home' is used in several namespaces (acme, https): write it with its
    /// namespace, as in 'acme:home'": what every reader of route names says of a name several
    /// namespaces share.
    package static func ambiguousNameMessage(_ name: String, in namespaces: [RouteTable.Namespace], places: [String]? = nil) -> String {
        let listed = places ?? namespaces.map(\.description)
        let spellings = namespaces.prefix(3).map { "'\(qualifiedSpelling(name, in: $0))'" }.joined(separator: " or ")
        return "the name \(quoted(name)) is used in several namespaces (\(listed.joined(separator: ", "))): write it with its namespace, as in \(spellings)"
    }
}
