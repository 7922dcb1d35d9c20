/// What Apple's `swcutil` (macOS 27.0, 26A5388g, arm64) answered to
/// `swcutil match -u URL -j DICT` for 67 probes, as recorded in the public repository
/// github.com/sergii-ziborov/blazingly-aasa, `conformance/oracle/swcutil-probes.tsv` (its columns:
/// group, probe, dict, URL, exit status, output, the output "Matched by pattern at index 0: ..."
/// or "Did not match."). Written here as tab-separated group, probe, the component, the URL, and
/// the verdict, "match" or "no match".
enum AppleSwcutilProbes {
    struct Probe {
        var group: String
        var name: String
        var component: String
        var url: String
        var matches: Bool
    }

    static let recorded = #"""
    trailing-star	buy-star-vs-no-slash	{"/":"/buy/*"}	https://example.com/buy	match
    trailing-star	buy-star-vs-slash	{"/":"/buy/*"}	https://example.com/buy/	match
    trailing-star	buy-star-vs-child	{"/":"/buy/*"}	https://example.com/buy/42	match
    trailing-star	buy-star-vs-sibling	{"/":"/buy/*"}	https://example.com/buyer	no match
    trailing-star	buy-star-vs-prefix	{"/":"/buy/*"}	https://example.com/bu	no match
    trailing-star	deep-star-vs-no-slash	{"/":"/a/b/*"}	https://example.com/a/b	match
    trailing-star	star-no-slash-vs-plain	{"/":"/buy*"}	https://example.com/buy	match
    trailing-star	mid-star-vs-no-slash	{"/":"/a/*/c"}	https://example.com/a/c	no match
    trailing-star	exact-no-star	{"/":"/buy"}	https://example.com/buy	match
    trailing-star	exact-vs-trailing-slash	{"/":"/buy"}	https://example.com/buy/	match
    leading-slash	bare-abc-vs-slash-abc	{"/":"abc"}	https://example.com/abc	match
    leading-slash	apple-doc-example	{"/":"abc","?":"def","#":"*"}	https://example.com/abc?def	match
    leading-slash	bare-buy-star	{"/":"buy/*"}	https://example.com/buy/42	match
    query-missing	star-on-absent-item	{"?":{"b":"*"}}	https://example.com/x?a=1	match
    query-missing	question-star-on-absent	{"?":{"b":"?*"}}	https://example.com/x?a=1	no match
    query-missing	empty-pattern-on-absent	{"?":{"b":""}}	https://example.com/x?a=1	match
    query-missing	literal-on-absent	{"?":{"b":"1"}}	https://example.com/x?a=1	no match
    query-missing	star-on-empty-query	{"?":{"b":"*"}}	https://example.com/x	match
    query-missing	two-items-one-absent	{"?":{"a":"1","b":"*"}}	https://example.com/x?a=1	match
    query-repeat	target-is-first	{"?":{"id":"42"}}	https://example.com/x?id=42&id=7	no match
    query-repeat	target-is-last	{"?":{"id":"42"}}	https://example.com/x?id=7&id=42	no match
    query-repeat	target-is-middle	{"?":{"id":"42"}}	https://example.com/x?id=7&id=42&id=9	no match
    query-nonstring	bool-true-value-present	{"?":{"flag":true}}	https://example.com/x?flag=1	match
    query-nonstring	bool-true-item-absent	{"?":{"flag":true}}	https://example.com/x?other=1	match
    query-nonstring	bool-false-value-present	{"?":{"flag":false}}	https://example.com/x?flag=1	match
    query-nonstring	number-predicate	{"?":{"n":5}}	https://example.com/x?n=5	match
    query-nonstring	null-predicate	{"?":{"n":null}}	https://example.com/x?n=5	match
    percent	default-encoded-space	{"/":"/a%20b"}	https://example.com/a%20b	match
    percent	default-literal-space	{"/":"/a b"}	https://example.com/a%20b	no match
    percent	false-literal-space	{"/":"/a b","percentEncoded":false}	https://example.com/a%20b	match
    percent	false-encoded-pattern	{"/":"/a%20b","percentEncoded":false}	https://example.com/a%20b	no match
    percent	encoded-slash-default	{"/":"/a/b"}	https://example.com/a%2Fb	no match
    percent	encoded-slash-decoded	{"/":"/a/b","percentEncoded":false}	https://example.com/a%2Fb	match
    percent	hex-case-default	{"/":"/caf%C3%A9"}	https://example.com/caf%c3%a9	no match
    percent	unicode-literal-false	{"/":"/caf\u00e9","percentEncoded":false}	https://example.com/caf%C3%A9	match
    percent	unicode-literal-default	{"/":"/caf\u00e9"}	https://example.com/caf%C3%A9	no match
    fragment	star-on-absent-fragment	{"#":"*"}	https://example.com/x	match
    fragment	question-star-on-absent	{"#":"?*"}	https://example.com/x	no match
    fragment	empty-on-absent	{"#":""}	https://example.com/x	match
    query-whole	whole-exact	{"?":"a=1"}	https://example.com/x?a=1	match
    query-whole	whole-rejects-extra	{"?":"a=1"}	https://example.com/x?a=1&b=2	no match
    query-whole	whole-star-on-empty	{"?":"*"}	https://example.com/x	match
    query-whole	whole-question-star-on-empty	{"?":"?*"}	https://example.com/x	no match
    lead	bare-abc-vs-abcd	{"/":"abc"}	https://example.com/abcd	no match
    lead	bare-abc-vs-xabc	{"/":"abc"}	https://example.com/xabc	no match
    lead	bare-abc-star	{"/":"abc/*"}	https://example.com/abc	match
    lead	bare-star-abc	{"/":"*abc"}	https://example.com/xabc	match
    lead	double-slash-pattern	{"/":"//abc"}	https://example.com/abc	match
    lead	bare-deep	{"/":"a/b"}	https://example.com/a/b	match
    trail	pattern-trailing-slash	{"/":"/buy/"}	https://example.com/buy	match
    trail	deep-pattern-trailing	{"/":"/a/b/"}	https://example.com/a/b	match
    trail	double-trailing-url	{"/":"/buy/*"}	https://example.com/buy//	match
    trail	star-vs-double-slash	{"/":"/buy/"}	https://example.com/buy//	match
    trail	root-pattern	{"/":"/"}	https://example.com/	match
    trail	root-pattern-vs-empty	{"/":"/"}	https://example.com	match
    dup	star-on-duplicate	{"?":{"id":"*"}}	https://example.com/x?id=7&id=42	match
    dup	joined-forward	{"?":{"id":"7,42"}}	https://example.com/x?id=7&id=42	no match
    dup	joined-reverse	{"?":{"id":"42,7"}}	https://example.com/x?id=42&id=7	no match
    dup	empty-on-duplicate	{"?":{"id":""}}	https://example.com/x?id=7&id=42	no match
    dup	question-star-on-dup	{"?":{"id":"?*"}}	https://example.com/x?id=7&id=42	match
    dup	identical-duplicates	{"?":{"id":"7"}}	https://example.com/x?id=7&id=7	match
    nonstr	string-still-applies	{"?":{"a":"1","flag":true}}	https://example.com/x?a=2	match
    nonstr	string-passes-with-bool	{"?":{"a":"1","flag":true}}	https://example.com/x?a=1	match
    nonstr	array-predicate	{"?":{"a":["1"]}}	https://example.com/x?a=2	match
    nonstr	object-predicate	{"?":{"a":{"b":"1"}}}	https://example.com/x?a=2	match
    whole	empty-pattern-no-query	{"?":""}	https://example.com/x	match
    whole	literal-vs-no-query	{"?":"a=1"}	https://example.com/x	no match
    """#

    static var probes: [Probe] {
        recorded.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Probe(group: fields[0], name: fields[1], component: fields[2], url: fields[3], matches: fields[4] == "match")
        }
    }
}
