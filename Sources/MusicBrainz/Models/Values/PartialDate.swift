/// A date of which only some parts may be known, as MusicBrainz writes it: `2004`, `2004-03`,
/// `2004-03-17`, or with unknown parts as question marks, such as `????-04-28` or `2008-??-02`.
///
/// Release dates, release-group first release dates, life spans, relationship and alias
/// begin/end dates all use this form. An empty string means "unknown" and decodes as `nil`, not
/// as a `PartialDate`.
///
/// Dates order by year, then month, then day; an unknown part sorts before any known one.
///
/// The memberwise initialiser accepts any numbers, but only a date with a known part and every
/// part in range encodes (see ``encode(to:)``), so that encoded dates always decode back.
public struct PartialDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible,
    LosslessStringConvertible
{
    /// The year (0...9999), or `nil` when unknown.
    public var year: Int?
    /// The month (1...12), or `nil` when unknown.
    public var month: Int?
    /// The day of the month (1...31), or `nil` when unknown.
    public var day: Int?

    /// Creates a date from its parts.
    /// - Parameters:
    ///   - year: The year (0...9999), or `nil`.
    ///   - month: The month (1...12), or `nil`.
    ///   - day: The day (1...31), or `nil`.
    public init(year: Int? = nil, month: Int? = nil, day: Int? = nil) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, where any part may be question marks.
    ///
    /// Fails (returns `nil`) for an empty string, for a string where every part is unknown, or when
    /// the text is not in that form or a part is out of range.
    ///
    /// - Parameter string: The text, such as `2004-03-17` or `????-04-28`.
    public init?(_ string: String) {
        var string = string
        guard let date = string.withUTF8({ PartialDate(utf8: $0) }) else { return nil }
        self = date
    }

    /// Parses the UTF-8 bytes of `YYYY[-MM[-DD]]` with `?` for unknown digits.
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        // Lengths 4, 7 and 10 are the only valid ones.
        let count = bytes.count
        guard count == 4 || count == 7 || count == 10 else { return nil }
        if count >= 7 && bytes[4] != UInt8(ascii: "-") { return nil }
        if count == 10 && bytes[7] != UInt8(ascii: "-") { return nil }
        /// .some(nil) for all question marks, nil for invalid.
        func part(_ start: Int, _ length: Int, _ range: ClosedRange<Int>) -> Int?? {
            var value = 0
            var unknown = 0
            for k in start..<start + length {
                let byte = bytes[k]
                if byte == UInt8(ascii: "?") {
                    unknown += 1
                } else if byte &- 0x30 < 10 {
                    value = value * 10 + Int(byte &- 0x30)
                } else {
                    return .none
                }
            }
            if unknown == length { return .some(nil) }
            guard unknown == 0, range.contains(value) else { return .none }
            return .some(value)
        }
        guard let year = part(0, 4, 0...9999) else { return nil }
        var month: Int?? = .some(nil)
        var day: Int?? = .some(nil)
        if count >= 7 { month = part(5, 2, 1...12) }
        if count == 10 { day = part(8, 2, 1...31) }
        guard let month, let day else { return nil }
        guard year != nil || month != nil || day != nil else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The MusicBrainz form: `2004-03-17`, `2004-03`, `2004`, `????-04-28`, `2008-??-02`.
    /// Trailing unknown parts are left out.
    public var description: String {
        func pad(_ value: Int?, _ width: Int) -> String {
            guard let value else { return String(repeating: "?", count: width) }
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text = pad(year, 4)
        if month != nil || day != nil { text += "-" + pad(month, 2) }
        if day != nil { text += "-" + pad(day, 2) }
        return text
    }

    /// Orders by year, month and day; an unknown part sorts first.
    public static func < (lhs: PartialDate, rhs: PartialDate) -> Bool {
        let l = (lhs.year ?? -1, lhs.month ?? -1, lhs.day ?? -1)
        let r = (rhs.year ?? -1, rhs.month ?? -1, rhs.day ?? -1)
        return l < r
    }

    /// Decodes a date from a JSON string.
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a partial date.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let date = PartialDate(string) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(string)\" is not a partial date")
        }
        self = date
    }

    /// Whether the date can be written in the MusicBrainz form and read back: at least one part
    /// is known, and every known part is in range (year 0...9999, month 1...12, day 1...31).
    var isWritable: Bool {
        guard year != nil || month != nil || day != nil else { return false }
        if let year, !(0...9999).contains(year) { return false }
        if let month, !(1...12).contains(month) { return false }
        if let day, !(1...31).contains(day) { return false }
        return true
    }

    /// Encodes the MusicBrainz form as a JSON string.
    ///
    /// Only a date that decodes back is written: the memberwise initialiser accepts any
    /// numbers, but `PartialDate(year: -5)`, `PartialDate(year: 12345)`,
    /// `PartialDate(month: 13)` or `PartialDate()` (no known part) have no MusicBrainz form.
    /// - Throws: `EncodingError.invalidValue` when a known part is out of range (year
    ///   0...9999, month 1...12, day 1...31) or no part is known.
    public func encode(to encoder: any Encoder) throws {
        guard isWritable else {
            throw EncodingError.invalidValue(
                self,
                .init(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "PartialDate(year: \(year.map(String.init) ?? "nil"), month: \(month.map(String.init) ?? "nil"),"
                        + " day: \(day.map(String.init) ?? "nil")) has no MusicBrainz form: it needs a known part,"
                        + " and year 0...9999, month 1...12, day 1...31"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
