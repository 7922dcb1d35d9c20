import Foundation

/// One thread's copy of a table's dispatch index.
///
/// Every class reference or array that routing reads out of a shared object costs a reference
/// count on that object, an atomic write that all routing threads contend for: two threads
/// routing through one shared index ran slower together than one alone. A replica reads the
/// index's hash tables through plain pointers, which count nothing, and copies what else the
/// hot path reads (each bucket's candidates, pattern texts, capture groups, raw regex handles)
/// into objects only this thread touches, bucket by bucket as each proves hot on this thread
/// (`coldFirstCombinedMatch`; until then it reads the shared bucket). It
/// keeps the shared snapshot alive, so the tables, definitions and compiled regexes it refers
/// to without counting stay valid.
final class DispatchReplica {
    let table: NamespaceSnapshot
    /// The namespace change count the snapshot reflects.
    let version: Int
    // The snapshot's settings, copied so the hot path reads nothing shared.
    let usesDispatchIndex: Bool
    let shouldFallbackToGlobalRoutes: Bool
    let unmatchedURLHandler: (@Sendable (Routes, URL?, [String: any Sendable]?) -> Void)?
    let requestOptions: RouteRequestOptions?
    /// Nil when the table does not use the dispatch index.
    private let index: DispatchIndex?
    /// The index's tables, read through plain pointers: the snapshot keeps them alive.
    private let bucketIDs: BytesKeyedTable<Int>.View
    private let literalPaths: BytesKeyedTable<Int>.View
    /// Unretained, so that reading one counts no reference; `ownedBuckets` keeps them alive.
    @exclusivity(unchecked) private var buckets: [Unmanaged<Bucket>?]
    @exclusivity(unchecked) private var ownedBuckets: [Bucket] = []
    /// Of each bucket this thread has no copy of yet: its lookups, and the slot of the last
    /// route it routed to plus one (`countColdLookup`). Sized on the first cold lookup.
    @exclusivity(unchecked) private var coldLookups: [(count: UInt8, lastWinner: UInt8)] = []
    /// The storage of the last lookup's parameters, when its handler kept no copy: the next
    /// lookup's parameters reuse it rather than allocating (`RouteParameters+Reuse.swift`).
    @exclusivity(unchecked) var spareParameterStorage: RouteParameters.Storage?

    init(_ table: NamespaceSnapshot) {
        self.table = table
        version = table.version
        usesDispatchIndex = table.usesDispatchIndex
        shouldFallbackToGlobalRoutes = table.shouldFallbackToGlobalRoutes
        unmatchedURLHandler = table.unmatchedURLHandler
        requestOptions = table.requestOptions
        index = table.usesDispatchIndex ? table.index : nil
        bucketIDs = index?.bucketIDs.view ?? .empty
        literalPaths = index?.literalPaths.view ?? .empty
        buckets = Array(repeating: nil, count: index?.bucketCount ?? 0)
    }

    /// The candidates for a routing path, and the first combined candidate that matches it with
    /// its decoded captures: a literal path's route straight from `literalPaths`, else the
    /// bucket of the path's first component and its combined regexes. Read from this thread's
    /// copy of the bucket once it has one, else from the shared bucket. Valid while this
    /// replica lives.
    func firstCombinedMatch(_ path: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool)
        -> (candidates: UnsafeBufferPointer<DispatchIndex.Candidate>, first: (slot: Int, match: RouteMatch)?) {
        // One pass hashes the path and its first component.
        let hashes = BytesKeyedTable<Int>.hashes(of: path, prefixEndingAt: UInt8(ascii: "/"))
        // Most deep links are static: the whole path first, one probe for them.
        if !literalPaths.isEmpty, let hit = literalPaths[path, hash: hashes.whole] {
            let (id, slot) = DispatchIndex.bucketAndSlot(ofLiteralHit: hit)
            if let bucket = buckets[id] { return (bucket._withUnsafeGuaranteedRef { $0.candidates }, (slot, RouteMatch())) }
            return (coldCandidates(at: id, slot: slot), (slot, RouteMatch()))
        }
        let first = UnsafeBufferPointer(rebasing: path[0..<hashes.prefixEnd])
        let id = bucketIDs[first, hash: hashes.prefix] ?? buckets.count - 1
        if let bucket = buckets[id] {
            return bucket._withUnsafeGuaranteedRef { ($0.candidates, $0.firstCombinedMatch(path, decodePlusSymbols: decodePlusSymbols)) }
        }
        return coldFirstCombinedMatch(at: id, path, decodePlusSymbols: decodePlusSymbols)
    }

