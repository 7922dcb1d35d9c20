#!/usr/bin/env python3
"""Lists the public symbols that have no doc comment, from the symbol graphs that
`swift package generate-documentation` extracts (or `swift package dump-symbol-graph`).

    Scripts/undocumented-symbols.py .build/*/extracted-symbols/*/URLRoutes/*.symbols.json

Prints one line per symbol (file:line, kind, name) and exits 1 when there is any.
Not counted: extension blocks of other modules' types, symbols the compiler synthesizes (no
source location: an enum's `hashValue`, the `OptionSet` methods), and implementations of
another module's protocol requirements, for which DocC shows the protocol's documentation.
"""
import json
import sys


def undocumented(path):
    graph = json.load(open(path))
    symbols = graph["symbols"]
    # A symbol that implements a requirement or default implementation of a protocol
    # declared elsewhere shows that protocol's documentation.
    inherits = {rel["source"] for rel in graph.get("relationships", [])
                if rel["kind"] in ("defaultImplementationOf", "requirementOf", "overrides")
                and rel.get("targetFallback")}
    for symbol in symbols:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if symbol.get("docComment", {}).get("lines"):
            continue
        if symbol["kind"]["identifier"] == "swift.extension":  # an extension block of another module's type
            continue
        location = symbol.get("location")
        if location is None:  # synthesized by the compiler
            continue
        if symbol["identifier"]["precise"] in inherits:
            continue
        yield (location["uri"].split("/Sources/", 1)[-1], location["position"]["line"] + 1,
               symbol["kind"]["displayName"], ".".join(symbol["pathComponents"]))


def main(paths):
    if not paths:
        sys.exit(__doc__)
    missing = sorted({entry for path in paths for entry in undocumented(path)})
    for file, line, kind, name in missing:
        print(f"{file}:{line}: {kind} {name} has no doc comment")
    if missing:
        sys.stdout.flush()
        print(f"{len(missing)} public symbol(s) without a doc comment", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main(sys.argv[1:])
