// libFuzzer entry point. Input: one route pattern (the whole input, as UTF-8; NUL and control bytes kept).
// A broken property is printed and turned into a crash, so that libFuzzer saves the input.
import FuzzChecks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPattern(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    QuietLogging.once
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let violations = FuzzChecks.checkPattern(FuzzChecks.text(bytes))
    if !violations.isEmpty {
        fatalError(violations.joined(separator: "\n"))
    }
    return 0
}
