import Foundation
import MusicBrainz

/// Peak resident memory of one decode, as a multiple of the document size.
enum MemoryBenchmark {
    static func run(file: URL, format: ResponseFormat) throws {
        let data = try Data(contentsOf: file)
        let before = Measure.residentBytes()
        let release = try ResponseDecoder().decode(Release.self, from: data, format: format)
        let peak = Measure.peakResidentBytes()
        emit([
            "group": "memory-\(format.rawValue)", "name": "swift-musicbrainz", "bytes": data.count,
            "baseline": before, "peak": peak, "growth": max(0, peak - before),
            "tracks": release.media?.reduce(0) { $0 + ($1.tracks?.count ?? 0) } ?? 0,
        ])
    }
}
