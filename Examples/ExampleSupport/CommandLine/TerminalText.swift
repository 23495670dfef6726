/// Text made safe and aligned for a terminal.
package enum TerminalText {
    /// The text with its control characters shown as `�`: C0 controls other than line feed and
    /// tab, DEL and C1 controls. An escape sequence in a name or title from a hostile server
    /// could otherwise retitle, recolour or clear the terminal; the visible text is kept.
    /// - Parameter text: The text.
    /// - Returns: The printable text.
    package static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "\u{FFFD}" : $0 }))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }

    /// The columns a text takes in a terminal: East Asian wide and fullwidth characters (CJK,
    /// Hangul, kana, fullwidth forms, most emoji) take two, combining marks and other zero-width
    /// characters none, every other character one.
    /// - Parameter text: The text.
    /// - Returns: The width in columns.
    package static func width(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    private static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        let value = first.value
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    /// The text cut to `columns` with `…`, or padded with spaces to exactly `columns`.
    /// - Parameters:
    ///   - text: The text.
    ///   - columns: The width, 1 or more.
    /// - Returns: A text of that display width.
    package static func fitted(_ text: String, to columns: Int) -> String {
        var used = width(text)
        guard used > columns else { return text + String(repeating: " ", count: columns - used) }
        var result = ""
        used = 0
        for character in text {
            let next = width(of: character)
            if used + next > columns - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…" + String(repeating: " ", count: columns - 1 - used)
    }
}

/// A text cut to `limit` characters with "…", so that a 500 KB URL or a 200 KB model in an
/// error does not flood the terminal.
/// - Parameters:
///   - text: The text.
///   - limit: The most characters; default 300.
/// - Returns: The text, cut.
package func shortened(_ text: String, limit: Int = 300) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "…"
}
