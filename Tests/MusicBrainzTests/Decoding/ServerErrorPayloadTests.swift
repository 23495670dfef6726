import Foundation
import MusicBrainz
import Testing

/// Which JSON bodies are MusicBrainz error documents: an object of just `error` (and `help`),
/// not any small object that happens to have an `error` key.
@Suite struct ServerErrorPayloadTests {
    static let entity =
        #"{"id": "5b11f4ce-a62d-471e-81fc-a69a8278c7da", "name": "hasErr", "country": "GB", "error": "Not Found"}"#

    @Test("a small entity with an \"error\" key decodes as the entity, not as a server error")
    func entityWithErrorKey() throws {
        let data = Data(Self.entity.utf8)
        #expect(data.count <= 4096)
        let artist = try ResponseDecoder().decode(Artist.self, from: data, format: .json)
        #expect(artist.name == "hasErr")
        #expect(artist.country == "GB")
        #expect(artist.id == MBID("5b11f4ce-a62d-471e-81fc-a69a8278c7da"))
        #expect(try ResponseDecoder().decode(Artist.self, from: data).name == "hasErr")
    }

    @Test("response-kind detection sees the entity, not a server error")
    func detectionOfEntityWithErrorKey() throws {
        let kind = try ResponseKind.detect(in: Data(Self.entity.utf8))
        #expect(kind.name == "artist")
    }

    struct ErrorDocument: Sendable, CustomTestStringConvertible {
        var json: String
        var code: MusicBrainzError.Code
        var message: String
        var testDescription: String { json }
    }

    static let errorDocuments: [ErrorDocument] = [
        ErrorDocument(
            json: #"{"error": "Not Found", "help": "For usage, please see: https://musicbrainz.org/development/mmd"}"#,
            code: .notFound, message: "Not Found"),
        ErrorDocument(json: #"{"help": "see the docs", "error": "Not Found"}"#, code: .notFound, message: "Not Found"),
        ErrorDocument(
            json:
                #"{"error": "Your requests are exceeding the allowable rate limit. Please see http://wiki.musicbrainz.org/XMLWebService for more information."}"#,
            code: .rateLimited,
            message: "Your requests are exceeding the allowable rate limit."),
        ErrorDocument(
            json: #"{"error": {"code": 400, "message": "Invalid query: unbalanced quote"}}"#, code: .badRequest,
            message: "Invalid query: unbalanced quote"),
    ]

    @Test("real error documents are still the server's error", arguments: errorDocuments)
    func errorDocumentsStillFail(_ document: ErrorDocument) {
        let error = #expect(throws: MusicBrainzError.self) {
            try ResponseDecoder().decode(Artist.self, from: Data(document.json.utf8), format: .json)
        }
        #expect(error?.code == document.code)
        #expect(error?.serverMessage?.hasPrefix(document.message) == true)
    }
}
