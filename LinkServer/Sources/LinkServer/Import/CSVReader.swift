/// Rows of CSV text as RFC 4180 writes them: fields split by commas, quoted fields that hold
/// commas, line breaks and doubled quotes, lines ended by CRLF or LF.
enum CSVReader {
    /// Each row with the line of the file it begins on (blank lines are no rows, and a quoted
    /// field may span lines). Throws for a quote that is never closed.
    static func rows(_ text: String) throws(CSVError) -> [(line: Int, fields: [String])] {
        var rows: [(line: Int, fields: [String])] = []
        var row: [String] = []
        var rowLine = 1
        var field = ""
        var quoted = false, wasQuoted = false
        var line = 1
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = scalars.next()
        // A leading byte order mark is not part of the first field.
        if pending == "\u{FEFF}" { pending = scalars.next() }
        while let scalar = pending {
            pending = scalars.next()
            if quoted {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.unicodeScalars.append("\"")
                        pending = scalars.next()
                    } else {
                        quoted = false
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty && !wasQuoted:
                quoted = true
                wasQuoted = true
            case ",":
                row.append(field)
                field = ""
                wasQuoted = false
            case "\r" where pending == "\n":
                continue
            case "\n", "\r":
                row.append(field)
                rows.append((rowLine, row))
                row = []
                field = ""
                wasQuoted = false
                line += 1
                rowLine = line
            default:
                field.unicodeScalars.append(scalar)
            }
        }
        if quoted { throw CSVError(line: line, message: "a quoted field is never closed") }
        if !field.isEmpty || !row.isEmpty || wasQuoted {
            row.append(field)
            rows.append((rowLine, row))
        }
        return rows.filter { $0.fields != [""] }
    }
}

/// CSV text that cannot be read, and where.
struct CSVError: Error, CustomStringConvertible {
    var line: Int
    var message: String

    var description: String { "line \(line): \(message)" }
}
