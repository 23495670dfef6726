import Foundation
import MusicBrainz

/// Decodes recorded and own fixtures for the contract tests.
enum FixtureDecoding {
    /// Decodes a shared fixture as `type`, in the format its extension names.
    static func shared<T: MusicBrainzResponse>(_ type: T.Type, _ file: String) throws -> T {
        try ResponseDecoder().decode(
            T.self, from: SharedFixtures.data(file), format: file.hasSuffix(".xml") ? .xml : .json)
    }

    /// Decodes the shared fixture of the request answered in `format`: `json` or `xml`.
    static func shared<T: MusicBrainzResponse>(
        _ type: T.Type, _ format: ResponseFormat, json: String, xml: String
    ) throws
        -> T
    {
        try shared(T.self, format == .json ? json : xml)
    }

    /// Decodes one of the project's own fixtures, `<name>.json` or `<name>.xml`.
    static func own<T: MusicBrainzResponse>(_ type: T.Type, _ name: String, _ format: ResponseFormat) throws -> T {
        try ResponseDecoder().decode(T.self, from: OwnFixtures.data(name + "." + format.rawValue), format: format)
    }
}

extension Optional where Wrapped == [Relationship] {
    /// The relationships of one target type.
    func targeting(_ type: EntityType) -> [Relationship] { (self ?? []).filter { $0.targetType == type } }
}
