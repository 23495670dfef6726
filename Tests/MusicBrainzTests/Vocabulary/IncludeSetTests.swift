import Foundation
import MusicBrainz
import Testing

/// The include sets hold exactly the `inc` values of tables 2.3 (lookups) and 3.2 (browse) of
/// the WS/2 reference, each once, and parse their wire names back; a browse or lookup asking for
/// a value it does not take is refused before sending.
@Suite struct IncludeSetTests {
    static let rels =
        "area-rels artist-rels event-rels genre-rels instrument-rels label-rels place-rels recording-rels release-rels release-group-rels series-rels url-rels work-rels"
    static let tags = "tags user-tags genres user-genres"
    static let misc = "aliases annotation \(tags) ratings user-ratings"

    /// Table 2.3 (lookups) and 3.2 (browse), written out again from the reference. `puids` and
    /// `artists` (no-op and alias) are left out on purpose; `artist-credits` is accepted on every
    /// `REL` resource with recording, release or release-group relationships.
    static let expected: [(String, [String], [String])] = [
        ("Area", names(Area.Includes.self), words("\(misc) artist-credits \(rels)")),
        (
            "Artist", names(Artist.Includes.self),
            words(
                "recordings releases release-groups works artist-credits discids media isrcs various-artists \(misc) \(rels)"
            )
        ),
        ("Artist browse", browseNames(Artist.Includes.self), words("\(misc) artist-credits \(rels)")),
        ("Event", names(Event.Includes.self), words("\(misc) artist-credits \(rels)")),
        ("Genre", names(Genre.Includes.self), []),
        ("Instrument", names(Instrument.Includes.self), words("aliases annotation \(tags) artist-credits \(rels)")),
        ("Label", names(Label.Includes.self), words("releases artist-credits discids media \(misc) \(rels)")),
        ("Label browse", browseNames(Label.Includes.self), words("\(misc) artist-credits \(rels)")),
        ("Place", names(Place.Includes.self), words("\(misc) artist-credits \(rels)")),
        (
            "Recording", names(Recording.Includes.self),
            words("artist-credits releases release-groups discids media isrcs \(misc) work-level-rels \(rels)")
        ),
        (
            "Recording browse", browseNames(Recording.Includes.self),
            words("artist-credits isrcs \(misc) work-level-rels \(rels)")
        ),
        (
            "Release", names(Release.Includes.self),
            words(
                "artist-credits labels recordings release-groups media discids isrcs collections user-collections \(misc) recording-level-rels release-group-level-rels work-level-rels \(rels)"
            )
        ),
        (
            "Release browse", browseNames(Release.Includes.self),
            words(
                "artist-credits labels recordings release-groups media discids isrcs \(misc) recording-level-rels release-group-level-rels work-level-rels \(rels)"
            )
        ),
        (
            "ReleaseGroup", names(ReleaseGroup.Includes.self),
            words("artist-credits releases discids media \(misc) \(rels)")
        ),
        ("ReleaseGroup browse", browseNames(ReleaseGroup.Includes.self), words("artist-credits \(misc) \(rels)")),
        ("Series", names(Series.Includes.self), words("aliases annotation \(tags) artist-credits \(rels)")),
        ("Work", names(Work.Includes.self), words("\(misc) artist-credits \(rels)")),
        ("URL", names(URLEntity.Includes.self), words("artist-credits \(rels)")),
        ("Collection", names(UserCollection.Includes.self), []),
        ("Collection browse", browseNames(UserCollection.Includes.self), ["user-collections"]),
        (
            "Disc ID", names(DiscIDLookupRequest.Includes.self),
            words("artist-credits labels recordings release-groups isrcs aliases \(tags) \(rels)")
        ),
        (
            "ISRC", names(ISRCLookupRequest.Includes.self),
            words("artist-credits releases discids media isrcs aliases tags user-tags ratings user-ratings \(rels)")
        ),
        (
            "ISWC", names(ISWCLookupRequest.Includes.self),
            words("artist-credits aliases tags user-tags ratings user-ratings \(rels)")
        ),
    ]