    /// Counts a lookup of bucket `id`, which this thread has no copy of, that routed to the
    /// candidate at `winner` (nil: none): the bucket proves hot, and this thread copies it,
    /// when it routes to the same route twice in a row or is looked up
    /// `interpretedMatchesBeforeJIT` times. A bucket without combined candidates (the fallback
    /// bucket of most tables, which misses reach) has nothing to match in the shared index and
    /// costs little to copy: it is copied at once.
    @inline(never)
    private func countColdLookup(_ id: Int, winner: Int?, hasCombinedCandidates: Bool) {
        guard hasCombinedCandidates else {
            _ = bucket(at: id)
            return
        }
        if coldLookups.isEmpty { coldLookups = Array(repeating: (0, 0), count: buckets.count) }
        let last = UInt8(truncatingIfNeeded: min((winner ?? 254) + 1, 255))
        let isRepeat = winner != nil && coldLookups[id].lastWinner == last
        coldLookups[id].lastWinner = last
        coldLookups[id].count += 1
        if isRepeat || Int(coldLookups[id].count) >= Self.interpretedMatchesBeforeJIT { _ = bucket(at: id) }
    }

    /// `firstCombinedMatch` for a literal path of a bucket this thread has no copy of: the
    /// index's candidates for it, without the shared bucket (the literal route is combined).
    @inline(never)
    private func coldCandidates(at id: Int, slot: Int) -> UnsafeBufferPointer<DispatchIndex.Candidate> {
        countColdLookup(id, winner: slot, hasCombinedCandidates: true)
        return buckets[id].map { $0._withUnsafeGuaranteedRef { $0.candidates } } ?? index.unsafelyUnwrapped.literalCandidates(at: id)
    }

    /// `firstCombinedMatch` in a bucket this thread has no copy of: matched in the shared
    /// bucket (the snapshot keeps it alive) until it proves hot.
    @inline(never)
    private func coldFirstCombinedMatch(at id: Int, _ path: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool)
        -> (candidates: UnsafeBufferPointer<DispatchIndex.Candidate>, first: (slot: Int, match: RouteMatch)?) {
        // Segment-matchable candidates are matched where the index keeps them, without
        // building the shared bucket.
        if let filed = index.unsafelyUnwrapped.filedBucket(at: id), filed.flags.contains(.isSegmentMatchable) {
            let hasCombinedCandidates = filed.flags.contains(.hasCombinedCandidates)
            if case .matched(let slot, let match) = DispatchIndex.Bucket.firstSegmentMatch(in: filed.slots, path, decodePlusSymbols: decodePlusSymbols) {
                countColdLookup(id, winner: slot, hasCombinedCandidates: hasCombinedCandidates)
                return (filed.slots, (slot, match))
            }
            countColdLookup(id, winner: nil, hasCombinedCandidates: hasCombinedCandidates)
            return (filed.slots, nil)
        }
        let shared = index.unsafelyUnwrapped.bucket(at: id)
        switch shared.sharedFirstMatch(path, decodePlusSymbols: decodePlusSymbols) {
        case .matched(let slot, let match):
            countColdLookup(id, winner: slot, hasCombinedCandidates: shared.hasCombinedCandidates)
            return (shared.slots, (slot, match))
        case .noMatch:
            countColdLookup(id, winner: nil, hasCombinedCandidates: shared.hasCombinedCandidates)
            return (shared.slots, nil)
        case .needsJIT:
            return bucket(at: id)._withUnsafeGuaranteedRef { ($0.candidates, $0.firstCombinedMatch(path, decodePlusSymbols: decodePlusSymbols)) }
        }
    }

    /// Whether this thread has its own copy of bucket `id` yet.
    func hasCopy(ofBucketAt id: Int) -> Bool { buckets[id] != nil }

    /// The bucket at `id`, copied from the shared one on first use.
    private func bucket(at id: Int) -> Unmanaged<Bucket> {
        if let bucket = buckets[id] { return bucket }
        let bucket = Bucket(index!.bucket(at: id))
        ownedBuckets.append(bucket)
        buckets[id] = Unmanaged.passUnretained(bucket)
        return Unmanaged.passUnretained(bucket)
    }

