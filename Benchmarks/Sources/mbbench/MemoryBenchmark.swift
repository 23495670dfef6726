import Foundation
import MusicBrainz

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Peak resident memory of one decode, as a multiple of the document size.
enum MemoryBenchmark {
    /// Measures one decode of a file.
    /// - Parameters:
    ///   - file: The document.
    ///   - format: Its format.
    ///   - stage: A diagnostic stage (see below), or `nil` for the whole decode.
    ///   - warm: Whether to decode a tiny document of the format first, so that what the first
    ///     decode of a process costs once (loading libxml2's and Foundation's code and state,
    ///     about 3.5 MB here) is not counted against the document.
    /// - Throws: When the file cannot be read or decoded.
    static func run(file: URL, format: ResponseFormat, stage: String? = nil, warm: Bool = false) throws {
        let data = try Data(contentsOf: file)
        if warm {
            let id = "5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e"
            let tiny =
                format == .xml
                ? "<metadata><release id=\"\(id)\"><title>x</title></release></metadata>"
                : "{\"id\": \"\(id)\", \"title\": \"x\"}"
            _ = try ResponseDecoder().decode(Release.self, from: Data(tiny.utf8), format: format)
        }
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
                "group": "memory-stage", "name": warm ? stage + " (warm)" : stage, "bytes": data.count,
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
            "group": "memory-\(format.rawValue)", "name": "swift-musicbrainz", "warm": warm, "bytes": data.count,
            "baseline": before, "peak": peak, "growth": max(0, peak - before), "model": max(0, modelBytes),
            "tracks": release.media?.reduce(0) { $0 + ($1.tracks?.count ?? 0) } ?? 0,
        ])
    }
}
