import Foundation

/// A CD table of contents as the disc ID lookup takes it: the first and last track numbers, the
/// lead-out offset and the start offset of every track.
///
/// Offsets are CD sector addresses (frames of 1/75 s) that include the 150-frame lead-in, so the
/// first track usually starts at 150. The text form is the numbers separated by spaces,
/// `first last leadout offset₁ … offsetₙ`, such as
/// `1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597`.
///
/// Validation applies the rules of libdiscid's `discid_put` and of the service's TOC parser, and
/// throws ``MusicBrainzError/Code/invalidRequest`` naming the one that is broken: the first and
/// last tracks are 1…99 with first ≤ last; there is one offset per track; offsets are not
/// negative and strictly increase; the lead-out is after the last offset and at most 90 minutes
/// (405,000 sectors, libdiscid's `MAX_DISC_LENGTH`). The service also needs the first track to
/// be 1 (a few discs start at 2; their disc ID is valid, but the service answers 400 "Invalid
/// TOC" to their `toc`), so ``DiscIDLookupRequest`` refuses such a TOC before sending.
///
/// From a TOC the library computes the disc's identifiers without a request: ``discID``,
/// ``freeDBID`` and ``submissionURL(base:)``. ``init(firstTrack:trackOffsets:leadoutOffset:lastTrackIsData:)``
/// builds the TOC of an Enhanced CD from the whole disc, as libdiscid does when it reads one.
///
/// Source: the `toc` parameter of WS/2 `/ws/2/discid/<discid>` (section 5.1 of the WS/2
/// reference); the rules of libdiscid `discid_put` and MusicBrainz Server
/// `Data/DurationLookup.pm` `_parse_toc` (section 15.2).
public struct TOC: Sendable, Hashable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The number of the first track, 1…99; 1 on nearly every disc (the service's lookup takes
    /// only 1).
    public let firstTrack: Int
    /// The number of the last (audio) track, first…99.
    public let lastTrack: Int
    /// The sector where the lead-out starts: the length of the disc in frames, lead-in included,
    /// at most 405,000 (90 minutes).
    public let leadoutOffset: Int
    /// The sector where each track starts, in track order: `offsets[0]` is track ``firstTrack``.
    public let offsets: [Int]

    /// The longest lead-out offset a TOC may have: 405,000 sectors, 90 minutes (libdiscid's
    /// `MAX_DISC_LENGTH`, `90 * 60 * 75`).
    public static let maximumLeadoutOffset = 90 * 60 * 75

    /// Creates a TOC from its numbers.
    /// - Parameters:
    ///   - firstTrack: The first track number, 1…99; default 1.
    ///   - lastTrack: The last track number, `firstTrack`…99.
    ///   - leadoutOffset: The lead-out sector, after the last track's offset and at most
    ///     ``maximumLeadoutOffset``.
    ///   - offsets: The start sector of each track, strictly increasing; one per track
    ///     (`lastTrack - firstTrack + 1`).
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` naming
    ///   the rule that is broken.
    public init(firstTrack: Int = 1, lastTrack: Int, leadoutOffset: Int, offsets: [Int]) throws(MusicBrainzError) {
        let invalid = Self.invalid
        guard (1...99).contains(firstTrack) else {
            throw invalid("the first track must be 1 to 99, not \(firstTrack)")
        }
        guard (1...99).contains(lastTrack) else { throw invalid("the last track must be 1 to 99, not \(lastTrack)") }
        guard firstTrack <= lastTrack else {
            throw invalid("the first track \(firstTrack) must not come after the last track \(lastTrack)")
        }
        let trackCount = lastTrack - firstTrack + 1
        guard offsets.count == trackCount else {
            throw invalid("\(trackCount) tracks need \(trackCount) offsets, not \(offsets.count)")
        }
        if let negative = offsets.first(where: { $0 < 0 }) { throw invalid("offset \(negative) is negative") }
        for index in offsets.indices.dropFirst() where offsets[index] <= offsets[index - 1] {
            throw invalid(
                "offsets must increase, but track \(firstTrack + index) starts at \(offsets[index]), not after \(offsets[index - 1])"
            )
        }
        if let last = offsets.last, leadoutOffset <= last {
            throw invalid("the lead-out \(leadoutOffset) must come after the last track's offset \(last)")
        }
        guard leadoutOffset <= Self.maximumLeadoutOffset else {
            throw invalid(
                "the lead-out \(leadoutOffset) is beyond 90 minutes (\(Self.maximumLeadoutOffset) sectors), the longest a CD is"
            )
        }
        self.firstTrack = firstTrack
        self.lastTrack = lastTrack
        self.leadoutOffset = leadoutOffset
        self.offsets = offsets
    }

    /// The sectors from the end of the audio session to the start of an Enhanced CD's data track:
    /// 11,400 (`(60 + 90 + 2) * 75`: the lead-out, the lead-in and the pre-gap between the two
    /// sessions; libdiscid `XA_INTERVAL`).
    public static let dataSessionGap = (60 + 90 + 2) * 75

    /// Creates the TOC MusicBrainz uses for a disc from the disc's whole table of contents, as a
    /// drive reports it: every track with its start sector, the disc's lead-out, and whether the
    /// last track is a data track.
    ///
    /// An Enhanced CD (CD-Extra, Blue Book) has its audio tracks in the first session and one data
    /// track in a second session. Its disc ID leaves the data track out: the last track is then the
    /// last audio track and the lead-out is the data track's start minus ``dataSessionGap``
    /// (11,400 sectors), where the audio session ends. A data track at the start of a disc (mixed
    /// mode) stays in the TOC, as in libdiscid.
    ///
    /// ```swift
    /// // Recoil, "Liquid": ten audio tracks, a data track at 281735, the disc's lead-out at 333801.
    /// let toc = try TOC(
    ///     trackOffsets: [150, 12767, 40487, 63225, 93410, 118115, 151865, 184340, 215260, 247455, 281735],
    ///     leadoutOffset: 333801, lastTrackIsData: true)
    /// toc.description  // "1 10 270335 150 12767 … 247455"
    /// toc.discID       // 9AQWqQ0eCCwktwPPrIUIYkUw2Uo-
    /// ```
    ///
    /// - Parameters:
    ///   - firstTrack: The number of the disc's first track, 1…99; default 1.
    ///   - trackOffsets: The start sector (LBA + 150) of every track on the disc, data track
    ///     included, strictly increasing.
    ///   - leadoutOffset: The disc's lead-out sector (LBA + 150 of track `0xAA`), after every track.
    ///   - lastTrackIsData: Whether the last track is a data track (its control field has bit
    ///     `0x04` set).
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` naming
    ///   the rule that is broken: no audio track, a data track less than 11,400 sectors after the
    ///   last audio track or not before the lead-out, and the rules of
    ///   ``init(firstTrack:lastTrack:leadoutOffset:offsets:)``.
    ///
    /// Source: libdiscid `src/toc.c` `mb_disc_load_toc` and the `discid_put` documentation in
    /// `include/discid/discid.h` (section 15.1 of the WS/2 reference).
    public init(
        firstTrack: Int = 1, trackOffsets: [Int], leadoutOffset: Int, lastTrackIsData: Bool
    ) throws(MusicBrainzError) {
        let invalid = Self.invalid
        guard (1...99).contains(firstTrack) else {
            throw invalid("the first track must be 1 to 99, not \(firstTrack)")
        }
        guard !trackOffsets.isEmpty else { throw invalid("a disc needs at least one track") }
        guard lastTrackIsData else {
            try self.init(
                firstTrack: firstTrack, lastTrack: firstTrack + trackOffsets.count - 1, leadoutOffset: leadoutOffset,
                offsets: trackOffsets)
            return
        }
        guard trackOffsets.count >= 2, let dataOffset = trackOffsets.last else {
            throw invalid("a disc whose last track is data needs an audio track before it")
        }
        if let negative = trackOffsets.first(where: { $0 < 0 }) { throw invalid("offset \(negative) is negative") }
        let audioOffsets = Array(trackOffsets.dropLast())
        if let lastAudio = audioOffsets.last, dataOffset - Self.dataSessionGap <= lastAudio {
            throw invalid(
                "the data track at \(dataOffset) must start more than \(Self.dataSessionGap) sectors after the last audio track's offset \(lastAudio)"
            )
        }
        guard leadoutOffset > dataOffset else {
            throw invalid("the lead-out \(leadoutOffset) must come after the data track's offset \(dataOffset)")
        }
        try self.init(
            firstTrack: firstTrack, lastTrack: firstTrack + audioOffsets.count - 1,
            leadoutOffset: dataOffset - Self.dataSessionGap, offsets: audioOffsets)
    }

    /// The error for a broken rule: `Invalid TOC: <reason>.`
    private static func invalid(_ reason: String) -> MusicBrainzError {
        MusicBrainzError(code: .invalidRequest, message: "Invalid TOC: \(reason).")
    }

    /// Parses a TOC, throwing a clear error when the text is not one.
    /// - Parameter string: The numbers separated by spaces or `+`, such as `1 2 30000 150 15000`.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public init(validating string: String) throws(MusicBrainzError) {
        let parts = string.split(whereSeparator: { $0 == " " || $0 == "+" || $0 == "\t" || $0 == "\n" })
        var numbers: [Int] = []
        for part in parts {
            guard part.allSatisfy(\.isASCII), let number = Int(part), number >= 0 else {
                // Only digits, yet no Int: a number beyond 64 bits.
                let tooLarge = part.allSatisfy { $0.isASCII && $0.isWholeNumber }
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: tooLarge
                        ? "Invalid TOC: \"\(part)\" is too large for a sector offset."
                        : "Invalid TOC: \"\(part)\" is not a non-negative whole number.")
            }
            numbers.append(number)
        }
        guard numbers.count >= 4 else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "Invalid TOC: expected the first track, last track, lead-out and one offset per track, not \"\(string)\"."
            )
        }
        try self.init(
            firstTrack: numbers[0], lastTrack: numbers[1], leadoutOffset: numbers[2], offsets: Array(numbers[3...]))
    }

    /// Parses a TOC.
    ///
    /// Fails (returns `nil`) when the text is not a valid TOC.
    ///
    /// - Parameter string: The numbers separated by spaces or `+`.
    public init?(_ string: String) {
        guard let toc = try? TOC(validating: string) else { return nil }
        self = toc
    }

    /// The number of tracks.
    public var trackCount: Int { offsets.count }

    /// The numbers separated by spaces: `first last leadout offset₁ … offsetₙ`.
    public var description: String {
        ([firstTrack, lastTrack, leadoutOffset] + offsets).map(String.init).joined(separator: " ")
    }

    /// Decodes a TOC from its text form.
    /// - Throws: `DecodingError.dataCorrupted` when the text is not a valid TOC.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        guard let value = TOC(string) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(string)\" is not a TOC")
        }
        self = value
    }

    /// Encodes the text form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
