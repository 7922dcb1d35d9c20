import Foundation
@testable import URLRoutes

/// The tables the app-link tests judge files by: the shipped example, and one made of what the
/// files find hardest.
enum AppLinkTables {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func example() throws -> RouteTable {
        try RouteTable(contentsOf: packageRoot.appendingPathComponent("Examples/routes.table"))
    }

    static func nasty() throws -> RouteTable {
        try RouteTable(parsing: nastyText, file: "nasty.table")
    }

    /// A host namespace with fallbacks to https and `*`, optional groups, constraints of every
    /// kind (words, zero-length, greedy traps, classes with reserved characters, groups,
    /// flags), `*` and `**` anywhere, a fragment route, priorities, literal `+`, `.`, `*`,
    /// non-ASCII and percent-encoded text.
    static let nastyText = #"""
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
        //shop.example.com  /opt/:x<\d?>/end                         shop.optional-digit
        //shop.example.com  /case/:x<(?i)abc>                        shop.case
        //shop.example.com  /utf/café                                shop.utf
        //shop.example.com  /über/:id/straße                         shop.utf-variable
        //shop.example.com  /menü/**                                 shop.utf-rest
        //shop.example.com  /curly/{x}/naïve                         shop.utf-ascii
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

    /// Every definition pattern of the table, each optional group expanded.
    static func definitionPatterns(_ table: RouteTable) throws -> [String] {
        try table.routes.flatMap { route in try RoutePattern.compile(route.pattern).map { RoutePattern.text(of: $0.pattern) } }
    }
}
