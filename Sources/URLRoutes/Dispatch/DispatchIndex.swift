/// Files a table's routes so that one regex match finds the first route that matches a path.
///
/// Routes are filed under their first path component when it is literal text (`user` for
/// `/user/view/:id`); routes that start with a variable or wildcard, subclassed definitions
/// and routes with a fragment part go into every bucket and into the fallback bucket. Each bucket keeps its
/// routes in matching order and combines the regexes of its plain `RouteDefinition`s into one
/// branch-reset regex
///
///     ^(?|route0(*MARK:0)|route1(*MARK:1)|...)\z
///
/// whose mark names the first route that matches. Branch reset numbers every branch's groups
/// from 1, as in the route's own regex, so the captures read the same way. A path that equals a
/// fully literal route (`static/page`) is looked up in one hash table for the whole table
/// first, when no combined route before that one in its bucket could match it: most deep links
/// are static and skip both the bucket lookup and PCRE2. Subclassed
/// definitions may override `routeResponse(for:)`, and a route with a fragment part matches a
/// web URL's path with its fragment where the others match the path alone, so neither is ever
/// in the combined regex; they stay candidates in their place.
///
/// A bucket whose combined routes are all segment-matchable (`RoutePattern.isSegmentMatchable`)
/// is matched by `PlainSegmentMatcher` without its combined regex until a thread finds it hot.
///
/// The index is shared by every thread routing the same snapshot; each thread matches through
/// its own `DispatchReplica` of it, which reads a bucket here until the bucket proves hot on
/// that thread and copies it then.
final class DispatchIndex: Sendable {
    /// Routes per combined regex. PCRE2 caps a compiled pattern (about 64K code units with
    /// 2-byte links, roughly 1,250 simple routes); chunks stay far below that.
    static let routesPerChunk = 200
    /// Regex source per combined regex. A chunk stops short of it, and a route whose regex is
    /// longer on its own (hundreds of variables, a huge literal) is never combined but matched
    /// by itself in its turn: one such route must not push its chunk past PCRE2's cap and
    /// send all its neighbours down the one-by-one path.
    static let maximumCombinedSourceBytes = 16_384

    /// First literal component → position in `buckets`.
    let bucketIDs: BytesKeyedTable<Int>
    /// Literal path (`static/page`) → the bucket and the slot among its candidates of the
    /// fully literal route that is the first combined route of its bucket to match that path
    /// (`literalHit(bucket:slot:)`). Only routes no earlier combined route of their bucket could
    /// match are here (a route with a variable or wildcard ahead of them, in the bucket or
    /// unfiled, rules them out); the others are found by the bucket's regexes.
    let literalPaths: BytesKeyedTable<Int>
    /// The literal buckets, then the fallback bucket last.
    let bucketCount: Int
    private let definitions: [RouteDefinition]
    /// The positions in `definitions` of the routes filed under each literal bucket, bucket by
    /// bucket in one array (`filedStarts[id] ..< filedStarts[id + 1]`): one array, not
    /// thousands of small ones.
    private let filedPositions: [Int32]
    private let filedStarts: [Int32]
    /// Positions of the routes that are candidates in every bucket.
    private let unfiled: [Int]
    /// Buckets are built when a URL first needs them, not with the index: a table of 10,000
    /// routes has thousands of buckets, most of which a process never routes to. Each thread's
    /// replica asks for a bucket once, so a lock here costs nothing on the hot path.
    private let built: Locked<Built>

    private struct Built {
        /// Empty until a bucket is first built: with no route unfiled, a table routed only
        /// through `filedBucket(at:)` builds none.
        var buckets: [Bucket?]
        /// Of each literal bucket's part of `filedCandidates`: whether it is written, and what
        /// `FiledBucket` says of it (`FiledBucket.Flags`).
        var filedFlags: [FiledBucket.Flags]
    }

    /// A literal bucket's candidates in `filedCandidates`, matched without the bucket object
    /// while no thread has a copy of it.
    struct FiledBucket {
        let slots: UnsafeBufferPointer<Candidate>
        let flags: Flags

