import Foundation

extension ReleaseSeed {
    /// One medium of a seeded release (`mediums.N.*`): a CD, a record, a set of files.
    public struct Medium: Sendable, Hashable {
        /// The format (`mediums.N.format`), such as ``MediumFormat/cd``: an English name the site
        /// knows. A medium with a ``toc`` needs a format that can have disc IDs (CD and its
        /// kinds), or none.
        public var format: MediumFormat?
        /// The medium's own title (`mediums.N.name`), such as "Bonus Disc".
        public var title: String?
        /// The CD's table of contents (`mediums.N.toc`, the numbers separated by single spaces).
        /// The editor sets every track length from it (and locks them), makes one track per TOC
        /// track when no tracks are given, and offers to attach the disc ID, which it does with
        /// an "Add disc ID" edit once the release is entered. Its first track must be 1, and
        /// ``tracks``, when given, must have one track per TOC track.
        public var toc: TOC?
        /// The tracks, in order (`mediums.N.track.M.*`); their position is their order.
        public var tracks: [Track]

        /// Creates a medium.
        /// - Parameters:
        ///   - format: The format.
        ///   - title: The medium title.
        ///   - toc: The CD's TOC.
        ///   - tracks: The tracks.
        public init(format: MediumFormat? = nil, title: String? = nil, toc: TOC? = nil, tracks: [Track] = []) {
            self.format = format
            self.title = title
            self.toc = toc
            self.tracks = tracks
        }

        /// Creates the CD medium of a table of contents: format ``MediumFormat/cd``, the TOC (so
        /// the editor attaches its disc ID), and one untitled track per TOC track with the
        /// length the editor computes from the TOC (`(next offset − offset) × 1000 / 75`
        /// milliseconds, rounded down, the lead-out closing the last track).
        ///
        /// ```swift
        /// let medium = ReleaseSeed.Medium(toc: try TOC(validating: "1 3 192512 150 7100 167475"))
        /// medium.tracks.map(\.length)   // 92.666 s, 2138.333 s, 333.826 s
        /// ```
        ///
        /// - Parameter toc: The TOC; the editor reads only a TOC whose first track is 1, which
        ///   ``ReleaseSeed/validate(for:)`` checks.
        public init(toc: TOC) {
            self.init(format: .cd, toc: toc, tracks: Self.tocLengths(toc).map { Track(length: $0) })
        }

        /// The lengths the release editor gives the tracks of a TOC: whole milliseconds, rounded
        /// down (MusicBrainz Server `Entity/CDTOC.pm` `track_details`).
        static func tocLengths(_ toc: TOC) -> [Duration] {
            toc.offsets.indices.map { index in
                let end = index + 1 < toc.offsets.count ? toc.offsets[index + 1] : toc.leadoutOffset
                return .milliseconds((end - toc.offsets[index]) * 1000 / 75)
            }
        }
    }

    /// One track of a seeded medium (`mediums.N.track.M.*`).
    public struct Track: Sendable, Hashable {
        /// The title (`….name`).
        public var title: String?
        /// The number as printed (`….number`), such as `7` or `A1`; `nil` for the position.
        /// No zero before a digit: the server strips it (`01` becomes `1`).
        public var number: String?
        /// The length (`….length`), sent as whole milliseconds (rounded to the nearest); at least
        /// 1 ms. A medium's ``Medium/toc`` overrides it.
        public var length: Duration?
        /// The recording the track uses (`….recording`); `nil` to let the editor create one.
        public var recording: MBID?
        /// The track's own artist credit (`….artist_credit.names.K.*`); `nil` to take the
        /// release's credit, as the editor does for a track without one.
        public var artistCredit: [NameCredit]?
        /// Whether this is the hidden track before track 1 (`….pregap=1`, position 0). Only the
        /// first track of a medium may be, and not on a medium with a ``Medium/toc``: the editor
        /// would give the pregap track the TOC's first length and the last track none.
        public var isPregap: Bool

        /// Creates a track.
        /// - Parameters:
        ///   - title: The title.
        ///   - number: The printed number; `nil` for the position.
        ///   - length: The length.
        ///   - recording: The recording's MBID.
        ///   - artistCredit: The track artist credit; `nil` for the release's.
        ///   - isPregap: Whether it is the pregap track.
        public init(
            title: String? = nil, number: String? = nil, length: Duration? = nil, recording: MBID? = nil,
            artistCredit: [NameCredit]? = nil, isPregap: Bool = false
        ) {
            self.title = title
            self.number = number
            self.length = length
            self.recording = recording
            self.artistCredit = artistCredit
            self.isPregap = isPregap
        }

        /// ``length`` in whole milliseconds, rounded to the nearest, as the form sends it.
        var lengthMilliseconds: Int? {
            guard let length else { return nil }
            let (seconds, attoseconds) = length.components
            // Beyond ±9 × 10¹² s (285,000 years) the milliseconds would not fit; validation refuses it.
            let limit: Int64 = 9_000_000_000_000
            guard seconds > -limit, seconds < limit else { return seconds < 0 ? Int.min : Int.max }
            return Int(seconds * 1000 + Int64((Double(attoseconds) / 1e15).rounded()))
        }
    }
}
