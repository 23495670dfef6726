import Foundation

/// What MusicBrainz knows about a CD, found from its table of contents: the answer of
/// ``MusicBrainzClient/identifyDisc(_:matcher:includesCDStubs:)``.
///
/// ```swift
/// let identification = try await client.identifyDisc(toc)
/// switch identification.outcome {
/// case .disc(let disc):              print(disc.releases?.map(\.title) ?? [])
/// case .tocMatches(let result):      print(result.best?.release.title ?? "", result.verdict)
/// case .cdStub(let stub):            print("only a CD stub:", stub.title)
/// case .notFound:                    print("unknown; add it at", identification.submissionURL)
/// }
/// ```
public struct DiscIdentification: Sendable, Hashable {
    /// What the lookup found.
    public enum Outcome: Sendable, Hashable {
        /// The disc ID is known: the disc with every release that has a medium with it (with
        /// their track lists, artist credits, labels and release groups).
        case disc(Disc)
        /// The disc ID is unknown, but releases have a medium whose track count and lengths
        /// fit the TOC (the service's fuzzy TOC lookup); ranked by the matcher, which compares
        /// the TOC's track lengths (from the offsets, at 75 sectors a second) with each medium.
        case tocMatches(ReleaseMatchResult)
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
    /// and a TOC match that is the right release.
    public var submissionURL: URL
    /// What the lookup found.
    public var outcome: Outcome

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
