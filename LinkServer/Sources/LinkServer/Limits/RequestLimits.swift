/// How much one client may take of the server: connections, time and bytes. A client over a
/// limit is closed or refused; others go on being served.
struct RequestLimits: Sendable, Equatable {
    /// Connections open at once. When full, a new connection closes the connection that has
    /// waited longest (for its next request, or for the end of a header it began), so that
    /// clients holding connections open cannot lock new clients out; it is refused only when
    /// every connection is answering a request.
    var maxConnections = 1024
    /// How long a connection may wait, silent, for its next request, or for the next part of a
    /// request's body.
    var idleTimeout: Duration = .seconds(60)
    /// How long a client may take to send a request's header once it has started: a client that
    /// dribbles a header line every few seconds is closed when this runs out, however active.
    var headerTimeout: Duration = .seconds(10)
    /// The largest request header, all fields together, in bytes (larger: 400, closed).
    var maxHeaderSize = 16 * 1024
    /// The largest request body in bytes (larger: 413).
    var maxBodySize = 64 * 1024
}