    /// How many times a thread matches a chunk without its JIT-compiled regex (in the shared
    /// bucket, then in its own copy: by `PlainSegmentMatcher` when the chunk's routes are all
    /// segment-matchable, else with PCRE2's interpreter) before it has the regex JIT-compiled.
    /// The JIT's machine code takes pages of its own (7 MB for the 2,000 regexes of a
    /// 10,000-route table routed once each) and compiling costs more than a few slower matches
    /// lose: a bucket routed to a few times, as most of a large table's are, is cheaper without.
    static let interpretedMatchesBeforeJIT = 16

    /// This thread's copy of a hot bucket.
    final class Bucket {
        /// Owned by this bucket and freed with it: one allocation, the candidates (each
        /// `isInThreadCopy`) followed by this thread's copies of their pattern texts, slot by
        /// slot (`patterns(following:)`), so that routing finds a winner's text from the
        /// candidates alone, and reading it counts no reference on a shared text. A buffer
        /// rather than an array: routing reads it as a plain value, where reading an array out
        /// of the bucket counted a reference on it, and walking it in a closure copied the
        /// routed URL into the closure's context.
        let candidates: UnsafeBufferPointer<DispatchIndex.Candidate>
        /// This thread's copies of the pattern texts, in the same allocation.
        private let patterns: UnsafePointer<String>
        let chunks: [Chunk]

        init(_ shared: DispatchIndex.Bucket) {
            let count = shared.slots.count
            let storage = UnsafeMutableRawPointer.allocate(
                byteCount: count * (MemoryLayout<DispatchIndex.Candidate>.stride + MemoryLayout<String>.stride),
                alignment: Swift.max(MemoryLayout<DispatchIndex.Candidate>.alignment, MemoryLayout<String>.alignment))
            let candidates = storage.bindMemory(to: DispatchIndex.Candidate.self, capacity: count)
            let patterns = (storage + count * MemoryLayout<DispatchIndex.Candidate>.stride).bindMemory(to: String.self, capacity: count)
            for (position, candidate) in shared.slots.enumerated() {
                (candidates + position).initialize(to: candidate.inThreadCopy)
                (patterns + position).initialize(to: candidate.pattern.privateCopy())
            }
            self.candidates = UnsafeBufferPointer(start: candidates, count: count)
            self.patterns = UnsafePointer(patterns)
            chunks = shared.chunks.map(Chunk.init)
        }

        deinit {
            UnsafeMutablePointer(mutating: patterns).deinitialize(count: candidates.count)
            UnsafeMutableRawPointer(mutating: candidates.baseAddress.unsafelyUnwrapped).deallocate()
        }

        /// This thread's copies of the pattern texts of `candidates`, a `Bucket`'s candidates
        /// (`isInThreadCopy`), slot by slot: they follow the candidates in one allocation.
        static func patterns(following candidates: UnsafeBufferPointer<DispatchIndex.Candidate>) -> UnsafePointer<String> {
            UnsafeRawPointer(candidates.baseAddress.unsafelyUnwrapped + candidates.count).assumingMemoryBound(to: String.self)
        }

        /// The first combined candidate whose regex matches `path`, and its decoded captures.
        func firstCombinedMatch(_ path: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool) -> (slot: Int, match: RouteMatch)? {
            for chunk in chunks {
                if let found = chunk.firstMatch(path, patterns, decodePlusSymbols: decodePlusSymbols) { return found }
            }
            return nil
        }
    }

    final class Chunk {
        struct Member {
            let slot: Int
            let hasWildcard: Bool
            let route: Unmanaged<RoutePattern>
        }

        private let shared: DispatchIndex.Chunk
        let members: [Member]
        /// Resolved on first regex match: the shared compiled regex (kept alive here, never
        /// read while matching: reading it counted a reference), its handle (nil when PCRE2
        /// refused the combination), and this thread's copy of the members' groups.
        @exclusivity(unchecked) private var owner: DispatchIndex.Chunk.Compiled?
        @exclusivity(unchecked) private var handle: RegexHandle?
        @exclusivity(unchecked) private var groups: [[RouteCaptureGroup]] = []
        /// Matches left before this thread asks for the JIT-compiled regex.
        @exclusivity(unchecked) private var matchesBeforeJIT = DispatchReplica.interpretedMatchesBeforeJIT
        private let isSegmentMatchable: Bool

