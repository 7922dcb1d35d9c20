#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the text files the tool is given, turning every failure into a sentence a person
/// can act on ("cannot read table 'x': no such file").
enum InputFile {
    /// Reads `path` as UTF-8; `-` reads standard input. `role` names the file in messages.
    static func contents(of path: String, role: String) throws(ToolFailure) -> String {
        let bytes: [UInt8]
        if path == "-" {
            bytes = readAll(from: 0)
        } else {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else {
                throw failure(path, role: role, errno: errno)
            }
            defer { close(descriptor) }
            var status = stat()
            if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                throw ToolFailure(message: "cannot read \(role) '\(path)': it is a directory", status: .usageOrTable)
            }
            bytes = readAll(from: descriptor)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ToolFailure(message: "cannot read \(role) '\(path)': it is not UTF-8 text", status: .usageOrTable)
        }
        return text
    }

    private static func readAll(from descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    private static func failure(_ path: String, role: String, errno code: Int32) -> ToolFailure {
        let reason: String
        switch code {
        case ENOENT: reason = "no such file"
        case EACCES: reason = "permission denied"
        default: reason = String(cString: strerror(code)).lowercased()
        }
        return ToolFailure(message: "cannot read \(role) '\(path)': \(reason)", status: .usageOrTable)
    }
}
