/// How much one client may take of the server: connections, time and bytes. A client over a
/// limit is closed or refused; others go on being served.
struct RequestLimits: Sendable, Equatable {
    /// Connections open at once. When full, a new connection closes the connection that has
    /// waited longest (for its next request, for the end of a header it began, or for the client
    /// to read its responses), so that clients holding connections open cannot lock new clients
    /// out; it is refused only when every connection is answering a request.
    var maxConnections = 1024
    /// How long a connection may wait, silent, for its next request, or for the next part of a
    /// request's body.
    var idleTimeout: Duration = .seconds(60)
    /// How long a client may take to send a request's header once it has started: a client that
    /// dribbles a header line every few seconds is closed when this runs out, however active.
    var headerTimeout: Duration = .seconds(10)
    /// How long a response may make no progress: bytes waiting to be sent and none taken by
    /// the client. Past it the connection is closed.
    var writeTimeout: Duration = .seconds(30)
    /// The largest request header, all fields together, in bytes (larger: 400, closed).
    var maxHeaderSize = 16 * 1024
    /// The largest request body in bytes (larger: 413).
    var maxBodySize = 64 * 1024
    /// The kernel's send buffer of each connection (`SO_SNDBUF`), in bytes; nil leaves the
    /// system's, which on Linux grows to megabytes. A client that does not read fills it
    /// before its connection counts as blocked on it: the tests of slow readers set it small.
    var sendBufferSize: Int? = nil
}
