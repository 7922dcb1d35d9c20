/// One route definition as the app-link files see it: its path components, with the choices
/// a file must spell out one by one already made. A `**` that is not last stands for "no
/// component" in one shape and "one or more components" in another; a trailing `*` or `**`
/// likewise; a constraint that lists words (`<track|return>`) gives one shape per word (a word
/// holding a `/` is left out: a component never holds one, so routing never takes it).
struct LinkShape {
    enum Segment: Equatable {
        case literal(String)
        /// One component: `:name`, `:name<constraint>` (its words not spelled out), or a `*`
        /// that is not last (`name` is nil).
        case variable(name: String?, constraint: String?)
        /// One or more whole components, any text.
        case components
    }

    var segments: [Segment]
    /// The definition it comes from.
    var definition: AppLinkRouteSet.Definition

    /// More shapes than this for one definition and words are no longer spelled out.
    static let maximumShapes = 64

    /// The shapes of one definition, in order. When spelling out every word would make more
    /// than `maximumShapes`, constrained variables stay whole (and are widened by the files).
    /// With `spellingLiteralForms`, a literal that routing also takes percent-encoded
    /// (`LiteralForms`: `café`, `caf%C3%A9`, `caf%c3%a9`) gives one shape per spelling, for a
    /// file that compares the path as written (AASA); a file that matches the decoded path
    /// (Android) takes the literal as it is.
    static func shapes(of definition: AppLinkRouteSet.Definition, spellingLiteralForms: Bool = false,
                       constraints: inout ConstraintShape.Cache) -> [LinkShape] {
        let components = definition.components
        let withWords = expand(components, spellingWords: true, spellingLiteralForms: spellingLiteralForms, constraints: &constraints)
        let expanded = withWords.count <= maximumShapes ? withWords
            : expand(components, spellingWords: false, spellingLiteralForms: spellingLiteralForms, constraints: &constraints)
        return expanded.map { LinkShape(segments: $0, definition: definition) }
    }

    private static func expand(_ components: [PatternComponent], spellingWords: Bool, spellingLiteralForms: Bool,
                               constraints: inout ConstraintShape.Cache) -> [[Segment]] {
        var results: [[Segment]] = [[]]
        for (index, component) in components.enumerated() {
            let isLast = index == components.count - 1
            let choices: [[Segment]]
            switch component {
            case .literal(let text) where spellingLiteralForms:
                choices = LiteralForms.forms(text).map { [.literal($0)] }
            case .literal(let text):
                choices = [[.literal(text)]]
            case .variable(let name, let constraint?):
                if spellingWords, case .words(let words) = constraints.shape(of: constraint) {
                    choices = words.filter { !$0.contains("/") }.map { [.literal($0)] }
                } else {
                    choices = [[.variable(name: name, constraint: constraint)]]
                }
            case .variable(let name, nil):
                choices = [[.variable(name: name, constraint: nil)]]
            case .star where !isLast:
                choices = [[.variable(name: nil, constraint: nil)]]
            case .star, .globstar:
                // No component, or one or more.
                choices = [[], [.components]]
            }
            if choices.count == 1 {
                // The common case: one choice, appended in place.
                for index in results.indices { results[index] += choices[0] }
            } else {
                results = results.flatMap { prefix in choices.map { prefix + $0 } }
            }
        }
        return results
    }

    /// Whether the shape takes any number of components.
    var isUnbounded: Bool { segments.contains(.components) }

    /// Where the fragment part starts: the index of the literal holding the pattern's first
    /// `#`, if any (`/help#/:section`: routing matches `help#/returns` against the URL's path
    /// and fragment joined).
    var fragmentStart: Int? {
        segments.firstIndex { if case .literal(let literal) = $0 { literal.contains("#") } else { false } }
    }

    /// Whether part of the pattern matches the URL's fragment.
    var isFragmentRoute: Bool { fragmentStart != nil }

    /// Whether the segment holds one component of text the pattern does not spell out.
    static func isVariable(_ segment: Segment) -> Bool {
        if case .variable = segment { return true }
        return false
    }

    /// Whether the segment is a whole component of any text: `:name` or a `*` that is not last.
    static func isUnconstrainedVariable(_ segment: Segment) -> Bool {
        if case .variable(_, nil) = segment { return true }
        return false
    }

    /// How a variable is written in messages: `:id<\d+>`, `*`.
    static func describe(name: String?, constraint: String?) -> String {
        guard let name else { return "*" }
        return ":" + name + (constraint.map { "<\($0)>" } ?? "")
    }
}
