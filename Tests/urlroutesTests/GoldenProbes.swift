import Foundation
import Testing

/// URLs of one host to check the app-link files against, taken from the example table's own
/// golden files (urls.txt, misses.txt, routes.expectations), with deeper and shallower paths
/// made from each; and whether the router itself routes each one, asked of `urlroutes route`.
enum GoldenProbes {
    struct Probe {
        var url: String
        var path: String
        var routes: Bool
        /// Made from a golden path by adding components: a route that takes the golden path
        /// must not take this one unless the table routes it too.
        var isDeeper: Bool
    }

    static let goldenFiles = ["Examples/urls.txt", "Examples/misses.txt", "Examples/routes.expectations"]

    /// Paths of `host` in the golden files (no fragment), plus each with a trailing slash, with
    /// one and two more components and with its last component dropped, routed by the table.
    static func probes(host: String, scheme: String = "https", table: String = ToolRunner.exampleTable,
                       extraPaths: [String] = []) throws -> [Probe] {
        var paths: [String] = extraPaths
        for file in goldenFiles {
            let text = try String(contentsOf: ToolRunner.packageRoot.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                guard let field = line.split(separator: " ").first,
                      let components = URLComponents(string: String(field)),
                      components.host?.lowercased() == host, components.fragment == nil else { continue }
                let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
                paths.append(path)
            }
        }
        var probes: [String: Bool] = [:]
        for path in paths {
            probes[path] = false
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            probes[base + "/", default: false] = false  // routing ignores a trailing slash
            probes[base + "/deeper", default: true] = true
            probes[base + "/deeper/still", default: true] = true
            if let slash = base.lastIndex(of: "/"), slash != base.startIndex {
                probes[String(base[..<slash]), default: false] = false
            }
        }
        let ordered = probes.keys.sorted()
        let urls = ordered.map { "\(scheme)://\(host)\($0)" }
        let (result, json) = try ToolRunner.runJSON(["route", "--json", table, "--urls", "-"], input: urls.joined(separator: "\n"))
        let results = try #require(json["results"] as? [[String: Any]], "\(result.output)")
        #expect(results.count == urls.count)
        return zip(ordered, results).map { path, result in
            Probe(url: result["url"] as? String ?? "", path: path, routes: result["status"] as? String == "routed",
                  isDeeper: probes[path] ?? false)
        }
    }
}
