// The table's syntax (URLRoutesTableSyntax) is read without PCRE2, for the typed-routes
// generators and the build plugin's tool. Its public types (`RouteTableError`,
// `RoutePatternError`, `HostPatternError`) are URLRoutes' own API: `import URLRoutes` brings
// them, as before they moved.
@_exported import URLRoutesTableSyntax
// The hex digit reader (`HexDigit`) for the package's other modules, inlinable across them.
@_spi(HexDigits) @_exported import URLRoutesTableSyntax
