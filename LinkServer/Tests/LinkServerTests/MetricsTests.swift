import Foundation
import HummingbirdTesting
import Synchronization
import Testing
@testable import LinkServer

@Suite struct MetricsTests {
    @Test func requestsAreCountedByRouteTemplateAndStatus() async throws {
        let runtime = OperationsRuntime(Operations(metricsPort: 0))
        try await withLinkServer(runtime: runtime) { client, _ in
            _ = try await client.get("/links/web.product?id=1")
            _ = try await client.get("/links/web.product?id=2")
            _ = try await client.get("/links/nope")
            _ = try await client.get("/resolve?url=x", host: "evil.example")
            _ = try await client.client.execute(TestClient.Request("/p/48213", method: .post, authority: "www.acme.example"))
            let text = runtime.metrics.prometheusText()
            #expect(text.contains(#"link_server_requests_total{endpoint="/links/{name}",status="200"} 2"#), "\(text)")
            #expect(text.contains(#"link_server_requests_total{endpoint="/links/{name}",status="404"} 1"#))
            // The route matched by path is the label even when the Host is not served.
            #expect(text.contains(#"link_server_requests_total{endpoint="/resolve",status="404"} 1"#))
            // Never the raw path: a request no route took has one label value.
            #expect(text.contains(#"link_server_requests_total{endpoint="unmatched",status="405"} 1"#))
            #expect(!text.contains("web.product") && !text.contains("48213"))
            #expect(text.contains(#"link_server_request_duration_seconds_count{endpoint="/links/{name}"} 3"#))
            #expect(text.contains(#"link_server_request_duration_seconds_bucket{endpoint="/links/{name}",le="0.0005"}"#))
        }
    }

    @Test func aRequestNoRouteTookIsUnmatchedAsTheREADMESays() async throws {
        let runtime = OperationsRuntime(Operations(metricsPort: 0))
        try await withLinkServer(runtime: runtime) { client, _ in
            // The method guard lets /api/ through to the router, which has no route for it here.
            let response = try await client.client.execute(TestClient.Request("/api/nothing", method: .post, authority: "www.acme.example"))
            #expect(response.status == .notFound)
            let text = runtime.metrics.prometheusText()
            #expect(text.contains(#"link_server_requests_total{endpoint="unmatched",status="404"} 1"#), "\(text)")
            #expect(!text.contains("NotFound"))
        }
    }

    @Test func withoutAMetricsListenerRequestsAreNotCounted() async throws {
        let runtime = OperationsRuntime()
        try await withLinkServer(runtime: runtime) { client, _ in
            _ = try await client.get("/links/web.product?id=1")
            #expect(!runtime.metrics.prometheusText().contains(MetricNames.requests))
        }
    }

    @Test func reloadsAndTheRouteCountAreRecorded() async throws {
        let runtime = OperationsRuntime()
        try await withTableFile("https  /p/:id  10  product\n") { path in
            try await withLinkServer(table: path, hosts: ["www.acme.example"], runtime: runtime) { _, store in
                #expect(runtime.metrics.prometheusText().contains("link_server_table_routes 1.0\n"))
                try "https  /p/:id  product\nhttps  /q  q\n".write(toFile: path, atomically: true, encoding: .utf8)
                ReloadService.reload(store, recordingIn: runtime.metrics)
                try "https  /p/:id<  broken\n".write(toFile: path, atomically: true, encoding: .utf8)
                ReloadService.reload(store, recordingIn: runtime.metrics)
                let text = runtime.metrics.prometheusText()
                #expect(text.contains(#"link_server_table_reloads_total{result="ok"} 1"#), "\(text)")
                #expect(text.contains(#"link_server_table_reloads_total{result="failed"} 1"#))
                #expect(text.contains("link_server_table_routes 2.0\n"))
            }
        }
    }

    @Test func metricsAreServedOnlyOnTheirOwnListener() async throws {
        let runtime = OperationsRuntime(Operations(metricsPort: 0))
        let port = Mutex<Int?>(nil)
        let options = try ServerOptions(tablePath: exampleTable, hosts: ["www.acme.example"], appIDs: [exampleAppID], port: 0)
        let logger = LogRecorder().logger()
        let store = try TableStore(options: options, logger: logger)
        let app = buildApplication(store: store, runtime: runtime, logger: logger) { bound in port.withLock { $0 = bound } }
        try await app.test(.live) { client in
            let main = try await client.execute(uri: "/metrics", method: .get)
            #expect(main.status == .notFound)
            var metricsPort: Int?
            for _ in 0..<100 where metricsPort == nil {
                metricsPort = port.withLock { $0 }
                if metricsPort == nil { try await Task.sleep(for: .milliseconds(50)) }
            }
            let connection = try RawConnection(port: try #require(metricsPort))
            connection.send("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let response = await connection.readResponse()
            #expect(response.statusCode == 200)
            #expect(response.lowercased().contains("content-type: text/plain; version=0.0.4"))
            #expect(response.contains(#"link_server_requests_total{endpoint="/**",status="404"} 1"#), "\(response)")
        }
    }

    @Test func theShortLinkMetricsNamesAreThoseAgreed() {
        #expect(MetricNames.shortLinksCreated == "link_server_short_links_created_total")
        #expect(MetricNames.shortLinksOpened == "link_server_short_links_opened_total")
        #expect(MetricNames.shortLinksBroken == "link_server_short_links_broken")
        #expect(MetricNames.databaseErrors == "link_server_database_errors_total")
    }
}
