import ArgumentParser
import URLRoutes
import URLRoutesCodeGen

/// `urlroutes generate swift TABLE`: the typed routes enum, for people who commit the generated
/// file; the `RouteTablePlugin` build plugin runs this same command at build time.
/// `urlroutes generate kotlin TABLE --package PACKAGE`: the same routes as a Kotlin sealed class.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from the table.",
        subcommands: [SwiftSource.self, KotlinSource.self])

    struct SwiftSource: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swift",
            abstract: "Print a Swift enum with a case per named route, that parses and prints links.",
            discussion: """
            The enum (AppRoute, or the table's `@option swift-enum NAME`, or --enum) has one \
            case per named route, in table order, named for the route in lowerCamelCase \
            (product.show -> productShow; qualified by the namespace when two namespaces use \
            the name: acmeHome, httpsHome), holding the path's values: String, String? inside \
            an optional group, wildcard: [String] for * and **. `AppRoute(url:)` reads a link; \
            `url()` and `path()` write one that routes back to the same case. The table is \
            embedded in the source: nothing is read at run time.

            This is the source the RouteTablePlugin build plugin generates, byte for byte.

            With --standalone (or the table's `@option swift-standalone`) the enum has the \
            same cases and members except `table` and `resolver`, imports nothing, and reads \
            and writes links with code of its own, as the router does; it throws \
            AppRoute.LinkError. A table feature it cannot reproduce exactly (a fragment part, \
            a constraint with look-around, anchors, possessive quantifiers, back references, \
            inline options or Unicode properties) is an error at its line and column.

            A table error, a name that cannot become a Swift identifier, or two cases with one \
            name is printed as FILE:LINE:COLUMN: error: MESSAGE, and nothing is generated; a \
            route without a name gets a warning and no case.

            Exit status: 0 generated; 2 bad usage, an unreadable file or errors in the table.

            Examples:
              urlroutes generate swift Examples/routes.table > Sources/App/AppRoute.swift
              urlroutes generate swift Examples/routes.table --enum ShopRoute --access public
              urlroutes generate swift Examples/routes.table --standalone > AppRoute.swift
            """)

        @OptionGroup var table: TableArgument

        @Option(name: .customLong("enum"), help: ArgumentHelp("The enum's name (default: the table's @option swift-enum, else AppRoute).", valueName: "name"))
        var enumName: String?

        @Option(help: ArgumentHelp("The access of the enum and its members (default: the table's @option swift-access, else internal).", valueName: "internal|public"))
        var access: TypedRouteGenerator.Access?

        @Flag(help: "Generate an enum that reads and writes links with code of its own and imports nothing: no URLRoutes, no PCRE2 (also the table's @option swift-standalone).")
        var standalone = false

        @Option(help: ArgumentHelp("Write the source to this file instead of standard output (the build plugin's way).", valueName: "file"))
        var output: String?

        func run() throws {
            let text = try InputFile.contents(of: table.path, role: "table")
            var generator = TypedRouteGenerator(enumName: enumName, access: access, standalone: standalone ? true : nil)
            // The tool links PCRE2: every constraint is checked as routing compiles it.
            generator.readPattern = RouteTableParser.compilingPatternCheck
            let generated = generator.generate(text: text, file: table.path)
            try GenerateCommand.emit(generated.source, diagnostics: generated.diagnostics, table: table.path, output: output)
        }
    }
}

extension GenerateCommand {
    struct KotlinSource: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "kotlin",
            abstract: "Print a Kotlin sealed class with a subclass per named route, that parses and prints links.",
            discussion: """
            The sealed class (AppRoute, or --class) in the package --package has one subclass \
            per named route, in table order, named for the route in UpperCamelCase \
            (product.show -> ProductShow): a data class holding the path's values (String, \
            String? inside an optional group, wildcard: List<String> for * and **), or an \
            object for a route without values. `AppRoute.parse(url)` reads a link (null for a \
            miss); `url()` and `path()` write one that routes back to the same subclass, or \
            throw IllegalArgumentException. It reads and writes links as the router does, with \
            the Kotlin standard library and java.util only (Kotlin 1.3 or later).

            A table feature it cannot reproduce exactly (a fragment part, a constraint with \
            look-around, anchors, possessive quantifiers, back references, inline options or \
            Unicode properties), a name that cannot become a Kotlin class, or two routes with \
            one class name is printed as FILE:LINE:COLUMN: error: MESSAGE, and nothing is \
            generated; a route without a name gets a warning and no subclass.

            Exit status: 0 generated; 2 bad usage, an unreadable file or errors in the table.

            Examples:
              urlroutes generate kotlin Examples/routes.table --package com.acme.links > AppRoute.kt
              urlroutes generate kotlin Examples/routes.table --package com.acme.links --class ShopRoute -o ShopRoute.kt
            """)

        @OptionGroup var table: TableArgument

        @Option(name: .customLong("package"), help: ArgumentHelp("The Kotlin package of the source.", valueName: "package"))
        var packageName: String

        @Option(name: .customLong("class"), help: ArgumentHelp("The sealed class's name (default: AppRoute).", valueName: "name"))
        var className: String?

        @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the source to this file instead of standard output.", valueName: "file"))
        var output: String?

        func run() throws {
            let text = try InputFile.contents(of: table.path, role: "table")
            var generator = KotlinRouteGenerator(packageName: packageName, className: className)
            generator.readPattern = RouteTableParser.compilingPatternCheck
            let generated = generator.generate(text: text, file: table.path)
            try GenerateCommand.emit(generated.source, diagnostics: generated.diagnostics, table: table.path, output: output)
        }
    }
}

extension TypedRouteGenerator.Access: ExpressibleByArgument {}

extension GenerateCommand {
    /// Prints a generator's warnings and errors, then its source to standard output or to
    /// `output`; no source (an error in the table) is exit status 2.
    static func emit(_ source: String?, diagnostics: [TypedRouteDiagnostic], table: String, output: String?) throws {
        for diagnostic in diagnostics {
            Console.error(diagnostic.description)
        }
        guard let source else {
            let errors = diagnostics.filter { $0.severity == .error }.count
            throw ToolFailure(message: "\(table): \(plural(errors, "error")); nothing generated", status: .usageOrTable)
        }
        guard let output else {
            print(source, terminator: "")
            return
        }
        do {
            try TypedRouteFiles.write(source, to: output)
        } catch {
            throw ToolFailure(message: error.description, status: .usageOrTable)
        }
    }
}
