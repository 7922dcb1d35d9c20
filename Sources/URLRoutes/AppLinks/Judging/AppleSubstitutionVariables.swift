import Foundation

/// The `$(name)` variables of an apple-app-site-association file: the file's own
/// `applinks.substitutionVariables` (each name a list of values, each value a pattern that may
/// hold `?` and `*` but no other variable), then Apple's predefined ones:
///
/// | name | values |
/// |---|---|
/// | `alpha` | `A` … `Z`, `a` … `z` |
/// | `upper`, `lower` | `A` … `Z`; `a` … `z` |
/// | `alnum` | `A` … `Z`, `a` … `z`, `0` … `9` |
/// | `digit`, `xdigit` | `0` … `9`; `0` … `9`, `A` … `F`, `a` … `f` |
/// | `region` | Foundation's ISO region codes (two letters: `CA`, `US`; not `UK`) |
/// | `lang` | Foundation's ISO language codes (`ar`, `en`, `zh` …) |
///
/// A file's variable of a predefined name replaces it. Names are case-sensitive.
struct AppleSubstitutionVariables: Sendable {
    private var custom: [String: [String]]

    init(_ custom: [String: [String]] = [:]) {
        self.custom = custom
    }

    /// The values of `$(name)`, or nil when neither the file nor Apple defines it.
    func values(named name: String) -> [String]? {
        custom[name] ?? Self.predefined[name]
    }

    private static let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    private static let lower = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
    private static let digits = (UInt8(ascii: "0")...UInt8(ascii: "9")).map { String(UnicodeScalar($0)) }

    static let predefined: [String: [String]] = [
        "alpha": zip(upper, lower).flatMap { [$0, $1] },
        "upper": upper,
        "lower": lower,
        "alnum": zip(upper, lower).flatMap { [$0, $1] } + digits,
        "digit": digits,
        "xdigit": digits + ["A", "a", "B", "b", "C", "c", "D", "d", "E", "e", "F", "f"],
        // Apple's `Locale.isoRegionCodes` are the two-letter codes; `Locale.Region.isoRegions`
        // adds the UN M.49 numeric areas (`001`), which are not among them.
        "region": Locale.Region.isoRegions.map(\.identifier)
            .filter { $0.utf8.count == 2 && $0.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } }
            .sorted(),
        "lang": Locale.LanguageCode.isoLanguageCodes.map(\.identifier).sorted(),
    ]
}
