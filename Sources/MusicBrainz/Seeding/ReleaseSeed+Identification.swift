import Foundation

// "Identify or add": the seed that identification hands over when MusicBrainz does not know the
// album, built from what the identification already holds.

extension ReleaseSeed {
    /// A seed from what a release query knows: the release a user has, for when the matcher
    /// finds nothing (``ReleaseMatchResult/seed``).
    ///
    /// - The title, the artist (an artist name for the user to pick in the editor) and the
    ///   tracks, as ``init(title:artist:tracks:toc:)`` seeds them: media by disc number, tracks
    ///   by track number, each with its title, length and (where it differs from the release's)
    ///   artist.
    /// - The media are of the query's ``ReleaseQuery/format``; without one, local files
    ///   (``ReleaseQuery/TrackScope/release``) are ``MediumFormat/digitalMedia`` and one medium of
    ///   a release (``ReleaseQuery/TrackScope/medium``) has no format. With a `toc` the tracks are
    ///   the one ``MediumFormat/cd`` medium of the TOC, whatever the query's format.
    /// - A query with a ``ReleaseQuery/trackCount`` and no tracks gets one medium of that many
    ///   untitled tracks.
    /// - The date and country make one release event; the label name and catalog number one
    ///   label entry (the label to pick in the editor); the barcode is seeded as it is.
    ///
    /// Preferences (``ReleaseQuery/preferredStatuses``, ``ReleaseQuery/preferredTypes``) are not
    /// facts about the release and are not seeded. The seed is not validated here; ``form(for:site:)``
    /// and ``validate(for:)`` do that.
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - toc: The CD's TOC, when the release was read from a disc.
    public init(query: ReleaseQuery, toc: TOC? = nil) {
        self.init(title: query.title, artist: query.artist, tracks: query.tracks, toc: toc)
        if toc == nil {
            if media.isEmpty, let count = query.trackCount, count > 0, count < SeedCheck.maximumListCount {
                media = [Medium(tracks: Array(repeating: Track(), count: count))]
            }
            let format = query.format ?? (query.trackScope == .release ? .digitalMedia : nil)
            for index in media.indices { media[index].format = format }
        }
        if let barcode = query.barcode { self.barcode = .code(barcode.rawValue) }
        if query.date != nil || query.country != nil {
            events = [Event(date: query.date, country: query.country)]
        }
        let label = Self.given(query.label)
        let catalogNumber = Self.given(query.catalogNumber)
        if label != nil || catalogNumber != nil {
            labels = [Label(name: label, catalogNumber: catalogNumber)]
        }
    }
}

extension DiscIdentification {
    /// The release editor seed for a disc MusicBrainz has no release for: the next step after
    /// ``Outcome/notFound`` or ``Outcome/cdStub(_:)``, beside ``submissionURL`` (which attaches
    /// the disc ID to a release that exists).
    ///
    /// - ``Outcome/notFound``: ``ReleaseSeed/init(toc:)``, one CD medium with the TOC, so the
    ///   editor makes its tracks with their lengths and attaches the disc ID once the release is
    ///   entered.
    /// - ``Outcome/cdStub(_:)``: ``ReleaseSeed/init(cdStub:toc:)``, the stub's title, artist,
    ///   barcode and track list on that medium, as MusicBrainz's own "Import CD stub" does.
    /// - `nil` when releases were found (``Outcome/releases(_:disc:)``): the disc's, or releases
    ///   whose medium fits the TOC, even with a weak verdict, since the disc may be one of them
    ///   and only want its disc ID attached.
    ///
    /// Add what the app knows (title, artist credit, track titles, an edit note) before
    /// ``ReleaseSeed/form(for:site:)``:
    ///
    /// ```swift
    /// let identification = try await client.identifyDisc(toc)
    /// if var seed = identification.seed {
    ///     seed.editNote = "TOC read from my copy with libdiscid."
    ///     try seed.form().html.write(to: page, atomically: true, encoding: .utf8)
    /// }
    /// ```
    public var seed: ReleaseSeed? {
        switch outcome {
        case .notFound: ReleaseSeed(toc: toc)
        case .cdStub(let stub): ReleaseSeed(cdStub: stub, toc: toc)
        default: nil
        }
    }
}

extension ReleaseMatchResult {
    /// The release editor seed for a query no release matches: ``ReleaseSeed/init(query:toc:)``
    /// of ``query`` when the verdict is ``ReleaseMatchVerdict/noMatch``, `nil` otherwise.
    ///
    /// For ``MusicBrainzClient/identifyAlbum(named:artist:barcode:tracks:matcher:)`` that is the album
    /// name, the album artist (the one given, or the one the tracks name, as the search took
    /// it) and the local tracks grouped into ``MediumFormat/digitalMedia`` media by disc
    /// number. For a CD, ``DiscIdentification/seed`` has the TOC, and
    /// ``ReleaseSeed/init(query:toc:)`` adds one to a query.
    ///
    /// ```swift
    /// let result = try await client.identifyAlbum(named: "Demo Tape", tracks: localTracks)
    /// if let seed = result.seed {                                     // nothing matched
    ///     try seed.form().html.write(to: page, atomically: true, encoding: .utf8)
    /// }
    /// ```
    public var seed: ReleaseSeed? {
        guard case .noMatch = verdict else { return nil }
        return ReleaseSeed(query: query)
    }
}
