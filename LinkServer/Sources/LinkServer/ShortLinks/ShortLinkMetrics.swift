import Metrics

/// The short-link metrics, through swift-metrics: whichever backend the process bootstraps
/// (Prometheus on `/metrics`) reports them; without one they cost nothing.
enum ShortLinkMetrics {
    static let created = Counter(label: "link_server_short_links_created_total")
    static let opened = Counter(label: "link_server_short_links_opened_total")
    /// Links the table serving now does not route, as of the last check.
    static let broken = Gauge(label: "link_server_short_links_broken")
    static let databaseErrors = Counter(label: "link_server_database_errors_total")
}
