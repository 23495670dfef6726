import Foundation
import MusicBrainz
import Testing

/// The browse links hold exactly the linked parameters of table 3.2 of the WS/2 reference, each
/// parses back from its wire name, and each takes exactly the filters the table gives it.
@Suite struct BrowseLinkTests {
    static let id = MBID("5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e")!

    /// Table 3.2, written out again from the reference.
    static let expected: [(String, [String], [String])] = [
        ("Area", BrowseLink<Area>.parameterNames, ["collection"]),
        (
            "Artist", BrowseLink<Artist>.parameterNames,
            ["area", "collection", "recording", "release", "release-group", "work"]
        ),
        (
            "Collection", BrowseLink<UserCollection>.parameterNames,
            [
                "area", "artist", "editor", "event", "genre", "instrument", "label", "place", "recording", "release",
                "release-group", "series", "work",
            ]
        ),
        ("Event", BrowseLink<Event>.parameterNames, ["area", "artist", "collection", "event", "place", "series"]),
        ("Genre", BrowseLink<Genre>.parameterNames, ["collection"]),
        ("Instrument", BrowseLink<Instrument>.parameterNames, ["collection"]),
        ("Label", BrowseLink<Label>.parameterNames, ["area", "collection", "release"]),
        ("Place", BrowseLink<Place>.parameterNames, ["area", "collection"]),
        ("Recording", BrowseLink<Recording>.parameterNames, ["artist", "collection", "release", "work"]),
        (
            "Release", BrowseLink<Release>.parameterNames,
            ["area", "artist", "collection", "label", "recording", "release-group", "track", "track_artist"]
        ),
        ("ReleaseGroup", BrowseLink<ReleaseGroup>.parameterNames, ["artist", "collection", "release"]),
        ("Series", BrowseLink<Series>.parameterNames, ["collection"]),
        ("Work", BrowseLink<Work>.parameterNames, ["artist", "collection"]),
    ]

    @Test("each browsable entity has exactly the links of table 3.2")
    func tables() {
        for (name, actual, expected) in Self.expected {
            #expect(actual == expected, "\(name)")
        }
    }

    /// Every link of `Entity` parses from its name and value into the link with that name and value.
    func checkParsing<Entity: BrowsableEntity>(_ type: Entity.Type) throws {
        for name in BrowseLink<Entity>.parameterNames {
            let value = name == "editor" ? "the-anti-kuno" : Self.id.description
            let link = try BrowseLink<Entity>(parameterName: name, value: value)
            #expect(link.parameterName == name && link.parameterValue == value)
            #expect(link.description == "\(name)=\(value)")
        }
    }

    @Test("every link parses back from its wire name and gives the same value as its factory")
    func parsing() throws {
        for type: any BrowsableEntity.Type in [
            Area.self, Artist.self, UserCollection.self, Event.self, Genre.self, Instrument.self, Label.self,
            Place.self, Recording.self, Release.self, ReleaseGroup.self, Series.self, Work.self,
        ] {
            try checkParsing(type)
        }
        #expect(
            try BrowseLink<Release>(parameterName: "track_artist", value: Self.id.description) == .trackArtist(Self.id))
        #expect(try BrowseLink<ReleaseGroup>(parameterName: "artist", value: Self.id.description) == .artist(Self.id))
        #expect(try BrowseLink<UserCollection>(parameterName: "editor", value: "someone") == .editor("someone"))
        #expect(BrowseLink<Release>.trackArtist(Self.id) != .artist(Self.id))
    }

    @Test("an unknown link or a malformed MBID is refused, listing the valid links")
    func refusals() {
        let unknown = #expect(throws: MusicBrainzError.self) {
            try BrowseLink<Area>(parameterName: "artist", value: Self.id.description)
        }
        #expect(unknown?.code == .invalidRequest)
        #expect(unknown?.message == "An area browse cannot be linked by \"artist\"; valid: collection.")
        let malformed = #expect(throws: MusicBrainzError.self) {
            try BrowseLink<Release>(parameterName: "track_artist", value: "not-an-mbid")
        }
        #expect(malformed?.code == .invalidRequest)
        let editor = #expect(throws: MusicBrainzError.self) {
            try BrowseRequest<UserCollection>(linkedTo: .editor(" ")).validate()
        }
        #expect(editor?.message == "The editor to browse by is empty.")
    }

    @Test("each link takes exactly the filters of table 3.2")
    func filters() {
        func filters<E: BrowsableEntity>(_ link: BrowseLink<E>) -> String {
            [
                link.acceptsTypeFilter ? "type" : nil, link.acceptsStatusFilter ? "status" : nil,
                link.acceptsReleaseGroupStatusFilter ? "release-group-status" : nil,
            ].compactMap { $0 }
                .joined(separator: "+")
        }
        let id = Self.id
        #expect(filters(BrowseLink<Release>.artist(id)) == "type+status")
        #expect(filters(BrowseLink<Release>.trackArtist(id)) == "type+status")
        #expect(filters(BrowseLink<Release>.label(id)) == "type+status")
        #expect(filters(BrowseLink<Release>.recording(id)) == "type+status")
        #expect(filters(BrowseLink<Release>.releaseGroup(id)) == "status")
        #expect(filters(BrowseLink<Release>.area(id)) == "")
        #expect(filters(BrowseLink<Release>.collection(id)) == "")
        #expect(filters(BrowseLink<Release>.track(id)) == "")
        #expect(filters(BrowseLink<ReleaseGroup>.artist(id)) == "type+release-group-status")
        #expect(filters(BrowseLink<ReleaseGroup>.release(id)) == "")
        #expect(filters(BrowseLink<Artist>.release(id)) == "")
        #expect(filters(BrowseLink<UserCollection>.editor("someone")) == "")
    }
}
