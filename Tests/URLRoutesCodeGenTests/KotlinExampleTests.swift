import Foundation
import Testing
@testable import URLRoutesCodeGen

/// What Android users compile: the sealed class of the shipped table with
/// Examples/KotlinRoutes/DeepLinks.kt, compiled by kotlinc and run.
@Suite(.outsideCompiler) struct KotlinExampleTests {
    @Test func theExampleCompilesWithTheShippedTablesClassAndOpensItsScreens() throws {
        guard KotlinDifferentialTests.kotlinc != nil else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("kotlinc is not installed, and CI must compile the Kotlin example (.ci/run installs kotlin)")
            } else {
                print("KotlinExampleTests: skipped, kotlinc is not installed (apt-get install kotlin)")
            }
            return
        }
        let root = StandaloneSourceCompiles.packageRoot
        let table = try String(contentsOf: root.appendingPathComponent("Examples/routes.table"), encoding: .utf8)
        let source = try #require(KotlinRouteGenerator(packageName: "com.acme.links", className: "AppRoute")
            .generate(text: table, file: "routes.table").source)
        let main = """
            package com.acme.links

            fun main() {
                for (link in listOf("acme://product/42", "https://www.acme.example/p/42/boots", "acme://product/42/reviews/3",
                                    "acme://orders/AB-123456/track", "acme://help/a/b/returns", "acme://nowhere/x")) {
                    val screen = screenForLink(link)
                    println(if (screen is Screen.NotFound) "NotFound" else screen.toString())
                }
                println(shareLink(7, web = false))
                println(shareLink(7, web = true))
            }
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kotlin-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("AppRoute.kt")
        let driver = directory.appendingPathComponent("Main.kt")
        try source.write(to: generated, atomically: true, encoding: .utf8)
        try main.write(to: driver, atomically: true, encoding: .utf8)
        let jar = directory.appendingPathComponent("example.jar").path
        let compile = try StandaloneDifferentialTests.run(["JAVA_OPTS=-Xmx1g", "kotlinc", generated.path,
            root.appendingPathComponent("Examples/KotlinRoutes/DeepLinks.kt").path, driver.path, "-include-runtime", "-nowarn", "-d", jar])
        try #require(compile.status == 0, "\(compile.output.prefix(4000))")
        let run = try StandaloneDifferentialTests.run(["java", "-cp", jar, "com.acme.links.MainKt"])
        try #require(run.status == 0, "\(run.output.prefix(2000))")
        let lines = run.output.split(separator: "\n").map(String.init).filter { !$0.contains("warning") }
        #expect(lines.count == 8, "\(run.output)")
        #expect(Array(lines.prefix(5)) == ["Product(id=42)", "Product(id=42)", "Reviews(productID=42, page=3)",
                                          "Order(id=AB-123456, tracking=true)", "HelpArticle(article=returns)"], "\(run.output)")
        #expect(lines.dropFirst(5).first == "NotFound", "\(run.output)")
        #expect(Array(lines.suffix(2)) == ["acme://product/7", "https://www.acme.example/p/7"], "\(run.output)")
    }
}
