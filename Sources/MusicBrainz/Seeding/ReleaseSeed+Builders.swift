import Foundation

extension ReleaseSeed {
    /// A seed for an unknown CD: one ``MediumFormat/cd`` medium with the TOC, so the editor sets
    /// the track count and lengths from it and attaches the disc ID (``Medium/init(toc:)``).
    ///
    /// This is what MusicBrainz's own disc ID page sends for "Add a new release", with the track
    /// lengths written out. Add a title, an artist credit and track titles where they are known.
    ///
    /// ```swift
    /// let identification = try await client.identifyDisc(toc)
    /// if case .notFound = identification.outcome {
    ///     let form = try ReleaseSeed(toc: toc).form()
    /// }
    /// ```
    ///
    /// - Parameter toc: The disc's TOC.
    public init(toc: TOC) {
        self.init(media: [Medium(toc: toc)])
    }

    /// A seed for a local album: the files an app holds, with the album's title and artist.
    ///
    /// - The release is credited to `artist` (an artist name for the user to pick in the
    ///   editor); with no `artist`, to the artist every track names, if they all name the same.
    /// - Without a TOC, the tracks are grouped into media by ``LocalTrack/discNumber`` (none
    ///   counts as 1), each of format ``MediumFormat/digitalMedia``. With a TOC, they make the one
    ///   ``MediumFormat/cd`` medium of the TOC, which gives the lengths and the disc ID.
    /// - Within a medium the tracks are ordered by ``LocalTrack/trackNumber`` (tracks without
    ///   one follow, in the order given), and a track number that is missing gets an untitled
    ///   track, so positions match the numbers; likewise a missing disc number gets an empty
    ///   medium. Disc numbers outside 1...99 and track numbers outside 1...999 count as unknown.
    /// - Each track has its title and length (without a TOC); its artist becomes the track's
    ///   artist credit when it differs from the release's.
    ///
    /// ```swift
    /// let seed = ReleaseSeed(title: "Rumours", artist: "Fleetwood Mac", tracks: localTracks)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The album title.
    ///   - artist: The album artist; `nil` to take the tracks' common artist.
    ///   - tracks: The local tracks.
    ///   - toc: The CD's TOC, when the album was read from a disc.
    public init(title: String?, artist: String?, tracks: [LocalTrack], toc: TOC? = nil) {
        let albumArtist = Self.given(artist) ?? Self.commonArtist(of: tracks)
        func seedTrack(_ local: LocalTrack, length: Duration?) -> Track {
            let trackArtist = Self.given(local.artist)
            return Track(
                title: Self.given(local.title), length: length,
                artistCredit: trackArtist.flatMap { $0 == albumArtist ? nil : [NameCredit(artistName: $0)] })
        }
        var media: [Medium]
        if let toc {
            let lengths = Medium.tocLengths(toc)
            // The TOC says how many tracks the disc has: missing ones are untitled.
            var ordered = Self.ordered(tracks)
            while ordered.count < lengths.count { ordered.append(nil) }
            media = [
                Medium(
                    format: .cd, toc: toc,
                    tracks: ordered.enumerated().map { index, local in
                        seedTrack(local ?? LocalTrack(), length: index < lengths.count ? lengths[index] : nil)
                    })
            ]
        } else {
            let discs = Dictionary(grouping: tracks) { Self.number($0.discNumber, upTo: 99) ?? 1 }
            let lastDisc = discs.keys.max() ?? 0
            media = (0..<lastDisc).map { index in
                Medium(
                    format: .digitalMedia,
                    tracks: Self.ordered(discs[index + 1] ?? []).map { local in
                        local.map { seedTrack($0, length: $0.length) } ?? Track()
                    })
            }
        }
        self.init(
            title: Self.given(title), artistCredit: albumArtist.map { [NameCredit(artistName: $0)] } ?? [], media: media
        )
    }

