import Foundation

// The JSON of a seed: the property names as keys, absent for nil and empty; a track's length in
// integer milliseconds, a TOC, date and MBID as their text. Decoding refuses unknown keys, so a
// misspelt key (`edit_note` for `editNote`) is an error, not a field silently left out.

extension ReleaseSeed: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case title, releaseGroup, primaryType, secondaryTypes, disambiguation, annotation, status, packaging
        case language, script, barcode, events, labels, artistCredit, media, links, editNote, makesVotable
        case redirectURI
    }

    /// Decodes a seed from its JSON; see ``init(json:)``.
    /// - Throws: `DecodingError` for a value of the wrong type and for a key that is not one
    ///   of the properties.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.seedContainer(CodingKeys.self)
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title),
            releaseGroup: try c.decodeIfPresent(MBID.self, forKey: .releaseGroup),
            primaryType: try c.decodeIfPresent(ReleaseGroup.PrimaryType.self, forKey: .primaryType),
            secondaryTypes: try c.decodeIfPresent([ReleaseGroup.SecondaryType].self, forKey: .secondaryTypes) ?? [],
            disambiguation: try c.decodeIfPresent(String.self, forKey: .disambiguation),
            annotation: try c.decodeIfPresent(String.self, forKey: .annotation),
            status: try c.decodeIfPresent(ReleaseStatus.self, forKey: .status),
            packaging: try c.decodeIfPresent(ReleasePackaging.self, forKey: .packaging),
            language: try c.decodeIfPresent(String.self, forKey: .language),
            script: try c.decodeIfPresent(String.self, forKey: .script),
            barcode: try c.decodeIfPresent(Barcode.self, forKey: .barcode),
            events: try c.decodeIfPresent([Event].self, forKey: .events) ?? [],
            labels: try c.decodeIfPresent([Label].self, forKey: .labels) ?? [],
            artistCredit: try c.decodeIfPresent([NameCredit].self, forKey: .artistCredit) ?? [],
            media: try c.decodeIfPresent([Medium].self, forKey: .media) ?? [],
            links: try c.decodeIfPresent([ExternalLink].self, forKey: .links) ?? [],
            editNote: try c.decodeIfPresent(String.self, forKey: .editNote),
            makesVotable: try c.decodeIfPresent(Bool.self, forKey: .makesVotable) ?? false,
            redirectURI: try c.decodeIfPresent(URL.self, forKey: .redirectURI))
    }

    /// Encodes the seed's JSON, leaving out `nil`, empty and `false` properties.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(releaseGroup, forKey: .releaseGroup)
        try c.encodeIfPresent(primaryType, forKey: .primaryType)
        try c.encodeIfNotEmpty(secondaryTypes, forKey: .secondaryTypes)
        try c.encodeIfPresent(disambiguation, forKey: .disambiguation)
        try c.encodeIfPresent(annotation, forKey: .annotation)
        try c.encodeIfPresent(status, forKey: .status)
        try c.encodeIfPresent(packaging, forKey: .packaging)
        try c.encodeIfPresent(language, forKey: .language)
        try c.encodeIfPresent(script, forKey: .script)
        try c.encodeIfPresent(barcode, forKey: .barcode)
        try c.encodeIfNotEmpty(events, forKey: .events)
        try c.encodeIfNotEmpty(labels, forKey: .labels)
        try c.encodeIfNotEmpty(artistCredit, forKey: .artistCredit)
        try c.encodeIfNotEmpty(media, forKey: .media)
        try c.encodeIfNotEmpty(links, forKey: .links)
        try c.encodeIfPresent(editNote, forKey: .editNote)
        if makesVotable { try c.encode(true, forKey: .makesVotable) }
        try c.encodeIfPresent(redirectURI, forKey: .redirectURI)
    }

    /// Decodes a seed from JSON (the shape of ``encode(to:)``: the property names as keys, a
    /// track's length in integer milliseconds, TOCs, dates and MBIDs as text).
    ///
    /// ```json
    /// {"title": "Vision Creation Newsun", "language": "eng", "barcode": "4988064451180",
    ///  "events": [{"date": "1999-10-21", "country": "JP"}],
    ///  "media": [{"format": "CD", "toc": "1 3 192512 150 7100 167475",
    ///             "tracks": [{"title": "☉", "length": 92666}, {"title": "⧖"}, {"title": "◌"}]}]}
    /// ```
    ///
    /// - Parameter json: The JSON text.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/decodingFailed`` whose
    ///   ``MusicBrainzError/decodingPath`` names the key, such as `media[0].tracks[2].length`:
    ///   malformed JSON, a value of the wrong type (a length that is not an integer, a TOC or
    ///   MBID that does not parse), or a key that is not a property. The seed is not validated
    ///   here; ``validate(for:)`` does that.
    public init(json: Data) throws(MusicBrainzError) {
        do {
            self = try JSONDecoder().decode(ReleaseSeed.self, from: json)
        } catch let error as DecodingError {
            let (path, reason) = Self.describe(error)
            throw MusicBrainzError(
                code: .decodingFailed, message: "The release seed JSON does not decode at \(path): \(reason)",
                decodingPath: path, underlyingError: error)
        } catch {
            throw MusicBrainzError(
                code: .decodingFailed, message: "The release seed JSON does not decode: \(error)",
                decodingPath: "(top level)", underlyingError: error)
        }
    }

    /// The key path (`media[0].tracks[2].length`) and reason of a decoding error.
    private static func describe(_ error: DecodingError) -> (String, String) {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.reduce(into: "") { path, key in
                if let index = key.intValue {
                    path += "[\(index)]"
                } else {
                    path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return text.isEmpty ? "(top level)" : text
        }
        switch error {
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "expected \(Self.jsonType(type)); \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "expected \(Self.jsonType(type)), found null")
        case .keyNotFound(let key, let context):
            return (path(context.codingPath + [key]), "the key is missing")
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return (path(context.codingPath), underlying ?? context.debugDescription)
        @unknown default:
            return ("(top level)", "\(error)")
        }
    }

    private static func jsonType(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type: "an integer"
        default: "\(type)"
        }
    }
}

