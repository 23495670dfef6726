import Foundation

/// Writes the XML body of a submission: the declaration, then `<metadata>` in the MMD
/// namespace with unqualified attributes (section 8.4 of the WS/2 reference), compact, UTF-8.
struct SubmissionXML {
    /// The MMD 2.0 namespace.
    static let namespace = "http://musicbrainz.org/ns/mmd-2.0#"

    private var text =
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">"#

    /// Opens an element with attributes, in the order given.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<" + name
        for (attribute, value) in attributes { text += " \(attribute)=\"\(Self.escaped(value))\"" }
        text += ">"
    }

    /// Closes an element.
    mutating func close(_ name: String) { text += "</\(name)>" }

    /// An element with text content.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text content: String) {
        open(name, attributes)
        text += Self.escaped(content)
        close(name)
    }

    /// An empty element, `<name a="…"/>`.
    mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<" + name
        for (attribute, value) in attributes { text += " \(attribute)=\"\(Self.escaped(value))\"" }
        text += "/>"
    }

    /// The finished document.
    mutating func finish() -> Data { Data((text + "</metadata>").utf8) }

    /// The text with `&`, `<`, `>`, `"` and `'` as character entities.
    static func escaped(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Refuses text that XML 1.0 cannot carry: control characters other than tab, line feed
    /// and carriage return, and the non-characters U+FFFE and U+FFFF.
    static func validate(_ value: String, what: String) throws(MusicBrainzError) {
        let invalid = value.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar.value != 0x09 && scalar.value != 0x0A && scalar.value != 0x0D)
                || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
        if invalid {
            throw MusicBrainzError(
                code: .invalidRequest, message: "\(what) contains a control character that XML cannot carry.")
        }
    }
}
