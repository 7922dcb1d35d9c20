/// Finds, in one regex match, the first route of a table that matches a path.
///
/// Routes are filed under their first path component when it is literal text (`user` for
/// `/user/view/:id`); routes that start with a variable or wildcard, and subclassed
/// definitions, go into every bucket and into the fallback bucket. Each bucket keeps its routes in matching order and combines the
/// regexes of its plain `RouteDefinition`s into one branch-reset regex
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

    let buckets: [String: Bucket]
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
        buckets = byLiteral.mapValues { filed in
            Bucket(positions: Self.merge(filed, unfiled), definitions: definitions)
        }
        fallback = Bucket(positions: unfiled, definitions: definitions)
    }

    /// The bucket for a routing path: the one of its first component, else the fallback.
    func bucket(for path: String) -> Bucket {
        guard !buckets.isEmpty else { return fallback }
        let utf8 = path.utf8
        let end = utf8.firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
        return buckets[String(path[..<end])] ?? fallback
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
        /// Positions in the table's `definitions`.
        let positions: [Int]
        /// Per position: whether it takes part in the combined regexes.
        let isCombined: [Bool]
        let chunks: [Chunk]

        init(positions: [Int], definitions: [RouteDefinition]) {
            self.positions = positions
            var isCombined: [Bool] = []
            var combinable: [(slot: Int, route: RoutePattern)] = []
            for (slot, position) in positions.enumerated() {
                let definition = definitions[position]
                if type(of: definition) == RouteDefinition.self, case .success(let route) = definition.compiled {
                    isCombined.append(true)
                    combinable.append((slot, route))
                } else {
                    isCombined.append(false)
                }
            }
            self.isCombined = isCombined
            chunks = stride(from: 0, to: combinable.count, by: DispatchIndex.routesPerChunk).map { start in
                Chunk(Array(combinable[start..<min(start + DispatchIndex.routesPerChunk, combinable.count)]))
            }
        }

        /// The first combined route that matches `path` and its decoded captures.
        func firstCombinedMatch(_ path: String, decodePlusSymbols: Bool) -> (slot: Int, match: RouteMatch)? {
            for chunk in chunks {
                if let found = chunk.firstMatch(path, decodePlusSymbols: decodePlusSymbols) { return found }
            }
            return nil
        }
    }

    /// One combined regex over up to `routesPerChunk` routes of a bucket, compiled on first use.
    final class Chunk: Sendable {
        let members: [(slot: Int, route: RoutePattern)]
        private let compiled = LazyReference<CompiledRegex>()

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

        /// Nil when PCRE2 refuses the combination (logged); the bucket then matches its routes
        /// one by one.
        private var regex: CompiledRegex? {
            let regex = compiled.value {
                do {
                    return try CompiledRegex(source)
                } catch {
                    RouteLog.error("could not combine \(members.count) routes into one regex (\(error)); matching them one by one")
                    return try! CompiledRegex("(*FAIL)")
                }
            }
            return regex.source == "(*FAIL)" ? nil : regex
        }

        private func firstMatchOneByOne(_ path: String, decodePlusSymbols: Bool) -> (slot: Int, match: RouteMatch)? {
            for member in members {
                if let match = member.route.match(path, decodePlusSymbols: decodePlusSymbols) {
                    return (member.slot, match)
                }
            }
            return nil
        }

        func firstMatch(_ path: String, decodePlusSymbols: Bool) -> (slot: Int, match: RouteMatch)? {
            guard let regex else { return firstMatchOneByOne(path, decodePlusSymbols: decodePlusSymbols) }
            var path = path
            return path.withUTF8 { bytes -> (slot: Int, match: RouteMatch)? in
                switch regex.match(bytes) {
                case .noMatch:
                    return nil
                case .failed(let error):
                    // One costly route (`**` on a huge path) must not hide the others: each
                    // gets its own match limit.
                    RouteLog.error("dispatch gave up on a \(bytes.count)-byte path (\(error)); trying its routes one by one")
                    return firstMatchOneByOne(String(decoding: bytes, as: UTF8.self), decodePlusSymbols: decodePlusSymbols)
                case .matched(let captures):
                    guard let number = captures.mark, number < members.count else { return nil }
                    let route = members[number].route
                    let match = RouteMatch(captures: captures, groups: route.groups, subject: bytes,
                                           hasWildcard: route.hasWildcard, decodePlusSymbols: decodePlusSymbols)
                    return (members[number].slot, match)
                }
            }
        }
    }
}
