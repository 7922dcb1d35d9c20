#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a text file given by path (a route table, an expectations file, a URL list) without
/// ever blocking on what is not a file.
///
/// `open(2)` of a named pipe (FIFO) without a writer waits forever, and so does reading a
/// character device or a socket that never sends: a reload of a table that someone replaced
/// with a FIFO would hang for good. The file is opened with `O_NONBLOCK`, which never waits, and
/// checked with `fstat` on the open descriptor (not `stat` of the path before `open`, which
/// a rename between the two would defeat); anything but a regular file is refused unread.
package enum RegularFileReader {
    /// The most a file may hold: 64 MiB. A route table is text a person writes; far beyond that
    /// is a mistake (`/dev/zero`, a pipe that never ends), and reading on would only exhaust
    /// memory.
    package static let sizeLimit = 64 << 20

    /// Why a file could not be read.
    package enum Failure: Error, Sendable, Equatable {
        /// `open(2)` failed with this `errno` (no such file, permission denied).
        case cannotOpen(errno: Int32)
        /// The path names something other than a regular file: `kind` says what
        /// ("a directory", "a named pipe (FIFO)").
        case notARegularFile(kind: String)
        /// `read(2)` failed with this `errno`.
        case cannotRead(errno: Int32)
        /// The file holds more than the limit.
        case tooLarge
    }

    /// The bytes of the regular file at `path`, at most `limit` of them. Reads at most one byte
    /// past the limit, so a file that grows while it is read is still found out in bounded memory.
    package static func read(_ path: String, limit: Int = sizeLimit) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw .cannotOpen(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(errno: errno) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { throw .notARegularFile(kind: kind(of: type)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(Int(status.st_size), limit) + 1)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let wanted = min(buffer.count, limit + 1 - bytes.count)
            let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0 ..< count])
        }
        guard bytes.count <= limit else { throw .tooLarge }
        return bytes
    }

    /// What a file of this `st_mode` type is, in words.
    private static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// The system's words for `errno` (`No such file or directory`).
    package static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// `read(2)`, named apart from `RegularFileReader.read`.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

extension RegularFileReader.Failure: CustomStringConvertible {
    /// The failure as the end of a sentence: "it is a named pipe (FIFO), not a regular file".
    package var description: String {
        switch self {
        case .cannotOpen(let code): RegularFileReader.reason(code)
        case .notARegularFile(let kind) where kind == "not a regular file": "it is not a regular file"
        case .notARegularFile(let kind): "it is \(kind), not a regular file"
        case .cannotRead(let code): RegularFileReader.reason(code)
        case .tooLarge: "it is larger than \(RegularFileReader.sizeLimit >> 20) MiB"
        }
    }
}