    static func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }
    /// The values a lookup takes.
    static func names<S: IncludeSet>(_ type: S.Type) -> [String] { S.lookupMembers.names }
    /// The values a browse takes.
    static func browseNames<S: IncludeSet>(_ type: S.Type) -> [String] { S.browseMembers.names }

    @Test("each include set holds exactly the values the reference lists")
    func tables() {
        for (name, actual, expected) in Self.expected {
            #expect(
                Set(actual) == Set(expected),
                "\(name): extra \(Set(actual).subtracting(expected)), missing \(Set(expected).subtracting(actual))")
            #expect(actual.count == Set(actual).count, "\(name) has a duplicate name")
        }
    }

    func checkMembers<S: IncludeSet>(_ type: S.Type) throws {
        #expect(S.browseMembers.isSubset(of: S.allMembers) && S.lookupMembers.isSubset(of: S.allMembers))
        let bits = S.wireNames.map(\.0.rawValue)
        #expect(Set(bits).count == bits.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
        let all = S(S.wireNames.map(\.0))
        #expect(try S(parameterNames: all.names) == all)
        #expect(all.names == S.wireNames.map(\.1))
        for dependency in S.dependencies {
            #expect(!dependency.requiresOneOf.isEmpty)
            #expect(dependency.requiresOneOf.isDisjoint(with: dependency.member))
            guard S.lookupMembers.contains(dependency.member) else { continue }
            #expect(throws: MusicBrainzError.self) { try dependency.member.validate() }
            let accepted = dependency.requiresOneOf.intersection(S.lookupMembers)
            #expect(throws: Never.self) { try dependency.member.union(accepted).validate() }
        }
        #expect(S.authenticatedMembers.names.allSatisfy { $0.hasPrefix("user-") })
        #expect(S(S.wireNames.filter { $0.1.hasPrefix("user-") }.map(\.0)) == S.authenticatedMembers)
    }

    @Test("members have one bit each, parse back from their names, and their rules hold")
    func members() throws {
        try checkMembers(Area.Includes.self)
        try checkMembers(Artist.Includes.self)
        try checkMembers(Event.Includes.self)
        try checkMembers(Instrument.Includes.self)
        try checkMembers(Label.Includes.self)
        try checkMembers(Place.Includes.self)
        try checkMembers(Recording.Includes.self)
        try checkMembers(Release.Includes.self)
        try checkMembers(ReleaseGroup.Includes.self)
        try checkMembers(Series.Includes.self)
        try checkMembers(Work.Includes.self)
        try checkMembers(URLEntity.Includes.self)
        try checkMembers(UserCollection.Includes.self)
        try checkMembers(DiscIDLookupRequest.Includes.self)
        try checkMembers(ISRCLookupRequest.Includes.self)
        try checkMembers(ISWCLookupRequest.Includes.self)
    }

    @Test("parsing accepts the service's aliases and refuses unknown names with the valid ones")
    func parsing() throws {
        #expect(
            try Release.Includes(parameterNames: ["artists", "mediums", "", "recordings"]) == [
                .artistCredits, .media, .recordings,
            ])
        let error = #expect(throws: MusicBrainzError.self) { try Artist.Includes(parameterNames: ["coffee"]) }
        #expect(error?.code == .invalidRequest)
        #expect(
            error?.message.hasPrefix(
                "\"coffee\" is not an inc value here; valid: aliases, annotation, tags, user-tags, genres, user-genres, ratings, user-ratings, artist-credits, recordings, releases"
            ) == true)
        let genre = #expect(throws: MusicBrainzError.self) { try Genre.Includes(parameterNames: ["aliases"]) }
        #expect(genre?.message.contains("takes no inc values") == true)
    }

    static let id = MBID("5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e")!

    @Test("a browse asking for a value only a lookup takes is refused, naming what a browse takes")
    func browseNarrowing() throws {
        // collections are a release lookup include, not a release browse include
        let collections = try Release.Includes(parameterNames: ["collections"])
        #expect(throws: Never.self) { try LookupRequest<Release>(id: Self.id, including: collections).validate() }
        let release = #expect(throws: MusicBrainzError.self) {
            try BrowseRequest<Release>(linkedTo: .label(Self.id), including: collections).validate()
        }
        #expect(release?.code == .invalidRequest)
        #expect(
            release?.message.hasPrefix("inc=collections is not accepted by a release browse; valid: aliases,") == true)
        #expect(release?.message.contains("collections,") == false)
        let artist = #expect(throws: MusicBrainzError.self) {
            try BrowseRequest<Artist>(linkedTo: .area(Self.id), including: [.releases, .discIDs, .aliases]).validate()
        }
        #expect(artist?.message.hasPrefix("inc=releases, inc=discids are not accepted by an artist browse") == true)
        // A dependency names only what a browse can give it.
        let credits = #expect(throws: MusicBrainzError.self) {
            try BrowseRequest<Artist>(linkedTo: .area(Self.id), including: [.artistCredits]).validate()
        }
        #expect(
            credits?.message.hasPrefix(
                "inc=artist-credits needs one of inc=recording-rels, inc=release-rels, inc=release-group-rels:") == true
        )
        #expect(throws: Never.self) {
            try BrowseRequest<Artist>(linkedTo: .area(Self.id), including: [.artistCredits, .releaseRelationships])
                .validate()
        }
        // A collection lookup takes no inc value; a collection browse takes user-collections.
        let lookup = #expect(throws: MusicBrainzError.self) {
            try LookupRequest<UserCollection>(id: Self.id, including: .userCollections).validate()
        }
        #expect(
            lookup?.message == "inc=user-collections is not accepted by a collection lookup; it takes no inc values.")
        #expect(throws: Never.self) {
            try BrowseRequest<UserCollection>(linkedTo: .editor("someone"), including: .userCollections).validate()
        }
    }

    @Test("a bit that is no inc value of the set is refused, not dropped")
    func unknownBits() {
        let work = Work.Includes(rawValue: Artist.Includes.discIDs.rawValue | Work.Includes.aliases.rawValue)
        let error = #expect(throws: MusicBrainzError.self) {
            try LookupRequest<Work>(id: Self.id, including: work).validate()
        }
        #expect(error?.message.hasPrefix("inc=discids is not accepted by a work lookup") == true)
        let stray = #expect(throws: MusicBrainzError.self) { try Work.Includes(rawValue: 1 << 63).validate() }
        #expect(stray?.message.hasPrefix("An unknown inc bit is not accepted by this lookup") == true)
    }
}
