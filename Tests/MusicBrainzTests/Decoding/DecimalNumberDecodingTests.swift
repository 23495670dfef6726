import Foundation
import MusicBrainz
import Testing

/// Fractional values (ratings) are finite decimal numbers in both formats: infinity from
/// `1e400`, NaN and hexadecimal are refused as `decodingFailed`, not passed on.
@Suite struct DecimalNumberDecodingTests {
    static let id = "5b11f4ce-a62d-471e-81fc-a69a8278c7da"

    static func xml(rating: String) -> Data {
        Data(
            #"""
            <?xml version="1.0" encoding="UTF-8"?><metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#"><artist id="\#(id)"><name>A</name><rating votes-count="3">\#(rating)</rating></artist></metadata>
            """#.utf8)
    }

    static func json(rating: String) -> Data {
        Data(#"{"id": "\#(id)", "name": "A", "rating": {"votes-count": 3, "value": \#(rating)}}"#.utf8)
    }

    @Test("decimal ratings decode the same from both formats")
    func validRatings() throws {
        for (text, value) in [("4.5", 4.5), ("4", 4.0), ("0.35e1", 3.5), (" 2.25 ", 2.25)] {
            let xml = try ResponseDecoder().decode(Artist.self, from: Self.xml(rating: text), format: .xml)
            #expect(xml.rating == Rating(value: value, votesCount: 3), "\(text)")
        }
        for (text, value) in [("4.5", 4.5), ("4", 4.0), ("0.35e1", 3.5), ("\"4.5\"", 4.5)] {
            let json = try ResponseDecoder().decode(Artist.self, from: Self.json(rating: text), format: .json)
            #expect(json.rating == Rating(value: value, votesCount: 3), "\(text)")
        }
    }

    @Test(
        "NaN, infinity, 1e400 and hexadecimal ratings are dropped in XML with a diagnostic; the votes are kept",
        arguments: ["nan", "inf", "1e400", "0x1p2", "-"])
    func refusedXML(_ text: String) throws {
        let decoded = try ResponseDecoder().decodeReportingDiagnostics(
            Artist.self, from: Self.xml(rating: text), format: .xml)
        #expect(decoded.value.rating == Rating(value: nil, votesCount: 3))
        #expect(decoded.diagnostics.map(\.path) == ["/metadata/artist/rating"])
        #expect(decoded.diagnostics.first?.message.contains("expected a finite decimal number") == true)
    }

    @Test(
        "1e400 and non-decimal strings are dropped in JSON with a diagnostic at the rating's path",
        arguments: ["1e400", "-1e400", "\"nan\"", "\"0x1p2\"", "\"1e400\""])
    func refusedJSON(_ text: String) throws {
        let decoded = try ResponseDecoder().decodeReportingDiagnostics(
            Artist.self, from: Self.json(rating: text), format: .json)
        #expect(decoded.value.rating == Rating(value: nil, votesCount: 3))
        #expect(decoded.diagnostics.map(\.path) == ["rating.value"])
    }
}
