import Foundation
import MusicBrainz
import Testing

/// `ReleaseSeed.formFields(for:)`: the names and values the release editor reads (section 17.3
/// of the WS/2 reference), against the worked examples of section 17.12.
@Suite struct ReleaseSeedFormFieldsTests {
    static func pairs(_ fields: [ReleaseEditorForm.Field]) -> [String] { fields.map { "\($0.name)=\($0.value)" } }

    @Test("worked example 2 gives the reference's fields, in order, with type repeated")
    func loveBug() throws {
        let fields = try ReleaseSeedFixtures.loveBug.formFields()
        #expect(Self.pairs(fields) == ReleaseSeedFixtures.loveBugFields.map { "\($0.0)=\($0.1)" })
        // Only `type` repeats (17.2: a repeated name becomes a list).
        let names = fields.map(\.name).filter { $0 != "type" }
        #expect(Set(names).count == names.count)
    }

    @Test("worked example 1: the TOC with single spaces, the lengths the server computes from it, the track names")
    func tocExample() throws {
        let toc = try #require(ReleaseSeedFixtures.visionCreationTOC)
        var medium = ReleaseSeed.Medium(toc: toc)
        for (index, name) in ["☉", "⧖", "◌"].enumerated() { medium.tracks[index].title = name }
        let seed = ReleaseSeed(
            title: "Vision Creation Newsun",
            artistCredit: [ReleaseSeed.NameCredit(artist: MBID("0798d15b-64e2-499f-9969-70167b1d8617")!)],
            media: [medium], editNote: "Testing CDTOC attach")
        #expect(
            Self.pairs(try seed.formFields()) == [
                "name=Vision Creation Newsun", "artist_credit.names.0.mbid=0798d15b-64e2-499f-9969-70167b1d8617",
                "mediums.0.format=CD", "mediums.0.toc=1 3 192512 150 7100 167475", "mediums.0.track.0.name=☉",
                "mediums.0.track.0.length=92666", "mediums.0.track.1.name=⧖", "mediums.0.track.1.length=2138333",
                "mediums.0.track.2.name=◌", "mediums.0.track.2.length=333826", "edit_note=Testing CDTOC attach",
            ])
    }

    @Test(
        "indexes have no padding and no gaps, and no name repeats but type, over the 99-track, three-medium stress seed"
    )
    func indexes() throws {
        // CGI::Expand reads a segment as an index only if it is `^(0|[1-9]\d*)$` ("mediums.0.track
        // must be an array", SEEDTEST zero_padded_indexes); `_seeded_array` fills a gap with an
        // empty entry; a repeated name becomes a list ("must be a scalar", SEEDTEST expected_string).
        let fields = try ReleaseSeedFixtures.stress.formFields()
        var indexesByList: [String: Set<Int>] = [:]
        for field in fields {
            let segments = field.name.split(separator: ".", omittingEmptySubsequences: false)
            for (position, segment) in segments.enumerated() where segment.first?.isNumber == true {
                #expect(segment == "0" || segment.first != "0", "\(field.name)")
                #expect(segment.allSatisfy(\.isASCII) && Int(segment) != nil, "\(field.name)")
                let list = segments[..<position].joined(separator: ".")
                indexesByList[list, default: []].insert(Int(segment) ?? -1)
            }
        }
        for (list, indexes) in indexesByList {
            #expect(indexes == Set(0..<indexes.count), "\(list): \(indexes.sorted())")
        }
        #expect(indexesByList["mediums"] == [0, 1, 2])
        #expect(indexesByList["mediums.0.track"]?.count == 99)
        #expect(indexesByList["mediums.1.track"] == [0, 1, 2])  // the empty middle track keeps its place
        let names = fields.map(\.name).filter { $0 != "type" }
        #expect(Set(names).count == names.count)
        #expect(fields.filter { $0.name == "type" }.count == 2)
    }

    @Test("an entry with nothing to say keeps its index with an empty name, so later indexes do not shift")
    func placeholders() throws {
        let seed = ReleaseSeed(
            media: [
                ReleaseSeed.Medium(),
                ReleaseSeed.Medium(tracks: [ReleaseSeed.Track(title: "one"), ReleaseSeed.Track(), ReleaseSeed.Track()]),
            ])
        #expect(
            Self.pairs(try seed.formFields()) == [
                "mediums.0.name=", "mediums.1.track.0.name=one", "mediums.1.track.1.name=", "mediums.1.track.2.name=",
            ])
    }

    @Test("no barcode is `none`, make_votable is sent only when true, redirect_uri is not a field")
    func flags() throws {
        let seed = ReleaseSeed(
            title: "x", barcode: .noBarcode, makesVotable: true, redirectURI: URL(string: "http://localhost:8765/done"))
        #expect(Self.pairs(try seed.formFields()) == ["name=x", "barcode=none", "make_votable=1"])
        #expect(Self.pairs(try ReleaseSeed(title: "x").formFields()) == ["name=x"])
    }

    @Test("lengths are whole milliseconds, rounded to the nearest; pregap and printed numbers are sent")
    func trackDetails() throws {
        let seed = ReleaseSeed(
            media: [
                ReleaseSeed.Medium(tracks: [
                    ReleaseSeed.Track(title: "hidden", length: .microseconds(1_500_600), isPregap: true),
                    ReleaseSeed.Track(title: "A", number: "A1", length: .seconds(242) + .microseconds(226_400)),
                ])
            ])
        #expect(
            Self.pairs(try seed.formFields()) == [
                "mediums.0.track.0.name=hidden", "mediums.0.track.0.length=1501", "mediums.0.track.0.pregap=1",
                "mediums.0.track.1.name=A", "mediums.0.track.1.number=A1", "mediums.0.track.1.length=242226",
            ])
    }

    @Test("formFields validates first and throws naming the field")
    func validatesFirst() {
        let error = #expect(throws: MusicBrainzError.self) {
            try ReleaseSeed(media: [ReleaseSeed.Medium(format: .vinyl, toc: ReleaseSeedFixtures.visionCreationTOC)])
                .formFields()
        }
        #expect(error?.field == "mediums.0.toc")
    }
}
