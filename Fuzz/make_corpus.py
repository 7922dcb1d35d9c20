#!/usr/bin/env python3
"""Writes the seed corpora Fuzz/Corpus/<target>/ from Examples/ and the tests' string literals.

Patterns: Examples/routes.table's patterns and every string literal in Tests/ that starts with
'/' and looks like a route pattern. URLs: Examples/urls.txt and misses.txt and every literal with
'://'. FuzzPair gets pattern + 0xFF + URL pairs. FuzzTable gets Examples/routes.table, each of its
lines alone, and the multi-line literals of the table tests; and, after a 0xFF byte, expectations:
Examples/routes.expectations after Examples/routes.table, and each of its cases alone after an
empty table (checked against FuzzChecks' own table). Rerun after adding tests; commit the result
(small files, named by content hash so reruns do not duplicate them).
"""
import hashlib, pathlib, re

root = pathlib.Path(__file__).resolve().parent.parent
out = root / "Fuzz" / "Corpus"
literal = re.compile(r'#?"((?:[^"\\\n]|\\.)*)"#?')

def unescape(text, raw):
    if raw:
        return text
    return (text.replace(r"\\", "\x00BS").replace(r"\"", '"').replace(r"\n", "\n")
            .replace(r"\t", "\t").replace(r"\0", "\0").replace("\x00BS", "\\"))

patterns, urls, tables = set(), set(), set()
table_text = (root / "Examples" / "routes.table").read_text()
tables.add(table_text)
tables.update(line + "\n" for line in table_text.splitlines() if line.strip())
for line in (root / "Examples" / "routes.table").read_text().splitlines():
    fields = line.split("#")[0].split()
    if len(fields) >= 2 and not fields[0].startswith("@"):
        patterns.add(fields[1])
for name in ("urls.txt", "misses.txt"):
    for line in (root / "Examples" / name).read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            urls.add(line.strip())
for source in sorted((root / "Tests").rglob("*.swift")):
    if source.is_symlink():
        continue
    for match in literal.finditer(source.read_text()):
        raw = match.group(0).startswith("#")
        text = unescape(match.group(1), raw)
        if "Table" in source.parent.name and "\\(" not in text and ("\n" in text or text.startswith("@")):
            tables.add(text)
        if "\\(" in text or len(text) > 200:
            continue
        if "://" in text:
            urls.add(text)
        elif text.startswith("/") and len(text) > 1 and " " not in text:
            patterns.add(text)

def write(target, items):
    folder = out / target
    folder.mkdir(parents=True, exist_ok=True)
    for item in sorted(items):
        data = item if isinstance(item, bytes) else item.encode()
        (folder / hashlib.sha1(data).hexdigest()[:16]).write_bytes(data)
    print(f"{target}: {len(items)} seeds")

write("FuzzPattern", patterns)
write("FuzzURL", urls)
pattern_list, url_list = sorted(patterns), sorted(urls)
pairs = {p.encode() + b"\xff" + url_list[i % len(url_list)].encode()
         for i, p in enumerate(pattern_list)}
write("FuzzPair", pairs)
expectations_text = (root / "Examples" / "routes.expectations").read_text()
table_seeds = {text.encode() for text in tables}
table_seeds.add(table_text.encode() + b"\xff" + expectations_text.encode())
table_seeds.update(b"\xff" + line.encode() + b"\n" for line in expectations_text.splitlines()
                   if line.strip() and not line.startswith("#"))
write("FuzzTable", table_seeds)

# FuzzGenerate: each pattern with values for its variables (a word, a number, a value that needs
# encoding), one or two wildcard components and each form byte in turn (FuzzChecks.checkGenerate).
generate = set()
for i, p in enumerate(pattern_list):
    values = b"\n".join([b"abc", b"42", "a b/\u00e9#".encode(), b"x"][: 1 + i % 4])
    generate.add(p.encode() + b"\n" + values + b"\xff" + b"w\nx"[: 1 + 2 * (i % 2)] + b"\xff\xff" + bytes([i % 8]))
write("FuzzGenerate", generate)

# FuzzAppleLinkRules: every apple-app-site-association in the tests (the JSON literals that hold
# "applinks", the test app's ID written in for its interpolation), each followed by 0xFF and
# URLs of Apple's examples.
multiline = re.compile(r'#+"""\n(.*?)\n\s*"""#+', re.S)
raw_line = re.compile(r'(#+)"(?!"")(.*?)"\1')
app_id = "ABCDE12345.com.example.app"
aasa = set()
for source in sorted((root / "Tests").rglob("*.swift")):
    if source.is_symlink():
        continue
    code = source.read_text()
    found = [m.group(1) for m in multiline.finditer(code)] + [m.group(2) for m in raw_line.finditer(code)]
    for text in found:
        text = re.sub(r'\\#+\(Self\.app\)', app_id, text)
        if '"applinks"' in text and "\\(" not in text and not re.search(r'\\#+\(', text):
            aasa.add(text)
probe_urls = "\n".join(["https://www.example.com/buy/1", "https://www.example.com/help/a?articleNumber=1234",
                        "https://www.example.com/en_US/pizza/", "https://example.com/test", "https://www.example.com/p/42#x"])
write("FuzzAppleLinkRules", {text.encode() + b"\xff" + probe_urls.encode() for text in aasa})
