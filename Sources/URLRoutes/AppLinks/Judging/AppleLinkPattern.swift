/// One pattern of an apple-app-site-association component (`/`, `#`, a `?` string or a query
/// item's value), compiled to run without backtracking.
///
/// Apple's wildcards: `*` matches any run of characters, none and `/` included; `?` exactly one
/// character; so `?*` is one or more. `$(name)` is a substitution variable: any one of its
/// values, each a pattern of its own. Anything else matches itself; with `caseSensitive` false,
/// both sides are compared lowercased. A character is a Unicode scalar.
///
/// Apple warns that its matcher is exponential in the pattern; this one is not. The pattern
/// becomes a small program whose states are simulated side by side over the text (Thompson's
/// construction, as RE2 and PCRE2's DFA mode run), so a match takes at most
/// O(states × characters), whatever the pattern: `*a*a*a*…b` against a long path answers as
/// fast as `/p/*`.
struct AppleLinkPattern: Sendable {
    /// One state of the program: flat values, so that running it copies and counts nothing.
    struct Instruction: Sendable {
        enum Kind: UInt8, Sendable {
            /// Consume `scalar`.
            case scalar
            /// Consume any one scalar (`?`).
            case any
            /// `*`: consume any scalar and stay, or go on without consuming.
            case anyRun
            /// Go on, without consuming, to each of `forkTargets[target..<target + count]`
            /// (the values of a variable).
            case fork
            /// Go on to `target` without consuming (the end of a variable's value).
            case jump
            /// Matches nothing: a `$(name)` the file does not define.
            case never
        }

        var kind: Kind
        var scalar: Unicode.Scalar = "\0"
        var target = 0
        var count = 0
    }

    /// Why a pattern cannot be compiled: its variables make more states than the budget left.
    struct TooLarge: Error {}

    private(set) var program: [Instruction] = []
    private(set) var forkTargets: [Int] = []