        init(_ shared: DispatchIndex.Chunk) {
            self.shared = shared
            isSegmentMatchable = shared.isSegmentMatchable
            members = shared.members.map { member in
                Member(slot: member.slot, hasWildcard: member.route.hasWildcard, route: Unmanaged.passUnretained(member.route))
            }
        }

        /// `patterns`: this thread's copies of the bucket's pattern texts, slot by slot.
        func firstMatch(_ path: UnsafeBufferPointer<UInt8>, _ patterns: UnsafePointer<String>,
                        decodePlusSymbols: Bool) -> (slot: Int, match: RouteMatch)? {
            if isSegmentMatchable && matchesBeforeJIT > 0 {
                matchesBeforeJIT -= 1
                return firstSegmentMatch(path, patterns, decodePlusSymbols: decodePlusSymbols)
            }
            if owner == nil { resolveRegex() }
            guard let handle else {
                return isSegmentMatchable ? firstSegmentMatch(path, patterns, decodePlusSymbols: decodePlusSymbols)
                    : firstMatchOneByOne(path, decodePlusSymbols: decodePlusSymbols)
            }
            switch handle.awaitsJIT ? matchAwaitingJIT(handle, path) : handle.match(path) {
            case .noMatch:
                return nil
            case .failed(let error):
                // One costly route (`**` on a huge path) must not hide the others: each
                // gets its own match limit.
                if MatchDataPool.shouldLogGivingUp() {
                    RouteLog.error("dispatch gave up on a \(path.count)-byte path (\(error)); trying its routes one by one")
                }
                // A chunk of one route is that route's regex with a mark: matching it again
                // alone, under the same limit or a lower one, would give up again.
                guard members.count > 1 else { return nil }
                return firstMatchOneByOne(path, decodePlusSymbols: decodePlusSymbols)
            case .matched(let captures):
                guard let number = captures.mark, number < members.count else { return nil }
                let member = members[number]
                return (member.slot, RouteMatch(captures: captures, groups: groups[number],
                                                hasWildcard: member.hasWildcard, subject: path, decodePlusSymbols: decodePlusSymbols))
            }
        }

        /// The shared combined regex, compiled now if no thread did yet.
        @inline(never)
        private func resolveRegex() {
            let compiled = shared.combined
            // A segment-matchable chunk needs its regex only once hot: straight to the JIT.
            handle = compiled.regex.map { isSegmentMatchable ? $0.jitHandle : $0.handle }
            groups = compiled.groups.map { $0.map { $0 } }
            owner = compiled
        }

        /// The first member `PlainSegmentMatcher` matches, read from this thread's copy of its
        /// pattern text.
        private func firstSegmentMatch(_ path: UnsafeBufferPointer<UInt8>, _ patterns: UnsafePointer<String>,
                                       decodePlusSymbols: Bool) -> (slot: Int, match: RouteMatch)? {
            for member in members {
                let found = patterns[member.slot].withBorrowedUTF8 {
                    PlainSegmentMatcher.match($0, path, decodePlusSymbols: decodePlusSymbols)
                }
                if let found { return (member.slot, found) }
            }
            return nil
        }

        /// A match while the regex is interpreted: counts it, and switches to the JIT-compiled
        /// regex when it proves hot.
        @inline(never)
        private func matchAwaitingJIT(_ handle: RegexHandle, _ path: UnsafeBufferPointer<UInt8>) -> RegexMatchOutcome {
            matchesBeforeJIT -= 1
            if matchesBeforeJIT <= 0 { return compileJIT().match(path) }
            let outcome = handle.match(path)
            // The interpreter gave up (its heap limit, or steps the JIT does not count): the
            // JIT goes further, as it would have had the regex been hot.
            if case .failed = outcome { return compileJIT().match(path) }
            return outcome
        }

        /// Switches this chunk to the JIT-compiled regex (compiled now if no thread did yet).
        @inline(never)
        private func compileJIT() -> RegexHandle {
            guard let regex = owner?.regex else { preconditionFailure("compileJIT before the regex was resolved") }
            let jit = regex.jitHandle
            handle = jit
            return jit
        }

        private func firstMatchOneByOne(_ path: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool) -> (slot: Int, match: RouteMatch)? {
            for member in members {
                if let match = member.route._withUnsafeGuaranteedRef({ $0.match(path, decodePlusSymbols: decodePlusSymbols) }) {
                    return (member.slot, match)
                }
            }
            return nil
        }
    }
}