        struct Flags: OptionSet {
            let rawValue: UInt8
            static let isWritten = Flags(rawValue: 1 << 0)
            /// Every combined candidate is segment-matchable (`Bucket.isSegmentMatchable`).
            static let isSegmentMatchable = Flags(rawValue: 1 << 1)
            /// Some candidate is combined (`Bucket.hasCombinedCandidates`).
            static let hasCombinedCandidates = Flags(rawValue: 1 << 2)
        }
    }

    /// When no route is unfiled: every filed route's candidate, bucket by bucket as in
    /// `filedPositions`, each bucket's written when a path of it is first routed
    /// (`filedBucket(at:)`). A bucket routed a few times needs its candidates only, not the
    /// bucket object, unless its routes need their combined regex: a table of thousands of
    /// buckets routed once each built a bucket object and a candidate buffer of its own for
    /// each. Allocated with the index and never written where nothing is routed, so never
    /// resident there. Nil when routes are unfiled (then each bucket merges them in:
    /// `bucket(at:)`).
    nonisolated(unsafe) private let filedCandidates: UnsafeMutablePointer<Candidate>?

    init(_ definitions: [RouteDefinition]) {
        // Both tables' keys are parts of the patterns: at most one per route, and no more bytes
        // than the patterns have.
        let patternBytes = definitions.reduce(0) { $0 + $1.pattern.utf8.count }
        // Bucket IDs by first literal, hashed from the patterns' bytes as they stand: a
        // `[String: Int32]` made a String of each and SipHashed it, a third of building the index.
        var bucketIDs = BytesKeyedTable<Int>.Builder(keys: definitions.count, keyBytes: patternBytes)
        var unfiled: [Int] = []
        // Each definition's bucket (-1: unfiled), then the buckets' positions by counting.
        var bucketOf = [Int32](repeating: -1, count: definitions.count)
        var counts: [Int32] = []
        var literalPaths = BytesKeyedTable<Int>.Builder(keys: definitions.count, keyBytes: patternBytes)
        // Whether a combined route with a variable or wildcard came before, in each bucket
        // (`closed`) or unfiled, in all of them (`allClosed`): literal routes after it are
        // left to the regexes. Taken as combined whenever it is plain and well formed (a
        // route too long to combine closes a bucket it could have left open: slower, not wrong).
        var closed: [Bool] = []
        var allClosed = false
        for (position, definition) in definitions.enumerated() {
            // A subclass may match URLs its pattern does not: it is a candidate everywhere. So is
            // a route with a fragment part, which matches a web URL's path with its fragment.
            let route = type(of: definition) == RouteDefinition.self ? definition.outline : nil
            let id: Int? = route.flatMap { route in
                route.isFragmentRoute ? nil : route.withFirstLiteralBytes { literal in
                    literal.map { literal in
                        bucketIDs.value(for: literal) {
                            counts.append(0)
                            return counts.count - 1
                        }
                    }
                }
            }
            if let id, let route {
                if id == closed.count { closed.append(false) }
                if !allClosed && !closed[id] {
                    let slot = Int(counts[id]) + unfiled.count
                    let isLiteral = route.withLiteralPathBytes { path in
                        // A literal route's regex is its escaped text: at most twice its length.
                        // Of two equal literal routes the first is the match.
                        if let path, 2 * path.count <= Self.maximumCombinedSourceBytes {
                            _ = literalPaths.value(for: path) { Self.literalHit(bucket: id, slot: slot) }
                        }
                        return path != nil
                    }
                    if !isLiteral { closed[id] = true }
                }
                bucketOf[position] = Int32(id)
                counts[id] += 1
            } else {
                if let route = definition.outline, type(of: definition) == RouteDefinition.self, !route.isFragmentRoute {
                    allClosed = true
                }
                unfiled.append(position)
            }
        }
        self.literalPaths = BytesKeyedTable(literalPaths)
        var starts = [Int32](repeating: 0, count: counts.count + 1)
        for id in counts.indices { starts[id + 1] = starts[id] + counts[id] }
        var next = Array(starts.dropLast())
        var positions = [Int32](repeating: 0, count: Int(starts.last ?? 0))
        for (position, id) in bucketOf.enumerated() where id >= 0 {
            positions[Int(next[Int(id)])] = Int32(position)
            next[Int(id)] += 1
        }
        self.bucketIDs = BytesKeyedTable(bucketIDs)
        bucketCount = counts.count + 1
        self.definitions = definitions
        filedPositions = positions
        filedStarts = starts
        self.unfiled = unfiled
        built = Locked(Built(buckets: [],
                             filedFlags: Array(repeating: [], count: unfiled.isEmpty ? counts.count : 0)))
        filedCandidates = unfiled.isEmpty && !positions.isEmpty ? .allocate(capacity: positions.count) : nil
    }

