import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// For tests that compile generated code with an outside compiler (swiftc, kotlinc) and
    /// compare what it prints with the router: the sanitizer runs of `.ci/run` set
    /// `URLROUTES_SANITIZER_RUN`, since the compiled programs are not sanitized and the plain
    /// `swift test` of the same run already checks them.
    static var outsideCompiler: Self {
        .enabled(if: ProcessInfo.processInfo.environment["URLROUTES_SANITIZER_RUN"] == nil,
                 "compiled with an outside compiler; checked by the run without sanitizers")
    }
}
