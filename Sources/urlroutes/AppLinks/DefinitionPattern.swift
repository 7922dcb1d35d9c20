/// One expanded route pattern (no optional groups: `/product/:id<\d+>/reviews`) read back into
/// its components, for the app-link files. The library keeps its syntax tree internal; these
/// are its rules, for the patterns it has already accepted: components are separated by `/`,
/// `:name<constraint>` is a variable whose constraint ends at the first `>` outside
/// parentheses, brackets and escapes, `*` and `**` are wildcards, anything else is literal.
enum DefinitionPattern {
    enum Component: Equatable {
        case literal(String)
        case variable(name: String, constraint: String?)
        /// `*`: the rest of the path when last, one component otherwise.
        case star
        /// `**`: any number of components.
        case globstar
    }

    static func components(of pattern: String) -> [Component] {
        var components: [Component] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            if characters[index] == "/" {
                index += 1
                continue
            }
            let start = index
            if characters[index] == ":" {
                var name = ""
                index += 1
                while index < characters.count && characters[index] != "/" && characters[index] != "<" {
                    name.append(characters[index])
                    index += 1
                }
                var constraint: String?
                if index < characters.count && characters[index] == "<" {
                    let end = constraintEnd(characters, open: index)
                    constraint = String(characters[(index + 1)..<end])
                    index = min(end + 1, characters.count)
                }
                // One trailing '#' is dropped from a name, as the library does.
                if name.count > 1 && name.hasSuffix("#") { name.removeLast() }
                components.append(.variable(name: name, constraint: constraint))
                continue
            }
            while index < characters.count && characters[index] != "/" { index += 1 }
            let text = String(characters[start..<index])
            components.append(text == "*" ? .star : text == "**" ? .globstar : .literal(text))
        }
        return components
    }

    /// The index of the `>` that closes the constraint opened at `open`.
    private static func constraintEnd(_ characters: [Character], open: Int) -> Int {
        var index = open + 1
        var depth = 0
        var inClass = false
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            if inClass {
                if character == "]" { inClass = false }
            } else if character == "[" {
                inClass = true
                if index + 1 < characters.count && characters[index + 1] == "^" { index += 1 }
                if index + 1 < characters.count && characters[index + 1] == "]" { index += 1 }
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if character == ">" && depth <= 0 {
                return index
            }
            index += 1
        }
        return characters.count
    }
}
