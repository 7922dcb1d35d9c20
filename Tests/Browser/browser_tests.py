#!/usr/bin/env python3
"""Opens the pages of urlroutes and of the link server in headless Chromium and checks them.

Pages: the report of Examples/routes.table and of a generated 10,000-route table, an explain
page, a diff page, a report and an explain page of a hostile table (script tags, quotes,
bidirectional overrides, 5,000-character lines), and from a link server on loopback: a
short-link page, the fallback page of a broken link, a landing page, and the not-found page
of a host the server does not serve.

On every page: no console error, no Content-Security-Policy violation, no request to another
origin (Chromium's network log), and axe finds no serious or critical violation. Each page
has checks of its own. Screenshots go to OUT/screenshots/. The last line is "N passed, N
failed"; the exit status is 1 when a check fails.

Run by Tests/Browser/run.sh, which builds the binaries first.
"""

import argparse
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import traceback
import urllib.request
from urllib.parse import urlparse

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = os.path.join(ROOT, "Examples")
SHORT_HOST = "go.acme.example"
WEB_HOST = "www.acme.example"
UNSERVED_HOST = "unserved.example"
APP_STORE = "https://apps.apple.com/app/acme/id1234567890"
PLAY_STORE = "https://play.google.com/store/apps/details?id=com.acme.app"
LARGE_TABLE_ROUTES = 10_000
LARGE_REPORT_MAX_BYTES = 5_000_000
LARGE_REPORT_MAX_LOAD_MS = 2000


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, page, what, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"PASS {page}: {what}")
        else:
            self.failed += 1
            print(f"FAIL {page}: {what}" + (f"\n     {detail}" if detail else ""))
        sys.stdout.flush()
        return ok


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def run_tool(urlroutes, *arguments, ok_statuses=(0,)):
    completed = subprocess.run([urlroutes, *arguments], capture_output=True, timeout=120)
    if completed.returncode not in ok_statuses:
        raise RuntimeError(f"urlroutes {' '.join(arguments)} exited {completed.returncode}: {completed.stderr.decode(errors='replace')}")
    return completed


def make_driver(port):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--no-first-run", "--disable-extensions",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     "--disable-default-apps", "--metrics-recording-only",
                     # The short host is served over http on loopback; the copy button's
                     # clipboard needs a secure context, which https gives it in production.
                     f"--unsafely-treat-insecure-origin-as-secure=http://{SHORT_HOST}",
                     # The link server's hosts reach it on loopback; every other name fails, so
                     # nothing a page asks for can leave the machine.
                     f"--host-resolver-rules=MAP {SHORT_HOST} 127.0.0.1:{port}, MAP {WEB_HOST} 127.0.0.1:{port}, "
                     f"MAP {UNSERVED_HOST} 127.0.0.1:{port}, MAP * ~NOTFOUND"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(60)
    driver.set_script_timeout(30)
    return driver


