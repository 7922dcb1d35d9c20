// Shared by three test targets: URLRoutesTestingTests and urlroutesTests hold links to this file.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A named pipe (FIFO) that nobody writes to, for the tests of readers that must refuse it.
///
/// A reader that opens it for reading waits in `open(2)` for a writer. So that such a reader
/// (the bug under test) fails its test instead of hanging the suite, a watchdog opens the pipe
/// for writing and closes it while `body` runs past `patience`: that releases the reader, which
/// then reads an empty file.
enum NamedPipe {
    static func with<Result>(patience: Duration = .seconds(10), _ body: (String) throws -> Result) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("routes.table").path
        guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let done = DispatchSemaphore(value: 0)
        let watchdog = Thread {
            var waited = Duration.zero
            while done.wait(timeout: .now() + .milliseconds(200)) == .timedOut {
                waited += .milliseconds(200)
                guard waited >= patience else { continue }
                // Succeeds only while a reader has the pipe open (or is waiting in open).
                let writer = open(path, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
            }
        }
        watchdog.start()
        defer { done.signal() }
        return try body(path)
    }
}
