import Foundation

/// Helpers the models use to read MMD elements. Each throws ``MusicBrainzError`` with code
/// ``MusicBrainzError/Code/decodingFailed`` and the element path when a value has the wrong
/// shape; an absent element or attribute is `nil`.
extension XMLElementNode {
    func failure(_ message: String, attribute: String? = nil) -> MusicBrainzError {
        MusicBrainzError(
            code: .decodingFailed,
            message: message,
            decodingPath: attribute.map { path + "/@" + $0 } ?? path
        )
    }

    /// The required `id` attribute as an MBID.
    func requiredID() throws(MusicBrainzError) -> MBID {
        guard let parsed = withAttributeBytes("id", { MBID(utf8: $0) }) else {
            throw failure("<\(name)> has no id attribute.", attribute: "id")
        }
        guard let mbid = parsed else {
            throw failure("<\(name)> has an id that is not an MBID: \"\(attribute("id") ?? "")\".", attribute: "id")
        }
        return mbid
    }

    /// An attribute as an MBID; `nil` when absent.
    func mbidAttribute(_ name: String) throws(MusicBrainzError) -> MBID? {
        guard let parsed = withAttributeBytes(name, { MBID(utf8: $0) }) else { return nil }
        guard let mbid = parsed else {
            throw failure(
                "The \(name) attribute of <\(self.name)> is not an MBID: \"\(attribute(name) ?? "")\".", attribute: name
            )
        }
        return mbid
    }

    /// An attribute as an integer; `nil` when absent.
    func intAttribute(_ name: String) throws(MusicBrainzError) -> Int? {
        guard let text = attribute(name) else { return nil }
        if let value = Int(text) { return value }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw failure("The \(name) attribute of <\(self.name)> is not an integer: \"\(text)\".", attribute: name)
        }
        return value
    }

    /// The text of a child element; `nil` when the child is absent, `""` when it is empty.
    func string(_ child: String) -> String? { self.child(child)?.text }

    /// The text of a child element, with an empty text read as `nil`.
    func nonEmptyString(_ child: String) -> String? {
        guard let text = self.child(child)?.text, !text.isEmpty else { return nil }
        return text
    }

    /// The text of this element as an integer.
    func intValue() throws(MusicBrainzError) -> Int {
        let text = self.text
        if let value = Int(text) { return value }
        guard let value = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw failure("<\(name)> is not an integer: \"\(text)\".")
        }
        return value
    }

    /// The text of this element as a floating-point number.
    func doubleValue() throws(MusicBrainzError) -> Double {
        let text = self.text
        if let value = DecimalText.double(text) { return value }
        guard let value = DecimalText.double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw failure("<\(name)> is not a finite decimal number: \"\(text)\".")
        }
        return value
    }

    /// The text of this element as a Boolean (`true` / `false`).
    func boolValue() throws(MusicBrainzError) -> Bool {
        let text = self.text
        if text == "true" { return true }
        if text == "false" { return false }
        switch text.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "true": return true
        case "false": return false
        default: throw failure("<\(name)> is not true or false: \"\(text)\".")
        }
    }

    /// A child element's text as an integer; `nil` when absent.
    func int(_ child: String) throws(MusicBrainzError) -> Int? {
        try self.child(child)?.intValue()
    }

    /// A child element's text as a number; `nil` when absent.
    func double(_ child: String) throws(MusicBrainzError) -> Double? {
        try self.child(child)?.doubleValue()
    }

    /// A child element's text as a Boolean; `nil` when absent.
    func bool(_ child: String) throws(MusicBrainzError) -> Bool? {
        try self.child(child)?.boolValue()
    }

    /// A child element's text as milliseconds, returned as a `Duration`; `nil` when absent.
    func milliseconds(_ child: String) throws(MusicBrainzError) -> Duration? {
        guard let element = self.child(child) else { return nil }
        return .milliseconds(try element.intValue())
    }

    /// A child element's text as a partial date; `nil` when absent or empty.
    func date(_ child: String) throws(MusicBrainzError) -> PartialDate? {
        guard let element = self.child(child), !element.text.isEmpty else { return nil }
        guard let date = PartialDate(element.text) else {
            throw element.failure("<\(child)> is not a partial date: \"\(element.text)\".")
        }
        return date
    }

    /// A child element decoded as `T`; `nil` when absent.
    func decode<T: XMLDecodable>(_ type: T.Type, _ child: String) throws -> T? {
        guard let element = self.child(child) else { return nil }
        return try T(xml: element)
    }

    /// The items of a list child such as `<medium-list><medium>…</medium-list>`; `nil` when the
    /// list element is absent, `[]` when it is present and empty.
    ///
    /// A list element that announces items (`count="4"`) but holds none, as search results and
    /// `inc=media` write `<track-list count="12"/>`, is a summary, not an empty list: `nil`.
    func list<T: XMLDecodable>(_ type: T.Type, _ listName: String, _ itemName: String) throws -> [T]? {
        guard let list = self.child(listName) else { return nil }
        return try list.items(T.self, itemName)
    }

    /// The items of this list element; `nil` for a summary list (see ``list(_:_:_:)``).
    func items<T: XMLDecodable>(_ type: T.Type, _ itemName: String) throws -> [T]? {
        let elements = children(itemName)
        if elements.isEmpty, let count = try intAttribute("count"), count > 0 { return nil }
        return try elements.map { try T(xml: $0) }
    }

    /// The texts of a list child such as `<ipi-list><ipi>…</ipi></ipi-list>`; `nil` when the
    /// list element is absent.
    func stringList(_ listName: String, _ itemName: String) -> [String]? {
        guard let list = self.child(listName) else { return nil }
        return list.children(itemName).map(\.text)
    }
}
