/// One thing the server needs before it can answer: the table is loaded, the database answers.
/// `GET /healthz` runs every registered check; the server is ready when each returns nil.
struct ReadinessCheck: Sendable {
    /// A short name for the report: `table`, `database`.
    let name: String
    /// Nil when ready; otherwise why not, for the operator (`connection refused`).
    let check: @Sendable () async -> String?

    init(_ name: String, check: @escaping @Sendable () async -> String?) {
        self.name = name
        self.check = check
    }
}
