// libFuzzer entry point. Input: a pattern and its values, 0xFF, wildcard components, 0xFF,
// competing patterns, 0xFF, a form byte (see FuzzChecks.checkGenerate).
// A broken property is printed and turned into a crash, so that libFuzzer saves the input.
import FuzzChecks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerate(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    QuietLogging.once
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let violations = FuzzChecks.checkGenerate(bytes)
    if !violations.isEmpty {
        fatalError(violations.joined(separator: "\n"))
    }
    return 0
}
