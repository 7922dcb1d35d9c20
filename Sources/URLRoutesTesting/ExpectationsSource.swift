import Foundation

/// Where an expectations file was copied from: a test reads its expectations from the test
/// bundle's resources (`.build/debug/App_AppTests.resources/routes.expectations`), which an
/// editor cannot jump to and a fix must not go into. The source file sits next to the test that
/// reads it, or a few folders up.
enum ExpectationsSource {
    /// The file under the test's folder (or a folder above it, up to the package's root) with
    /// the copy's name and contents; nil when there is none, or more than one.
    static func locate(copy path: String, near testFile: String) -> String? {
        let copy = URL(fileURLWithPath: path).standardizedFileURL
        guard let contents = FileManager.default.contents(atPath: copy.path) else { return nil }
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent().standardizedFileURL
        // Up to the package (the folder with Package.swift), a few levels at most.
        for _ in 0..<4 {
            if copy.path.hasPrefix(folder.path + "/") && !copy.path.contains("/.build/") { return copy.path }
            let found = files(named: copy.lastPathComponent, under: folder).filter {
                $0.path != copy.path && FileManager.default.contents(atPath: $0.path) == contents
            }
            if found.count == 1 { return found[0].path }
            if found.count > 1 { return nil }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return nil }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
        return nil
    }

    /// Files named `name` under `folder`, skipping hidden folders (`.build`, `.git`); reads at
    /// most a few thousand entries.
    private static func files(named name: String, under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                        options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return [] }
        var found: [URL] = []
        var seen = 0
        while let entry = walk.nextObject() as? URL, seen < 5_000 {
            seen += 1
            if entry.lastPathComponent == name { found.append(entry.standardizedFileURL) }
        }
        return found
    }
}