    deinit {
        guard let filedCandidates else { return }
        built.withLock { built in
            for (id, flags) in built.filedFlags.enumerated() where flags.contains(.isWritten) {
                let start = Int(filedStarts[id])
                (filedCandidates + start).deinitialize(count: Int(filedStarts[id + 1]) - start)
            }
        }
        filedCandidates.deallocate()
    }

    /// The candidates of the bucket at `id`, in matching order, without building the bucket:
    /// nil when routes are unfiled or for the fallback bucket. Written on first use; valid
    /// while the index lives; the same candidates, in the same slots, as the bucket's.
    func filedBucket(at id: Int) -> FiledBucket? {
        guard let filedCandidates, id < bucketCount - 1 else { return nil }
        let start = Int(filedStarts[id])
        let count = Int(filedStarts[id + 1]) - start
        let flags = built.withLock { built in
            if built.filedFlags[id].contains(.isWritten) { return built.filedFlags[id] }
            var flags: FiledBucket.Flags = [.isWritten, .isSegmentMatchable]
            for slot in 0 ..< count {
                let (candidate, needsRegex) = Self.candidate(definitions[Int(filedPositions[start + slot])])
                if needsRegex { flags.remove(.isSegmentMatchable) }
                if candidate.isCombined { flags.insert(.hasCombinedCandidates) }
                (filedCandidates + start + slot).initialize(to: candidate)
            }
            built.filedFlags[id] = flags
            return flags
        }
        return FiledBucket(slots: UnsafeBufferPointer(start: filedCandidates + start, count: count), flags: flags)
    }

    /// The candidates of the literal bucket at `id`, for a literal path of it
    /// (`literalPaths`), without building the bucket when no route is unfiled.
    func literalCandidates(at id: Int) -> UnsafeBufferPointer<Candidate> {
        filedBucket(at: id)?.slots ?? bucket(at: id).slots
    }

    /// A definition's candidate, and whether it is combined without being segment-matchable.
    fileprivate static func candidate(_ definition: RouteDefinition) -> (candidate: Candidate, needsRegex: Bool) {
        var isCombined = false
        var needsRegex = false
        if type(of: definition) == RouteDefinition.self, let outline = definition.outline, !outline.isFragmentRoute {
            // A segment-matchable route's regex is short (`RoutePattern(plain:)`): it
            // is not built to be measured, nor its `RoutePattern` made.
            isCombined = outline.isSegmentMatchable
                || definition.compiledPattern.unsafelyUnwrapped.withRegexOutput { $0.body.utf8.count <= DispatchIndex.maximumCombinedSourceBytes }
            needsRegex = isCombined && !outline.isSegmentMatchable
        }
        return (Candidate(definition: Unmanaged.passUnretained(definition), isCombined: isCombined), needsRegex)
    }

    /// The bucket at a position in `0 ..< bucketCount`, built on first use.
    func bucket(at id: Int) -> Bucket {
        built.withLock { built in
            if built.buckets.isEmpty { built.buckets = Array(repeating: nil, count: bucketCount) }
            if let bucket = built.buckets[id] { return bucket }
            let positions = id < bucketCount - 1
                ? Self.merge(filedPositions[Int(filedStarts[id]) ..< Int(filedStarts[id + 1])].map(Int.init), unfiled)
                : unfiled
            let bucket = Bucket(positions.map { definitions[$0] })
            built.buckets[id] = bucket
            return bucket
        }
    }

    /// Whether the bucket at `id` has been built (`bucket(at:)`).
    func isBuilt(bucketAt id: Int) -> Bool { built.withLock { !$0.buckets.isEmpty && $0.buckets[id] != nil } }

    /// `literalPaths`' value for the candidate `slot` of bucket `bucket`.
    static func literalHit(bucket: Int, slot: Int) -> Int { bucket << 32 | slot }

    /// The bucket and slot of a `literalPaths` value.
    static func bucketAndSlot(ofLiteralHit hit: Int) -> (bucket: Int, slot: Int) { (hit >> 32, hit & 0xFFFF_FFFF) }

