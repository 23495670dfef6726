import Foundation

/// What MusicBrainz knows about a CD, found from its table of contents: the answer of
/// ``MusicBrainzClient/identifyDisc(_:hints:matcher:includesCDStubs:)``.
///
/// An exact disc ID hit and a fuzzy TOC match come back in one shape, a ranked
/// ``ReleaseMatchResult``, so a tagger handles one result type:
///
/// ```swift
/// let identification = try await client.identifyDisc(toc, hints: ReleaseQuery(country: "GB"))
/// switch identification.outcome {
/// case .releases(let result, let disc):
///     print(disc == nil ? "fits the TOC:" : "has this disc:", result)
///     if let match = result.match { print(match.release.title) }
/// case .cdStub(let stub):
///     print("only a CD stub:", stub.title)
/// case .notFound:
///     print("unknown; add it at", identification.submissionURL)
/// }
/// ```
public struct DiscIdentification: Sendable, Hashable {
    /// What the lookup found.
    public enum Outcome: Sendable, Hashable {
        /// Releases that hold the disc, ranked by the matcher (with their track lists, artist
        /// credits, labels and release groups). `disc` is the disc when its disc ID is known:
        /// every release has a medium with it, and the matcher ranks them by the caller's hints
        /// (country, format, date, barcode), choosing among editions of one album by the
        /// ``EditionChoice`` rule. `disc` is `nil` when no release has the disc ID but some have a
        /// medium whose track count and lengths fit the TOC (the service's fuzzy TOC lookup):
        /// the matcher compares the TOC's track lengths (from the offsets, at 75 sectors a
        /// second) with each medium, and ``submissionURL`` attaches the disc ID to the right one.
        case releases(ReleaseMatchResult, disc: Disc?)
        /// The disc ID is unknown to MusicBrainz but a CD stub (an anonymous, unreviewed track
        /// list) has it.
        case cdStub(CDStub)
        /// Nothing is known: neither the disc ID, nor a CD stub, nor a release that fits the TOC.
        /// ``DiscIdentification/submissionURL`` is where a user adds it.
        case notFound
    }

    /// The TOC that was identified.
    public var toc: TOC
    /// Its disc ID (``TOC/discID``).
    public var discID: DiscID
    /// The page where a user attaches the disc ID to a release on musicbrainz.org
    /// (``TOC/submissionURL``): the next step for ``Outcome/notFound``, ``Outcome/cdStub(_:)``
    /// and a TOC match (``Outcome/releases(_:disc:)`` without a disc) that is the right release.
    public var submissionURL: URL
    /// What the lookup found.
    public var outcome: Outcome

    /// The ranked releases, for ``Outcome/releases(_:disc:)``; `nil` for a CD stub or nothing.
    public var result: ReleaseMatchResult? {
        if case .releases(let result, _) = outcome { return result }
        return nil
    }

    /// The disc, when its disc ID is known to MusicBrainz; `nil` otherwise (a TOC match, a CD
    /// stub, nothing).
    public var disc: Disc? {
        if case .releases(_, let disc) = outcome { return disc }
        return nil
    }

    /// Creates an identification.
    /// - Parameters:
    ///   - toc: The TOC.
    ///   - discID: Its disc ID.
    ///   - submissionURL: The attach page.
    ///   - outcome: What was found.
    public init(toc: TOC, discID: DiscID, submissionURL: URL, outcome: Outcome) {
        self.toc = toc
        self.discID = discID
        self.submissionURL = submissionURL
        self.outcome = outcome
    }
}