extension ReleaseSeed.Barcode: Codable {
    /// Decodes `"none"` as ``noBarcode`` and any other string as ``code(_:)``.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = text == "none" ? .noBarcode : .code(text)
    }

    /// Encodes the digits, or `"none"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .code(let digits): try container.encode(digits)
        case .noBarcode: try container.encode("none")
        }
    }
}

extension ReleaseSeed.Event: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case date, country }

    /// Decodes an event; refuses unknown keys.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.seedContainer(CodingKeys.self)
        self.init(
            date: try c.decodeIfPresent(PartialDate.self, forKey: .date),
            country: try c.decodeIfPresent(String.self, forKey: .country))
    }

    /// Encodes the event.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(date, forKey: .date)
        try c.encodeIfPresent(country, forKey: .country)
    }
}

extension ReleaseSeed.Label: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case label, name, catalogNumber }

    /// Decodes a label entry; refuses unknown keys.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.seedContainer(CodingKeys.self)
        self.init(
            label: try c.decodeIfPresent(MBID.self, forKey: .label),
            name: try c.decodeIfPresent(String.self, forKey: .name),
            catalogNumber: try c.decodeIfPresent(String.self, forKey: .catalogNumber))
    }

    /// Encodes the label entry.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encodeIfPresent(catalogNumber, forKey: .catalogNumber)
    }
}

extension ReleaseSeed.NameCredit: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case artist, artistName, name, joinPhrase }

    /// Decodes a name credit; refuses unknown keys.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.seedContainer(CodingKeys.self)
        self.init(
            artist: try c.decodeIfPresent(MBID.self, forKey: .artist),
            artistName: try c.decodeIfPresent(String.self, forKey: .artistName),
            name: try c.decodeIfPresent(String.self, forKey: .name),
            joinPhrase: try c.decodeIfPresent(String.self, forKey: .joinPhrase) ?? "")
    }

    /// Encodes the name credit.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(artist, forKey: .artist)
        try c.encodeIfPresent(artistName, forKey: .artistName)
        try c.encodeIfPresent(name, forKey: .name)
        if !joinPhrase.isEmpty { try c.encode(joinPhrase, forKey: .joinPhrase) }
    }
}

