import Testing
@testable import URLRoutes

/// A thread matches a bucket in the shared index until the bucket proves hot (the same route
/// routed to twice in a row, or `interpretedMatchesBeforeJIT` lookups), and only then makes
/// its own copy: a large table routed once per route costs no copy per thread. A bucket with
/// no combined route is copied at once.
@Suite struct SharedBucketTests {
    /// A subclass is never combined: a bucket of only such routes has nothing to copy.
    final class CustomDefinition: RouteDefinition, @unchecked Sendable {}

    static func replica() -> (DispatchReplica, DispatchIndex) {
        let routes = Routes()
        for pattern in PlainSegmentMatcherTests.fixture { routes.addRoute(pattern) }
        routes.addRoute(CustomDefinition(pattern: "/custom/:id", handler: nil))
        let table = routes.namespace.table
        return (DispatchReplica(table), table.index)
    }

    /// The winner's slot and pattern and its variables, or "none".
    static func route(_ path: String, in replica: DispatchReplica) -> String {
        var path = path
        return path.withUTF8 { bytes in
            let (candidates, first) = replica.firstCombinedMatch(bytes, decodePlusSymbols: false)
            guard let first else { return "none" }
            let variables = first.match.variables.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
            // The text routing hands the parameters: this thread's copy in its copy of a bucket.
            let pattern = candidates[first.slot].isInThreadCopy
                ? DispatchReplica.Bucket.patterns(following: candidates)[first.slot] : candidates[first.slot].pattern
            return "\(pattern) \(variables) \(first.match.wildcardComponents ?? [])"
        }
    }

    static func bucketID(_ path: String, _ index: DispatchIndex) -> Int {
        var path = path
        return path.withUTF8 { index.bucketIDs[$0] } ?? index.bucketCount - 1
    }

    /// Routes one URL of each fixture route, and one that none takes, and checks the winners.
    static func expectEachFixtureRouteRoutedOnce(in replica: DispatchReplica) {
        #expect(Self.route("static/page", in: replica) == "/static/page  []")
        #expect(Self.route("resource/7", in: replica) == "/resource/:id id=7 []")
        #expect(Self.route("resource/7/edit", in: replica) == "/resource/:id/edit id=7 []")
        #expect(Self.route("resource/view/7/a/b", in: replica) == "/resource/view/:id/* id=7 [\"a\", \"b\"]")
        #expect(Self.route("static/about", in: replica) == "/static/about  []")
        #expect(Self.route("resource/7/other", in: replica) == "none")
    }

    @Test func routingEachRouteOnceMakesNoCopy() {
        let (replica, index) = Self.replica()
        Self.expectEachFixtureRouteRoutedOnce(in: replica)
        #expect(!replica.hasCopy(ofBucketAt: Self.bucketID("static", index)))
        #expect(!replica.hasCopy(ofBucketAt: Self.bucketID("resource", index)))
        #expect(index.buckets.flatMap(\.chunks).allSatisfy { !$0.isCompiled })
    }

    @Test func theSameRouteTwiceInARowMakesACopyThatRoutesTheSame() {
        let (replica, index) = Self.replica()
        #expect(Self.route("resource/7", in: replica) == "/resource/:id id=7 []")
        #expect(!replica.hasCopy(ofBucketAt: Self.bucketID("resource", index)))
        #expect(Self.route("resource/8", in: replica) == "/resource/:id id=8 []")
        #expect(replica.hasCopy(ofBucketAt: Self.bucketID("resource", index)))
        #expect(Self.route("resource/view/7/a/b", in: replica) == "/resource/view/:id/* id=7 [\"a\", \"b\"]")
        #expect(Self.route("resource/7/other", in: replica) == "none")
        // A literal path likewise.
        #expect(Self.route("static/page", in: replica) == "/static/page  []")
        #expect(!replica.hasCopy(ofBucketAt: Self.bucketID("static", index)))
        #expect(Self.route("static/page", in: replica) == "/static/page  []")
        #expect(replica.hasCopy(ofBucketAt: Self.bucketID("static", index)))
    }

