import Foundation
import MusicBrainz
import Testing

/// Every recorded response decodes: the non-error bodies into models, the error bodies into the
/// server's typed error.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipReason))
struct FixtureDecodingTests {
    static let responses = FixtureCatalog.responses
    static let errors = FixtureCatalog.errors

    @Test("every recorded response decodes, or fails as documented", arguments: responses)
    func decodes(entry: SharedFixtures.Entry) throws {
        let data = try SharedFixtures.data(entry.file)
        let format = try #require(entry.responseFormat)
        let expected = FixtureCatalog.expectedKind(of: entry)
        if let failure = FixtureCatalog.expectedFailures[entry.file] {
            let error = try #require(throws: MusicBrainzError.self) {
                let kind = try #require(try FixtureCatalog.kind(of: entry, data: data))
                _ = try kind.decode(data, format: format)
            }
            #expect(error.code == .decodingFailed)
            #expect(error.decodingPath == failure.path, "\(failure.reason)")
            return
        }
        let detected = try ResponseKind.detect(in: data, format: format)
        if let expected {
            #expect(detected.name == expected, "the body was detected as \(detected.name)")
        }
        let kind = try #require(try FixtureCatalog.kind(of: entry, data: data))
        _ = try kind.decode(data, format: format)
    }

    @Test("every recorded error body decodes to the server's typed error with its message", arguments: errors)
    func errorBodies(entry: SharedFixtures.Entry) throws {
        let data = try SharedFixtures.data(entry.file)
        let message = try #require(Self.firstMessage(in: data, format: entry.format))
        let expectedCode: MusicBrainzError.Code =
            switch entry.httpStatus {
            case 404: .notFound
            case 401: .unauthorized
            default: .badRequest
            }
        let fromDecode = try #require(throws: MusicBrainzError.self) {
            _ = try ResponseDecoder().decode(Artist.self, from: data)
        }
        #expect(fromDecode.serverMessage == message)
        #expect(fromDecode.code == expectedCode)
        let fromDetect = try #require(throws: MusicBrainzError.self) { _ = try ResponseKind.detect(in: data) }
        #expect(fromDetect.serverMessage == message)
        #expect(fromDetect.code == expectedCode)
    }

    /// The first `<text>` of an XML error or the `error` of a JSON one, read without the library.
    static func firstMessage(in data: Data, format: String) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        if format == "json" {
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            return object?["error"] as? String
        }
        guard let start = text.range(of: "<text>"),
            let end = text.range(of: "</text>", range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test("a missing entity id is a typed error naming the key or element path")
    func missingID() throws {
        let json = Data(#"{"title": "No id", "media": [{"position": 1, "tracks": [{"title": "t"}]}]}"#.utf8)
        let jsonError = try #require(throws: MusicBrainzError.self) {
            _ = try ResponseDecoder().decode(Release.self, from: json)
        }
        #expect(jsonError.code == .decodingFailed)
        #expect(jsonError.decodingPath == "id")
        let nested = Data(
            #"{"id": "aff4a693-5970-4e2e-bd46-e2ee49c22de7", "artist-credit": [{"artist": {"name": "x"}}]}"#.utf8)
        let nestedError = try #require(throws: MusicBrainzError.self) {
            _ = try ResponseDecoder().decode(Release.self, from: nested)
        }
        #expect(nestedError.decodingPath == "artist-credit[0].artist.id")
        let xml = Data(
            #"<metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#"><release id="aff4a693-5970-4e2e-bd46-e2ee49c22de7"><label-info-list><label-info><label><name>x</name></label></label-info></label-info-list></release></metadata>"#
                .utf8)
        let xmlError = try #require(throws: MusicBrainzError.self) {
            _ = try ResponseDecoder().decode(Release.self, from: xml)
        }
        #expect(xmlError.code == .decodingFailed)
        #expect(xmlError.decodingPath == "/metadata/release/label-info-list/label-info/label/@id")
    }
}
