/// The reading and writing of links that a generated Kotlin sealed class carries, nested in it
/// as `private class Links`: the standalone Swift enum's `Links` (`StandaloneRuntime`), line
/// for line in Kotlin, over UTF-8 bytes held as `IntArray`s, with constraints compiled as
/// `java.util.regex` patterns that `KotlinConstraintPattern` writes from the same model.
enum KotlinRuntime {
    /// The code of `Links`, written at the depth of the sealed class's members;
    /// `KotlinSource` writes the table as its instance.
    static var code: String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    private static let text = #"""
    /** How a link is read and written, as URLRoutes' router reads and writes it. */
    private class Links(
        private val decodesPlusSymbols: Boolean,
        private val treatsHostAsPathComponent: Boolean,
        private val rules: Array<Rule>,
        constraints: Array<String>,
        private val schemes: Map<String, Namespace>,
        private val hosts: Map<String, Namespace>,
        private val wildcardHosts: List<Pair<String, Namespace>>,
        private val global: Namespace,
        /** For each table route: its rules, in the order generation tries them. */
        private val routeRules: Array<IntArray>,
        /** For each table route: its scheme, `//HOST` or `*`. */
        private val routeNamespaces: Array<String>,
        private val names: Array<String>
    ) {
        /** One expansion of a route's optional groups. */
        class Rule(val route: Int, val parts: Array<Part>)

        sealed class Part {
            class Literal(vararg val forms: String) : Part() {
                val bytes: List<IntArray> = forms.map { form -> form.toByteArray(Charsets.UTF_8).map { it.toInt() and 0xFF }.toIntArray() }
            }
            /** `constraint`: an index into the constraints, or -1. */
            class Variable(val name: String, val constraint: Int) : Part()
            object Star : Part()
            object Globstar : Part()
        }

        /** A namespace's rules in the order routing tries them, and whether it falls back to the global namespace. */
        class Namespace(val rules: IntArray, val fallsBack: Boolean) {
            /** Positions in `rules` of the rules whose first component is a literal, by its spellings; the other rules' positions. */
            val byFirstLiteral = HashMap<String, MutableList<Int>>()
            val others = ArrayList<Int>()

            fun index(all: Array<Rule>) {
                for ((position, rule) in rules.withIndex()) {
                    val first = all[rule].parts.firstOrNull()
                    if (first is Part.Literal) {
                        for (form in first.forms.toSet()) byFirstLiteral.getOrPut(form) { ArrayList() }.add(position)
                    } else {
                        others.add(position)
                    }
                }
            }
        }

        /** A route and the values its case holds, as `link` takes them. */
        class Route(val index: Int, val values: Map<String, String>, val wildcard: List<String>)

        class Match(val route: Int, val values: Map<String, String>, val wildcard: List<String>)

        private class Span(val start: Int, val end: Int)

        private class Capture(val name: String, val start: Int, val end: Int)

        /** What routing reads off a URL. */
        private class Reading(val scheme: String?, val host: String?, val path: IntArray)

        /** A named host (`named`), or the host as a path component (`named` null). */
        private class HostReading(val named: String?)

        private class Buffer {
            var items = IntArray(32)
            var size = 0
            fun add(byte: Int) {
                if (size == items.size) items = items.copyOf(size * 2)
                items[size++] = byte
            }
            fun add(from: IntArray, start: Int, end: Int) {
                for (index in start until end) add(from[index])
            }
            fun toArray(): IntArray = items.copyOf(size)
        }

        private val patterns: List<java.util.regex.Pattern> = constraints.map { java.util.regex.Pattern.compile(it) }
        private val component = HostReading(null)

        init {
            for (space in schemes.values) space.index(rules)
            for (space in hosts.values) space.index(rules)
            for ((_, space) in wildcardHosts) space.index(rules)
            global.index(rules)
        }

        /** The values of a case, without its absent optional ones. */
        fun values(vararg pairs: Pair<String, String?>): Map<String, String> {
            val values = LinkedHashMap<String, String>()
            for ((name, value) in pairs) if (value != null) values[name] = value
            return values
        }

        fun read(url: String): Match? {
            val reading = reading(url) ?: return null
            val host = reading.host
            if (host != null) {
                val space = hostNamespace(host)
                if (space != null) {
                    val match = first(space, reading.path)
                    if (match != null) return if (match.route < 0) null else match
                    if (!space.fallsBack) return null
                }
            }
            val schemeText = reading.scheme
            // Exact, else the first in sort order of those equal but for case (as `RouteRegistry`).
            val scheme = if (schemeText == null) null else schemes[schemeText]
                ?: schemes.keys.filter { it.toLowerCase(java.util.Locale.ROOT) == schemeText.toLowerCase(java.util.Locale.ROOT) }.min()?.let { schemes[it] }
            if (scheme != null) {
                val match = first(scheme, reading.path)
                if (match != null) return if (match.route < 0) null else match
                if (!scheme.fallsBack) return null
            }
            val match = first(global, reading.path)
            return if (match == null || match.route < 0) null else match
        }

        /** The first rule of `space` that matches; route -1 for a route without a name. */
        private fun first(space: Namespace, path: IntArray): Match? {
            // Only the rules whose first literal is the path's first component, and those without one, in their order.
            var end = 0
            while (end < path.size && path[end] != 47) end++
            val literal: List<Int> = space.byFirstLiteral[text(path, 0, end)] ?: emptyList()
            var a = 0
            var b = 0
            while (a < literal.size || b < space.others.size) {
                val position: Int
                if (b == space.others.size || (a < literal.size && literal[a] < space.others[b])) {
                    position = literal[a]
                    a++
                } else {
                    position = space.others[b]
                    b++
                }
                val match = matches(rules[space.rules[position]], path)
                if (match != null) return match
            }
            return null
        }

        private fun hostNamespace(host: String): Namespace? {
            val exact = hosts[host]
            if (exact != null) return exact
            if (wildcardHosts.isEmpty() || isIPAddress(host)) return null
            var bestLength = -1
            var best: Namespace? = null
            for ((suffix, space) in wildcardHosts) {
                if (!host.endsWith(".$suffix")) continue
                val length = utf8(suffix).size
                if (best == null || length > bestLength) {
                    bestLength = length
                    best = space
                }
            }
            return best
        }

        private fun isIPAddress(host: String): Boolean {
            if (host.startsWith("[")) return true
            val bytes = utf8(host)
            var start = bytes.size
            while (start > 0 && bytes[start - 1] != 46) start--
            val last = bytes.copyOfRange(start, bytes.size)
            if (last.isEmpty()) return false
            if (last.all { isDigit(it) }) return true
            return last.size > 2 && last[0] == 48 && (last[1] or 0x20) == 120 && (2 until last.size).all { hex(last[it]) >= 0 }
        }

        // Reading a URL

        private fun reading(url: String): Reading? {
            val bytes = utf8(url)
            if (bytes.isEmpty() || bytes.any { it < 0x20 || it == 0x7F }) return null
            var end = bytes.size
            var start = 0
            var schemeEnd = -1
            if (isLetter(bytes[0])) {
                var index = 1
                while (index < end && (isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == 43 || bytes[index] == 45 || bytes[index] == 46)) index++
                if (index < end && bytes[index] == 58) {
                    schemeEnd = index
                    start = index + 1
                }
            }
            var fragment: Span? = null
            val hash = indexOf(bytes, 35, 0, bytes.size)
            if (hash >= 0) {
                fragment = Span(hash + 1, end)
                end = hash
            }
            val question = indexOf(bytes, 63, start, end)
            if (question >= 0) end = question
            var hostRange: Span? = null
            if (end - start >= 2 && bytes[start] == 47 && bytes[start + 1] == 47) {
                val authorityStart = start + 2
                val slash = indexOf(bytes, 47, authorityStart, end)
                val authorityEnd = if (slash >= 0) slash else end
                if (authorityEnd > authorityStart && bytes[authorityStart] == 91 && indexOf(bytes, 93, authorityStart, authorityEnd) < 0) return null
                if (indexOf(bytes, 92, authorityStart, authorityEnd) >= 0) return null
                var hostStart = authorityStart
                var hostEnd = authorityEnd
                var portColon = -1
                var bracket = false
                var index = authorityEnd
                while (index > authorityStart) {
                    index--
                    val byte = bytes[index]
                    if (byte == 64) {
                        hostStart = index + 1
                        break
                    } else if (byte == 93) {
                        bracket = true
                    } else if (byte == 58 && portColon < 0 && !bracket) {
                        portColon = index
                    }
                }
                if (portColon >= 0 && portColon >= hostStart) hostEnd = portColon
                hostRange = Span(hostStart, maxOf(hostStart, hostEnd))
                start = authorityEnd
            }
            // The host: absent, a path component, or a named host.
            var hostComponent: Span? = null
            var host: String? = null
            if (hostRange != null && hostRange.end > hostRange.start) {
                if (treatsHostAsPathComponent) {
                    hostComponent = hostRange
                } else {
                    val read = readHost(bytes.copyOfRange(hostRange.start, hostRange.end)) ?: return null
                    if (read.named == null) hostComponent = hostRange else host = read.named
                }
            }
            val fragmentPath = if (fragment == null) null else fragmentPath(bytes, fragment)
            val schemeText = if (schemeEnd >= 0) text(bytes, 0, schemeEnd) else null
            val lowered = schemeText?.toLowerCase(java.util.Locale.ROOT)
            val isWeb = lowered == "http" || lowered == "https"
            val path = routingPath(bytes, Span(start, end), hostComponent, if (isWeb) null else fragmentPath)
            return Reading(schemeText, host, path)
        }

        /**
         * The host as routing reads it (`URLHost.read`): a path component (no dot, not `localhost`), or a named host,
         * percent-decoded, lowercased, without trailing dot, an IPv4 address in dotted-decimal form; null for a host
         * routing refuses, and for a non-ASCII host with a dot whose IDNA form is not computed here.
         */
        private fun readHost(host: IntArray): HostReading? {
            var labelStart = 0
            var dots = false
            for (index in host.indices) {
                val byte = host[index]
                if (isLetter(byte) || isDigit(byte) || byte == 45) continue
                if (byte == 46) {
                    if (index == labelStart) return readNamed(host)
                    labelStart = index + 1
                    dots = true
                } else if (byte == 37 || byte >= 0x80 || byte == 91 || isForbiddenInHost(byte)) {
                    return readNamed(host)
                }
            }
            if (!dots) return if (isLocalhost(host)) HostReading("localhost") else component
            return domainOrAddress(if (labelStart == host.size) host.copyOf(host.size - 1) else host)
        }

        private fun readNamed(host: IntArray): HostReading? {
            if (host[0] == 91) {
                val close = host.indexOf(93)
                if (close < 0 || close != host.size - 1 || close <= 1) return null
                for (index in 1 until close) {
                    if (hex(host[index]) < 0 && host[index] != 58 && host[index] != 46) return null
                }
                return HostReading(lowercased(host))
            }
            if (host.any { it == 37 || it >= 0x80 }) return decodedHost(host)
            if (!host.contains(46)) return if (isLocalhost(host)) HostReading("localhost") else component
            var labelStart = 0
            for (index in host.indices) {
                val byte = host[index]
                if (byte == 46) {
                    if (index == labelStart) return null
                    labelStart = index + 1
                } else if (isForbiddenInHost(byte)) {
                    return null
                }
            }
            return domainOrAddress(if (labelStart == host.size) host.copyOf(host.size - 1) else host)
        }

        private fun decodedHost(host: IntArray): HostReading? {
            val buffer = Buffer()
            var invalidEscape = false
            var index = 0
            while (index < host.size) {
                if (host[index] == 37 && index + 2 < host.size && hex(host[index + 1]) >= 0 && hex(host[index + 2]) >= 0) {
                    buffer.add((hex(host[index + 1]) shl 4) or hex(host[index + 2]))
                    index += 3
                } else {
                    if (host[index] == 37) invalidEscape = true
                    buffer.add(host[index])
                    index++
                }
            }
            val decoded = buffer.toArray()
            val valid = utf8Text(decoded)
            val nonASCII = decoded.any { it >= 0x80 }
            val forbidden = decoded.any { it < 0x80 && (isForbiddenInHost(it) || it == 37) }
            var text = lowercased(decoded)
            if (nonASCII) {
                // IDNA as the common case needs it: the dots a mapping makes, labels lowercased, each non-ASCII label in punycode.
                if (valid == null) return if (decoded.contains(46)) null else component
                val mapped = if (forbidden) null else idnaASCII(valid)
                if (mapped != null) {
                    text = mapped
                } else {
                    text = valid.toLowerCase(java.util.Locale.ROOT)
                    if (!text.contains('.')) return component
                    return null
                }
            }
            if (!text.contains('.') && text != "localhost") return component
            if (invalidEscape || valid == null || forbidden) return null
            if (text.startsWith(".") || text.contains("..")) return null
            var named = utf8(text)
            if (named.isNotEmpty() && named[named.size - 1] == 46) named = named.copyOf(named.size - 1)
            return domainOrAddress(named)
        }

        /** `bücher.example` as `xn--bcher-kva.example`: the label separators IDNA maps to a dot, labels lowercased, non-ASCII labels in punycode (RFC 3492). */
        private fun idnaASCII(host: String): String? {
            val labels = ArrayList<String>()
            var label = StringBuilder()
            var index = 0
            while (index < host.length) {
                val point = host.codePointAt(index)
                index += Character.charCount(point)
                if (point == 0x2E || point == 0x3002 || point == 0xFF0E || point == 0xFF61) {
                    labels.add(label.toString())
                    label = StringBuilder()
                } else {
                    label.appendCodePoint(point)
                }
            }
            labels.add(label.toString())
            val out = ArrayList<String>()
            for (each in labels) {
                val lowered = each.toLowerCase(java.util.Locale.ROOT)
                if (lowered.all { it.toInt() < 0x80 }) {
                    out.add(lowered)
                } else {
                    val encoded = punycode(lowered) ?: return null
                    out.add("xn--$encoded")
                }
            }
            return out.joinToString(".")
        }

        private fun punycode(label: String): String? {
            val input = ArrayList<Long>()
            var index = 0
            while (index < label.length) {
                val point = label.codePointAt(index)
                input.add(point.toLong())
                index += Character.charCount(point)
            }
            val output = StringBuilder()
            for (point in input) if (point < 0x80) output.append(point.toChar())
            val basic = output.length
            var handled = basic
            if (basic > 0) output.append('-')
            var n = 128L
            var delta = 0L
            var bias = 72L
            while (handled < input.size) {
                val m = input.filter { it >= n }.min() ?: return null
                delta += (m - n) * (handled + 1)
                n = m
                for (point in input) {
                    if (point < n) delta++
                    if (point == n) {
                        var q = delta
                        var k = 36L
                        while (true) {
                            val t = if (k <= bias) 1L else if (k >= bias + 26) 26L else k - bias
                            if (q < t) break
                            output.append(punycodeDigit(t + (q - t) % (36 - t)))
                            q = (q - t) / (36 - t)
                            k += 36
                        }
                        output.append(punycodeDigit(q))
                        bias = adapt(delta, (handled + 1).toLong(), handled == basic)
                        delta = 0
                        handled++
                    }
                }
                if (delta >= (1L shl 40)) return null
                delta++
                n++
            }
            return output.toString()
        }

        private fun punycodeDigit(value: Long): Char = if (value < 26) (97 + value).toChar() else (22 + value).toChar()

        private fun adapt(start: Long, points: Long, first: Boolean): Long {
            var delta = if (first) start / 700 else start / 2
            delta += delta / points
            var k = 0L
            while (delta > 455) {
                delta /= 35
                k += 36
            }
            return k + 36 * delta / (delta + 38)
        }

        /** A host of labels, or, when its last label is a number, the IPv4 address WHATWG reads it as; null for a host that ends in a number but is no address. */
        private fun domainOrAddress(host: IntArray): HostReading? {
            val parts = split(host, 0, host.size, 46, true)
            if (parts.size > 1 && parts[parts.size - 1].isEmpty()) parts.removeAt(parts.size - 1)
            val last = parts.lastOrNull()
            if (last == null || last.isEmpty() || !(last.all { isDigit(it) } || ipv4Number(last) != null)) return HostReading(lowercased(host))
            if (parts.size > 4) return null
            val numbers = ArrayList<Long>()
            for (part in parts) numbers.add(ipv4Number(part) ?: return null)
            for (index in 0 until numbers.size - 1) if (numbers[index] > 255) return null
            if (numbers[numbers.size - 1] >= (1L shl (8 * (5 - numbers.size)))) return null
            var address = numbers[numbers.size - 1]
            for (index in 0 until numbers.size - 1) address += numbers[index] shl (8 * (3 - index))
            return HostReading("${address shr 24}.${(address shr 16) and 0xFF}.${(address shr 8) and 0xFF}.${address and 0xFF}")
        }

        private fun ipv4Number(part: IntArray): Long? {
            if (part.isEmpty()) return null
            var from = 0
            var radix = 10L
            if (part.size >= 2 && part[0] == 48 && (part[1] or 0x20) == 120) {
                from = 2
                radix = 16
            } else if (part.size >= 2 && part[0] == 48) {
                from = 1
                radix = 8
            }
            var value = 0L
            for (index in from until part.size) {
                val digit = hex(part[index])
                if (digit < 0 || digit >= radix) return null
                value = minOf(value * radix + digit, 1L shl 32)
            }
            return value
        }

        private fun isForbiddenInHost(byte: Int): Boolean = when (byte) {
            in 0..0x20, 0x7F, 35, 47, 58, 60, 62, 63, 64, 91, 92, 93, 94, 124, 34, 96, 123, 125 -> true
            else -> false
        }

        private fun isLocalhost(host: IntArray): Boolean =
            host.size == 9 && (0 until 9).all { (host[it] or 0x20) == "localhost"[it].toInt() }

        /** The fragment when it is a path (not only query items), up to its `?`. */
        private fun fragmentPath(bytes: IntArray, fragment: Span): Span? {
            val question = indexOf(bytes, 63, fragment.start, fragment.end)
            val candidate = Span(fragment.start, if (question >= 0) question else fragment.end)
            val query = if (question >= 0) Span(question + 1, fragment.end) else candidate
            return if (!firstItemHasValue(bytes, query) || question >= 0) candidate else null
        }

        /** Whether the first `&`-separated item of `range` is `name=value` with a non-empty name. */
        private fun firstItemHasValue(bytes: IntArray, range: Span): Boolean {
            val ampersand = indexOf(bytes, 38, range.start, range.end)
            val equals = indexOf(bytes, 61, range.start, if (ampersand >= 0) ampersand else range.end)
            return equals > range.start
        }

        private fun routingPath(bytes: IntArray, whole: Span, host: Span?, fragmentPath: Span?): IntArray {
            var start = whole.start
            var end = whole.end
            var fragment = fragmentPath
            val slashAfterHost = host != null && end > start && bytes[start] != 47
            val condenses = host != null && (containsDoubleSlash(bytes, start, end) || (fragment != null && end > start && bytes[end - 1] == 47))
            if (host == null && end > start && bytes[start] == 47) start++
            if (fragment != null) {
                if (fragment.end > fragment.start && bytes[fragment.end - 1] == 47) fragment = Span(fragment.start, fragment.end - 1)
            } else if (end > start && bytes[end - 1] == 47) {
                end--
            }
            val result = Buffer()
            if (condenses && host != null) {
                result.add(bytes, host.start, host.end)
                for (part in split(bytes, start, end, 47, false)) {
                    result.add(47)
                    result.add(part, 0, part.size)
                }
            } else {
                if (host != null) result.add(bytes, host.start, host.end)
                if (slashAfterHost) result.add(47)
                result.add(bytes, start, end)
            }
            if (fragment != null) {
                result.add(35)
                result.add(bytes, fragment.start, fragment.end)
            }
            return result.toArray()
        }

        private fun containsDoubleSlash(bytes: IntArray, start: Int, end: Int): Boolean {
            var previous = false
            for (index in start until end) {
                val slash = bytes[index] == 47
                if (slash && previous) return true
                previous = slash
            }
            return false
        }

        // Matching a rule

        /** The rule's regex, `^...\z`, on the routing path. */
        private fun matches(rule: Rule, path: IntArray): Match? {
            val variables = ArrayList<Capture>()
            val wildcards = ArrayList<Span>()
            if (!match(rule.parts, 0, path, 0, false, variables, wildcards)) return null
            val values = LinkedHashMap<String, String>()
            for (variable in variables) {
                if (!values.containsKey(variable.name)) values[variable.name] = decodeVariable(path.copyOfRange(variable.start, variable.end))
            }
            val wildcard = ArrayList<String>()
            for (range in wildcards) {
                if (range.end > range.start) for (part in split(path, range.start, range.end, 47, true)) wildcard.add(decodeComponent(part))
            }
            return Match(rule.route, values, wildcard)
        }

        /** Backtracking in the regex's order: `**` lazily (fewest components first), a last `*` or `**` greedily (all that is left, else nothing). */
        private fun match(parts: Array<Part>, index: Int, path: IntArray, position: Int, needsSeparator: Boolean,
                          variables: ArrayList<Capture>, wildcards: ArrayList<Span>): Boolean {
            if (index == parts.size) return position == path.size
            val isLast = index == parts.size - 1
            val part = parts[index]
            if (isLast && (part === Part.Star || part === Part.Globstar)) {
                if (needsSeparator) {
                    if (position < path.size && path[position] == 47) {
                        wildcards.add(Span(position + 1, path.size))
                        return true
                    }
                    return position == path.size
                }
                wildcards.add(Span(position, path.size))
                return true
            }
            if (part === Part.Globstar) {
                // `(?:/(C(?:/C)*?))??` after a component, `(?:(C(?:/C)*?)/)??` first.
                val savedVariables = variables.size
                val savedWildcards = wildcards.size
                if (match(parts, index + 1, path, position, needsSeparator, variables, wildcards)) return true
                truncate(variables, savedVariables)
                truncate(wildcards, savedWildcards)
                var start = position
                if (needsSeparator) {
                    if (!(position < path.size && path[position] == 47)) return false
                    start = position + 1
                }
                var end = start
                while (true) {
                    while (end < path.size && path[end] != 47) end++
                    wildcards.add(Span(start, end))
                    if (needsSeparator) {
                        if (match(parts, index + 1, path, end, true, variables, wildcards)) return true
                    } else if (end < path.size) {
                        if (match(parts, index + 1, path, end + 1, false, variables, wildcards)) return true
                    }
                    truncate(variables, savedVariables)
                    truncate(wildcards, savedWildcards)
                    if (end >= path.size) return false
                    end++
                }
            }
            var start = position
            if (needsSeparator) {
                if (!(start < path.size && path[start] == 47)) return false
                start++
            }
            var end = start
            while (end < path.size && path[end] != 47) end++
            if (part is Part.Literal) {
                // A literal holds no '/', so it matches one component exactly.
                if (part.bytes.none { sameBytes(it, path, start, end) }) return false
            } else if (part is Part.Variable) {
                if (part.constraint >= 0 && !constraintMatches(part.constraint, path, start, end)) return false
                variables.add(Capture(part.name, start, end))
            }
            val saved = variables.size
            if (match(parts, index + 1, path, end, true, variables, wildcards)) return true
            truncate(variables, saved)
            if (part is Part.Variable) variables.removeAt(variables.size - 1)
            return false
        }

        private fun <T> truncate(list: ArrayList<T>, size: Int) {
            while (list.size > size) list.removeAt(list.size - 1)
        }

        private fun sameBytes(expected: IntArray, bytes: IntArray, start: Int, end: Int): Boolean {
            if (expected.size != end - start) return false
            for (index in expected.indices) if (expected[index] != bytes[start + index]) return false
            return true
        }

        private fun decodeVariable(raw: IntArray): String {
            val value = decodeComponent(raw)
            return if (value.length > 1 && value.endsWith("#")) value.substring(0, value.length - 1) else value
        }

        /** Percent-decoded when every escape is whole and the result UTF-8, else as it stands; then `+` as a space when the table decodes plus symbols. */
        private fun decodeComponent(raw: IntArray): String {
            val value = percentDecoded(raw) ?: text(raw, 0, raw.size)
            return if (decodesPlusSymbols && value.contains('+')) value.replace('+', ' ') else value
        }

        private fun percentDecoded(raw: IntArray): String? {
            if (!raw.contains(37)) return text(raw, 0, raw.size)
            val bytes = Buffer()
            var index = 0
            while (index < raw.size) {
                if (raw[index] == 37) {
                    if (index + 2 >= raw.size || hex(raw[index + 1]) < 0 || hex(raw[index + 2]) < 0) return null
                    bytes.add((hex(raw[index + 1]) shl 4) or hex(raw[index + 2]))
                    index += 3
                } else {
                    bytes.add(raw[index])
                    index++
                }
            }
            return utf8Text(bytes.toArray())
        }

        // Constraints

        /** A constraint as a regular expression over the component's bytes (PCRE2 reads it without UTF mode), each byte one char. */
        private fun constraintMatches(index: Int, bytes: IntArray, start: Int, end: Int): Boolean {
            val chars = CharArray(end - start) { bytes[start + it].toChar() }
            return patterns[index].matcher(String(chars)).matches()
        }

        // Writing a link

        /** Every byte outside RFC 3986 "unreserved" percent-encoded, upper-case hex. */
        private fun encode(text: String): String {
            val out = StringBuilder()
            for (byte in utf8(text)) {
                if (isLetter(byte) || isDigit(byte) || byte == 45 || byte == 46 || byte == 95 || byte == 126) {
                    out.append(byte.toChar())
                } else {
                    out.append('%').append("0123456789ABCDEF"[byte shr 4]).append("0123456789ABCDEF"[byte and 15])
                }
            }
            return out.toString()
        }

        /** The link of `route` with its values: the first expansion that takes them whose link reads back to the route with them. */
        fun link(route: Route, query: Map<String, String>, isURL: Boolean, scheme: String?, host: String?): String {
            val values = route.values
            val wildcard = route.wildcard
            fun fail(reason: String) = IllegalArgumentException("cannot link to ${names[route.index]}: $reason")
            val clash = query.keys.filter { values.containsKey(it) }.min()
            if (clash != null) throw fail("the query item ${quoted(clash)} has the name of a path value; a link holds it once")
            val spelling = routeNamespaces[route.index]
            var prefix = ""
            var hostForm: String? = null
            if (isURL) {
                var writtenHost: String? = null
                if (host != null) {
                    writtenHost = normalizedLinkHost(host) ?: throw fail("${quoted(host)} is not a host this link can hold")
                } else if (spelling.startsWith("//")) {
                    if (spelling.startsWith("//*.")) throw fail("${spelling.substring(2)} names many hosts, so the link needs the one to point at as its host")
                    writtenHost = spelling.substring(2)
                }
                val chosen: String
                if (scheme != null) {
                    val bytes = utf8(scheme)
                    if (bytes.isEmpty() || !isLetter(bytes[0]) || !bytes.all { isLetter(it) || isDigit(it) || it == 43 || it == 45 || it == 46 }) {
                        throw fail("${quoted(scheme)} is not a URL scheme")
                    }
                    chosen = scheme
                } else if (!spelling.startsWith("//") && spelling != "*") {
                    chosen = spelling
                } else if (writtenHost != null) {
                    chosen = "https"
                } else {
                    throw fail("the global namespace has no scheme of its own, so the link needs one")
                }
                val lowered = chosen.toLowerCase(java.util.Locale.ROOT)
                if (writtenHost == null && (lowered == "http" || lowered == "https")) throw fail("an $lowered link needs a real host")
                if (writtenHost != null) prefix = "$chosen://$writtenHost/" else hostForm = chosen
            }
            var firstError: IllegalArgumentException? = null
            for (ruleIndex in routeRules[route.index]) {
                val parts = rules[ruleIndex].parts
                val variables = parts.filterIsInstance<Part.Variable>().map { it.name }
                if (!values.keys.all { variables.contains(it) } || !variables.all { values.containsKey(it) }) continue
                // A `*` before the end takes one component; the last `*` and each `**` take the rest.
                var singles = 0
                var remaining = 0
                for ((index, part) in parts.withIndex()) {
                    if (part === Part.Star) { if (index == parts.size - 1) remaining++ else singles++ }
                    if (part === Part.Globstar) remaining++
                }
                if (!(wildcard.size == singles || (remaining > 0 && wildcard.size > singles))) continue
                val written = wildcard.map { encode(it) }
                for (taker in 0 until maxOf(1, remaining)) {
                    val components = ArrayList<String>()
                    var next = 0
                    var piece = 0
                    var failed: IllegalArgumentException? = null
                    for ((index, part) in parts.withIndex()) {
                        if (part is Part.Literal) {
                            // Written percent-encoded (upper-case hex) when it has such a form.
                            components.add(if (part.forms.size > 1) part.forms[1] else part.forms[0])
                        } else if (part is Part.Variable) {
                            val value = values.getValue(part.name)
                            val encoded = encode(value)
                            val bytes = utf8(encoded)
                            if (part.constraint >= 0 && !constraintMatches(part.constraint, bytes, 0, bytes.size)) {
                                if (failed == null) failed = fail("the value ${quoted(value)} of ${part.name} does not match its constraint")
                            }
                            components.add(encoded)
                        } else if (part === Part.Star && index < parts.size - 1) {
                            components.add(written[next])
                            next++
                        } else {
                            if (piece == taker) {
                                val count = wildcard.size - singles
                                components.addAll(written.subList(next, next + count))
                                next += count
                            }
                            piece++
                        }
                    }
                    if (values.values.any { it.length == 0 } || wildcard.any { it.length == 0 }) {
                        if (failed == null) failed = fail("a value is empty; a path component cannot be empty")
                    }
                    val dot = components.firstOrNull { it == "." || it == ".." }
                    if (dot != null && failed == null) failed = fail("the component ${quoted(dot)} is a dot segment, which URL normalization removes from a path")
                    if (failed != null) {
                        if (firstError == null) firstError = failed
                        continue
                    }
                    val text = components.joinToString("/")
                    val link: String
                    if (!isURL) {
                        link = "/$text"
                    } else {
                        val form = hostForm
                        if (form != null) {
                            val first = utf8(components.firstOrNull() ?: "")
                            val reading = if (first.isEmpty()) null else readHost(first)
                            val readsBack = text.length == 0 || (reading != null && reading.named == null)
                            link = form + (if (readsBack) "://" else ":///") + text
                        } else {
                            link = prefix + text
                        }
                        val read = read(link)
                        if (read == null || read.route != route.index || read.values != values || read.wildcard != wildcard) {
                            if (firstError == null) firstError = fail("the link ${quoted(link)} does not read back to this route with these values")
                            continue
                        }
                    }
                    if (query.isEmpty()) return link
                    return link + "?" + query.entries.sortedBy { it.key }.joinToString("&") { encode(it.key) + "=" + encode(it.value) }
                }
            }
            throw firstError ?: fail("no expansion of the route takes these values")
        }

        /** A host as a link writes it: ASCII, lowercased, without trailing dot; a port kept. */
        private fun normalizedLinkHost(host: String): String? {
            var text = host.toLowerCase(java.util.Locale.ROOT)
            if (text.length == 0 || !text.all { it.toInt() < 0x80 }) return null
            if (text.endsWith(".")) text = text.substring(0, text.length - 1)
            val name = text.split(":", limit = 2)
            val label = name[0]
            if (label.length == 0 || !label.all { isLetter(it.toInt()) || isDigit(it.toInt()) || it == '-' || it == '.' } || label.split(".").any { it.length == 0 }) return null
            if (name.size == 2 && (name[1].length == 0 || !name[1].all { it in '0'..'9' } || name[1].length > 5)) return null
            return text
        }

        // Bytes

        private fun quoted(text: String): String = "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\""

        private fun utf8(text: String): IntArray = text.toByteArray(Charsets.UTF_8).map { it.toInt() and 0xFF }.toIntArray()

        /** The text of bytes that are UTF-8 (a URL's own bytes, cut at ASCII characters). */
        private fun text(bytes: IntArray, start: Int, end: Int): String =
            String(ByteArray(end - start) { bytes[start + it].toByte() }, Charsets.UTF_8)

        private fun lowercased(bytes: IntArray): String =
            text(bytes.map { if (it in 65..90) it or 0x20 else it }.toIntArray(), 0, bytes.size)

        /** The text of `bytes` when they are well-formed UTF-8, else null. */
        private fun utf8Text(bytes: IntArray): String? {
            val out = StringBuilder()
            var index = 0
            while (index < bytes.size) {
                val lead = bytes[index]
                var point: Int
                val count: Int
                when (lead) {
                    in 0..0x7F -> { point = lead; count = 0 }
                    in 0xC2..0xDF -> { point = lead and 0x1F; count = 1 }
                    in 0xE0..0xEF -> { point = lead and 0x0F; count = 2 }
                    in 0xF0..0xF4 -> { point = lead and 0x07; count = 3 }
                    else -> return null
                }
                if (index + count >= bytes.size) return null
                for (offset in 1..count) {
                    val next = bytes[index + offset]
                    if ((next and 0xC0) != 0x80) return null
                    point = (point shl 6) or (next and 0x3F)
                }
                if (count == 2 && (point < 0x800 || point in 0xD800..0xDFFF)) return null
                if (count == 3 && (point < 0x10000 || point > 0x10FFFF)) return null
                out.appendCodePoint(point)
                index += count + 1
            }
            return out.toString()
        }

        private fun split(bytes: IntArray, start: Int, end: Int, separator: Int, keepEmpty: Boolean): MutableList<IntArray> {
            val parts = ArrayList<IntArray>()
            var from = start
            for (index in start..end) {
                if (index == end || bytes[index] == separator) {
                    if (keepEmpty || index > from) parts.add(bytes.copyOfRange(from, index))
                    from = index + 1
                }
            }
            return parts
        }

        private fun indexOf(bytes: IntArray, byte: Int, start: Int, end: Int): Int {
            for (index in start until end) if (bytes[index] == byte) return index
            return -1
        }

        private fun hex(byte: Int): Int = when (byte) {
            in 48..57 -> byte - 48
            in 97..102 -> byte - 87
            in 65..70 -> byte - 55
            else -> -1
        }

        private fun isLetter(byte: Int): Boolean = (byte or 0x20) in 97..122
        private fun isDigit(byte: Int): Boolean = byte in 48..57
    }
"""#
}
