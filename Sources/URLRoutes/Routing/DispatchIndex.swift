/// Finds, in one regex match, the first route of a table that matches a path.
///
/// Routes are filed under their first path component when it is literal text (`user` for
/// `/user/view/:id`); routes that start with a variable or wildcard, and subclassed
/// definitions, go into every bucket and into the fallback bucket. Each bucket keeps its
/// routes in matching order and combines the regexes of its plain `RouteDefinition`s into one
/// branch-reset regex
///
///     ^(?|route0(*MARK:0)|route1(*MARK:1)|...)\z
///
/// whose mark names the first route that matches. Branch reset numbers every branch's groups
/// from 1, as in the route's own regex, so the captures read the same way. Subclassed
/// definitions may override `routeResponse(for:)`, so they are never in the combined regex;
/// they stay candidates in their place.
final class DispatchIndex: Sendable {
    /// Routes per combined regex. PCRE2 caps a compiled pattern (about 64K code units with
    /// 2-byte links, roughly 1,250 simple routes); chunks stay far below that.
    static let routesPerChunk = 200

    private let buckets: BytesKeyedTable<Bucket>
    let fallback: Bucket

    init(_ definitions: [RouteDefinition]) {
        var byLiteral: [String: [Int]] = [:]
        var unfiled: [Int] = []
        for (position, definition) in definitions.enumerated() {
            // A subclass may match URLs its pattern does not: it is a candidate everywhere.
            if type(of: definition) == RouteDefinition.self,
               case .success(let route) = definition.compiled, let literal = route.firstLiteral {
                byLiteral[literal, default: []].append(position)
            } else {
                unfiled.append(position)
            }
        }
        buckets = BytesKeyedTable(byLiteral.map { literal, filed in
            (literal, Bucket(Self.merge(filed, unfiled).map { definitions[$0] }))
        })
        fallback = Bucket(unfiled.map { definitions[$0] })
    }

    /// The bucket for a routing path: the one of its first component, else the fallback.
    func bucket(for path: UnsafeBufferPointer<UInt8>) -> Bucket {
        guard !buckets.isEmpty else { return fallback }
        let end = path.firstIndex(of: UInt8(ascii: "/")) ?? path.count
        return buckets[UnsafeBufferPointer(rebasing: path[0..<end])] ?? fallback
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

    /// The candidate routes for one first component, in matching order.
    final class Bucket: Sendable {
        struct Candidate: Sendable {
            let definition: RouteDefinition
            /// Whether it takes part in the combined regexes (a plain, well-formed definition).
            let isCombined: Bool
        }

        let candidates: [Candidate]
        let chunks: [Chunk]

        init(_ definitions: [RouteDefinition]) {
            var candidates: [Candidate] = []
            var combinable: [(slot: Int, route: RoutePattern)] = []
            for (slot, definition) in definitions.enumerated() {
                if type(of: definition) == RouteDefinition.self, case .success(let route) = definition.compiled {
                    candidates.append(Candidate(definition: definition, isCombined: true))
                    combinable.append((slot, route))
                } else {
                    candidates.append(Candidate(definition: definition, isCombined: false))
                }
            }
            self.candidates = candidates
            chunks = stride(from: 0, to: combinable.count, by: DispatchIndex.routesPerChunk).map { start in
                Chunk(Array(combinable[start..<min(start + DispatchIndex.routesPerChunk, combinable.count)]))
            }
        }

        /// The first combined route that matches `path` and its decoded captures.
        func firstCombinedMatch(_ path: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool) -> (slot: Int, match: RouteMatch)? {
            for chunk in chunks {
                if let found = chunk.firstMatch(path, decodePlusSymbols: decodePlusSymbols) { return found }
            }
            return nil
        }
    }

    /// One combined regex over up to `routesPerChunk` routes of a bucket, compiled on first use.
    final class Chunk: Sendable {
        let members: [(slot: Int, route: RoutePattern)]
        private let matcher = LazyReference<Matcher>()

        /// The compiled combination, or nil when PCRE2 refused it (the chunk then matches its
        /// routes one by one).
        private final class Matcher: Sendable {
            let regex: CompiledRegex?
            init(_ regex: CompiledRegex?) { self.regex = regex }
        }

        init(_ members: [(slot: Int, route: RoutePattern)]) {
            self.members = members
        }

        /// `^(?|body(*MARK:0)|body(*MARK:1)|...)\z`, marks numbering members.
        var source: String {
            var source = "^(?|"
            for (number, member) in members.enumerated() {
                if number > 0 { source += "|" }
                source += member.route.regexBody + "(*MARK:\(number))"
            }
            return source + ")\\z"
        }

        private func makeMatcher() -> Matcher {
            do {
                return Matcher(try CompiledRegex(source))
            } catch {
                RouteLog.error("could not combine \(members.count) routes into one regex (\(error)); matching them one by one")
                return Matcher(nil)
            }
        }

        func firstMatch(_ path: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool) -> (slot: Int, match: RouteMatch)? {
            guard let regex = matcher.value(orMake: makeMatcher).regex else {
                return firstMatchOneByOne(path, decodePlusSymbols: decodePlusSymbols)
            }
            switch regex.match(path) {
            case .noMatch:
                return nil
            case .failed(let error):
                // One costly route (`**` on a huge path) must not hide the others: each
                // gets its own match limit.
                RouteLog.error("dispatch gave up on a \(path.count)-byte path (\(error)); trying its routes one by one")
                return firstMatchOneByOne(path, decodePlusSymbols: decodePlusSymbols)
            case .matched(let captures):
                guard let number = captures.mark, number < members.count else { return nil }
                let member = members[number]
                return (member.slot, RouteMatch(captures: captures, route: member.route, subject: path,
                                                decodePlusSymbols: decodePlusSymbols))
            }
        }

        private func firstMatchOneByOne(_ path: UnsafeBufferPointer<UInt8>, decodePlusSymbols: Bool) -> (slot: Int, match: RouteMatch)? {
            for member in members {
                if let match = member.route.match(path, decodePlusSymbols: decodePlusSymbols) {
                    return (member.slot, match)
                }
            }
            return nil
        }
    }
}
