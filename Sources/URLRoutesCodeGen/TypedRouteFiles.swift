#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import URLRoutesTableSyntax

/// Reading a table and writing the generated source, for the generator's two front ends.
package enum TypedRouteFiles {
    /// Why a file could not be read or written, with the system's reason.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The table's text: a regular file (never a pipe that would block the build), UTF-8,
    /// within the table size limit.
    package static func read(_ path: String) throws(Failure) -> String {
        let bytes: [UInt8]
        do {
            bytes = try RegularFileReader.read(path)
        } catch {
            let reason = switch error {
            case .cannotOpen(let code), .cannotRead(let code): RegularFileReader.reason(code)
            case .notARegularFile(let kind): "it is \(kind), not a regular file"
            case .tooLarge: "it is larger than the limit of 64 MiB"
            }
            throw Failure(description: "cannot read the table \(path): \(reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(description: "cannot read the table \(path): it is not UTF-8 text")
        }
        return text
    }

    /// Writes the whole file.
    package static func write(_ source: String, to path: String) throws(Failure) {
        guard let file = fopen(path, "w") else {
            throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(source.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}
