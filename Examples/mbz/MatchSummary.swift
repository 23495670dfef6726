import Foundation
import MusicBrainz

/// The lines `mbz album` and `mbz identify` print about the matcher's choice: the confidence,
/// the verdict and, when it is ambiguous, up to three runners-up.
struct MatchSummary {
    var best: ReleaseCandidate
    var verdict: ReleaseMatchVerdict
    var runnersUp: [ReleaseCandidate]

    init?(_ result: ReleaseMatchResult) {
        guard let best = result.best else { return nil }
        self.best = best
        verdict = result.verdict
        runnersUp = Array(result.runnersUp.prefix(3))
    }

    var lines: [String] {
        var lines = [Self.confidenceLine(best, verdict)]
        if case .ambiguous = verdict, !runnersUp.isEmpty {
            lines.append("Runners-up:")
            for candidate in runnersUp {
                lines.append(
                    "  \(candidate.release.id)  \(CandidateSummary.confidence(candidate.confidence))  \(CandidateSummary.label(candidate.release))  (\(CandidateSummary.edition(candidate.release)))"
                )
            }
        }
        return lines
    }

    /// `Confidence: 0.97 (confident match, 0.12 ahead of the next)`.
    static func confidenceLine(_ best: ReleaseCandidate, _ verdict: ReleaseMatchVerdict) -> String {
        let confidence = CandidateSummary.confidence(best.confidence)
        switch verdict {
        case .confident(let lead):
            return "Confidence: \(confidence) (confident match, \(CandidateSummary.confidence(lead)) ahead of the next)"
        case .ambiguous(let lead):
            return "Confidence: \(confidence) (ambiguous: only \(CandidateSummary.confidence(lead)) ahead of the next)"
        case .noMatch:
            return "Confidence: \(confidence) (no match)"
        }
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

    /// `MBID<TAB>confidence<TAB>title – artist`.
    static func line(_ candidate: ReleaseCandidate) -> String {
        "\(candidate.release.id)\t\(confidence(candidate.confidence))\t\(label(candidate.release))"
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
