/// Which tracks of a release to take, as a play queue is built from a selection
/// (``PlayQueue/init(release:selecting:frontCover:)``): all of them, one position, a range of
/// positions in play order, or the tracks of a recording.
///
/// ```swift
/// let selection = try TrackSelection.parse("1-3, 2:4")   // disc 1 tracks 1–3, then disc 2 track 4
/// let tracks = try release.tracks(selectedBy: selection)
/// ```
public enum TrackSelection: Sendable, Hashable, CustomStringConvertible {
    /// Every track a player plays, in play order: pregaps and regular tracks, not data tracks.
    case all
    /// The track at a position (a data track too, when named).
    case track(TrackPosition)
    /// The tracks from one position through another, inclusive, in play order (across discs
    /// when the two are on different discs).
    case range(from: TrackPosition, through: TrackPosition)
    /// The tracks that use a recording, in play order.
    case recording(MBID)

    /// Parses a selection as a command line or a text field writes it: items separated by
    /// commas or spaces, each `all`, a position `T` (disc 1) or `D:T`, a range `A-B` of two
    /// positions (`1-3`, `2:3-5` for disc 2 tracks 3 to 5, `1:9-2:2`), or a recording MBID.
    ///
    /// - Parameter text: The selection, such as `1-3, 2:4` or `all`.
    /// - Returns: The selections, in the order written.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` naming the
    ///   item that is none of these (disc numbers start at 1; track 0 is the pregap), or when
    ///   there is no item at all.
    public static func parse(_ text: String) throws(MusicBrainzError) -> [TrackSelection] {
        let items = text.split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }
        guard !items.isEmpty else {
            throw MusicBrainzError(code: .invalidRequest, message: "The track selection is empty.")
        }
        var result: [TrackSelection] = []
        for item in items { result.append(try parseItem(String(item))) }
        return result
    }

    /// `all`, `3:4`, `1-3`, `1:9-2:2` or a recording MBID.
    public var description: String {
        switch self {
        case .all: "all"
        case .track(let position): position.description
        case .range(let from, let through): "\(from)-\(through)"
        case .recording(let id): id.description
        }
    }

    private static func parseItem(_ item: String) throws(MusicBrainzError) -> TrackSelection {
        if item.lowercased() == "all" { return .all }
        if let id = MBID(item) { return .recording(id) }
        let invalid = MusicBrainzError(
            code: .invalidRequest,
            message:
                "\"\(item)\" is not a track selection: write all, a position such as 3 or 2:4 (disc 2, track 4), a range such as 1-3 or 2:1-2:5, or a recording MBID."
        )
        let ends = item.split(separator: "-", omittingEmptySubsequences: false)
        guard ends.count == 1 || ends.count == 2, let first = position(ends[0], disc: nil) else { throw invalid }
        guard ends.count == 2 else { return .track(first) }
        guard let last = position(ends[1], disc: first.disc) else { throw invalid }
        return .range(from: first, through: last)
    }

    /// `T` (on `disc`, else disc 1) or `D:T`; discs from 1, tracks from 0.
    private static func position(_ text: Substring, disc: Int?) -> TrackPosition? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Int? {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(part)
        }
        switch parts.count {
        case 1:
            guard let track = number(parts[0]) else { return nil }
            return TrackPosition(disc: disc ?? 1, track: track)
        case 2:
            guard let disc = number(parts[0]), disc >= 1, let track = number(parts[1]) else { return nil }
            return TrackPosition(disc: disc, track: track)
        default:
            return nil
        }
    }
}

extension Release {
    /// The tracks a selection names, in the order of the selections (each in play order); a
    /// track named twice is listed twice, as a queue may repeat it.
    ///
    /// - Parameter selections: The selections, such as from ``TrackSelection/parse(_:)``.
    /// - Returns: The tracks.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` when the
    ///   release has no track lists (look it up with `inc=recordings`), or a selection names a
    ///   position, range or recording the release does not have (the message says which, and
    ///   what the release has), or a range ends before it starts. Nothing is dropped silently.
    public func tracks(selectedBy selections: [TrackSelection]) throws(MusicBrainzError) -> [ReleaseTrack] {
        let all = tracks
        guard !all.isEmpty else {
            throw MusicBrainzError(
                code: .invalidRequest,
                message: "The release \(id) has no track list; look it up with inc=recordings to select its tracks.")
        }
        func index(of position: TrackPosition) throws(MusicBrainzError) -> Int {
            guard let index = all.firstIndex(where: { $0.trackPosition == position }) else {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: "The release \(id) has no track \(position); it has \(Self.summary(of: all)).")
            }
            return index
        }
        var result: [ReleaseTrack] = []
        for selection in selections {
            switch selection {
            case .all:
                result += all.filter { $0.kind != .data }
            case .track(let position):
                result.append(all[try index(of: position)])
            case .range(let from, let through):
                let start = try index(of: from)
                let end = try index(of: through)
                guard start <= end else {
                    throw MusicBrainzError(
                        code: .invalidRequest, message: "The range \(selection) ends before it starts.")
                }
                result += all[start...end]
            case .recording(let recording):
                let found = all.filter { $0.track.recording?.id == recording }
                guard !found.isEmpty else {
                    throw MusicBrainzError(
                        code: .invalidRequest, message: "No track of the release \(id) uses the recording \(recording)."
                    )
                }
                result += found
            }
        }
        return result
    }

    /// "disc 1: tracks 1–10, disc 2: tracks 0–12".
    static func summary(of tracks: [ReleaseTrack]) -> String {
        var discs: [(disc: Int, first: Int, last: Int)] = []
        for entry in tracks {
            if let lastIndex = discs.indices.last, discs[lastIndex].disc == entry.discNumber {
                discs[lastIndex].first = min(discs[lastIndex].first, entry.position)
                discs[lastIndex].last = max(discs[lastIndex].last, entry.position)
            } else {
                discs.append((entry.discNumber, entry.position, entry.position))
            }
        }
        return discs.map { "disc \($0.disc): tracks \($0.first)–\($0.last)" }.joined(separator: ", ")
    }
}
