import Foundation
import MusicBrainz
import Testing

/// Conditions on decoded models: each operator, numbers as numbers, partial dates by their known
/// parts, and the operands refused before any model is read.
@Suite struct FieldConditionTests {
    let release: Release

    init() throws {
        release = try ResponseDecoder().decode(
            Release.self, from: OwnFixtures.data("release-lookup-violin-concertos.json"), format: .json)
    }

    func holds(_ text: String, in release: Release? = nil) throws -> Bool {
        try FieldCondition(parsing: text, for: Release.self).holds(in: release ?? self.release)
    }

    /// The release with another date.
    func dated(_ text: String?) -> Release {
        var copy = release
        copy.date = text.flatMap(PartialDate.init)
        return copy
    }

    @Test("= != ^= ~= and ? on text, lists and absent values")
    func textOperators() throws {
        #expect(try holds("country=DE"))
        #expect(try !holds("country=GB"))
        #expect(try holds("country!=GB"))
        #expect(try !holds("country!=DE"))
        // A missing value counts as not equal; = with nothing after it holds for no value.
        #expect(try holds("annotation!=anything"))
        #expect(try holds("annotation="))
        #expect(try !holds("title="))
        #expect(try holds("media[].format=CD"))
        #expect(try holds("artist-credit[].name=LACO"))
        #expect(try !holds("artist-credit[0].name=LACO"))
        #expect(try holds("title^=Violin"))
        #expect(try !holds("title^=violin"))
        #expect(try holds("media[0].tracks[].title~=Concerto in [A-Z] minor"))
        #expect(try !holds("title~=^Concertos"))
        #expect(try holds("barcode?"))
        #expect(try !holds("annotation?"))
        #expect(try holds("label-info[].label?"))
        // MBIDs compare in any case.
        #expect(try holds("status-id=4E304316-386D-3409-AF2E-78857EEC5CFE"))
    }

    @Test("numbers compare as numbers, with = too")
    func numbers() throws {
        #expect(try holds("media[].track-count>=3"))
        #expect(try !holds("media[].track-count>3"))
        #expect(try holds("media[].track-count<3"))
        #expect(try holds("media[0].position=1.0"))
        #expect(try holds("media[0].tracks[1].length>=383000"))
        #expect(try !holds("media[0].tracks[1].length>383000"))
        // As text 10 < 9; as numbers it is not.
        #expect(try !holds("media[].track-count>=10"))
        #expect(try holds("cover-art-archive.count<=100"))
    }

    @Test("partial dates compare by the parts both dates know")
    func dates() throws {
        for date in ["1990", "1990-05", "1991-01-01"] {
            #expect(try holds("date>=1990", in: dated(date)), "\(date)")
        }
        #expect(try !holds("date>=1990", in: dated("1989-12-31")))
        #expect(try !holds("date>1990", in: dated("1990-05")))
        #expect(try holds("date>1990", in: dated("1991")))
        #expect(try holds("date<=1990-05", in: dated("1990")))
        #expect(try holds("date>=1990-05", in: dated("1990")))
        #expect(try holds("date<1990-05-17", in: dated("1990-05-16")))
        #expect(try !holds("date<1990-05-17", in: dated("1990-05")))
        // Without a known year there is nothing to compare; without a date neither.
        #expect(try !holds("date>=1990", in: dated("????-04-28")))
        #expect(try !holds("date<1990", in: dated("????-04-28")))
        #expect(try !holds("date>=1990", in: dated(nil)))
        // = compares the text.
        #expect(try holds("date=1990-05", in: dated("1990-05")))
        #expect(try !holds("date=1990", in: dated("1990-05")))
        #expect(try holds("date^=1990", in: dated("1990-05")))
    }

    @Test("text orders by Unicode scalars")
    func textOrder() throws {
        #expect(try holds("title>=Violin"))
        #expect(try holds("title<W"))
        #expect(try !holds("title<Violin"))
    }

    @Test(
        "refuses a condition it cannot check, as invalidRequest",
        arguments: [
            "country", "=GB", "cuntry=GB", "media[].track-count>=many", "date<199x", "title~=(",
            "cover-art-archive.front>=true", "label-info[]>=3",
        ])
    func refused(_ text: String) throws {
        let error = #expect(throws: MusicBrainzError.self) { try FieldCondition(parsing: text, for: Release.self) }
        #expect(error?.code == .invalidRequest)
    }

    @Test("parses the operator where the path ends, keeps the operand as written")
    func parsing() throws {
        let condition = try FieldCondition(parsing: "title~=a=b", for: Release.self)
        #expect(condition.operator == .matches)
        #expect(condition.operand == "a=b")
        #expect(condition.path.description == "title")
        #expect(condition.description == "title~=a=b")
        #expect(try FieldCondition(parsing: "barcode?", for: Release.self).operator == .isPresent)
        #expect(try FieldCondition(parsing: "title!=x", for: Release.self).operator == .notEqual)
        #expect(try FieldCondition(parsing: "title<=x", for: Release.self).operator == .atMost)
    }
}
