/// The names and labels of every metric the server emits through swift-metrics, in one place,
/// so that each part of the server (requests, table reloads, short links, storage) and the
/// `/metrics` page agree on them. Names follow Prometheus' conventions: `_total` for a counter,
/// `_seconds` for a duration, no suffix for a gauge.
enum MetricNames {
    // Requests.
    /// Counter, labels `endpoint` (the route template, never the raw path) and `status`.
    static let requests = "link_server_requests_total"
    /// Histogram of the time to answer, in seconds, label `endpoint`.
    static let requestDuration = "link_server_request_duration_seconds"

    // The route table.
    /// Counter, label `result`: `ok` or `failed`.
    static let tableReloads = "link_server_table_reloads_total"
    /// Gauge: the routes of the table serving now.
    static let tableRoutes = "link_server_table_routes"

    // Short links and their storage.
    /// Counter: short links created.
    static let shortLinksCreated = "link_server_short_links_created_total"
    /// Counter: short links opened.
    static let shortLinksOpened = "link_server_short_links_opened_total"
    /// Gauge: short links whose target no longer routes.
    static let shortLinksBroken = "link_server_short_links_broken"
    /// Counter: database calls that failed.
    static let databaseErrors = "link_server_database_errors_total"

    /// Label names.
    enum Label {
        static let endpoint = "endpoint"
        static let status = "status"
        static let result = "result"
    }

    /// The `endpoint` of a request no route took (a Host not served, a method refused, a
    /// missing page): one value for all of them, so a scan of random paths adds no series.
    static let unmatchedEndpoint = "unmatched"
}