class Browser:
    def __init__(self, driver, results, out):
        self.driver = driver
        self.results = results
        self.screenshots = os.path.join(out, "screenshots")
        os.makedirs(self.screenshots, exist_ok=True)

    def drain_logs(self):
        self.driver.get_log("browser")
        self.driver.get_log("performance")

    def requests(self):
        urls = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message.get("method") == "Network.requestWillBeSent":
                urls.append(message["params"]["request"]["url"])
        return urls

    def open(self, name, url, expected_statuses=(), run_axe=True):
        """Loads url and runs the checks every page gets; returns the console errors left."""
        self.drain_logs()
        self.driver.get(url)
        console = self.driver.get_log("browser")
        requests = self.requests()
        self.driver.save_screenshot(os.path.join(self.screenshots, f"{name}.png"))
        errors = []
        for entry in console:
            text = entry.get("message", "")
            # A page served with the status the test expects (404 for an unknown host) is
            # logged as a failed resource; that is the page itself, not a fault in it.
            if any(f"status of {status}" in text for status in expected_statuses) and url.split("#")[0] in text:
                continue
            # Chromium asks a page without an icon for /favicon.ico on its own, at times; a 404
            # there is the browser's guess, not something the page asked for.
            if text.startswith(f"{self.origin(url)}/favicon.ico ") and "status of 404" in text:
                continue
            if entry.get("level") == "SEVERE" or "Content Security Policy" in text:
                errors.append(text)
        csp = [text for text in errors if "Content Security Policy" in text or "Content-Security-Policy" in text]
        self.results.check(name, "no Content-Security-Policy violation", not csp, "; ".join(csp))
        self.results.check(name, "no console error", not errors, "; ".join(errors))
        origin = self.origin(url)
        foreign = [request for request in requests if self.origin(request) != origin and not request.startswith("data:")]
        self.results.check(name, f"no request leaves {origin}", not foreign, ", ".join(foreign[:5]))
        if run_axe:
            self.axe(name)

    @staticmethod
    def origin(url):
        parsed = urlparse(url)
        if parsed.scheme == "file":
            return "file://" + parsed.path
        return f"{parsed.scheme}://{parsed.netloc}"

    def axe(self, name):
        content_type = self.driver.execute_script("return document.contentType")
        if content_type == "text/plain":
            # Chromium shows a text response in a document of its own making (no title, no
            # lang); axe would judge the browser's wrapper, not what the server sent.
            self.results.check(name, "axe: a text/plain response, which has no markup to check", True)
            return
        axe = Axe(self.driver)
        axe.inject()
        found = axe.run(options={"resultTypes": ["violations"]})
        bad = [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:3]]}"
               for v in found["violations"] if v.get("impact") in ("serious", "critical")]
        self.results.check(name, "axe: no serious or critical violation", not bad, "; ".join(bad))

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def no_horizontal_overflow(self, name):
        widths = self.js("return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        self.results.check(name, "no horizontal overflow past the viewport", widths[0] <= widths[1], f"scrollWidth {widths[0]} > clientWidth {widths[1]}")

    def no_script_ran(self, name):
        state = self.js("""return {pwned: typeof window.__pwned, scripts: document.scripts.length,
            handlers: Array.from(document.querySelectorAll('*')).filter(e => Array.from(e.attributes).some(a => a.name.startsWith('on'))).length,
            images: document.images.length}""")
        self.results.check(name, "no injected script ran (window.__pwned unset)", state["pwned"] == "undefined", str(state))
        self.results.check(name, "no script element, event handler attribute or image in the page",
                           state["scripts"] == 0 and state["handlers"] == 0 and state["images"] == 0, str(state))


# Pages of the urlroutes tool.

def write(path, text):
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    return path


def large_table():
    lines = ["# A generated table of 10,000 routes in four namespaces.", "@fallback acme https"]
    for index in range(LARGE_TABLE_ROUTES):
        namespace = ["acme", "https", "//shop.example.com", "*"][index % 4]
        shape = index % 5
        if shape == 0:
            pattern = f"/section{index}/item/:id<\\d+>"
        elif shape == 1:
            pattern = f"/section{index}/:slug(/page/:page<\\d+>)"
        elif shape == 2:
            pattern = f"/section{index}/**/:article"
        elif shape == 3:
            pattern = f"/section{index}/files/*"
        else:
            pattern = f"/section{index}/settings(/:tab<general|privacy|billing>)"
        lines.append(f"{namespace}  {pattern}  {index % 7}  route.n{index}")
    # Two routes that never win: lint's problems, linked from the summary.
    lines.append("acme  /section0/item/:id<\\d+>  0  route.duplicate")
    lines.append("acme  /section40/item/42  -1  route.shadowed")
    return "\n".join(lines) + "\n"


HOSTILE_TABLE = "\n".join([
    "# <script>window.__pwned = 'comment'</script> \"quotes\" 'single'",
    "acme  /x/<script>window.__pwned=1</script>  0  hostile.script",
    "acme  /x/<script>window.__pwned=1</script>  0  hostile.duplicate   # <script>window.__pwned=3</script>",
    "acme  /q/\"'><img/src=x/onerror=window.__pwned=2>  0  hostile.quotes",
    "acme  /long/" + "a" * 5000 + "  0  hostile.longLiteral",
    "acme  /longer/:value<" + "b" * 5000 + ">  0  hostile.longConstraint",
    "https  /" + "/".join(["seg"] * 1200) + "  0  hostile.manyComponents",
]) + "\n"

HOSTILE_URL = ("acme://x/%3Cscript%3Ewindow.__pwned=4%3C/script%3E/<script>window.__pwned=5</script>"
               "?q=\"'><img/src=x/onerror=window.__pwned=6>&r=\u202eevil&s=" + "z" * 5000)


def tool_pages(browser, results, urlroutes, out):
    pages = os.path.join(out, "pages")
    os.makedirs(pages, exist_ok=True)
    table = os.path.join(EXAMPLES, "routes.table")

    report = os.path.join(pages, "report.html")
    run_tool(urlroutes, "report", table, "--expectations", os.path.join(EXAMPLES, "routes.expectations"), "-o", report)
    browser.open("report", "file://" + report)
    browser.no_horizontal_overflow("report")
    routes = browser.js("return document.querySelectorAll('article').length")
    results.check("report", "shows the 38 routes of Examples/routes.table", routes == 38, f"{routes} routes")
    coloured = browser.js("return document.querySelectorAll('#line-18 .x p [class^=v]').length")
    results.check("report", "product.show's regex has its :id capture coloured", coloured >= 2, f"{coloured} coloured")
    browser.no_script_ran("report")

    large = write(os.path.join(pages, "large.table"), large_table())
    large_report = os.path.join(pages, "report-10000.html")
    started = time.monotonic()
    run_tool(urlroutes, "report", large, "-o", large_report)
    print(f"     urlroutes report of {LARGE_TABLE_ROUTES:,} routes: {time.monotonic() - started:.1f} s, {os.path.getsize(large_report):,} bytes")
    size = os.path.getsize(large_report)
    results.check("report-10000", f"the page is under 5 MB ({size:,} bytes)", size < LARGE_REPORT_MAX_BYTES)
    loads = []
    for _ in range(3):
        browser.driver.get("about:blank")
        browser.driver.get("file://" + large_report)
        loads.append(browser.js("const n = performance.getEntriesByType('navigation')[0]; return n.loadEventEnd - n.startTime"))
    load = min(loads)
    print(f"     Chromium loads the 10,000-route report in {', '.join(f'{ms:.0f}' for ms in loads)} ms")
    results.check("report-10000", f"Chromium renders it in under 2 s (best of 3: {load:.0f} ms)", load < LARGE_REPORT_MAX_LOAD_MS)
    # axe takes minutes over 10,000 routes (it reads the whole document whatever it is asked
    # to check); the routes' markup is the same as on the report checked whole above.
    browser.open("report-10000", "file://" + large_report + "#line-12", run_axe=False)
    count = browser.js("return document.querySelectorAll('article').length")
    results.check("report-10000", "shows every route", count == LARGE_TABLE_ROUTES + 2, f"{count} routes")
    linked = browser.js("""const a = Array.from(document.querySelectorAll('#problems + ul a')).map(a => a.getAttribute('href'));
        return a.length > 0 && a.every(h => document.getElementById(h.slice(1)) !== null)""")
    results.check("report-10000", "every problem links to its route's anchor", linked)
    problems = browser.js("return document.querySelectorAll('#problems + ul li').length")
    results.check("report-10000", "lists the duplicate and the shadowed route", problems == 2, f"{problems} problems")
    browser.no_horizontal_overflow("report-10000")

    explain = os.path.join(pages, "explain.html")
    run_tool(urlroutes, "explain", table, "acme://product/trail-runner?ref=mail", "--html", "-o", explain)
    browser.open("explain", "file://" + explain)
    browser.no_horizontal_overflow("explain")
    missed = browser.js("return Array.from(document.querySelectorAll('.comp.miss')).map(e => e.textContent)")
    results.check("explain", "the refused component is marked under each rejected route", "trail-runner" in missed, str(missed))
    winner = browser.js("return document.getElementById('winner') && document.body.innerText.includes('product.bySlug')")
    results.check("explain", "names the winner, product.bySlug", bool(winner))

    old = write(os.path.join(pages, "old.table"), open(table, encoding="utf-8").read())
    new_text = open(table, encoding="utf-8").read().replace("acme   /product/:slug<[a-z0-9-]+>", "acme   /item/:slug<[a-z0-9-]+>")
    new = write(os.path.join(pages, "new.table"), new_text)
    diff = os.path.join(pages, "diff.html")
    completed = run_tool(urlroutes, "diff", old, new, "--format", "html", ok_statuses=(1,))
    write(diff, completed.stdout.decode())
    browser.open("diff", "file://" + diff)
    browser.no_horizontal_overflow("diff")
    kinds = browser.js("return Array.from(document.querySelectorAll('h2[id]')).map(h => h.id)")
    results.check("diff", "groups the changes by kind (lost and gained)", "lost" in kinds and "gained" in kinds, str(kinds))

    hostile_dir = os.path.join(pages, "hostile")
    os.makedirs(hostile_dir, exist_ok=True)
    hostile = write(os.path.join(hostile_dir, "hostile\"'<script>window.__pwned=7<\u2044script>\u202e.table"), HOSTILE_TABLE)
    hostile_report = os.path.join(pages, "report-hostile.html")
    run_tool(urlroutes, "report", hostile, "-o", hostile_report)
    browser.open("report-hostile", "file://" + hostile_report)
    browser.no_script_ran("report-hostile")
    browser.no_horizontal_overflow("report-hostile")
    shown = browser.js("return document.body.innerText")
    results.check("report-hostile", "shows the script tag as text", "/x/<script>window.__pwned=1</script>" in shown)
    results.check("report-hostile", "shows the file name's bidirectional override as \\u{202E}", "\\u{202E}" in shown and "\u202e" not in shown)

    hostile_explain = os.path.join(pages, "explain-hostile.html")
    run_tool(urlroutes, "explain", hostile, HOSTILE_URL, "--html", "-o", hostile_explain, ok_statuses=(0, 1))
    browser.open("explain-hostile", "file://" + hostile_explain)
    browser.no_script_ran("explain-hostile")
    browser.no_horizontal_overflow("explain-hostile")


# Pages of the link server.

class LinkServer:
    def __init__(self, binary, table, port, directory):
        self.binary, self.table, self.port, self.directory = binary, table, port, directory
        self.process = None

    def start(self):
        token_file = os.path.join(self.directory, "token")
        log = open(os.path.join(self.directory, "server.log"), "ab")
        self.process = subprocess.Popen([
            self.binary, self.table, "--host", WEB_HOST, "--app-id", "ABCDE12345.com.acme.app",
            "--short-host", SHORT_HOST, "--database", os.path.join(self.directory, "links.sqlite"),
            "--api-token-file", token_file, "--app-store-url", APP_STORE, "--play-store-url", PLAY_STORE,
            "--fallback-url", f"https://{WEB_HOST}/", "--bind", "127.0.0.1", "--port", str(self.port),
        ], stdout=log, stderr=log)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"link-server exited {self.process.returncode}; see {log.name}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/healthz", timeout=2):
                    return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("link-server did not answer /healthz within 30 s")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def create(self, token, body):
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}/api/links", data=json.dumps(body).encode(), method="POST",
            headers={"Host": SHORT_HOST, "Authorization": f"Bearer {token}", "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as response:
            if response.status != 201:
                raise RuntimeError(f"POST /api/links {body}: {response.status}")


def server_pages(browser, results, link_server, port):
    directory = tempfile.mkdtemp(prefix="urlroutes-browser-")
    try:
        token = secrets.token_hex(24)
        write(os.path.join(directory, "token"), token + "\n")
        table = os.path.join(EXAMPLES, "routes.table")
        # A table with one more route, to make a link that the shipped table then breaks.
        before = write(os.path.join(directory, "before.table"),
                       open(table, encoding="utf-8").read() + "\nhttps  /gone/:id  0  gone.item\n")
        server = LinkServer(link_server, before, port, directory)
        server.start()
        try:
            server.create(token, {"url": f"https://{WEB_HOST}/p/48213/trail-runner", "slug": "boots", "title": "Trail runner boots"})
            server.create(token, {"url": f"https://{WEB_HOST}/gone/7", "slug": "gone"})
        finally:
            server.stop()
        server = LinkServer(link_server, table, port, directory)
        server.start()
        try:
            short_link_page(browser, results)
            browser.open("fallback", f"http://{SHORT_HOST}/gone", expected_statuses=(404, 410))
            text = browser.js("return document.body.innerText")
            results.check("fallback", "says the link no longer opens in the app", "no longer opens in the app" in text, text[:200])
            results.check("fallback", "offers the web instead",
                          browser.js("return !!document.querySelector('a.web')") and "Open in the app" not in text)
            browser.open("landing", f"http://{WEB_HOST}/p/48213/trail-runner")
            results.check("landing", "names the route and its values", "48213" in browser.js("return document.body.innerText"))
            browser.open("not-found", f"http://{UNSERVED_HOST}/p/48213", expected_statuses=(404,))
            text = browser.js("return document.body.innerText")
            results.check("not-found", "names the hosts served", WEB_HOST in text, text[:200])
        finally:
            server.stop()
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def short_link_page(browser, results):
    name = "short-link"
    url = f"http://{SHORT_HOST}/boots"
    browser.open(name, url)
    stores = browser.js("return Array.from(document.querySelectorAll('a.store')).map(a => a.href)")
    results.check(name, "the App Store button opens the App Store", APP_STORE in stores, str(stores))
    play = [link for link in stores if link.startswith(PLAY_STORE)]
    results.check(name, "the Play button carries the link in referrer=",
                  len(play) == 1 and "referrer=https%3A%2F%2Fwww.acme.example%2Fp%2F48213%2Ftrail-runner" in play[0], str(play))
    banner = browser.js("const m = document.querySelector('meta[name=\"apple-itunes-app\"]'); return m && m.content")
    results.check(name, "the Smart App Banner meta names the app and the link",
                  bool(banner) and "app-id=1234567890" in banner and f"app-argument=https://{WEB_HOST}/p/48213/trail-runner" in banner, str(banner))
    driver = browser.driver
    origin = f"http://{SHORT_HOST}"
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    # Something else on the clipboard first, so the check cannot pass on a stale value.
    driver.execute_async_script("navigator.clipboard.writeText('before').then(arguments[0], e => arguments[0](String(e)))")
    browser.drain_logs()
    driver.find_element(By.ID, "copy-and-get-app").click()
    # The script copies, then goes to the App Store (which the resolver rules keep off the network).
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not driver.current_url.startswith("https://apps.apple.com/"):
        time.sleep(0.1)
    results.check(name, "the copy button then opens the App Store", driver.current_url.startswith(APP_STORE), driver.current_url)
    console = driver.get_log("browser")
    csp = [entry["message"] for entry in console if "Content Security Policy" in entry.get("message", "")]
    results.check(name, "the copy button runs with no CSP violation", not csp, "; ".join(csp))
    driver.get(url)
    copied = driver.execute_async_script("navigator.clipboard.readText().then(arguments[0], e => arguments[0]('error: ' + e))")
    results.check(name, "the copy button copied the link", copied == f"https://{WEB_HOST}/p/48213/trail-runner", repr(copied))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--urlroutes", required=True)
    parser.add_argument("--link-server", required=True)
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    out = os.path.abspath(arguments.out)
    os.makedirs(out, exist_ok=True)
    results = Results()
    port = free_port()
    driver = make_driver(port)
    browser = Browser(driver, results, out)
    try:
        for name, body in [("tool pages", lambda: tool_pages(browser, results, arguments.urlroutes, out)),
                           ("link server pages", lambda: server_pages(browser, results, arguments.link_server, port))]:
            try:
                body()
            except Exception as error:  # a page that cannot be made or opened fails, the rest still run
                traceback.print_exc()
                results.check(name, f"ran to the end ({type(error).__name__}: {error})", False)
    finally:
        driver.quit()
    print(f"screenshots: {browser.screenshots}")
    print(f"{results.passed} passed, {results.failed} failed")
    return 1 if results.failed else 0


if __name__ == "__main__":
    os.environ.setdefault("SE_AVOID_STATS", "true")
    sys.exit(main())
