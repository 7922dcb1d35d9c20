import Foundation
import PackagePlugin

/// Turns the one `*.table` file among a target's sources into `<TableName>.swift`, an enum of
/// the table's named routes, by running the generator of `urlroutes generate swift` at build time. The table is
/// the command's input: an unchanged table neither regenerates nor recompiles.
@main
struct RouteTablePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tables = target.sourceFiles(withSuffix: ".table").map(\.url)
        guard tables.count == 1, let table = tables.first else {
            throw RouteTablePluginError(target: target.name, tables: tables)
        }
        let output = context.pluginWorkDirectoryURL
            .appending(path: table.deletingPathExtension().lastPathComponent + ".swift")
        return [
            .buildCommand(
                displayName: "Generating typed routes from \(table.lastPathComponent)",
                executable: try context.tool(named: "RouteTableCodeGenTool").url,
                arguments: [table.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: [table],
                outputFiles: [output]
            ),
        ]
    }
}

/// A target that uses the plugin holds no table, or more than one.
struct RouteTablePluginError: Error, CustomStringConvertible {
    var target: String
    var tables: [URL]

    var description: String {
        if tables.isEmpty {
            return "RouteTablePlugin: target '\(target)' has no *.table file among its sources; add the route table (routes.table) to the target's folder"
        }
        let names = tables.map(\.lastPathComponent).sorted().joined(separator: ", ")
        return "RouteTablePlugin: target '\(target)' has \(tables.count) *.table files (\(names)); the plugin generates one enum from exactly one table"
    }
}
