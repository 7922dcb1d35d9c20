import Foundation
import Hummingbird

/// A request the server refuses, answered as `{"error": MESSAGE}` with its status: the message
/// says what was wrong with the request, for the person or script that sent it.
struct RequestError: Error, HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    var headers: HTTPFields { [.contentType: "application/json"] }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONBody.response(["error": message], status: status)
    }
}

/// JSON bodies as `urlroutes --json` writes them: keys sorted, `/` not escaped (compact, for
/// the wire, where the command line prints them indented).
enum JSONBody {
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The server's own plain value types always encode.
        let data = try! encoder.encode(value)
        var body = ByteBuffer()
        body.writeBytes(data)
        return Response(
            status: status,
            headers: [.contentType: "application/json", .contentLength: String(body.readableBytes)],
            body: ResponseBody(byteBuffer: body))
    }
}
