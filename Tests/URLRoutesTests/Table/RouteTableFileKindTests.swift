import Foundation
import Testing
import URLRoutes

/// `RouteTable(contentsOf:)` reads regular files only: a named pipe or a device is refused at
/// once, never waited on.
@Suite struct RouteTableFileKindTests {
    @Test func aNamedPipeIsRefusedWithoutBlocking() throws {
        let start = ContinuousClock.now
        try NamedPipe.with { path in
            let error = try #require(throws: RouteTableError.self) { try RouteTable(contentsOf: URL(fileURLWithPath: path)) }
            #expect(error.file == path)
            #expect(error.message == "cannot read the table: it is a named pipe (FIFO), not a regular file")
        }
        #expect(ContinuousClock.now - start < .seconds(8))  // under NamedPipe's patience, with room for a loaded machine
    }

    @Test func aDeviceIsRefusedUnread() throws {
        let error = try #require(throws: RouteTableError.self) { try RouteTable(contentsOf: URL(fileURLWithPath: "/dev/zero")) }
        #expect(error.description == "/dev/zero: error: cannot read the table: it is a character device, not a regular file")
    }

    @Test func aDirectoryIsRefused() throws {
        let error = try #require(throws: RouteTableError.self) {
            try RouteTable(contentsOf: FileManager.default.temporaryDirectory)
        }
        #expect(error.message.hasSuffix("it is a directory, not a regular file"))
    }

    @Test func aMissingFileThrowsFoundationsErrorWithThePOSIXReason() throws {
        let error = try #require(throws: CocoaError.self) {
            try RouteTable(contentsOf: URL(fileURLWithPath: "/no/such/routes.table"))
        }
        #expect(error.code == .fileReadNoSuchFile)
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        #expect(underlying?.domain == NSPOSIXErrorDomain)
        #expect(underlying?.code == Int(ENOENT))
    }
}
