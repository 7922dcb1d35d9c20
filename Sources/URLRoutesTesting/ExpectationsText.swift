import Foundation
import URLRoutes

/// Reads an expectations file as `RouteTable(contentsOf:)` reads a table: UTF-8, at most
/// 64 MiB, read in bounded memory (a device or a pipe that never ends is found out).
enum ExpectationsText {
    static func read(_ url: URL, file: String) throws -> String {
        let data = try bytes(of: url, file: file)
        guard let text = String(validating: data, as: UTF8.self) else {
            let place = TextFileLimits.firstInvalidUTF8(in: data)
            let byte = place.map { ", 0x" + String(data[data.startIndex + $0.offset], radix: 16, uppercase: true) } ?? ""
            throw RouteTableError(file: file, line: place?.line ?? 1, column: place?.column ?? 1,
                                  message: "the expectations are not UTF-8 text: the byte at offset \(place?.offset ?? 0)\(byte) does not belong to a UTF-8 character")
        }
        return text
    }

    private static func bytes(of url: URL, file: String) throws -> Data {
        let limit = TextFileLimits.sizeLimit
        guard url.isFileURL else {
            let data = try Data(contentsOf: url)
            guard data.count <= limit else { throw tooLarge(file) }
            return data
        }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var data = Data()
        while data.count <= limit {
            guard let chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - data.count)), !chunk.isEmpty else { break }
            data.append(chunk)
        }
        guard data.count <= limit else { throw tooLarge(file) }
        return data
    }

    private static func tooLarge(_ file: String) -> RouteTableError {
        RouteTableError(file: file, message: "the expectations are larger than 64 MiB; an expectations file is text a person writes")
    }
}
