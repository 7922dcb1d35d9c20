import Foundation

/// Where a page goes: the file of `-o`, or standard output.
enum PageOutput {
    static func write(_ html: String, to path: String?) throws(ToolFailure) {
        guard let path, path != "-" else {
            // The document ends with its own line break.
            print(html, terminator: "")
            return
        }
        do {
            try Data(html.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ToolFailure(message: "cannot write the page to '\(path)': \(error.localizedDescription)", status: .usageOrTable)
        }
    }
}
