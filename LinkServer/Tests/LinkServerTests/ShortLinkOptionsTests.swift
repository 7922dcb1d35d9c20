import Foundation
import Testing
@testable import LinkServer

/// The short-link options and database URLs, checked at start.
@Suite struct ShortLinkOptionsTests {
    @Test func aPostgresURLNamesAHostOrAUnixSocket() throws {
        let tcp = try PostgresShortLinkStore.configuration("postgres://links:secret@db.internal:6543/links")
        #expect(tcp.host == "db.internal")
        #expect(tcp.port == 6543)
        #expect(tcp.username == "links")
        #expect(tcp.password == "secret")
        #expect(tcp.database == "links")
        let socket = try PostgresShortLinkStore.configuration("postgres://postgres@%2Fvar%2Frun%2Fpostgresql/postgres")
        #expect(socket.unixSocketPath == "/var/run/postgresql/.s.PGSQL.5432")
        #expect(throws: ShortLinkStoreError.self) { try PostgresShortLinkStore.configuration("postgres://db.internal/links") }
        #expect(throws: ShortLinkStoreError.self) { try PostgresShortLinkStore.configuration("mysql://u@db/links") }
    }

    @Test func aShortHostMustNotBeALinksHost() throws {
        let options = try ShortLinkOptions(hosts: ["www.acme.example"], database: nil, apiTokenFile: nil,
                                           appStoreURL: nil, playStoreURL: nil)
        #expect(options.database == "link-server.sqlite")
        #expect(throws: ServerOptionsError.self) {
            try ServerOptions(tablePath: exampleTable, hosts: ["www.acme.example"], appIDs: [exampleAppID], shortLinks: options)
        }
    }

    @Test func badShortLinkOptionsSayWhy() throws {
        #expect(throws: ServerOptionsError.self) {
            try ShortLinkOptions(hosts: [], database: nil, apiTokenFile: nil, appStoreURL: nil, playStoreURL: nil)
        }
        #expect(throws: ServerOptionsError.self) {
            try ShortLinkOptions(hosts: ["go.acme.example"], database: nil, apiTokenFile: "/nonexistent/token",
                                 appStoreURL: nil, playStoreURL: nil)
        }
        #expect(throws: ServerOptionsError.self) {
            try ShortLinkOptions(hosts: ["go.acme.example"], database: nil, apiTokenFile: nil,
                                 appStoreURL: "http://apps.apple.com/app/id1", playStoreURL: nil)
        }
        let options = try ShortLinkOptions(hosts: ["go.acme.example"], database: nil, apiTokenFile: nil,
                                           appStoreURL: "https://apps.apple.com/us/app/acme/id1234567890?mt=8", playStoreURL: nil)
        #expect(options.appStoreID == "1234567890")
    }

    @Test func theTokenIsComparedWhole() {
        let token = Array("0123456789abcdef".utf8)
        #expect(BearerTokenMiddleware.constantTimeEqual(token, token))
        #expect(!BearerTokenMiddleware.constantTimeEqual(Array("0123456789abcdeF".utf8), token))
        #expect(!BearerTokenMiddleware.constantTimeEqual(Array("0123456789abcde".utf8), token))
        #expect(!BearerTokenMiddleware.constantTimeEqual(Array("0123456789abcdef0".utf8), token))
        #expect(!BearerTokenMiddleware.constantTimeEqual([], token))
    }
}
