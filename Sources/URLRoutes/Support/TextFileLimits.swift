import Foundation

/// What a text file read as a table (or an expectations file, or a URL list) may be.
package enum TextFileLimits {
    /// The most a file may hold: 64 MiB (`RegularFileReader.sizeLimit`).
    package static let sizeLimit = RegularFileReader.sizeLimit

    /// Where `bytes` stop being UTF-8: the byte offset of the first byte that does not belong,
    /// and its line and column (counted in characters of the valid text before it); nil for
    /// valid UTF-8.
    package static func firstInvalidUTF8<Bytes: Collection<UInt8>>(in bytes: Bytes) -> (offset: Int, line: Int, column: Int)? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var line = 1
        var validPrefix: [UInt8] = []
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    validPrefix.removeAll(keepingCapacity: true)
                } else {
                    validPrefix.append(contentsOf: UTF8.encode(scalar)!)
                }
            case .emptyInput:
                return nil
            case .error:
                let column = String(decoding: validPrefix, as: UTF8.self).count + 1
                return (offset, line, column)
            }
        }
    }

    /// The error for bytes that are not UTF-8 at `offset`.
    static func invalidUTF8Error(file: String?, offset: Int, line: Int, column: Int, byte: UInt8?) -> RouteTableError {
        let shown = byte.map { ", 0x" + String($0, radix: 16, uppercase: true) } ?? ""
        return RouteTableError(file: file, line: line, column: column,
                               message: "the table is not UTF-8 text: the byte at offset \(offset)\(shown) does not belong to a UTF-8 character")
    }

    /// The bytes of the regular file at `url` (`RegularFileReader`), for `RouteTable(contentsOf:)`
    /// and `RouteExpectations(contentsOf:)`. `role` names the file in messages ("table",
    /// "expectations"); `tooLarge` is the error for a file over the limit. A file that cannot be opened throws Foundation's `CocoaError` (with the
    /// POSIX error under it), as `Data(contentsOf:)` would; anything else a `RouteTableError`.
    package static func readRegularFile(_ url: URL, file: String, role: String,
                                        tooLarge: @autoclosure () -> RouteTableError) throws -> [UInt8] {
        do {
            return try RegularFileReader.read(url.path)
        } catch {
            switch error {
            case .cannotOpen(let code):
                let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(code))
                let kind: CocoaError.Code = switch code {
                case ENOENT, ENOTDIR: .fileReadNoSuchFile
                case EACCES, EPERM: .fileReadNoPermission
                default: .fileReadUnknown
                }
                throw CocoaError(kind, userInfo: [NSFilePathErrorKey: url.path, NSURLErrorKey: url, NSUnderlyingErrorKey: posix])
            case .notARegularFile, .cannotRead:
                throw RouteTableError(file: file, message: "cannot read the \(role): \(error)")
            case .tooLarge:
                throw tooLarge()
            }
        }
    }
}
