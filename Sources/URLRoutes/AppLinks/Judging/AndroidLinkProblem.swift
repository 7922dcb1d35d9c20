/// Something in an Android app's files that changes what Android does, or that the judge could
/// not read as written: an unresolved placeholder, a host that cannot be verified, dynamic
/// rules that Android drops. `urlroutes check` reports each with the file and line.
package struct AndroidLinkProblem: Sendable, Equatable, CustomStringConvertible {
    /// Which of the files the problem is in.
    package enum File: String, Sendable {
        case manifest, assetLinks, resources
    }

    package var file: File
    package var message: String
    /// The line of the file, 1-based, when the problem has one.
    package var line: Int?

    package init(_ file: File, line: Int?, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    package var description: String {
        "\(file.rawValue)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}
