import Foundation

/// Adds ISRCs to recordings: `POST /ws/2/recording?client=…`.
///
/// ```swift
/// var submission = ISRCSubmission()
/// try submission.add([try ISRC(validating: "GBAAA0300123")], to: recordingID)
/// try submission.add([isrcA, isrcB], to: anotherRecordingID)
/// submission.editNote = "From the disc's subchannel data"
/// _ = try await client.send(submission)
/// ```
///
/// Every value is an ``ISRC``, validated when it was made; any number of recordings go in one
/// request. The service adds them through "Add ISRCs" edits (up to 100 ISRCs per edit) and
/// ignores ISRCs a recording already has; ISRCs cannot be removed through the web service.
/// Needs credentials (OAuth scope ``OAuthScope/submitISRC``) and an account with a verified
/// email address (otherwise `400` "You must have a verified email address to submit edits").
///
/// Source: section 8.7 of the WS/2 reference.
public struct ISRCSubmission: MusicBrainzRequest, SubmissionRequest, Hashable {
    /// The service's answer.
    public typealias Response = SubmissionAnswer

    /// The ISRCs of one recording.
    public struct Entry: Sendable, Hashable {
        /// The recording's MBID.
        public let recording: MBID
        /// The ISRCs to add, without repeats; never empty.
        public internal(set) var isrcs: [ISRC]
    }

    /// The recordings and their ISRCs, in the order they were first added.
    public private(set) var entries: [Entry] = []

    /// A note attached to each edit the submission creates; `nil` for none.
    public var editNote: String?

    /// The `client` parameter; `nil` for `<application>-<version>` of the client's
    /// User-Agent.
    public var client: String?

    /// Creates an empty submission.
    /// - Parameters:
    ///   - editNote: A note for the edits, or `nil`.
    ///   - client: The `client` parameter, or `nil` for the User-Agent's.
    public init(editNote: String? = nil, client: String? = nil) {
        self.editNote = editNote
        self.client = client
    }

    /// Creates a submission of ISRCs for one recording.
    /// - Parameters:
    ///   - isrcs: The ISRCs (at least one).
    ///   - recording: The recording's MBID.
    ///   - editNote: A note for the edits, or `nil`.
    ///   - client: The `client` parameter, or `nil` for the User-Agent's.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for no
    ///   ISRCs.
    public init(
        _ isrcs: [ISRC], for recording: MBID, editNote: String? = nil, client: String? = nil
    ) throws(MusicBrainzError) {
        self.editNote = editNote
        self.client = client
        try add(isrcs, to: recording)
    }

    /// Adds ISRCs to a recording (repeats are sent once).
    /// - Parameters:
    ///   - isrcs: The ISRCs (at least one).
    ///   - recording: The recording's MBID.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for no
    ///   ISRCs.
    public mutating func add(_ isrcs: [ISRC], to recording: MBID) throws(MusicBrainzError) {
        guard !isrcs.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "An ISRC submission needs at least one ISRC.")
        }
        var entry = entries.first { $0.recording == recording } ?? Entry(recording: recording, isrcs: [])
        for isrc in isrcs where !entry.isrcs.contains(isrc) { entry.isrcs.append(isrc) }
        if let index = entries.firstIndex(where: { $0.recording == recording }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// `recording`.
    public var path: String { EntityType.recording.pathName }
    /// `client`, when given.
    public var queryItems: [URLQueryItem] { clientQueryItems }
    /// `POST`.
    public var method: HTTPRequest.Method { .post }
    /// Always: submissions need credentials.
    public var requiresAuthentication: Bool { true }
    /// "an ISRC submission".
    public var authenticationReason: String { "an ISRC submission" }
    /// `submit-isrcs`.
    public var operationName: String { "submit-isrcs" }

    /// Refuses an empty submission, an edit note XML cannot carry and a bad `client`.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        guard !entries.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "The ISRC submission has no ISRCs.")
        }
        if let editNote { try SubmissionXML.validate(editNote, what: "The edit note") }
        try validateClient()
    }

    /// The XML body: `<recording-list><recording id><isrc-list count><isrc id/>…`, then the
    /// `<edit-note>` when there is one.
    public var body: Data? {
        var xml = SubmissionXML()
        xml.open(EntityType.recording.listElementName)
        for entry in entries {
            xml.open(EntityType.recording.elementName, [("id", entry.recording.description)])
            xml.open("isrc-list", [("count", String(entry.isrcs.count))])
            for isrc in entry.isrcs { xml.empty("isrc", [("id", isrc.rawValue)]) }
            xml.close("isrc-list")
            xml.close(EntityType.recording.elementName)
        }
        xml.close(EntityType.recording.listElementName)
        if let editNote, !editNote.isEmpty { xml.element("edit-note", text: editNote) }
        return xml.finish()
    }
}
