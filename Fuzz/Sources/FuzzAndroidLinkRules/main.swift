// libFuzzer entry point. Input: manifest 0xFF assetlinks.json 0xFF URLs (one a line).
// A broken property is printed and turned into a crash, so that libFuzzer saves the input.
import FuzzChecks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroidLinkRules(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    QuietLogging.once
    let violations = FuzzChecks.checkAndroidLinkRules(UnsafeRawBufferPointer(start: start, count: count))
    if !violations.isEmpty {
        fatalError(violations.joined(separator: "\n"))
    }
    return 0
}