    /// Every bucket, literal ones first and the fallback bucket last (built now if need be).
    var buckets: [Bucket] { (0..<bucketCount).map(bucket(at:)) }

    /// The position in `buckets` for a routing path: its first component's bucket, else the
    /// fallback bucket (last).
    private static func bucketID(for path: UnsafeBufferPointer<UInt8>, in bucketIDs: BytesKeyedTable<Int>.View, count: Int) -> Int {
        let end = path.firstIndex(of: UInt8(ascii: "/")) ?? path.count
        return bucketIDs[UnsafeBufferPointer(rebasing: path[0..<end])] ?? count - 1
    }

    func bucket(for path: UnsafeBufferPointer<UInt8>) -> Bucket {
        bucket(at: Self.bucketID(for: path, in: bucketIDs.view, count: bucketCount))
    }

    /// Two ascending lists of positions as one.
    private static func merge(_ first: [Int], _ second: [Int]) -> [Int] {
        guard !second.isEmpty else { return first }
        var merged: [Int] = []
        merged.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i] < second[j]) {
                merged.append(first[i]); i += 1
            } else {
                merged.append(second[j]); j += 1
            }
        }
        return merged
    }

    /// A candidate route of a bucket as routing reads it: one word, the definition's address
    /// and two flags (a table of 10,000 routes routed once each holds a candidate per route;
    /// with a `Bool` and the pattern text beside the address it took 32 bytes). A thread's copy
    /// of a hot bucket keeps its own copies of the pattern texts right after its candidates
    /// (`DispatchReplica.Bucket.patterns(following:)`).
    struct Candidate {
        /// The definition's address, with `isCombinedBit` and `isInThreadCopyBit` set when
        /// they hold: objects are at least 8-byte aligned, so the two low bits are free.
        private let bits: UInt
        private static var isCombinedBit: UInt { 1 }
        private static var isInThreadCopyBit: UInt { 2 }
        private static var flagBits: UInt { isCombinedBit | isInThreadCopyBit }

        init(definition: Unmanaged<RouteDefinition>, isCombined: Bool) {
            let address = UInt(bitPattern: definition.toOpaque())
            assert(address & Self.flagBits == 0, "a RouteDefinition at an address that is not 4-byte aligned")
            bits = address | (isCombined ? Self.isCombinedBit : 0)
        }

        private init(bits: UInt) { self.bits = bits }

        /// This candidate as a thread's copy of its bucket holds it.
        var inThreadCopy: Candidate { Candidate(bits: bits | Self.isInThreadCopyBit) }

        /// The definition's pattern text, read from the definition: counts a reference on the
        /// shared text. Routing reads a thread's copy from `DispatchReplica.Bucket` instead
        /// when `isInThreadCopy`.
        var pattern: String { definition._withUnsafeGuaranteedRef { $0.pattern } }

        /// Kept alive by the snapshot.
        var definition: Unmanaged<RouteDefinition> {
            Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits & ~Self.flagBits).unsafelyUnwrapped)
        }
        /// Whether it takes part in the bucket's chunks (a plain, well-formed definition).
        var isCombined: Bool { bits & Self.isCombinedBit != 0 }
        /// Whether it is in a thread's copy of its bucket, whose own copies of the pattern texts
        /// follow its candidates (`DispatchReplica.Bucket.patterns(following:)`).
        var isInThreadCopy: Bool { bits & Self.isInThreadCopyBit != 0 }
    }

    /// What matching a bucket without a thread's own copy of it found.
    enum SharedMatch {
        case matched(slot: Int, match: RouteMatch)
        case noMatch
        /// PCRE2's interpreter gave up: the JIT-compiled regex of a thread's copy goes further.
        case needsJIT
    }

    /// The candidate routes for one first component, in matching order.
    ///
    /// Every thread matches a bucket through this shared object for its first lookups of it,
    /// and makes its own copy (`DispatchReplica.Bucket`) only once the bucket proves hot: most
    /// buckets of a large table are routed to a few times, and a copy per thread of each cost
    /// more than the table's routes. The chunks are made when first needed, too: a bucket of
    /// segment-matchable routes is matched without them until a thread's copy needs them.
    final class Bucket: @unchecked Sendable {
        /// In matching order; owned by this bucket, read-only after `init`.
        let slots: UnsafeBufferPointer<Candidate>
        /// Whether every combined candidate `isSegmentMatchable`.
        let isSegmentMatchable: Bool
        /// Whether any candidate is combined.
        let hasCombinedCandidates: Bool
        private let chunkList = LazyReference<ChunkList>()

        private final class ChunkList: Sendable {
            let chunks: [Chunk]
            init(_ chunks: [Chunk]) { self.chunks = chunks }
        }

        init(_ definitions: [RouteDefinition]) {
            let slots = UnsafeMutableBufferPointer<Candidate>.allocate(capacity: definitions.count)
            var isSegmentMatchable = true
            for (slot, definition) in definitions.enumerated() {
                let (candidate, needsRegex) = DispatchIndex.candidate(definition)
                if needsRegex { isSegmentMatchable = false }
                (slots.baseAddress! + slot).initialize(to: candidate)
            }
            self.slots = UnsafeBufferPointer(slots)
            self.isSegmentMatchable = isSegmentMatchable
            hasCombinedCandidates = slots.contains { $0.isCombined }
        }

        deinit {
            let slots = UnsafeMutableBufferPointer(mutating: slots)
            slots.baseAddress?.deinitialize(count: slots.count)
            slots.deallocate()
        }

        /// The candidates, in matching order, with whether each is combined.
        var candidates: [(definition: RouteDefinition, isCombined: Bool)] {
            slots.map { ($0.definition.takeUnretainedValue(), $0.isCombined) }
        }

        /// The combined candidates in chunks of at most `routesPerChunk` routes and
        /// `maximumCombinedSourceBytes` of regex, made on first use.
        var chunks: [Chunk] {
            chunkList.value {
                var chunks: [Chunk] = []
                var members: [(slot: Int, route: RoutePattern)] = []
                var bytes = 0
                for (slot, candidate) in slots.enumerated() where candidate.isCombined {
                    guard let route = candidate.definition._withUnsafeGuaranteedRef({ $0.compiledPattern }) else { continue }
                    let size = (route.isSegmentMatchable ? Chunk.combinedBodyBound(route) : route.withRegexOutput { $0.body.utf8.count })
                        + 16  // "|" and the mark
                    if !members.isEmpty
                        && (members.count == DispatchIndex.routesPerChunk || bytes + size > DispatchIndex.maximumCombinedSourceBytes) {
                        chunks.append(Chunk(members))
                        members = []
                        bytes = 0
                    }
                    members.append((slot, route))
                    bytes += size
                }
                if !members.isEmpty { chunks.append(Chunk(members)) }
                return ChunkList(chunks)
            }.chunks
        }

        /// The first combined candidate of `slots`, all of whose combined candidates are
        /// segment-matchable, that `PlainSegmentMatcher` matches with `path`.
        static func firstSegmentMatch(in slots: UnsafeBufferPointer<Candidate>, _ path: UnsafeBufferPointer<UInt8>,
                                      decodePlusSymbols: Bool) -> SharedMatch {
            for slot in slots.indices where slots[slot].isCombined {
                if let match = slots[slot].pattern.withBorrowedUTF8({
                    PlainSegmentMatcher.match($0, path, decodePlusSymbols: decodePlusSymbols)
                }) {
                    return .matched(slot: slot, match: match)
                }
            }
            return .noMatch
        }

        /// The first combined candidate that matches `path`, without a thread's copy: by
        /// `PlainSegmentMatcher` when every combined candidate is segment-matchable, else by the
        /// chunks' combined regexes, interpreted.
        func sharedFirstMatch(_ path: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool) -> SharedMatch {
            if isSegmentMatchable { return Self.firstSegmentMatch(in: slots, path, decodePlusSymbols: decodePlusSymbols) }
            for chunk in chunks {
                let found = chunk.interpretedFirstMatch(path, decodePlusSymbols: decodePlusSymbols)
                if case .noMatch = found { continue }
                return found
            }
            return .noMatch
        }
    }

    /// Up to `routesPerChunk` routes of a bucket, matched in one combined regex, compiled on
    /// first use by whichever thread needs it first: interpreted while the bucket is shared,
    /// JIT-compiled once a thread finds it hot (`DispatchReplica.interpretedMatchesBeforeJIT`).
    /// A bucket of segment-matchable routes needs it only then.
    final class Chunk: Sendable {
        /// Each route with its position among the bucket's candidates.
        let members: [(slot: Int, route: RoutePattern)]
        /// Whether every member `isSegmentMatchable`.
        let isSegmentMatchable: Bool
        private let compiled = LazyReference<Compiled>()

        /// The combined regex and each member's capture groups, made together from the
        /// routes' regex texts, which are dropped again.
        final class Compiled: Sendable {
            /// Nil when PCRE2 refused the combination (logged).
            let regex: CompiledRegex?
            let groups: [[RouteCaptureGroup]]
            init(_ regex: CompiledRegex?, _ groups: [[RouteCaptureGroup]]) {
                self.regex = regex
                self.groups = groups
            }
        }

        init(_ members: [(slot: Int, route: RoutePattern)]) {
            self.members = members
            isSegmentMatchable = members.allSatisfy(\.route.isSegmentMatchable)
        }

        /// At least the length of a segment-matchable route's regex body: a literal byte
        /// escaped at most doubles, each component takes its "/" and at most `(?:/(?<g>.*))?`
        /// or `(?<g>[^/]*+)` with a group number of four digits (such a pattern has fewer than
        /// 1,000 components).
        static func combinedBodyBound(_ route: RoutePattern) -> Int {
            route.pattern.withBorrowedUTF8 { bytes in
                var components = 0
                var previous = UInt8(ascii: "/")
                for byte in bytes {
                    if previous == UInt8(ascii: "/") && byte != UInt8(ascii: "/") { components += 1 }
                    previous = byte
                }
                return 2 * bytes.count + 19 * components
            }
        }

        /// `^(?|body(*MARK:0)|body(*MARK:1)|...)\z`, marks numbering members, and the members'
        /// groups.
        private static func combine(_ members: [(slot: Int, route: RoutePattern)]) -> (source: String, groups: [[RouteCaptureGroup]]) {
            var source = "^(?|"
            var groups: [[RouteCaptureGroup]] = []
            groups.reserveCapacity(members.count)
            for (number, member) in members.enumerated() {
                if number > 0 { source += "|" }
                member.route.withRegexOutput { output in
                    source += output.body + "(*MARK:\(number))"
                    groups.append(output.groups)
                }
            }
            return (source + ")\\z", groups)
        }

        /// The combined regex text (`combine`), made anew.
        var source: String { Self.combine(members).source }

        /// The combined regex (nil when PCRE2 refused the combination, logged: the chunk's
        /// routes are then matched one by one) with the members' groups, made on first use.
        var combined: Compiled {
            compiled.value {
                let (source, groups) = Self.combine(members)
                do {
                    return Compiled(try CompiledRegex(source, jitWhenHot: true, matchLimit: members.map(\.route.matchLimit).min() ?? MatchLimits.matchLimit),
                                    groups)
                } catch {
                    RouteLog.error("could not combine \(members.count) routes into one regex (\(RouteLog.excerpt(String(describing: error)))); matching them one by one")
                    return Compiled(nil, groups)
                }
            }
        }

        /// The combined regex, or nil when PCRE2 refused the combination.
        var regex: CompiledRegex? { combined.regex }

        /// Whether the combined regex has been compiled (or refused) yet.
        var isCompiled: Bool { compiled.currentValue != nil }

        /// The first member that matches `path`, by the combined regex interpreted (or one by
        /// one, when PCRE2 refused the combination).
        func interpretedFirstMatch(_ path: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool) -> SharedMatch {
            let combined = self.combined
            guard let regex = combined.regex else {
                for member in members {
                    if let match = member.route.match(path, decodePlusSymbols: decodePlusSymbols) {
                        return .matched(slot: member.slot, match: match)
                    }
                }
                return .noMatch
            }
            switch regex.handle.match(path) {
            case .noMatch:
                return .noMatch
            case .failed:
                return .needsJIT
            case .matched(let captures):
                guard let number = captures.mark, number < members.count else { return .noMatch }
                let member = members[number]
                return .matched(slot: member.slot, match: RouteMatch(captures: captures, groups: combined.groups[number],
                                                                     hasWildcard: member.route.hasWildcard, subject: path,
                                                                     decodePlusSymbols: decodePlusSymbols))
            }
        }
    }
}
