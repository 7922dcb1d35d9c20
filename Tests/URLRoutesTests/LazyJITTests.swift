import Foundation
import Testing
@testable import URLRoutes

/// A bucket's combined regex is matched by PCRE2's interpreter for its first matches on a thread
/// and JIT-compiled once it proves hot: the JIT's machine code takes pages of its own, megabytes
/// for a large table whose buckets are each routed a few times.
@Suite struct LazyJITTests {
    static let patterns = ["/resource/:id", "/resource/:id/edit", "/resource/view/:id/*"]
    static let urls = ["app://resource/7", "app://resource/7/edit", "app://resource/view/7/a/b"]

    /// Routes that record the `id` each lookup hands its handler.
    private func table(_ seen: Locked<[String]>) -> Routes {
        let routes = Routes()
        for pattern in Self.patterns {
            routes.addRoute(pattern) { parameters in
                seen.withLock { $0.append(parameters["id"] as? String ?? "none") }
                return true
            }
        }
        return routes
    }

    private func bucketRegex(_ routes: Routes) throws -> CompiledRegex {
        var path = "resource/7"
        let bucket = path.withUTF8 { routes.namespace.table.index.bucket(for: $0) }
        return try #require(bucket.chunks.first?.regex)
    }

    @Test func aBucketRoutedOnceForEachRouteStaysInterpreted() throws {
        let seen = Locked<[String]>([])
        let routes = table(seen)
        for url in Self.urls { #expect(routes.routeURL(url)) }
        #expect(seen.withLock { $0 } == ["7", "7", "7"])
        let regex = try bucketRegex(routes)
        #expect(!regex.handle.isJITCompiled)
        #expect(regex.awaitsJIT == CompiledRegex.isJITAvailable)
    }

    @Test func aHotBucketIsJITCompiledAndRoutesTheSame() throws {
        let seen = Locked<[String]>([])
        let routes = table(seen)
        let rounds = DispatchReplica.interpretedMatchesBeforeJIT + 3
        for round in 0..<rounds { #expect(routes.routeURL("app://resource/\(round)/edit")) }
        #expect(seen.withLock { $0 } == (0..<rounds).map(String.init))
        #expect(try bucketRegex(routes).handle.isJITCompiled == CompiledRegex.isJITAvailable)
        #expect(!routes.canRouteURL("app://resource/7/other"))
    }

    @Test func threadsCrossingTheThresholdTogetherRouteEveryURLRight() {
        let seen = Locked<[String]>([])
        let routes = table(seen)
        let perThread = 4 * DispatchReplica.interpretedMatchesBeforeJIT
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<perThread {
                #expect(routes.routeURL("app://resource/view/\(worker * 1_000 + round)/x"))
            }
        }
        let expected = (0..<4).flatMap { worker in (0..<perThread).map { String(worker * 1_000 + $0) } }
        #expect(seen.withLock { $0 }.sorted() == expected.sorted())
    }

    @Test func aJITHandleMatchesWhatTheInterpretedOneMatches() throws {
        let regex = try CompiledRegex(#"^(?|([a-z]+)/(\d+)(*MARK:0)|([a-z]+)/x(*MARK:1))\z"#, jitWhenHot: true)
        #expect(!regex.isJITCompiled && !regex.handle.isJITCompiled)
        func outcome(_ handle: RegexHandle, _ subject: String) -> String {
            var subject = subject
            return subject.withUTF8 { bytes in
                switch handle.match(bytes) {
                case .matched(let captures): "mark \(captures.mark ?? -1)"
                case .noMatch: "no match"
                case .failed(let error): "failed \(error)"
                }
            }
        }
        let interpreted = regex.handle
        let jit = regex.jitHandle
        #expect(jit.isJITCompiled == CompiledRegex.isJITAvailable && !jit.awaitsJIT)
        for subject in ["abc/42", "abc/x", "abc/", "ABC/1"] {
            #expect(outcome(interpreted, subject) == outcome(jit, subject))
        }
        #expect(regex.handle.isJITCompiled == CompiledRegex.isJITAvailable)
    }
}
