import Foundation
import Testing
@testable import URLRoutesCodeGen

/// `urlroutes generate kotlin`: the sealed class's shape for a small table, and what it
/// refuses, at the table's line and column.
@Suite struct KotlinRouteGeneratorTests {
    static let table = """
        acme /                       home
        acme /product/:id<\\d+>      product.show
        acme /files/*                files
        acme /search(/:query)        search
        acme /in/:in                 in.place

        """

    @Test func theSealedClassHasASubclassPerNamedRouteAndTheMembersOfTheAPI() throws {
        let output = KotlinRouteGenerator(packageName: "com.acme.links").generate(text: Self.table, file: "Examples/routes.table")
        let source = try #require(output.source, "\(output.diagnostics)")
        #expect(source.contains("\npackage com.acme.links\n"))
        #expect(source.contains("\nsealed class AppRoute {\n"))
        #expect(source.contains("    object Home : AppRoute()\n"))
        #expect(source.contains("    data class ProductShow(val id: String) : AppRoute()\n"))
        #expect(source.contains("    data class Files(val wildcard: List<String>) : AppRoute()\n"))
        #expect(source.contains("    data class Search(val query: String?) : AppRoute()\n"))
        #expect(source.contains("    data class InPlace(val `in`: String) : AppRoute()\n"))
        #expect(source.contains("    fun path(query: Map<String, String> = emptyMap()): String ="))
        #expect(source.contains("    fun url(scheme: String? = null, host: String? = null, query: Map<String, String> = emptyMap()): String ="))
        #expect(source.contains("    companion object {\n"))
        #expect(source.contains("        fun parse(url: String): AppRoute? {\n"))
        // One copy of the reading code, nested and private.
        #expect(source.components(separatedBy: "private class Links(").count == 2)
        // Only the standard library and java.util.
        #expect(!source.contains("import "))
        #expect(source.components(separatedBy: "java.").dropFirst().allSatisfy { $0.hasPrefix("util") })
    }

    @Test func classAndPackageNamesAreChecked() throws {
        let named = try #require(KotlinRouteGenerator(packageName: "links", className: "ShopRoute").generate(text: Self.table, file: "t").source)
        #expect(named.contains("sealed class ShopRoute {") && named.contains("fun parse(url: String): ShopRoute?"))
        let badPackage = KotlinRouteGenerator(packageName: "com.acme-links").generate(text: Self.table, file: "t")
        #expect(badPackage.source == nil)
        #expect(badPackage.diagnostics.map(\.description) == ["t: error: \"com.acme-links\" is not a Kotlin package name: dot-separated identifiers such as com.acme.links"])
        let shadowing = KotlinRouteGenerator(packageName: "links").generate(text: "acme /s string\nacme /l links\n", file: "t")
        #expect(shadowing.source == nil)
        #expect(shadowing.diagnostics.map(\.description) == [
            "t:1: error: the route name \"string\" becomes the class String, which AppRoute already declares; rename the route",
            "t:2: error: the route name \"links\" becomes the class Links, which AppRoute already declares; rename the route",
        ])
    }

    @Test(arguments: [
        ("acme /a/:id<(?=\\d)\\w+> a", "routes.table:1:13: error: the constraint <(?=\\d)\\w+> is not generated as Kotlin: only plain groups"),
        ("\nacme /a/b/:id<\\d++> a", "routes.table:2:18: error: the constraint <\\d++> is not generated as Kotlin: a possessive quantifier"),
        ("acme  /a/:id<\\p{L}+> a", "routes.table:1:14: error: the constraint <\\p{L}+> is not generated as Kotlin: the escape \\p"),
        ("https /a#/b a", "routes.table:1:9: error: a pattern with a fragment part ('#') is not generated as Kotlin"),
    ])
    func aConstraintJavaWouldReadOtherwiseIsAnErrorAtItsLineAndColumn(text: String, message: String) {
        let output = KotlinRouteGenerator(packageName: "links").generate(text: text + "\n", file: "routes.table")
        #expect(output.source == nil)
        let errors = output.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(errors.count == 1 && errors[0].hasPrefix(message), "\(errors)")
        #expect(!errors.joined().contains("standalone"))
    }

    /// Constraints as `java.util.regex` patterns over bytes, each byte written `\xHH`.
    @Test func constraintsBecomeByteWisePatterns() throws {
        #expect(KotlinConstraintPattern.pattern(try ConstraintRegex.parse("\\d+")) == "(?:[\\x30-\\x39]){1,}")
        #expect(KotlinConstraintPattern.pattern(try ConstraintRegex.parse("new|top")) == "(?:(?:\\x6e)(?:\\x65)(?:\\x77)|(?:\\x74)(?:\\x6f)(?:\\x70))")
        #expect(KotlinConstraintPattern.pattern(try ConstraintRegex.parse("[^x]{2,3}")) == "(?:[^\\x78]){2,3}")
        #expect(KotlinConstraintPattern.pattern(try ConstraintRegex.parse(".")) == "[\\x00-\\xff]")
    }
}
