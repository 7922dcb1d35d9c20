import Foundation

/// The page of `GET /SLUG` on a short host, one page for people and link-preview crawlers
/// alike: crawlers (Slack, iMessage, WhatsApp, X, Facebook, LinkedIn, Discord) read the Open
/// Graph and Twitter tags; people get a link that opens the app.
///
/// The short host is another domain than the links': a tap on the target from this page is a
/// tap across domains, which iOS opens in the app (a link to the page's own domain would stay
/// in Safari, TN3155), and Android's App Links likewise. Every value is HTML-escaped: titles,
/// descriptions and targets come from API clients.
struct ShortLinkPage {
    enum Kind {
        /// A link the table routes: open it in the app.
        case open(target: String)
        /// A link whose target the table serving now does not route: the fallback, never a
        /// wrong screen of the app.
        case broken
        case expired
        case unknown
    }

    var kind: Kind
    var shortLink: String?
    var title: String?
    var description: String?
    var imageURL: String?
    var options: ShortLinkOptions
    var fallbackURL: String?

    /// The path of the script behind the copy button: a file, so the page has no inline script
    /// for a Content-Security-Policy to allow.
    static let copyScriptPath = "/assets/short-link-copy.js"

    var html: String {
        let heading: String, text: String
        switch kind {
        case .open:
            heading = title ?? "Open in the app"
            text = description ?? "This link opens in the app."
        case .broken:
            heading = title ?? "This link no longer opens in the app"
            text = "The page this link led to has moved or no longer exists."
        case .expired:
            heading = "This link has expired"
            text = "The link was valid for a limited time."
        case .unknown:
            heading = "No such link"
            text = "Check the link: no short link has this address."
        }
        var head = [
            #"<meta charset="utf-8">"#,
            #"<meta name="viewport" content="width=device-width, initial-scale=1">"#,
            "<title>\(HTML.escape(heading))</title>",
            meta(property: "og:type", "website"),
            meta(property: "og:title", heading),
            meta(property: "og:description", text),
            meta(name: "description", text),
            meta(name: "twitter:card", imageURL == nil ? "summary" : "summary_large_image"),
            meta(name: "twitter:title", heading),
            meta(name: "twitter:description", text),
        ]
        if let shortLink { head.append(meta(property: "og:url", shortLink)) }
        if let imageURL {
            head.append(meta(property: "og:image", imageURL))
            head.append(meta(name: "twitter:image", imageURL))
        }
        var body = ["<h1>\(HTML.escape(heading))</h1>", "<p>\(HTML.escape(text))</p>"]
        if case .open(let target) = kind {
            if let appStoreID = options.appStoreID {
                // Safari's Smart App Banner: Open when the app is installed, Get when not; the
                // app receives the target as its argument.
                head.append(meta(name: "apple-itunes-app", "app-id=\(appStoreID), app-argument=\(target)"))
            }
            body.append(#"<p><a class="open" href="\#(HTML.escape(target))">Open in the app</a></p>"#)
            var stores: [String] = []
            if let appStoreURL = options.appStoreURL {
                stores.append(#"<a class="store" href="\#(HTML.escape(appStoreURL))">Download on the App Store</a>"#)
            }
            if let play = playStoreLink(target: target) {
                stores.append(#"<a class="store" href="\#(HTML.escape(play))">Get it on Google Play</a>"#)
            }
            if !stores.isEmpty { body.append("<p>Don't have the app? " + stores.joined(separator: " ") + "</p>") }
            if let appStoreURL = options.appStoreURL {
                // Opt in, never automatic: the link goes to the pasteboard only when the person
                // taps this, so that the app can read it once installed.
                body.append("""
                    <p><button type="button" id="copy-and-get-app" data-link="\(HTML.escape(target))" data-store="\(HTML.escape(appStoreURL))">Copy the link and get the app</button><br>
                    <small>Copies this link to your clipboard, so the app can open it after you install it.</small></p>
                    <script src="\(Self.copyScriptPath)" defer></script>
                    """)
            }
        }
        if let fallbackURL {
            body.append(#"<p><a class="web" href="\#(HTML.escape(fallbackURL))">Continue on the web</a></p>"#)
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            \(head.joined(separator: "\n"))
            </head>
            <body>
            \(body.joined(separator: "\n"))
            </body>
            </html>

            """
    }

    /// `--play-store-url` with the target in the Play Install Referrer, which the app reads on
    /// its first start to open the link it was installed for.
    func playStoreLink(target: String) -> String? {
        guard let url = options.playStoreURL else { return nil }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let referrer = target.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return url + (url.contains("?") ? "&" : "?") + "referrer=" + referrer
    }

    private func meta(property: String, _ content: String) -> String {
        #"<meta property="\#(property)" content="\#(HTML.escape(content))">"#
    }

    private func meta(name: String, _ content: String) -> String {
        #"<meta name="\#(name)" content="\#(HTML.escape(content))">"#
    }

    /// The copy button's script: copies the link on the tap, then opens the App Store.
    static let copyScript = """
        document.addEventListener("DOMContentLoaded", function () {
          var button = document.getElementById("copy-and-get-app");
          if (!button) { return; }
          button.addEventListener("click", function () {
            var go = function () { window.location.href = button.dataset.store; };
            if (navigator.clipboard && navigator.clipboard.writeText) {
              navigator.clipboard.writeText(button.dataset.link).then(go, go);
            } else {
              go();
            }
          });
        });

        """
}
