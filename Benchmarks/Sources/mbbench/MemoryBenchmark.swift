import Foundation
import MusicBrainz

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Peak resident memory of one decode, as a multiple of the document size.
enum MemoryBenchmark {
    static func run(file: URL, format: ResponseFormat, stage: String? = nil) throws {
        let data = try Data(contentsOf: file)
        let before = Measure.residentBytes()
        if let stage {
            // Diagnostics: how much of the peak one stage of the decode takes: `bare` (XMLParser
            // over the whole Data, as the decoder parses), `bare-stream` (XMLParser reading an
            // InputStream in chunks) and `tree` (the parse and our element tree, no models).
            switch stage {
            case "bare": _ = Measure.bareXMLParser(data)
            case "bare-stream":
                let parser = XMLParser(stream: InputStream(data: data))
                let delegate = EmptyDelegate()
                parser.delegate = delegate
                _ = parser.parse()
            // UserRating maps nothing but <metadata><user-rating>: the parse and the tree alone.
            case "tree": _ = try ResponseDecoder().decode(UserRating.self, from: data, format: .xml)
            default: break
            }
            emit([
                "group": "memory-stage", "name": stage, "bytes": data.count,
                "growth": max(0, Measure.peakResidentBytes() - before),
            ])
            return
        }
        let release = try ResponseDecoder().decode(Release.self, from: data, format: format)
        let peak = Measure.peakResidentBytes()
        // The model's own size: the resident growth of ten more decodes whose models are kept
        // (the transient buffers of one decode are reused by the next).
        let afterOne = Measure.residentBytes()
        var kept: [Release] = []
        for _ in 0..<10 { kept.append(try ResponseDecoder().decode(Release.self, from: data, format: format)) }
        let modelBytes = (Measure.residentBytes() - afterOne) / kept.count
        emit([
            "group": "memory-\(format.rawValue)", "name": "swift-musicbrainz", "bytes": data.count,
            "baseline": before, "peak": peak, "growth": max(0, peak - before), "model": max(0, modelBytes),
            "tracks": release.media?.reduce(0) { $0 + ($1.tracks?.count ?? 0) } ?? 0,
        ])
    }
}