extension ReleaseSeed.Medium: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case format, title, toc, tracks }

    /// Decodes a medium; refuses unknown keys.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.seedContainer(CodingKeys.self)
        self.init(
            format: try c.decodeIfPresent(MediumFormat.self, forKey: .format),
            title: try c.decodeIfPresent(String.self, forKey: .title),
            toc: try c.decodeIfPresent(TOC.self, forKey: .toc),
            tracks: try c.decodeIfPresent([ReleaseSeed.Track].self, forKey: .tracks) ?? [])
    }

    /// Encodes the medium.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(format, forKey: .format)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(toc, forKey: .toc)
        try c.encodeIfNotEmpty(tracks, forKey: .tracks)
    }
}

extension ReleaseSeed.Track: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case title, number, length, recording, artistCredit, isPregap
    }

    /// Decodes a track (its `length` in integer milliseconds); refuses unknown keys.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.seedContainer(CodingKeys.self)
        self.init(
            title: try c.decodeIfPresent(String.self, forKey: .title),
            number: try c.decodeIfPresent(String.self, forKey: .number),
            length: try Self.milliseconds(c),
            recording: try c.decodeIfPresent(MBID.self, forKey: .recording),
            artistCredit: try c.decodeIfPresent([ReleaseSeed.NameCredit].self, forKey: .artistCredit),
            isPregap: try c.decodeIfPresent(Bool.self, forKey: .isPregap) ?? false)
    }

    /// The `length` key: a whole number of milliseconds. Read as a `Double` first, because
    /// Foundation's decoder reports a fraction asked for as an `Int` as invalid JSON without a key.
    private static func milliseconds(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Duration? {
        guard let value = try c.decodeIfPresent(Double.self, forKey: .length) else { return nil }
        guard value.rounded() == value, abs(value) < 9e15 else {
            throw DecodingError.dataCorruptedError(
                forKey: .length, in: c, debugDescription: "a length is a whole number of milliseconds, not \(value)")
        }
        return .milliseconds(Int64(value))
    }

    /// Encodes the track, its length in integer milliseconds (rounded to the nearest).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(number, forKey: .number)
        try c.encodeIfPresent(lengthMilliseconds, forKey: .length)
        try c.encodeIfPresent(recording, forKey: .recording)
        try c.encodeIfPresent(artistCredit, forKey: .artistCredit)
        if isPregap { try c.encode(true, forKey: .isPregap) }
    }
}

extension ReleaseSeed.ExternalLink: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case url, linkType }

    /// Decodes a link; refuses unknown keys.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.seedContainer(CodingKeys.self)
        self.init(
            url: try c.decode(URL.self, forKey: .url),
            linkType: try c.decodeIfPresent(ReleaseSeed.LinkType.self, forKey: .linkType))
    }

    /// Encodes the link.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(url, forKey: .url)
        try c.encodeIfPresent(linkType, forKey: .linkType)
    }
}

extension Decoder {
    /// The keyed container of a seed object, after refusing any key `Key` does not have.
    fileprivate func seedContainer<Key: CodingKey & CaseIterable>(
        _ keys: Key.Type
    ) throws -> KeyedDecodingContainer<Key> {
        let all = try container(keyedBy: AnyCodingKey.self)
        if let unknown = all.allKeys.sorted(by: { $0.stringValue < $1.stringValue }).first(where: {
            Key(stringValue: $0.stringValue) == nil
        }) {
            let known = Key.allCases.map(\.stringValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath + [unknown],
                    debugDescription: "“\(unknown.stringValue)” is not a key here; the keys are \(known)"))
        }
        return try container(keyedBy: Key.self)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a list unless it is empty.
    fileprivate mutating func encodeIfNotEmpty<T: Encodable>(_ values: [T], forKey key: Key) throws {
        if !values.isEmpty { try encode(values, forKey: key) }
    }
}
