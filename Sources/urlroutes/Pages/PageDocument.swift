/// The shell every page of the tool shares: one self-contained HTML document with its style
/// sheet inline and a Content-Security-Policy that lets it load nothing and run nothing.
///
/// The pages have no script: colours, anchors and `<details>` carry everything. The policy
/// (`default-src 'none'`) is a second wall behind `HTMLText`'s escaping: were some text to
/// reach the page unescaped, no script would run and no request would leave the file. Inline
/// style stays allowed, as the sheet is inline; with every fetch refused, a style cannot send
/// anything anywhere.
enum PageDocument {
    static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

    /// `body` (HTML the page built, its text escaped) in a complete document titled `title`.
    static func render(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(title))</title>
        <style>\(styleSheet)</style>
        </head>
        <body>
        <main>
        \(body)
        </main>
        </body>
        </html>

        """
    }

    /// Long text (a 5,000-character pattern, a URL) wraps anywhere rather than widening the
    /// page; routes off screen are laid out only when scrolled to (`content-visibility`), so
    /// a table of 10,000 routes renders at once. Colours keep a contrast of at least 4.5:1 on their background.
    static let styleSheet = """
        :root{color-scheme:light;--fg:#1b1f24;--mute:#57606a;--line:#d0d7de;--bad:#a40e26;--badbg:#ffebe9;--ok:#116329;--okbg:#dafbe1;--warn:#6f4b00;--warnbg:#fff8c5}
        *{box-sizing:border-box}
        body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:#fff}
        main{max-width:80rem;margin:0 auto;padding:1rem 1.25rem 3rem}
        h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.2rem;margin:2rem 0 .5rem;border-bottom:1px solid var(--line);padding-bottom:.25rem}h3{font-size:1rem;margin:1rem 0 .25rem}
        h1,h2,h3,p,li,td,th,dd,dt,summary,a{overflow-wrap:anywhere}
        code,.code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-all}
        a{color:#0550ae}
        .mute{color:var(--mute)}
        .summary{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;padding:.75rem 1rem;border:1px solid var(--line);border-radius:6px;background:#f6f8fa}
        .summary div{min-width:8rem}.summary b{display:block;font-size:1.25rem}
                ol.routes{padding-left:2.75rem;margin:.5rem 0}ol.routes>li::marker{color:var(--mute)}ol.routes>li>article{content-visibility:auto;contain-intrinsic-size:auto 8rem}
        article{border:1px solid var(--line);border-radius:6px;margin:.5rem 0;padding:.5rem .75rem;min-width:0}
        article:target{outline:3px solid #0969da}
        article header{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:baseline}
        article.problem{border-left:4px solid var(--bad)}
        article .x{margin:.35rem 0 0 1rem;min-width:0}article .x p{margin:0 0 0 1rem}
        .tag{display:inline-block;padding:0 .4rem;border-radius:1rem;font-size:12px;font-weight:600;border:1px solid currentColor}
        .bad{color:var(--bad);background:var(--badbg)}.ok{color:var(--ok);background:var(--okbg)}.warn{color:var(--warn);background:var(--warnbg)}
        ul.problems{margin:.25rem 0;padding-left:1.25rem}
        table{border-collapse:collapse;width:100%;table-layout:fixed}
        th,td{border:1px solid var(--line);padding:.25rem .5rem;text-align:left;vertical-align:top}
        th{background:#f6f8fa}
        .v0{background:#ddf4ff;color:#0a3069}.v1{background:#fbefff;color:#5c1a7a}.v2{background:#fff1e5;color:#762c00}.v3{background:#dafbe1;color:#044f1e}.v4{background:#ffeff7;color:#7d0c47}.v5{background:#fff8c5;color:#4d2d00}.v0,.v1,.v2,.v3,.v4,.v5{border-radius:3px}
        .trace .cand{border:1px solid var(--line);border-radius:6px;margin:.5rem 0;padding:.5rem .75rem}
        .trace .win{border:2px solid var(--ok)}
        .comp{display:inline-block;padding:0 .15rem;margin:1px 0;border:1px solid var(--line);border-radius:3px;max-width:100%}
        .comp.miss{border:2px solid var(--bad);background:var(--badbg);color:var(--bad);font-weight:600}
        .why{color:var(--bad)}
        .cols{display:flex;flex-wrap:wrap;gap:.25rem;margin:.35rem 0}
        .col{display:inline-flex;flex-direction:column;gap:1px;max-width:100%;min-width:0}
        table.facts{width:auto;max-width:100%}table.facts th{white-space:nowrap}
        """
}
