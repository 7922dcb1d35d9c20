import Foundation
import URLRoutes

/// Reads an expectations file as `RouteTable(contentsOf:)` reads a table: UTF-8, at most
/// 64 MiB, from a regular file (a named pipe or a device is refused without waiting on it).
enum ExpectationsText {
    static func read(_ url: URL, file: String) throws -> String {
        let data = try bytes(of: url, file: file)
        guard let text = String(validating: data, as: UTF8.self) else {
            let place = TextFileLimits.firstInvalidUTF8(in: data)
            let byte = place.map { ", 0x" + String(data[$0.offset], radix: 16, uppercase: true) } ?? ""
            throw RouteTableError(file: file, line: place?.line ?? 1, column: place?.column ?? 1,
                                  message: "the expectations are not UTF-8 text: the byte at offset \(place?.offset ?? 0)\(byte) does not belong to a UTF-8 character")
        }
        return text
    }

    private static func bytes(of url: URL, file: String) throws -> [UInt8] {
        let limit = TextFileLimits.sizeLimit
        guard url.isFileURL else {
            let data = try Data(contentsOf: url)
            guard data.count <= limit else { throw tooLarge(file) }
            return [UInt8](data)
        }
        return try TextFileLimits.readRegularFile(url, file: file, role: "expectations", tooLarge: tooLarge(file))
    }

    private static func tooLarge(_ file: String) -> RouteTableError {
        RouteTableError(file: file, message: "the expectations are larger than 64 MiB; an expectations file is text a person writes")
    }
}