    /// A seed from a CD stub (the anonymous track list MusicBrainz keeps for some unknown disc
    /// IDs), as MusicBrainz's own "Import CD stub" does: its title, artist, barcode and comment,
    /// and one ``MediumFormat/cd`` medium with the stub's tracks (titles, lengths, artists) and,
    /// when given, the TOC (whose lengths then win).
    ///
    /// - Parameters:
    ///   - cdStub: The CD stub.
    ///   - toc: The disc's TOC, for its lengths and disc ID.
    public init(cdStub: CDStub, toc: TOC? = nil) {
        let artist = Self.given(cdStub.artist)
        let lengths = toc.map(Medium.tocLengths)
        let tracks = (cdStub.tracks ?? []).enumerated().map { index, track in
            let trackArtist = Self.given(track.artist)
            return Track(
                title: Self.given(track.title),
                length: lengths.map { index < $0.count ? $0[index] : nil } ?? track.length,
                artistCredit: trackArtist.flatMap { $0 == artist ? nil : [NameCredit(artistName: $0)] })
        }
        let barcode = cdStub.barcode.flatMap(Self.given).map { Barcode.code($0) }
        self.init(
            title: Self.given(cdStub.title), disambiguation: cdStub.disambiguation.flatMap(Self.given),
            barcode: barcode, artistCredit: artist.map { [NameCredit(artistName: $0)] } ?? [],
            media: [Medium(format: .cd, toc: toc, tracks: tracks)])
    }

    /// A seed that copies an existing release: to seed its editor
    /// (``Destination/existingRelease(_:replacing:)``) with changes, or a new edition of it.
    ///
    /// Copies what the release holds and the editor takes: title, release group, disambiguation,
    /// status, packaging, language and script, barcode (an empty one as ``Barcode/noBarcode``),
    /// release events, labels and catalog numbers, the artist credit by MBID, the media with
    /// their formats, titles and tracks (title, printed number, length, recording, a track artist
    /// credit that differs from the release's, the pregap and data tracks), and the URL
    /// relationships whose type this library knows (``LinkType``). Disc IDs cannot be seeded
    /// and the annotation is the release's own, so neither is copied.
    ///
    /// For an edit, clear what should stay as it is (``labels`` and ``media`` are refused on an
    /// existing release unless replaced on purpose). For a new edition, change what differs:
    /// usually ``barcode``, ``events`` and ``labels``; the recordings stay shared.
    ///
    /// - Parameter release: The release, looked up with `inc=recordings+artist-credits+labels+release-groups`
    ///   (and `url-rels` for its links); what was not requested is not copied.
    public init(copying release: Release) {
        let releaseCredit = release.artistCredit.map(Self.nameCredits) ?? []
        var events = (release.releaseEvents ?? []).map { event in
            Event(date: event.date, country: event.area?.iso31661Codes.first)
        }
        if events.isEmpty, release.date != nil || release.country != nil {
            events = [Event(date: release.date, country: release.country)]
        }
        let barcode: Barcode? = release.barcode.map { $0.isEmpty ? .noBarcode : .code($0) }
        self.init(
            title: Self.given(release.title), releaseGroup: release.releaseGroup?.id,
            disambiguation: Self.given(release.disambiguation),
            status: release.status, packaging: release.packaging, language: release.textRepresentation?.language,
            script: release.textRepresentation?.script, barcode: barcode,
            events: events.filter { $0.date != nil || $0.country != nil },
            labels: (release.labelInfo ?? []).compactMap { info in
                info.label == nil && Self.given(info.catalogNumber) == nil
                    ? nil : Label(label: info.label?.id, catalogNumber: Self.given(info.catalogNumber))
            },
            artistCredit: releaseCredit,
            media: (release.media ?? []).map { Self.medium(copying: $0, releaseCredit: releaseCredit) },
            links: (release.relationships ?? []).compactMap(Self.link))
    }

    // MARK: Helpers

