import ArgumentParser
import URLRoutes
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
    /// The most a file may hold. A route table, an expectations file or a URL list is text a
    /// person writes; far beyond that is a mistake (`urlroutes lint /dev/zero`, a pipe that
    /// never ends), and reading on would only exhaust memory.
    static let sizeLimit = TextFileLimits.sizeLimit

    /// Reads `path`, a regular file, as UTF-8; `-` reads standard input (a pipe is welcome
    /// there). `role` names the file in messages.
    static func contents(of path: String, role: String) throws(ToolFailure) -> String {
        let bytes: [UInt8]
        if path == "-" {
            guard let read = readBounded(from: 0) else { throw tooLarge(path, role: role) }
            bytes = read
        } else {
            // A regular file only: a named pipe or a device is refused without waiting on it
            // (`open(2)` of a FIFO without a writer would block for good).
            do {
                bytes = try RegularFileReader.read(path, limit: sizeLimit)
            } catch {
                switch error {
                case .cannotOpen(let code): throw failure(path, role: role, errno: code)
                case .tooLarge: throw tooLarge(path, role: role)
                case .notARegularFile, .cannotRead:
                    throw ToolFailure(message: "cannot read \(role) '\(path)': \(error)", status: .usageOrTable)
                }
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let place = TextFileLimits.firstInvalidUTF8(in: bytes).map { place in
                " (the byte 0x\(String(bytes[place.offset], radix: 16, uppercase: true)) at offset \(place.offset), line \(place.line), is not part of a UTF-8 character)"
            } ?? ""
            throw ToolFailure(message: "cannot read \(role) '\(path)': it is not UTF-8 text\(place)", status: .usageOrTable)
        }
        return text
    }

    private static func tooLarge(_ path: String, role: String) -> ToolFailure {
        ToolFailure(message: "cannot read \(role) '\(path)': it is larger than \(sizeLimit >> 20) MiB", status: .usageOrTable)
    }

    /// Standard input: everything up to `sizeLimit` bytes, or nil when there is more. Reads at most one byte
    /// past the limit, so a device or pipe that never ends is found out in bounded memory.
    private static func readBounded(from descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= sizeLimit {
            let wanted = min(buffer.count, sizeLimit + 1 - bytes.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes.count > sizeLimit ? nil : bytes
    }

    /// Standard input can be read once: two inputs given as `-` would leave the second empty,
    /// and the command would answer about a file it never saw.
    static func requireOneStandardInput(_ inputs: [(role: String, path: String?)]) throws(ValidationError) {
        let fromStandardInput = inputs.filter { $0.path == "-" }.map(\.role)
        guard fromStandardInput.count > 1 else { return }
        throw ValidationError(
            "\(fromStandardInput.joined(separator: " and ")) both read standard input ('-'); only one input can come from it, so give the other as a file")
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
