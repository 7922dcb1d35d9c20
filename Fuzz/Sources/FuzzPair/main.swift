// libFuzzer entry point. Input: patterns, a 0xFF byte, URLs (one a line on each side).
// A broken property is printed and turned into a crash, so that libFuzzer saves the input.
import FuzzChecks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPair(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    QuietLogging.once
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let violations = FuzzChecks.checkPair(bytes)
    if !violations.isEmpty {
        fatalError(violations.joined(separator: "\n"))
    }
    return 0
}