    /// A medium of an existing release.
    private static func medium(copying medium: MusicBrainz.Medium, releaseCredit: [NameCredit]) -> Medium {
        func track(_ track: MusicBrainz.Track, isPregap: Bool) -> Track {
            let credit = track.artistCredit.map(nameCredits)
            let position = track.position.map(\.description)
            return Track(
                title: track.title, number: track.number == position ? nil : track.number, length: track.length,
                recording: track.recording?.id, artistCredit: credit == releaseCredit ? nil : credit, isPregap: isPregap
            )
        }
        let tracks =
            (medium.pregap.map { [track($0, isPregap: true)] } ?? [])
            + (medium.tracks ?? []).map { track($0, isPregap: false) }
            + (medium.dataTracks ?? []).map { track($0, isPregap: false) }
        return Medium(format: medium.format, title: given(medium.title), tracks: tracks)
    }

    /// An artist credit as seeded name credits, by MBID.
    private static func nameCredits(_ credit: ArtistCredit) -> [NameCredit] {
        credit.nameCredits.map { NameCredit(artist: $0.artist.id, name: $0.name, joinPhrase: $0.joinPhrase) }
    }

    /// The release–URL relationship types by MBID, with their numeric IDs (MusicBrainz Server
    /// `t/sql/initial.sql`).
    private static let linkTypes: [String: LinkType] = [
        "ee1c7888-99c7-4c22-aaee-6a34a907fa24": .production,
        "98e08c20-8402-4163-8970-53504bb6a1e4": .purchaseForDownload,
        "9896ecd0-6d29-482d-a21e-bd5d1b5e3425": .downloadForFree, "4a78823c-1c53-4176-a5f3-58026c76f2bc": .discogs,
        "4f2e710d-166c-480c-a293-2e2c8d658d87": .amazonASIN,
        "3ee51e05-a06a-415e-b40c-b3f740dedfd7": .purchaseForMailOrder,
        "c74dee45-3c85-41e9-a804-92ab1c654446": .otherDatabases,
        "08445ccf-7b99-4438-9f9a-fb9ac18099ee": .streamingForFree,
        "6af0134a-df6a-425a-96e2-895f9cd342ba": .vgmdb, "823656dd-0309-4247-b282-b92d287d59c5": .discographyEntry,
        "004bd0c3-8a45-4309-ba52-fa99f3aa3d50": .license, "0e555925-1b7d-475c-9b25-b9c349dcc3f3": .secondHandSongs,
        "2d24d075-9943-4c4d-a659-8ce52e6e6b57": .showNotes, "90ff18ad-3e9d-4472-a3d1-71d4df7e8484": .allMusic,
        "63b84620-ba52-4630-9bfe-8ad3b5504dff": .bookBrainz,
    ]

    /// A URL relationship of a known type as an external link.
    private static func link(_ relationship: Relationship) -> ExternalLink? {
        guard case .url(let target) = relationship.target, relationship.direction != .backward,
            let type = relationship.typeID.flatMap({ linkTypes[$0.description] }),
            let url = URL(string: target.resource)
        else { return nil }
        return ExternalLink(url: url, linkType: type)
    }

    /// The local tracks of one medium by track number, `nil` where a number is missing; tracks
    /// without a number (or out of range) follow in their order.
    private static func ordered(_ tracks: [LocalTrack]) -> [LocalTrack?] {
        let numbered = tracks.enumerated().compactMap { index, track in
            number(track.trackNumber, upTo: 999).map { (number: $0, index: index, track: track) }
        }
        .sorted { ($0.number, $0.index) < ($1.number, $1.index) }
        var result: [LocalTrack?] = []
        for entry in numbered {
            while result.count < entry.number - 1 { result.append(nil) }
            result.append(entry.track)
        }
        return result + tracks.filter { number($0.trackNumber, upTo: 999) == nil }.map(Optional.some)
    }

    private static func number(_ value: Int?, upTo limit: Int) -> Int? {
        value.flatMap { (1...limit).contains($0) ? $0 : nil }
    }

    /// The artist every track that names one names, if they agree.
    private static func commonArtist(of tracks: [LocalTrack]) -> String? {
        let artists = Set(tracks.compactMap { given($0.artist) })
        return artists.count == 1 ? artists.first : nil
    }

    /// The text, or `nil` when it is `nil`, empty or only white space.
    static func given(_ text: String?) -> String? {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return text
    }
}
