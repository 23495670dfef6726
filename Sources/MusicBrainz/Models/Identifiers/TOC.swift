import Foundation

/// A CD table of contents as the disc ID lookup takes it: the first and last track numbers, the
/// lead-out offset and the start offset of every track.
///
/// Offsets are CD sector addresses (frames of 1/75 s) that include the 150-frame lead-in, so the
/// first track usually starts at 150. The text form is the numbers separated by spaces,
/// `first last leadout offset₁ … offsetₙ`, such as
/// `1 12 267257 150 22767 41887 58317 72102 91375 104652 115380 132165 143932 159870 174597`.
///
/// Validation applies exactly the server's rules and computes nothing else (not the disc ID):
/// the first track is 1; the last track is 1…99; there is one offset per track; offsets
/// strictly increase; the lead-out is after the last offset. The server answers 400 "Invalid
/// TOC" otherwise.
///
/// Source: the `toc` parameter of WS/2 `/ws/2/discid/<discid>` (section 5.1 of the WS/2
/// reference).
public struct TOC: Sendable, Hashable, Codable, CustomStringConvertible, LosslessStringConvertible {
    /// The number of the first track; always 1.
    public let firstTrack: Int
    /// The number of the last track, 1…99.
    public let lastTrack: Int
    /// The sector where the lead-out starts: the length of the disc in frames, lead-in included.
    public let leadoutOffset: Int
    /// The sector where each track starts, in track order.
    public let offsets: [Int]

    /// Creates a TOC from its numbers.
    /// - Parameters:
    ///   - firstTrack: The first track number (must be 1).
    ///   - lastTrack: The last track number, 1…99.
    ///   - leadoutOffset: The lead-out sector, after the last track's offset.
    ///   - offsets: The start sector of each track, strictly increasing; one per track.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` naming
    ///   the rule that is broken.
    public init(firstTrack: Int = 1, lastTrack: Int, leadoutOffset: Int, offsets: [Int]) throws(MusicBrainzError) {
        func invalid(_ reason: String) -> MusicBrainzError {
            MusicBrainzError(code: .invalidRequest, message: "Invalid TOC: \(reason).")
        }
        guard firstTrack == 1 else { throw invalid("the first track must be 1, not \(firstTrack)") }
        guard (1...99).contains(lastTrack) else { throw invalid("the last track must be 1 to 99, not \(lastTrack)") }
        guard offsets.count == lastTrack - firstTrack + 1 else {
            throw invalid("\(lastTrack) tracks need \(lastTrack) offsets, not \(offsets.count)")
        }
        if let negative = offsets.first(where: { $0 < 0 }) { throw invalid("offset \(negative) is negative") }
        for index in offsets.indices.dropFirst() where offsets[index] <= offsets[index - 1] {
            throw invalid(
                "offsets must increase, but track \(index + 1) starts at \(offsets[index]), not after \(offsets[index - 1])"
            )
        }
        if let last = offsets.last, leadoutOffset <= last {
            throw invalid("the lead-out \(leadoutOffset) must come after the last track's offset \(last)")
        }
        self.firstTrack = firstTrack
        self.lastTrack = lastTrack
        self.leadoutOffset = leadoutOffset
        self.offsets = offsets
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
