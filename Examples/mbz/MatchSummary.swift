import Foundation
import MusicBrainz

/// The lines `mbz album` and `mbz identify` print about the matcher's choice: the confidence and
/// the verdict in words, the album's other editions when the edition rule chose among them, and
/// up to three runners-up when it is ambiguous.
struct MatchSummary {
    var result: ReleaseMatchResult

    init?(_ result: ReleaseMatchResult) {
        guard result.best != nil else { return nil }
        self.result = result
    }

    var lines: [String] {
        var lines = [Self.confidenceLine(result)]
        if !result.alternativeEditions.isEmpty {
            lines.append("Other editions:")
            for candidate in result.alternativeEditions.prefix(5) {
                lines.append("  \(candidate.release.id)  \(CandidateSummary.edition(candidate.release))")
            }
            if result.alternativeEditions.count > 5 { lines.append("  … \(result.alternativeEditions.count - 5) more") }
        }
        if case .ambiguous = result.verdict, !result.runnersUp.isEmpty {
            lines.append("Runners-up:")
            for candidate in result.runnersUp.prefix(3) {
                lines.append(
                    "  \(candidate.release.id)  \(CandidateSummary.confidence(candidate.confidence))  \(CandidateSummary.label(candidate.release))  (\(CandidateSummary.edition(candidate.release)))"
                )
            }
        }
        return lines
    }

    /// `Confidence: 0.97 (same album, 2 editions (chose the 1984 GB CD as the earliest))`.
    static func confidenceLine(_ result: ReleaseMatchResult) -> String {
        let confidence = result.best.map { CandidateSummary.confidence($0.confidence) } ?? "-"
        return "Confidence: \(confidence) (\(result))"
    }
}

/// One candidate as `mbz album --candidates` prints it, in text or JSON.
struct CandidateSummary: Encodable {
    var id: String
    var confidence: Double
    var title: String
    var artist: String?
    var date: String?
    var country: String?
    var formats: [String]
    var signals: [String: Double]
    var lookedUp: Bool

    enum CodingKeys: String, CodingKey {
        case id, confidence, title, artist, date, country, formats, signals
        case lookedUp = "looked-up"
    }

    init(_ candidate: ReleaseCandidate) {
        let release = candidate.release
        id = release.id.description
        confidence = candidate.confidence
        title = release.title
        artist = release.artistCredit?.name
        date = release.date?.description
        country = release.country
        formats = (release.media ?? []).map { $0.format?.rawValue ?? "[unknown]" }
        signals = Dictionary(uniqueKeysWithValues: candidate.signals.map { ($0.key.rawValue, $0.value) })
        lookedUp = candidate.wasLookedUp
    }

    /// `MBID<TAB>confidence<TAB>title – artist<TAB>(date, country, format, type)<TAB>signals`: each
    /// signal's score, so the line says why (`title 0.95  artist 1.00  primary-type 1.00`).
    static func line(_ candidate: ReleaseCandidate) -> String {
        let type = candidate.release.releaseGroup?.primaryType?.rawValue ?? "-"
        return [
            candidate.release.id.description, confidence(candidate.confidence), label(candidate.release),
            "(\(edition(candidate.release)), \(type))", signals(candidate),
        ].joined(separator: "\t")
    }

    /// `title 0.95  artist 1.00`: every signal scored, in the order of ``ReleaseMatchSignal``.
    static func signals(_ candidate: ReleaseCandidate) -> String {
        ReleaseMatchSignal.allCases.compactMap { signal in
            candidate.signals[signal].map { "\(signal) \(confidence($0))" }
        }.joined(separator: "  ")
    }

    /// `the best is title – artist, confidence 0.42`, for a match that is not good enough.
    static func best(_ candidate: ReleaseCandidate) -> String {
        "the best is \(label(candidate.release)), confidence \(confidence(candidate.confidence))"
    }

    /// `0.97`: two decimals.
    static func confidence(_ value: Double) -> String { String(format: "%.2f", value) }

    /// `title – artist`.
    static func label(_ release: Release) -> String {
        release.title + (release.artistCredit.map { " – " + $0.name } ?? "")
    }

    /// `2021-04-02, AT, CD` (what tells editions apart).
    static func edition(_ release: Release) -> String {
        let formats = (release.media ?? []).compactMap { $0.format?.rawValue }
        return [
            release.date?.description ?? "-", release.country ?? "-",
            formats.isEmpty ? "-" : formats.joined(separator: " + "),
        ]
        .joined(separator: ", ")
    }
}
