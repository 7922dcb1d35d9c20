import NIOCore
import NIOHTTP1

/// A request whose target is in absolute form (`GET http://evil.example/.well-known/assetlinks.json`)
/// is judged by the target's authority, not by its `Host` (RFC 9112 §3.2.2: the server must
/// ignore Host then). The HTTP-types codec that follows keeps only the target's path and takes
/// the authority from `Host`, so this handler, before it, rewrites the request into origin form
/// with the target's authority as its only `Host`: `evil.example` is then not a served host
/// (404), and a served one is served as itself. A target that is neither origin form nor an
/// http(s) URL with a host gets an invalid Host, which the host check answers with 400.
final class AbsoluteFormHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), !head.uri.hasPrefix("/") else {
            context.fireChannelRead(data)
            return
        }
        let (authority, target) = Self.split(absoluteTarget: head.uri) ?? ("invalid target", "/")
        head.headers.remove(name: "Host")
        head.headers.add(name: "Host", value: authority)
        head.uri = target
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// `http://host:port/path?query` as its authority and its origin-form target; nil for
    /// anything else (another scheme, no host, user information, `*`).
    static func split(absoluteTarget uri: String) -> (authority: String, target: String)? {
        let lowercased = uri.lowercased()
        let rest: Substring
        if lowercased.hasPrefix("http://") {
            rest = uri.dropFirst(7)
        } else if lowercased.hasPrefix("https://") {
            rest = uri.dropFirst(8)
        } else {
            return nil
        }
        let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<end]
        guard !authority.isEmpty, !authority.contains("@") else { return nil }
        var target = String(rest[end...])
        if let fragment = target.firstIndex(of: "#") { target = String(target[..<fragment]) }
        if !target.hasPrefix("/") { target = "/" + target }
        return (String(authority), target)
    }
}
