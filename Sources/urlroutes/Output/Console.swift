#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output goes: results on standard output, diagnostics on standard error.
enum Console {
    static func out(_ text: String) {
        print(text)
    }

    static func error(_ text: String) {
        // Flush what is already on standard output first, so the two streams interleave
        // in the order things happened when both go to a terminal.
        fflush(nil)
        let bytes = Array((text + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            written += count
        }
    }
}

/// Ends the process with `status`. A free function, because inside a `ParsableCommand` the
/// name `exit` means ArgumentParser's `exit(withError:)`.
func terminate(_ status: Int32) -> Never {
    fflush(nil)
    exit(status)
}
