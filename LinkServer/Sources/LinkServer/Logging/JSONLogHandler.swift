import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Logging
import Synchronization

/// A swift-log handler that writes one JSON object per line: `time` (ISO 8601, UTC, with
/// milliseconds), `level`, `message`, the logger's `label`, then every metadata value as a field
/// of its own (`method`, `path`, `status`, ... on a request's line). For log collectors that
/// read JSON lines; `--log-format text` keeps swift-log's own lines.
struct JSONLogHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info
    let label: String
    private let output: Output

    /// Where the lines go: standard error, or (in tests) anything that takes a line.
    final class Output: Sendable {
        private let write: @Sendable (String) -> Void
        /// One line at a time, whole, even when several threads log.
        private let lock = Mutex(())

        init(_ write: @escaping @Sendable (String) -> Void) {
            self.write = write
        }

        static let standardError = Output { line in
            var line = line
            // One write(2) a line, as unbuffered standard error would; a short write goes on.
            line.withUTF8 { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Glibc.write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                    if written > 0 { offset += written } else if errno != EINTR { break }
                }
            }
        }

        func emit(_ line: String) {
            lock.withLock { _ in write(line) }
        }
    }

    init(label: String, output: Output = .standardError) {
        self.label = label
        self.output = output
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var fields: [(String, String)] = [
            ("time", Self.timestamp(Date())),
            ("level", event.level.rawValue),
            ("message", event.message.description),
            ("label", label),
            ("source", event.source),
        ]
        var merged = metadata
        if let extra = event.metadata {
            if merged.isEmpty { merged = extra } else { merged.merge(extra) { $1 } }
        }
        for (key, value) in merged.sorted(by: { $0.key < $1.key }) where !Self.reserved.contains(key) {
            fields.append((key, Self.flatten(value)))
        }
        var line = "{"
        for (index, (key, value)) in fields.enumerated() {
            if index > 0 { line += "," }
            Self.appendJSONString(key, to: &line)
            line += ":"
            // A request's status and duration are numbers, so a query can compare them.
            if Self.numericKeys.contains(key), Double(value) != nil {
                line += value
            } else {
                Self.appendJSONString(value, to: &line)
            }
        }
        line += "}\n"
        output.emit(line)
    }

    /// Fields the line sets itself; metadata of the same name does not overwrite them.
    private static let reserved: Set<String> = ["time", "level", "message", "label", "source"]
    private static let numericKeys: Set<String> = ["status", "duration_ms"]

    private static func flatten(_ value: Logger.Metadata.Value) -> String {
        switch value {
        case .string(let text): text
        case .stringConvertible(let value): value.description
        case .array(let values): "[" + values.map(flatten).joined(separator: ",") + "]"
        case .dictionary(let values): "{" + values.sorted { $0.key < $1.key }.map { "\($0.key)=\(flatten($0.value))" }.joined(separator: ",") + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and every control character escaped, so a
    /// value never breaks the line in two.
    static func appendJSONString(_ text: String, to line: inout String) {
        line += "\""
        // Most values need no escape: append them whole rather than scalar by scalar.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) {
            line += text
            line += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": line += "\\\""
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\t": line += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                line += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                line.unicodeScalars.append(scalar)
            }
        }
        line += "\""
    }

    /// `2026-11-26T20:16:09.412Z`, made by hand: Foundation's ISO 8601 formatting costs
    /// microseconds a line, which a server logging every request pays at each one.
    static func timestamp(_ date: Date) -> String {
        let since1970 = date.timeIntervalSince1970
        var seconds = time_t(since1970.rounded(.down))
        let milliseconds = Int((since1970 - Double(seconds)) * 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func digits(_ value: Int, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return digits(Int(parts.tm_year) + 1900, 4) + "-" + digits(Int(parts.tm_mon) + 1, 2) + "-" + digits(Int(parts.tm_mday), 2)
            + "T" + digits(Int(parts.tm_hour), 2) + ":" + digits(Int(parts.tm_min), 2) + ":" + digits(Int(parts.tm_sec), 2)
            + "." + digits(min(999, milliseconds), 3) + "Z"
    }
}
