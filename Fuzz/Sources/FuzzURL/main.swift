// libFuzzer entry point. Input: one URL, routed on FuzzChecks.fixedTable.
// A broken property is printed and turned into a crash, so that libFuzzer saves the input.
import FuzzChecks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzURL(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    QuietLogging.once
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let violations = FuzzChecks.checkURL(FuzzChecks.text(bytes))
    if !violations.isEmpty {
        fatalError(violations.joined(separator: "\n"))
    }
    return 0
}
