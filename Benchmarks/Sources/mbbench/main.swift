import Foundation
import MusicBrainz

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// mbbench: the Swift side of the benchmarks (see BENCHMARKS.md). Every measurement prints one
// JSON object per line: {"group", "name", "bytes"|"requests", "seconds", ...}; run.sh builds the
// table.

func emit(_ object: [String: Any]) {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

func argument(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first else {
    FileHandle.standardError.write(
        Data("usage: mbbench decode|memory|requests|soak|match|cache|dump-read|dump-lookup …\n".utf8))
    exit(64)
}

switch mode {
case "decode":
    let fixtures = URL(fileURLWithPath: argument("--fixtures", in: arguments) ?? "../shared/fixtures")
    let large = argument("--large", in: arguments).map { URL(fileURLWithPath: $0) }
    let passes = Int(argument("--passes", in: arguments) ?? "5") ?? 5
    try DecodeBenchmark.run(fixtures: fixtures, large: large, passes: passes)
case "profile":
    // Decodes one format of the corpus in a loop, for a profiler.
    let fixtures = URL(fileURLWithPath: argument("--fixtures", in: arguments) ?? "../shared/fixtures")
    let format = ResponseFormat(rawValue: argument("--format", in: arguments) ?? "xml") ?? .xml
    let rounds = Int(argument("--rounds", in: arguments) ?? "20") ?? 20
    let documents: [Corpus.Document]
    if let file = argument("--lines", in: arguments) {
        // A dump file: each line is a release lookup document.
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let lines: [Data] = data.withUnsafeBytes { raw in
            raw.split(separator: 0x0A).map { Data($0) }
        }
        documents = lines.map { line in
            Corpus.Document(file: file, data: line) {
                _ = try ResponseDecoder().decode(Release.self, from: $0, format: .json)
            }
        }
    } else if let file = argument("--file", in: arguments) {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        documents = [
            Corpus.Document(file: file, data: data) {
                _ = try ResponseDecoder().decode(Release.self, from: $0, format: format)
            }
        ]
    } else {
        let corpus = try Corpus(fixtures: fixtures)
        documents = format == .xml ? corpus.xml : corpus.json
    }
    let bare = arguments.contains("--bare")
    for _ in 0..<rounds {
        for document in documents {
            if !bare {
                try? document.decode(document.data)
            } else if format == .xml {
                _ = Measure.bareXMLParser(document.data)
            } else {
                try? Measure.bareJSONSerialization(document.data)
            }
        }
    }
case "memory":
    guard arguments.count >= 3, let format = ResponseFormat(rawValue: arguments[2]) else { exit(64) }
    try MemoryBenchmark.run(
        file: URL(fileURLWithPath: arguments[1]), format: format, stage: argument("--stage", in: arguments),
        warm: arguments.contains("--warm"))
case "requests":
    guard let url = argument("--url", in: arguments).flatMap(URL.init(string:)) else { exit(64) }
    let count = Int(argument("--count", in: arguments) ?? "500") ?? 500
    let concurrency = Int(argument("--concurrency", in: arguments) ?? "1") ?? 1
    let transport = argument("--transport", in: arguments) ?? "urlsession"
    try await RequestBenchmark.run(url: url, transportName: transport, count: count, concurrency: concurrency)
case "soak":
    // mbbench soak --url URL [--transport urlsession|curl] [--count 100000] [--concurrency 1]
    //   [--every 10000] [--stall-seconds 10]
    //   [--layer client|transport|in-process|bare-handler|bare-delegate] [--body FILE] [--path /x]:
    //   lookups in a row against Benchmarks/peers/soak_server.py (--layer: what each goes through, see
    //   SoakBenchmark.Layer; --body: the in-process answer; --path: another URL for the bare layers).
    guard let url = argument("--url", in: arguments).flatMap(URL.init(string:)) else { exit(64) }
    try await SoakBenchmark.run(
        url: url, transportName: argument("--transport", in: arguments) ?? "urlsession",
        layer: SoakBenchmark.Layer(rawValue: argument("--layer", in: arguments) ?? "client") ?? .client,
        body: argument("--body", in: arguments).map { URL(fileURLWithPath: $0) },
        path: argument("--path", in: arguments),
        count: Int(argument("--count", in: arguments) ?? "100000") ?? 100_000,
        concurrency: Int(argument("--concurrency", in: arguments) ?? "1") ?? 1,
        every: Int(argument("--every", in: arguments) ?? "10000") ?? 10_000,
        stallLimit: .seconds(Int(argument("--stall-seconds", in: arguments) ?? "10") ?? 10))
case "cache":
    // What the response cache and bulk resolution save, against the loopback server.
    try await CacheBenchmark.run(arguments: arguments)
case "dump-read":
    // mbbench dump-read FILE [--entity release] [--concurrency N] [--sequential] [--batch-bytes N] [--in-flight N]
    guard arguments.count >= 2 else { exit(64) }
    try await DumpBenchmark.read(
        file: URL(fileURLWithPath: arguments[1]), entity: argument("--entity", in: arguments) ?? "release",
        concurrency: Int(argument("--concurrency", in: arguments) ?? "")
            ?? ProcessInfo.processInfo.activeProcessorCount,
        sequential: arguments.contains("--sequential"),
        batchBytes: argument("--batch-bytes", in: arguments).flatMap { Int($0) },
        inFlight: argument("--in-flight", in: arguments).flatMap { Int($0) })
case "dump-lookup":
    // mbbench dump-lookup FILE [--entity release] [--count 1000]; the index must exist.
    guard arguments.count >= 2 else { exit(64) }
    try DumpBenchmark.lookup(
        file: URL(fileURLWithPath: arguments[1]), entity: argument("--entity", in: arguments) ?? "release",
        count: Int(argument("--count", in: arguments) ?? "1000") ?? 1000)
case "match":
    // The release matcher against take-the-first-hit on queries made from recorded releases;
    // --typed: album names as people type them, per style.
    if arguments.contains("--typed") {
        try await TypedMatchBenchmark.run(arguments: arguments)
    } else {
        try await MatchBenchmark.run(arguments: arguments)
    }
default:
    FileHandle.standardError.write(Data("unknown mode \(mode)\n".utf8))
    exit(64)
}
