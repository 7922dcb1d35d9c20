/// The path of a short link: 1 to 64 of `A-Z a-z 0-9 _ -`, and none of the server's own
/// first path segments.
enum Slug {
    static let maximumLength = 64
    /// Paths the server answers itself, or may.
    static let reserved: Set<String> = ["api", ".well-known", "resolve", "links", "healthz", "metrics"]
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
    /// The length of a slug the server picks: 64^8, so a collision is rare and retried.
    static let randomLength = 8

    /// Whether `text` is made of slug characters, 1 to 64 of them.
    static func isWellFormed(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.count <= maximumLength && text.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x2D
        }
    }

    /// Why `text` cannot be a slug, or nil when it can.
    static func problem(with text: String) -> String? {
        if !isWellFormed(text) {
            return "the slug '\(text.prefix(80))' must be 1 to \(maximumLength) of the characters A-Z a-z 0-9 _ -"
        }
        if reserved.contains(text.lowercased()) {
            return "the slug '\(text)' is a path of the server itself (reserved: \(reserved.sorted().joined(separator: ", ")))"
        }
        return nil
    }

    /// A new random slug.
    static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<randomLength).map { _ in alphabet.randomElement(using: &generator)! })
    }
}
