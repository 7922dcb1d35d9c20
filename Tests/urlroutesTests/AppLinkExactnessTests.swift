import Foundation
import Testing

/// The app-link files never lie: for thousands of URLs `https://HOST/...` made from every route
/// of a table (golden paths and their mutations), a file claims a URL if and only if the router
/// routes it, judged by Apple's components rules and by a port of Android's PatternMatcher
/// (over the decoded path, after the resource compiler has read the attribute). A URL that
/// does not route may be claimed only by an entry whose comment says "widened"; on Android,
/// a URL that percent-encodes a `/` or an unreserved character is the documented exception.
@Suite struct AppLinkExactnessTests {
    /// A table unlike the shipped one, made of what the files find hardest.
    static let nastyTable = #"""
        @fallback //shop.example.com
        //shop.example.com  /                                        shop.home
        //shop.example.com  /p/:id<\d+>(/:slug)                  10  shop.product
        //shop.example.com  /c/:category(/:sub)(/:page<\d+>)         shop.category
        //shop.example.com  /t/:tab<feed|deals|saved>                shop.tab
        //shop.example.com  /sl/:x<a|\/>                             shop.slash-word
        //shop.example.com  /q/:n<\d{0,2}>                           shop.q
        //shop.example.com  /e/:e<x*>                                shop.e
        //shop.example.com  /doc/:file<[a-z.]+\.pdf>                 shop.pdf
        //shop.example.com  /ten/:n<\d+0>                            shop.tens
        //shop.example.com  /aa/:a<a+a>                              shop.aa
        //shop.example.com  /k/:k<[a-z]*[0-9]*>                      shop.k
        //shop.example.com  /order/:id<[A-Z]{2}-\d{6}>(/:action<track|return>)   5  shop.order
        //shop.example.com  /help/**/:article                        shop.help
        //shop.example.com  /**/edit                            -10  shop.edit
        //shop.example.com  /a/**/b/**/c                             shop.abc
        //shop.example.com  /files/*                             -5  shop.files
        //shop.example.com  /x/*/y                                   shop.star
        //shop.example.com  /cart#/:step                             shop.cart-step
        //shop.example.com  /plus/a+b                                shop.plus
        //shop.example.com  /dots/v1.2                               shop.dots
        //shop.example.com  /share/**/:token<[a-zA-Z0-9]{8}>         shop.share
        //shop.example.com  /u/:user<[^/]{3,}>/posts                 shop.posts
        //shop.example.com  /g/:code<[A-Z]{4}(?:-[A-Z]{4}){3}>       shop.gift
        //shop.example.com  /lit/a%20b                               shop.encoded
        //shop.example.com  /y/:y<\d{4}>/:m<\d{2}>                   shop.date
        //shop.example.com  /w/:w<a|>                                shop.empty-word
        //shop.example.com  /v/:a/:b                                 shop.two
        //shop.example.com  /lit/a*b                                 shop.star-literal
        //shop.example.com  /colon/:x<[a-z:]+>                       shop.colon
        //shop.example.com  /neg/:x<[^-]+>                           shop.negated
        //shop.example.com  /any/:x<.{2,}>                           shop.any
        //shop.example.com  /opt/:x<\d?>/end                        shop.optional-digit
        //shop.example.com  /case/:x<(?i)abc>                        shop.case
        //shop.example.com  /utf/café                                shop.utf
        //shop.example.com  /pct/a%2Bb/%7Ex                          shop.percent
        https  /login                                                login
        https  /p/:id/reviews                                        web.reviews
        https  /stores/:id/events/**                                 web.events
        https  /s/:q<.+>                                             web.search
        @fallback https
        *      /settings(/:section)(/:item)                          settings
        *      /debug/*                                        -100  debug
        acme   /only/in/the/app                                      app.only
        """#

    struct Report {
        var checked = 0
        var routed = 0
        var lies: [String] = []
    }

    /// Every definition pattern of every namespace of the table.
    private func definitionPatterns(table: String) throws -> [String] {
        let (result, json) = try ToolRunner.runJSON(["list", "--json", table])
        let namespaces = try #require(json["namespaces"] as? [[String: Any]], "\(result.output)")
        return namespaces.flatMap { namespace in
            (namespace["routes"] as? [[String: Any]] ?? []).flatMap { route in
                (route["definitions"] as? [[String: Any]] ?? []).compactMap { $0["pattern"] as? String }
            }
        }
    }

    /// Whether the router routes each URL, asked of `urlroutes route`.
    private func routes(_ urls: [String], table: String) throws -> [String: Bool] {
        let (result, json) = try ToolRunner.runJSON(["route", "--json", table, "--urls", "-"], input: urls.joined(separator: "\n"))
        let results = try #require(json["results"] as? [[String: Any]], "\(result.output)")
        #expect(results.count == urls.count)
        var verdicts: [String: Bool] = [:]
        for (url, result) in zip(urls, results) {
            let status = result["status"] as? String
            #expect(status != "invalid", "\(url) is not a URL to the router")
            verdicts[url] = status == "routed"
        }
        return verdicts
    }

    private func check(table: String, host: String) throws -> (aasa: Report, android: Report) {
        let urls = AppLinkProbes.urls(host: host, patterns: try definitionPatterns(table: table))
        let routed = try routes(urls, table: table)

        let (aasaResult, json) = try ToolRunner.runJSON(["aasa", table, "--host", host, "--app-id", "ABCDE12345.com.example.app"])
        #expect(aasaResult.status == 0, "\(aasaResult.stderr)")
        let apple = try AppleLinkMatcher(json: json, appID: "ABCDE12345.com.example.app")
        let androidResult = try ToolRunner.run(["android", table, "--host", host])
        #expect(androidResult.status == 0, "\(androidResult.stderr)")
        let android = try AndroidIntentFilter(output: androidResult.stdout)

        var aasa = Report()
        var androidReport = Report()
        for url in urls {
            let routes = routed[url] ?? false
            aasa.checked += 1
            if routes { aasa.routed += 1 }
            let decider = apple.decidingComponent(url: url)
            let claimed = decider.map { !$0.exclude } ?? false
            if routes && !claimed {
                aasa.lies.append("\(url) routes, but \(decider.map { "the exclude \($0.path ?? "") decides" } ?? "no component claims it")")
            } else if !routes && claimed && decider?.comment?.contains("widened") != true {
                aasa.lies.append("\(url) does not route, but \(decider?.path ?? "") claims it (\(decider?.comment ?? ""))")
            }

            guard !AndroidURI.isDecodingException(url) else { continue }
            androidReport.checked += 1
            if routes { androidReport.routed += 1 }
            let matching = android.matching(url: url)
            if routes && matching.isEmpty {
                androidReport.lies.append("\(url) routes, but no pattern matches \(AndroidURI.decodedPath(of: url))")
            } else if !routes, let exact = matching.first(where: { !$0.isWidened }) {
                androidReport.lies.append("\(url) does not route, but \(exact.value) matches \(AndroidURI.decodedPath(of: url)) (\(exact.comment))")
            }
        }
        return (aasa, androidReport)
    }

    private func expectExact(table: String, host: String, minimumURLs: Int) throws {
        var (aasa, android) = try check(table: table, host: host)
        // URLs without a fragment first: the plainest disagreements say most.
        aasa.lies.sort { !$0.contains("#") && $1.contains("#") }
        android.lies.sort { !$0.contains("#") && $1.contains("#") }
        #expect(aasa.checked >= minimumURLs && aasa.routed > 0 && aasa.routed < aasa.checked,
                "\(aasa.checked) URLs, \(aasa.routed) routed")
        let (aasaLies, androidLies) = (aasa.lies.count, android.lies.count)
        #expect(aasaLies == 0, "AASA: \(aasaLies) of \(aasa.checked) URLs disagree:\n\(aasa.lies.prefix(40).joined(separator: "\n"))")
        #expect(androidLies == 0, "Android: \(androidLies) of \(android.checked) URLs disagree:\n\(android.lies.prefix(40).joined(separator: "\n"))")
    }

    @Test(arguments: ["www.acme.example", "shop.acme.example", "eu.acme.example", "acme.example"])
    func theExampleTablesFilesClaimExactlyWhatRoutes(host: String) throws {
        try expectExact(table: ToolRunner.exampleTable, host: host, minimumURLs: 1000)
    }

    @Test(arguments: ["shop.example.com", "www.example.com"])
    func aNastyTablesFilesClaimExactlyWhatRoutes(host: String) throws {
        let directory = try TemporaryDirectory()
        let table = try directory.file("nasty.table", Self.nastyTable)
        try expectExact(table: table, host: host, minimumURLs: 1000)
    }
}
