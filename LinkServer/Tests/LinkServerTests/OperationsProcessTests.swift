import Foundation
import Testing

/// The operator's options on the `link-server` executable itself: the environment, JSON logs,
/// the metrics listener, a SIGHUP counted in the metrics.
@Suite struct OperationsProcessTests {
    @Test func optionsFromTheEnvironmentJSONLogsAndMetricsOnTheirOwnPort() async throws {
        try await withTableFile("https  /p/:id<\\d+>  10  product\n") { path in
            let server = try ServerProcess([path, "--port", "0"], environment: [
                "LINK_SERVER_HOST": "www.acme.example,shop.acme.example",
                "LINK_SERVER_APP_ID": exampleAppID,
                "LINK_SERVER_LOG_FORMAT": "json",
                "LINK_SERVER_METRICS_PORT": "0",
                // The command line wins over the environment.
                "LINK_SERVER_PORT": "1",
            ])
            let port = try await server.port()
            let metricsPort = try #require(Int(try await server.waitForLine(/metrics on http:\/\/127\.0\.0\.1:(\d+)\/metrics/)))
            #expect(try await get("/p/42", port: port).status == .ok)
            #expect(try await get("/p/42", port: port, host: "shop.acme.example").status == .ok)

            server.signal(SIGHUP)
            _ = try await server.waitForLine(/(reloaded, 1 route)/)
            let metrics = try await get("/metrics", port: metricsPort, host: "127.0.0.1")
            #expect(metrics.status == .ok)
            #expect(metrics.text.contains(#"link_server_requests_total{endpoint="/**",status="200"} 2"#), "\(metrics.text)")
            #expect(metrics.text.contains(#"link_server_table_reloads_total{result="ok"} 1"#))
            #expect(metrics.text.contains("link_server_table_routes 1.0"))
            // Not on the public listener.
            #expect(try await get("/metrics", port: port).status == .notFound)

            server.signal(SIGTERM)
            #expect(try await server.exitStatus() == 0)
            // Every line of the log is one JSON object; the request lines carry the request's facts.
            let lines = server.standardError.split(separator: "\n")
            #expect(!lines.isEmpty)
            var requests = 0
            for line in lines {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
                #expect(object["time"] is String && object["level"] is String && object["message"] is String)
                if object["path"] as? String == "/p/42" {
                    requests += 1
                    #expect(object["status"] as? Int == 200)
                    #expect((object["request_id"] as? String)?.count == 32)
                }
            }
            #expect(requests == 2)
        }
    }

    @Test func aBadEnvironmentValueExitsWithStatus2() async throws {
        let server = try ServerProcess([exampleTable, "--host", "www.acme.example", "--app-id", exampleAppID],
                                       environment: ["LINK_SERVER_METRICS_PORT": "ninety"])
        #expect(try await server.exitStatus() == 2)
        #expect(server.standardError.contains("ninety"))
    }
}
