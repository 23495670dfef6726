import Foundation
import MusicBrainz
import Testing

/// The typed query builder writes the Lucene the reference describes: escaped text, phrases,
/// wildcards, fuzzy terms, ranges, boolean operators with parentheses where needed, raw text.
@Suite struct SearchQueryTests {
    static let queen = MBID("0383dadf-2a4e-4d10-a46a-e9e041da8eb3")!

    @Test("queries render as the Lucene the service expects")
    func rendering() {
        let cases: [(SearchQuery<Recording>, String)] = [
            (
                .field(.recording, .phrase("we will rock you")) && .field(.artistID, Self.queen),
                #"recording:"we will rock you" AND arid:0383dadf-2a4e-4d10-a46a-e9e041da8eb3"#
            ),
            (.field(.recording, "Violin Concertos"), "recording:(Violin Concertos)"),
            (.text("Violin Concertos"), "Violin Concertos"),
            (.text("a b") && .field(.isrc, .isrc(ISRC("gb-aaa-99-00303")!)), "(a b) AND isrc:GBAAA9900303"),
            (
                .field(.recording, "x") || .field(.recording, "y") || .field(.recording, "z"),
                "recording:x OR recording:y OR recording:z"
            ),
            (
                (.field(.recording, "x") || .field(.recording, "y")) && !.field(.status, "bootleg"),
                "(recording:x OR recording:y) AND NOT status:bootleg"
            ),
            (.field(.date, .range(from: "1990", to: "1999-12-31")), "date:[1990 TO 1999-12-31]"),
            (.field(.duration, .range(from: "200000", to: nil, inclusive: false)), "dur:{200000 TO *}"),
            (.field(.recording, .range(from: "a b", to: "c]d")), #"recording:["a b" TO "c]d"]"#),
            (.field(.recording, .fuzzy("beatles", maxEdits: 1)), "recording:beatles~1"),
            (.field(.recording, .fuzzy("beatles")), "recording:beatles~"),
            (.field(.recording, .phrase("a b", slop: 3)), #"recording:"a b"~3"#),
            (
                .field(.recording, .wildcard("beat*")).boosted(by: 2) || .field(.recording, "beat"),
                "recording:beat*^2 OR recording:beat"
            ),
            (.field(.recording, "x").boosted(by: 1.5), "recording:x^1.5"),
            (
                .required(.field(.recording, "x")) && .prohibited(.field(.status, "bootleg")),
                "+recording:x AND -status:bootleg"
            ),
            (.field(.video, .bool(true)) && .field(.releaseTrackCount, .number(12)), "video:true AND tracksrelease:12"),
            (.raw("a* OR b") && .field(.recording, "c"), "(a* OR b) AND recording:c"),
            (.raw(#"recording:"x""#), #"recording:"x""#),
            (.all([.field(.recording, "x")]), "recording:x"),
            (
                .any([.all([.field(.recording, "a"), .field(.recording, "b")]), .field(.recording, "c")]),
                "(recording:a AND recording:b) OR recording:c"
            ),
            (.not(.field(.recording, "a") && .field(.recording, "b")), "NOT (recording:a AND recording:b)"),
            (.field(.recording, "AC/DC"), "recording:AC\\/DC"),
        ]
        for (query, expected) in cases {
            #expect(query.luceneString == expected)
            #expect(query.description == expected)
        }
    }

    @Test("each index has its documented fields")
    func fields() {
        #expect(Release.SearchField.catalogNumber.rawValue == "catno")
        #expect(ReleaseGroup.SearchField.releaseGroup.rawValue == "releasegroup")
        #expect(Recording.SearchField.quantizedDuration.rawValue == "qdur")
        #expect(URLEntity.SearchField.urlDescendant.rawValue == "url_descendent")
        #expect(Artist.SearchField.primaryAlias.rawValue == "primary_alias")
        #expect(TagSearchItem.SearchField.allCases.map(\.rawValue) == ["tag"])
        #expect(Annotation.SearchField.allCases.map(\.rawValue).sorted() == ["entity", "id", "name", "text", "type"])
        #expect(CDStub.SearchField.allCases.count == 8)
        #expect(Recording.SearchField.allCases.count == 31)
        #expect(Release.SearchField.allCases.count == 33)
        let indexes: [any SearchableItem.Type] = [
            Annotation.self, Area.self, Artist.self, CDStub.self, Event.self, Instrument.self, Label.self, Place.self,
            Recording.self, Release.self, ReleaseGroup.self, Series.self, TagSearchItem.self, URLEntity.self, Work.self,
        ]
        #expect(
            indexes.map { $0.searchIndexName } == [
                "annotation", "area", "artist", "cdstub", "event", "instrument", "label", "place", "recording",
                "release",
                "release-group", "series", "tag", "url", "work",
            ])
    }

    @Test("a search request sends the rendered query, limit, offset and dismax, strictly encoded")
    func requestURL() throws {
        let client = TestClients.mock { _ in TestClients.response(200, "application/json", "{}") }.0
        let typed = SearchRequest<Release>(.field(.release, "AC/DC") && .field(.country, "GB"), limit: 5, offset: 10)
        #expect(
            try client.url(for: typed).absoluteString
                == "https://musicbrainz.example/ws/2/release?query=release%3AAC%5C%2FDC%20AND%20country%3AGB&limit=5&offset=10&fmt=json"
        )
        let dismax = SearchRequest<Artist>.dismax("AC/DC live", limit: 3)
        #expect(dismax.queryString == "AC/DC live")
        #expect(try client.url(for: dismax).absoluteString.contains("query=AC%2FDC%20live&limit=3&dismax=true"))
        let plainDismax: SearchRequest<Artist> = {
            var request = SearchRequest<Artist>(.text("AC/DC live"))
            request.dismax = true
            return request
        }()
        #expect(plainDismax.queryString == "AC/DC live")
    }
}
