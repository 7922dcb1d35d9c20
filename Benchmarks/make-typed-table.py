#!/usr/bin/env python3
"""Writes Sources/TypedRoutesProfile/routes.table: 1,000 named routes of the shapes an app's table
holds (plain, variables, constraints, optional groups, wildcards) in two namespaces, and
typed-urls.txt: one URL each route takes.

    python3 Benchmarks/make-typed-table.py [ROUTES]
"""
import os
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Sources", "TypedRoutesProfile")
routes, urls = [], []
for n in range(count):
    namespace = "acme" if n % 2 == 0 else "https"
    base = f"/s{n}"
    kind = n % 5
    if kind == 0:
        pattern, path = f"{base}/home", f"{base}/home"
    elif kind == 1:
        pattern, path = f"{base}/item/:id", f"{base}/item/42"
    elif kind == 2:
        pattern, path = f"{base}/order/:order_id<\\d+>", f"{base}/order/123456"
    elif kind == 3:
        pattern, path = f"{base}/list(/:page)", f"{base}/list/3"
    else:
        pattern, path = f"{base}/files/*", f"{base}/files/a/b%20c"
    routes.append(f"{namespace}  {pattern}  section{n}.view")
    urls.append(("acme://" + path[1:]) if namespace == "acme" else ("https://www.example.com" + path))
with open(os.path.join(here, "routes.table"), "w") as table:
    table.write(f"# {count} named routes for the typed-routes benchmark (make-typed-table.py).\n")
    table.write("\n".join(routes) + "\n")
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "typed-urls.txt"), "w") as out:
    out.write("\n".join(urls) + "\n")