    /// A thread's copy of a bucket holds one-word candidates followed by its own copies of
    /// their pattern texts, slot by slot (a hot lookup reads them without counting a reference
    /// on the definitions' texts); the shared index's candidates are not marked as a copy's.
    @Test func aCopysPatternTextsFollowItsCandidatesAndAreItsOwn() {
        let (replica, index) = Self.replica()
        var path = "resource/view/7/a/b"
        let sharedCandidates = path.withUTF8 { replica.firstCombinedMatch($0, decodePlusSymbols: false).candidates }
        #expect(!sharedCandidates.isEmpty && sharedCandidates.allSatisfy { !$0.isInThreadCopy })
        #expect(Self.route("resource/view/8/a/b", in: replica) == "/resource/view/:id/* id=8 [\"a\", \"b\"]")
        #expect(replica.hasCopy(ofBucketAt: Self.bucketID("resource", index)))
        let candidates = path.withUTF8 { replica.firstCombinedMatch($0, decodePlusSymbols: false).candidates }
        let shared = index.bucket(at: Self.bucketID("resource", index))
        #expect(candidates.count == shared.slots.count && candidates.count > 1)
        let patterns = DispatchReplica.Bucket.patterns(following: candidates)
        for slot in candidates.indices {
            let definition = candidates[slot].definition.takeUnretainedValue()
            #expect(candidates[slot].isInThreadCopy)
            #expect(definition === shared.slots[slot].definition.takeUnretainedValue())
            #expect(candidates[slot].isCombined == shared.slots[slot].isCombined)
            #expect(patterns[slot] == definition.pattern)
            // Texts longer than 15 bytes have storage: the copy's own, not the definition's.
            if definition.pattern.utf8.count > 15 { #expect(!patterns[slot].hasSameStorage(as: definition.pattern)) }
        }
    }

    @Test func manyLookupsMakeACopy() {
        let (replica, index) = Self.replica()
        for round in 0..<DispatchReplica.interpretedMatchesBeforeJIT - 1 {
            #expect(Self.route("resource/\(round)/miss", in: replica) == "none")
        }
        #expect(!replica.hasCopy(ofBucketAt: Self.bucketID("resource", index)))
        #expect(Self.route("resource/x/miss", in: replica) == "none")
        #expect(replica.hasCopy(ofBucketAt: Self.bucketID("resource", index)))
    }

    /// With no unfiled route, the index keeps every filed route's candidate itself: a literal
    /// path, and a path of a bucket whose routes are all segment-matchable, are matched there
    /// without building the shared bucket, until the bucket proves hot on a thread.
    @Test func routingEachPlainRouteOnceBuildsNoSharedBucket() {
        let routes = Routes()
        for pattern in PlainSegmentMatcherTests.fixture + ["/constrained/:id<\\d+>"] { routes.addRoute(pattern) }
        let table = routes.namespace.table
        let (replica, index) = (DispatchReplica(table), table.index)
        let (statics, resources, constrained) = (Self.bucketID("static", index), Self.bucketID("resource", index),
                                                 Self.bucketID("constrained", index))
        Self.expectEachFixtureRouteRoutedOnce(in: replica)
        #expect(!index.isBuilt(bucketAt: statics) && !index.isBuilt(bucketAt: resources))
        // A route that needs its regex is matched by the shared bucket's chunks.
        #expect(Self.route("constrained/7", in: replica) == "/constrained/:id<\\d+> id=7 []")
        #expect(Self.route("constrained/x", in: replica) == "none")
        #expect(index.isBuilt(bucketAt: constrained))
        // Hot (the same route twice in a row): the thread's copy, of the shared bucket built
        // now, routes the same.
        #expect(Self.route("resource/8", in: replica) == "/resource/:id id=8 []")
        #expect(!replica.hasCopy(ofBucketAt: resources) && !index.isBuilt(bucketAt: resources))
        #expect(Self.route("resource/9", in: replica) == "/resource/:id id=9 []")
        #expect(replica.hasCopy(ofBucketAt: resources) && index.isBuilt(bucketAt: resources))
        #expect(Self.route("resource/view/7/a/b", in: replica) == "/resource/view/:id/* id=7 [\"a\", \"b\"]")
        #expect(Self.route("static/about", in: replica) == "/static/about  []")
        #expect(Self.route("static/about", in: replica) == "/static/about  []")
        #expect(replica.hasCopy(ofBucketAt: statics))
        #expect(Self.route("static/page", in: replica) == "/static/page  []")
    }

    /// Misses reach the fallback bucket, which holds no combined route here: nothing to match
    /// in the shared index, so it is copied on the first lookup.
    @Test func aBucketWithNothingCombinedIsCopiedAtOnce() {
        let (replica, index) = Self.replica()
        #expect(!replica.hasCopy(ofBucketAt: index.bucketCount - 1))
        #expect(Self.route("custom/7", in: replica) == "none")
        #expect(replica.hasCopy(ofBucketAt: index.bucketCount - 1))
    }
}
