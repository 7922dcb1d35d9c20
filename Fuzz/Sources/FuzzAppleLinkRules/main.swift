// libFuzzer entry point. Input: an apple-app-site-association file (any bytes), then after a
// 0xFF byte URLs to judge, one a line. A broken property is printed and turned into a crash, so
// that libFuzzer saves the input.
import FuzzChecks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppleLinkRules(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    QuietLogging.once
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let violations = FuzzChecks.checkAppleLinkRules(bytes)
    if !violations.isEmpty {
        fatalError(violations.joined(separator: "\n"))
    }
    return 0
}
