/// The page for a person whose phone opened a link in the browser instead of the app: which
/// route the link is, a link that opens it in the app, and where to go on the web instead.
/// Every value is escaped: the URL, its parameters and the route come from the request and
/// the table, and none of them may become markup. Decoded values are shown with their invisible
/// characters spelled out (`\u{202E}`, `\u{A}`), so that a right-to-left override or a line
/// break in a link cannot make the page say something the link does not.
struct LandingPage {
    /// The link as the person opened it: `https://HOST/PATH?QUERY`.
    var url: String
    var routeName: String?
    var pattern: String
    var line: Int?
    var parameters: [(name: String, value: String)]
    var fallbackURL: String?

    var html: String {
        var rows = ""
        if let routeName { rows += row("Route", routeName) }
        rows += row("Pattern", pattern)
        if let line { rows += row("Table line", String(line)) }
        for (name, value) in parameters { rows += row(VisibleText.escape(name), VisibleText.escape(value)) }
        let fallback = fallbackURL.map {
            "\n<p><a href=\"\(HTML.escape($0))\">Continue on the web</a></p>"
        } ?? ""
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Open in the app</title>
            </head>
            <body>
            <h1>This link opens in the app</h1>
            <p>Your device showed this page instead of opening the app: the app may not be installed, or the link was opened in a way that skips it.</p>
            <p><a href="\(HTML.escape(url))">Open in the app</a></p>\(fallback)
            <h2>The link</h2>
            <p><code>\(HTML.escape(VisibleText.escape(url)))</code></p>
            <table>
            \(rows)</table>
            </body>
            </html>

            """
    }

    private func row(_ name: String, _ value: String) -> String {
        "<tr><th scope=\"row\">\(HTML.escape(name))</th><td>\(HTML.escape(value))</td></tr>\n"
    }
}
