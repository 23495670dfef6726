/// The result of an ISRC lookup: the ISRC and the recordings that have it (one ISRC can belong
/// to several recordings).
///
/// Source: WS/2 `/ws/2/isrc/<isrc>`; JSON `{"isrc", "recordings": […]}`, XML
/// `<isrc id><recording-list count>…</recording-list></isrc>`. With `inc=releases`, XML
/// recordings carry their releases but JSON ones do not.
public struct ISRCLookupResult: Sendable, Hashable {
    /// The ISRC.
    public var isrc: ISRC
    /// The recordings with this ISRC.
    public var recordings: [Recording]

    /// Creates a result.
    /// - Parameters:
    ///   - isrc: The ISRC.
    ///   - recordings: The recordings.
    public init(isrc: ISRC, recordings: [Recording]) {
        self.isrc = isrc
        self.recordings = recordings
    }
}