    /// Compiles `text`. `variables` gives each `$(name)` its values (nil: no such variable);
    /// without it, `$(` is text. `budget` is how many states may still be made, and is charged
    /// for these.
    init(_ text: String, caseSensitive: Bool, variables: ((String) -> [String]?)?, budget: inout Int) throws(TooLarge) {
        var pieces: [Piece] = []
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            // A name holds no '$', '(' or ')' (Apple's rule), so the search for its ')' stops at
            // the next '$' or '(': "$(a$(b)" is text up to the second '$', and a pattern of
            // thousands of "$(" is read once, not once for each.
            if variables != nil, scalar == "$", scalars.dropFirst().first == "(",
               let end = scalars.dropFirst(2).firstIndex(where: { $0 == ")" || $0 == "$" || $0 == "(" }), scalars[end] == ")" {
                pieces.append(.variable(String(String.UnicodeScalarView(scalars[(scalars.startIndex + 2)..<end]))))
                scalars = scalars[(end + 1)...]
                continue
            }
            pieces.append(.text(scalar))
            scalars = scalars.dropFirst()
        }
        for piece in pieces {
            switch piece {
            case .text(let scalar):
                try emit(scalar, caseSensitive: caseSensitive, budget: &budget)
            case .variable(let name):
                guard let values = variables?(name) else {
                    try charge(1, &budget)
                    program.append(Instruction(kind: .never))
                    continue
                }
                try emitAlternatives(values, caseSensitive: caseSensitive, budget: &budget)
            }
        }
    }

    private enum Piece {
        case text(Unicode.Scalar)
        case variable(String)
    }

    private func charge(_ states: Int, _ budget: inout Int) throws(TooLarge) {
        budget -= states
        guard budget >= 0 else { throw TooLarge() }
    }

    /// One character of a pattern (or of a variable's value, where `$(` is text: a value holds
    /// no other variable).
    private mutating func emit(_ scalar: Unicode.Scalar, caseSensitive: Bool, budget: inout Int) throws(TooLarge) {
        switch scalar {
        case "*":
            // `**` matches what `*` matches.
            if program.last?.kind == .anyRun { return }
            try charge(1, &budget)
            program.append(Instruction(kind: .anyRun))
        case "?":
            try charge(1, &budget)
            program.append(Instruction(kind: .any))
        default:
            let folded = caseSensitive ? [scalar] : Self.folded(scalar)
            try charge(folded.count, &budget)
            program.append(contentsOf: folded.map { Instruction(kind: .scalar, scalar: $0) })
        }
    }

    /// `fork` to each value, each value ending in a `jump` past the last.
    private mutating func emitAlternatives(_ values: [String], caseSensitive: Bool, budget: inout Int) throws(TooLarge) {
        try charge(1 + values.count, &budget)
        let forkIndex = program.count
        program.append(Instruction(kind: .fork))
        var starts: [Int] = []
        var jumps: [Int] = []
        for value in values {
            starts.append(program.count)
            for scalar in value.unicodeScalars {
                try emit(scalar, caseSensitive: caseSensitive, budget: &budget)
            }
            jumps.append(program.count)
            program.append(Instruction(kind: .jump))
        }
        let end = program.count
        for jump in jumps { program[jump].target = end }
        program[forkIndex].target = forkTargets.count
        program[forkIndex].count = starts.count
        forkTargets.append(contentsOf: starts)
    }

    /// The scalar lowercased (`İ` becomes two scalars), for matching with `caseSensitive` false.
    static func folded(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        if scalar.isASCII {
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(UInt8(scalar.value)) else { return [scalar] }
            return [Unicode.Scalar(UInt8(scalar.value) + 0x20)]
        }
        return Array(scalar.properties.lowercaseMapping.unicodeScalars)
    }

    /// The text's scalars as a pattern compiled with `caseSensitive` sees them.
    static func scalars(of text: String, caseSensitive: Bool) -> [Unicode.Scalar] {
        caseSensitive ? Array(text.unicodeScalars) : text.unicodeScalars.flatMap(folded)
    }

    /// The scalars every text the pattern matches starts with: those before its first
    /// wildcard or variable (as compiled, so lowercased when the pattern is case-insensitive).
    var literalPrefix: [Unicode.Scalar] {
        program.prefix { $0.kind == .scalar }.map(\.scalar)
    }

    /// Whether the pattern matches all of `text` (scalars as `scalars(of:caseSensitive:)` gives).
    func matches(_ text: [Unicode.Scalar]) -> Bool {
        program.withUnsafeBufferPointer { program in
            forkTargets.withUnsafeBufferPointer { forkTargets in
                var simulation = Simulation(program: program, forkTargets: forkTargets)
                return simulation.run(text)
            }
        }
    }

    /// The states the pattern can be in after the text read so far, advanced a scalar at a time.
    private struct Simulation {
        let program: UnsafeBufferPointer<Instruction>
        let forkTargets: UnsafeBufferPointer<Int>
        /// The step at which each state was last added, so that a state is listed once a step.
        var added: [Int]
        var step = 0
        var current: [Int] = []
        var next: [Int] = []
        var pending: [Int] = []

        init(program: UnsafeBufferPointer<Instruction>, forkTargets: UnsafeBufferPointer<Int>) {
            self.program = program
            self.forkTargets = forkTargets
            added = Array(repeating: -1, count: program.count + 1)
        }

        /// Adds `state` and every state it reaches without consuming, to `next`. With a stack of
        /// its own: a long chain of such states must not take the call stack.
        mutating func add(_ state: Int) {
            pending.append(state)
            while let state = pending.popLast() {
                guard added[state] != step else { continue }
                added[state] = step
                guard state < program.count else {
                    next.append(state)
                    continue
                }
                let instruction = program[state]
                switch instruction.kind {
                case .fork:
                    pending.append(contentsOf: forkTargets[instruction.target..<(instruction.target + instruction.count)].reversed())
                case .jump:
                    pending.append(instruction.target)
                case .anyRun:
                    next.append(state)
                    pending.append(state + 1)
                case .scalar, .any:
                    next.append(state)
                case .never:
                    break
                }
            }
        }

        mutating func run(_ text: [Unicode.Scalar]) -> Bool {
            add(0)
            for scalar in text {
                swap(&current, &next)
                next.removeAll(keepingCapacity: true)
                step += 1
                for state in current where state < program.count {
                    let instruction = program[state]
                    switch instruction.kind {
                    case .scalar:
                        if instruction.scalar == scalar { add(state + 1) }
                    case .any:
                        add(state + 1)
                    case .anyRun:
                        add(state)
                    case .fork, .jump, .never:
                        break
                    }
                }
                if next.isEmpty { return false }
            }
            return added[program.count] == step
        }
    }
}
