/// Characters that change how text reads without being seen: controls (NUL, CR, LF, ESC ...),
/// bidirectional overrides (U+202E turns `txt.exe` into `exe.txt` on screen), zero-width and
/// line separators. The landing page shows values decoded from a URL a stranger wrote; each of
/// these is shown as `\u{202E}` instead, so that what the page says is what the link holds.
enum VisibleText {
    /// `text` with every invisible or reordering character written as `\u{HEX}`, and a
    /// backslash that would start such a spelling doubled, so the escape cannot be forged.
    static func escape(_ text: some StringProtocol) -> String {
        var shown = ""
        shown.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else if scalar == "\\" {
                shown += "\\\\"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true                       // C0 and C1 controls, DEL
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true   // bidi marks and overrides
        case 0x200B...0x200D, 0x2060, 0xFEFF, 0x00AD: true        // zero-width, soft hyphen
        case 0x2028, 0x2029: true                                 // line and paragraph separators
        default: false
        }
    }
}
