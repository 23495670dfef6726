import Foundation

extension PlayQueue {
    /// One track of a queue, with what a player shows.
    public struct Entry: Sendable, Hashable, Codable {
        /// The track title as printed on the release.
        public var title: String
        /// The credited artist as printed: the track's artist credit, else the release's; `nil`
        /// when neither is known.
        public var artist: String?
        /// The credited artist as it sorts (``ArtistCredit/sortName``); `nil` when unknown.
        public var artistSortName: String?
        /// The album: the release title.
        public var album: String
        /// The album's artist as printed (the release's artist credit); `nil` when unknown.
        public var albumArtist: String?
        /// The disc and the position on it (0 for a pregap).
        public var position: TrackPosition
        /// The track number as printed (`7`, `A1`); the position when the release gives none.
        public var number: String
        /// How many media the release has; 0 when unknown.
        public var discCount: Int
        /// The length; `nil` when unknown.
        public var length: Duration?
        /// The URL of the album's front cover; `nil` when none was given.
        public var frontCover: URL?
        /// The release's MBID.
        public var releaseID: MBID
        /// The track's MBID, when the response gave one.
        public var trackID: MBID?
        /// The recording's MBID, when the response gave one.
        public var recordingID: MBID?

        /// Creates an entry.
        /// - Parameters:
        ///   - title: The title.
        ///   - artist: The credited artist.
        ///   - artistSortName: The artist as it sorts.
        ///   - album: The album title.
        ///   - albumArtist: The album's artist.
        ///   - position: The disc and position.
        ///   - number: The printed track number.
        ///   - discCount: The number of media.
        ///   - length: The length.
        ///   - frontCover: The front cover URL.
        ///   - releaseID: The release MBID.
        ///   - trackID: The track MBID.
        ///   - recordingID: The recording MBID.
        public init(
            title: String, artist: String?, artistSortName: String? = nil, album: String, albumArtist: String? = nil,
            position: TrackPosition, number: String, discCount: Int, length: Duration?, frontCover: URL? = nil,
            releaseID: MBID, trackID: MBID? = nil, recordingID: MBID? = nil
        ) {
            self.title = title
            self.artist = artist
            self.artistSortName = artistSortName
            self.album = album
            self.albumArtist = albumArtist
            self.position = position
            self.number = number
            self.discCount = discCount
            self.length = length
            self.frontCover = frontCover
            self.releaseID = releaseID
            self.trackID = trackID
            self.recordingID = recordingID
        }

        /// The entry of one track of a release.
        /// - Parameters:
        ///   - release: The release.
        ///   - track: One of its tracks (``Release/tracks``).
        ///   - discCount: The number of media.
        ///   - frontCover: The front cover URL.
        public init(release: Release, track: ReleaseTrack, discCount: Int, frontCover: URL?) {
            let credit = track.track.artistCredit ?? release.artistCredit
            self.init(
                title: track.track.title, artist: credit?.name, artistSortName: credit?.sortName, album: release.title,
                albumArtist: release.artistCredit?.name, position: track.trackPosition,
                number: track.track.number ?? String(track.position), discCount: discCount, length: track.track.length,
                frontCover: frontCover, releaseID: release.id, trackID: track.track.id,
                recordingID: track.track.recording?.id)
        }

        private enum CodingKeys: String, CodingKey {
            case title, artist, artistSortName, album, albumArtist, disc, position, number, discCount
            case lengthMilliseconds, frontCover, releaseID, trackID, recordingID
        }

        /// Decodes an entry from the shape ``encode(to:)`` writes.
        /// - Parameter decoder: The decoder.
        /// - Throws: `DecodingError` for a missing required key or a value of the wrong type.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            artist = try container.decodeIfPresent(String.self, forKey: .artist)
            artistSortName = try container.decodeIfPresent(String.self, forKey: .artistSortName)
            album = try container.decode(String.self, forKey: .album)
            albumArtist = try container.decodeIfPresent(String.self, forKey: .albumArtist)
            position = TrackPosition(
                disc: try container.decode(Int.self, forKey: .disc),
                track: try container.decode(Int.self, forKey: .position))
            number = try container.decode(String.self, forKey: .number)
            discCount = try container.decodeIfPresent(Int.self, forKey: .discCount) ?? 0
            length = try container.decodeIfPresent(Int64.self, forKey: .lengthMilliseconds).map {
                Duration.milliseconds($0)
            }
            frontCover = try container.decodeIfPresent(URL.self, forKey: .frontCover)
            releaseID = try container.decode(MBID.self, forKey: .releaseID)
            trackID = try container.decodeIfPresent(MBID.self, forKey: .trackID)
            recordingID = try container.decodeIfPresent(MBID.self, forKey: .recordingID)
        }

        /// Encodes the entry: the fields by name, the position as `disc` and `position`, the
        /// length as whole milliseconds (`lengthMilliseconds`, as the service sends it), absent
        /// values left out.
        /// - Parameter encoder: The encoder.
        /// - Throws: What the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title, forKey: .title)
            try container.encodeIfPresent(artist, forKey: .artist)
            try container.encodeIfPresent(artistSortName, forKey: .artistSortName)
            try container.encode(album, forKey: .album)
            try container.encodeIfPresent(albumArtist, forKey: .albumArtist)
            try container.encode(position.disc, forKey: .disc)
            try container.encode(position.track, forKey: .position)
            try container.encode(number, forKey: .number)
            try container.encode(discCount, forKey: .discCount)
            try container.encodeIfPresent(length.map(Self.milliseconds), forKey: .lengthMilliseconds)
            try container.encodeIfPresent(frontCover, forKey: .frontCover)
            try container.encode(releaseID, forKey: .releaseID)
            try container.encodeIfPresent(trackID, forKey: .trackID)
            try container.encodeIfPresent(recordingID, forKey: .recordingID)
        }

        /// A length in whole milliseconds (lengths come from the service's milliseconds, so
        /// nothing is lost for them).
        static func milliseconds(_ length: Duration) -> Int64 {
            let (seconds, attoseconds) = length.components
            let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
            let (sum, carry) = product.addingReportingOverflow(attoseconds / 1_000_000_000_000_000)
            guard !overflow, !carry else { return seconds < 0 ? .min : .max }
            return sum
        }
    }
}
