import Foundation
import MusicBrainz

/// `mbbench match`: the release matcher against take-the-first-hit on the matching data set,
/// through a stand-in transport that answers with the recorded pages (no network).
enum MatchBenchmark {
    /// The counts of one half of the data set.
    struct Tally {
        var queries = 0
        var identifying = 0
        var matcherRight = 0
        var firstHitRight = 0
        var tiedIdentifying = 0
        var tiedMatcherRight = 0
        var nonIdentifying = 0
        var nonIdentifyingMatcherRight = 0
        var ambiguous = 0
        var noMatch = 0
        var confident = 0
        var confidentRight = 0
        var confidentIdentifying = 0
        var confidentNonIdentifying = 0
        var lookups = 0
        var absent = 0
        var absentNoMatch = 0
        var absentAmbiguous = 0
        var absentConfidentWrong = 0
        var wrongConfident: [String] = []
        var misses: [String] = []
        var hesitant: [String] = []

        mutating func add(_ other: Tally) {
            queries += other.queries
            identifying += other.identifying
            matcherRight += other.matcherRight
            firstHitRight += other.firstHitRight
            tiedIdentifying += other.tiedIdentifying
            tiedMatcherRight += other.tiedMatcherRight
            nonIdentifying += other.nonIdentifying
            nonIdentifyingMatcherRight += other.nonIdentifyingMatcherRight
            ambiguous += other.ambiguous
            noMatch += other.noMatch
            confident += other.confident
            confidentRight += other.confidentRight
            confidentIdentifying += other.confidentIdentifying
            confidentNonIdentifying += other.confidentNonIdentifying
            lookups += other.lookups
            absent += other.absent
            absentNoMatch += other.absentNoMatch
            absentAmbiguous += other.absentAmbiguous
            absentConfidentWrong += other.absentConfidentWrong
            wrongConfident += other.wrongConfident
            misses += other.misses
            hesitant += other.hesitant
        }
    }

    /// What one query gave.
    struct Outcome {
        var best: MBID?
        var verdict: ReleaseMatchVerdict
        var firstHit: MBID?
        var lookups: Int
        var detail: String
    }

    static func run(arguments: [String]) async throws {
        let fixtures = URL(fileURLWithPath: argument("--fixtures", in: arguments) ?? "../shared/fixtures")
        let seed = UInt64(argument("--seed", in: arguments) ?? "2026") ?? 2026
        let variants = Int(argument("--variants", in: arguments) ?? "6") ?? 6
        let corpus = try MatchCorpus(fixtures: fixtures)
        let dataset = MatchDataset(corpus: corpus, seed: seed, variants: variants)
        let pages = StandInPages(corpus: corpus)
        var matcher = ReleaseMatcher()
        if arguments.contains("--picard") {
            matcher = ReleaseMatcher(weights: .picard, minimumConfidence: 0.25, minimumLead: 0.02)
        }
        if arguments.contains("--picard-weights") { matcher.weights = .picard }
        // --weight signal=value, repeatable: one weight changed.
        for (index, name) in arguments.enumerated() where name == "--weight" && index + 1 < arguments.count {
            let parts = arguments[index + 1].split(separator: "=")
            guard parts.count == 2, let signal = ReleaseMatchSignal(rawValue: String(parts[0])),
                let value = Double(parts[1])
            else { continue }
            matcher.weights[signal] = value
        }
        if let value = argument("--minimum-confidence", in: arguments).flatMap(Double.init) {
            matcher.minimumConfidence = value
        }
        if let value = argument("--minimum-lead", in: arguments).flatMap(Double.init) { matcher.minimumLead = value }
        if arguments.contains("--tune") {
            matcher = try await tune(dataset: dataset, pages: pages, start: matcher)
        }
        if let path = argument("--write-dataset", in: arguments) {
            try write(dataset, corpus: corpus, to: URL(fileURLWithPath: path))
        }
        let started = ContinuousClock.now
        var tuning = Tally()
        var heldOut = Tally()
        for item in dataset.cases {
            let outcome = try await runThroughClient(item, corpus: corpus, pages: pages, matcher: matcher)
            var tally = Tally()
            count(item, outcome, into: &tally)
            if item.isTuning { tuning.add(tally) } else { heldOut.add(tally) }
        }
        let elapsed = ContinuousClock.now - started
        var all = tuning
        all.add(heldOut)
        let pools = corpus.pools.count
        let releases = Set(corpus.pools.flatMap { $0.releases.map(\.id) }).count
        FileHandle.standardError.write(
            Data(
                "mbbench match: \(dataset.cases.count) queries on \(pools) pools of \(releases) releases (\(corpus.lookups.count) with track lists), \(elapsed)\n"
                    .utf8))
        if arguments.contains("--verbose") {
            for line in all.wrongConfident { FileHandle.standardError.write(Data("WRONG CONFIDENT \(line)\n".utf8)) }
            for line in all.misses { FileHandle.standardError.write(Data("MISS \(line)\n".utf8)) }
            for line in all.hesitant { FileHandle.standardError.write(Data("HESITANT \(line)\n".utf8)) }
        }
        print(table(tuning: tuning, heldOut: heldOut, all: all))
        for (name, tally) in [("tuning", tuning), ("held-out", heldOut), ("all", all)] {
            emit([
                "group": "match", "name": name, "queries": tally.queries, "identifying": tally.identifying,
                "matcher_top1": ratio(tally.matcherRight, tally.identifying),
                "first_hit_top1": ratio(tally.firstHitRight, tally.identifying),
                "ambiguous_share": ratio(tally.ambiguous, tally.queries),
                "confident": tally.confident, "confident_right": tally.confidentRight,
            ])
        }
    }

    static func ratio(_ a: Int, _ b: Int) -> Double { b == 0 ? 0 : Double(a) / Double(b) }

    static func percent(_ a: Int, _ b: Int) -> String {
        b == 0 ? "–" : String(format: "%.1f %%", 100 * Double(a) / Double(b))
    }

    /// The Markdown table of the three halves.
    static func table(tuning: Tally, heldOut: Tally, all: Tally) -> String {
        let columns = [("tuning half", tuning), ("held-out half", heldOut), ("all", all)]
        var lines = [
            "| | " + columns.map(\.0).joined(separator: " | ") + " |",
            "| --- | " + columns.map { _ in "---:" }.joined(separator: " | ") + " |",
        ]
        func row(_ name: String, _ value: (Tally) -> String) {
            lines.append("| \(name) | " + columns.map { value($0.1) }.joined(separator: " | ") + " |")
        }
        row("queries") { "\($0.queries)" }
        row("… that identify a single release") { "\($0.identifying)" }
        row("top-1, matcher") { "**\(percent($0.matcherRight, $0.identifying))**" }
        row("top-1, take the first hit") { percent($0.firstHitRight, $0.identifying) }
        row("top-1, matcher, among identical releases") {
            "\(percent($0.tiedMatcherRight, $0.tiedIdentifying)) of \($0.tiedIdentifying)"
        }
        row("top-1, matcher, queries that fit several releases") {
            "\(percent($0.nonIdentifyingMatcherRight, $0.nonIdentifying)) of \($0.nonIdentifying)"
        }
        row("called ambiguous") { percent($0.ambiguous, $0.queries) }
        row("called no match") { percent($0.noMatch, $0.queries) }
        row("called confident") { percent($0.confident, $0.queries) }
        row("… of the queries that identify a single release") { percent($0.confidentIdentifying, $0.identifying) }
        row("… of the queries that fit several releases") { percent($0.confidentNonIdentifying, $0.nonIdentifying) }
        row("confident verdicts right") { "\($0.confidentRight) of \($0.confident)" }
        row("lookups per query") { String(format: "%.2f", ratio($0.lookups, $0.queries)) }
        row("queries whose release is not among the candidates") { "\($0.absent)" }
        row("… called no match") { percent($0.absentNoMatch, $0.absent) }
        row("… called ambiguous") { percent($0.absentAmbiguous, $0.absent) }
        row("… called confident (another release)") { percent($0.absentConfidentWrong, $0.absent) }
        return lines.joined(separator: "\n")
    }

    /// Adds one query's outcome to a tally.
    static func count(_ item: MatchDataset.Case, _ outcome: Outcome, into tally: inout Tally) {
        if item.isAbsent {
            // Counted on their own: the release the user has is not among the candidates.
            tally.absent += 1
            switch outcome.verdict {
            case .noMatch: tally.absentNoMatch += 1
            case .ambiguous: tally.absentAmbiguous += 1
            case .confident:
                if !(outcome.best.map { item.acceptable.contains($0) } ?? false) { tally.absentConfidentWrong += 1 }
            }
            return
        }
        tally.queries += 1
        tally.lookups += outcome.lookups
        let right = outcome.best.map { item.acceptable.contains($0) } ?? false
        if item.identifiesSingleRelease {
            tally.identifying += 1
            if right { tally.matcherRight += 1 } else { tally.misses.append(outcome.detail) }
            if outcome.firstHit.map({ item.acceptable.contains($0) }) ?? false { tally.firstHitRight += 1 }
            if item.identical.count > 1 {
                tally.tiedIdentifying += 1
                if right { tally.tiedMatcherRight += 1 }
            }
        } else {
            tally.nonIdentifying += 1
            if right { tally.nonIdentifyingMatcherRight += 1 }
        }
        switch outcome.verdict {
        case .confident:
            tally.confident += 1
            if item.identifiesSingleRelease {
                tally.confidentIdentifying += 1
            } else {
                tally.confidentNonIdentifying += 1
            }
            if right { tally.confidentRight += 1 } else { tally.wrongConfident.append(outcome.detail) }
        case .ambiguous:
            tally.ambiguous += 1
            if item.identifiesSingleRelease && right { tally.hesitant.append(outcome.detail) }
        case .noMatch: tally.noMatch += 1
        }
    }

    /// A line about a query for the verbose listing.
    static func describe(_ item: MatchDataset.Case, _ result: ReleaseMatchResult, corpus: MatchCorpus) -> String {
        let query = item.query
        var parts = [
            "#\(item.index) target \(item.target.description.prefix(8))",
            "q: \(query.title ?? "-") / \(query.artist ?? "-") / \(query.date?.description ?? "-") / \(query.country ?? "-") / \(query.format?.rawValue ?? "-") / n=\(query.trackCount.map(String.init) ?? "-") / tracks=\(query.tracks.count) / barcode=\(query.barcode?.rawValue ?? "-") / label=\(query.label ?? "-") / catno=\(query.catalogNumber ?? "-")",
            "noise: \(item.noise.joined(separator: ", "))",
            "verdict: \(result.verdict)",
        ]
        for candidate in result.candidates.prefix(3) {
            let mark = item.acceptable.contains(candidate.release.id) ? "✓" : "✗"
            let signals = candidate.signals.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.key)=\(String(format: "%.2f", $0.value))" }.joined(separator: " ")
            parts.append(
                "  \(mark) \(String(format: "%.3f", candidate.confidence)) \(candidate.release.id.description.prefix(8)) \(candidate.release.title) – \(candidate.release.artistCredit?.name ?? "?") [\(candidate.release.date?.description ?? "-") \(candidate.release.country ?? "-")] \(signals)"
            )
        }
        return parts.joined(separator: "\n")
    }

    // MARK: - Through the client

    /// One query through `MusicBrainzClient.identifyRelease`, with a stand-in transport serving
    /// the pool as the search page and the recorded lookups.
    static func runThroughClient(
        _ item: MatchDataset.Case, corpus: MatchCorpus, pages: StandInPages, matcher: ReleaseMatcher
    ) async throws -> Outcome {
        let (page, order) = try pages.page(for: item, corpus: corpus)
        let transport = StandInTransport(searchPage: page, lookups: pages.lookupBodies)
        let client = MusicBrainzClient(
            configuration: .init(
                baseURL: StandInTransport.baseURL,
                userAgent: UserAgent(application: "mbbench", version: "1", contact: "bench@example.org"),
                format: .json, rateLimit: .unlimited, retryPolicy: .none),
            transport: transport)
        let result = try await client.identifyRelease(item.query, matcher: matcher)
        return Outcome(
            best: result.best?.release.id, verdict: result.verdict, firstHit: order.first,
            lookups: transport.lookupCount, detail: describe(item, result, corpus: corpus))
    }

    // MARK: - Tuning

    /// Coordinate search over the weights and thresholds on the tuning half, in memory (the
    /// same `ReleaseMatcher.match` the client runs, with the pages decoded once).
    static func tune(dataset: MatchDataset, pages: StandInPages, start: ReleaseMatcher) async throws -> ReleaseMatcher {
        let corpus = pages.corpus
        let cases = dataset.cases.filter(\.isTuning)
        let decoded = try cases.map { item -> [SearchResult<Release>] in
            let (data, _) = try pages.page(for: item, corpus: corpus)
            return try ResponseDecoder().decode(SearchResults<Release>.self, from: data, format: .json).items
        }
        let full = corpus.lookups
        func objective(_ matcher: ReleaseMatcher) async throws -> Double {
            var tally = Tally()
            for (item, hits) in zip(cases, decoded) {
                let result = try await matcher.match(item.query, searchResults: hits) { id throws(MusicBrainzError) in
                    guard let release = full[id] else {
                        throw MusicBrainzError(code: .notFound, message: "not recorded")
                    }
                    return release
                }
                count(
                    item,
                    Outcome(
                        best: result.best?.release.id, verdict: result.verdict, firstHit: nil, lookups: 0, detail: ""),
                    into: &tally)
            }
            // Right answers first; a wrong confident verdict costs as much as ten misses; then
            // confident verdicts where the query tells the release apart, and not where it
            // does not or where the release is not among the candidates.
            let wrongConfident = Double(tally.confident - tally.confidentRight)
            return Double(tally.matcherRight) - 10 * wrongConfident + 0.05 * Double(tally.confidentIdentifying)
                - 0.05 * Double(tally.confidentNonIdentifying) - 0.05 * Double(tally.absentConfidentWrong)
        }
        var best = start
        let clock = ContinuousClock()
        let started = clock.now
        var bestScore = try await objective(best)
        FileHandle.standardError.write(Data("tune: start \(bestScore) (\(clock.now - started) per evaluation)\n".utf8))
        func tryThresholds() async throws {
            for confidence in stride(from: 0.4, through: 0.8, by: 0.1) {
                for lead in [0.01, 0.02, 0.03, 0.05] {
                    var candidate = best
                    candidate.minimumConfidence = confidence
                    candidate.minimumLead = lead
                    let score = try await objective(candidate)
                    if score > bestScore {
                        bestScore = score
                        best = candidate
                        FileHandle.standardError.write(
                            Data("tune: thresholds \(confidence), \(lead) (\(score))\n".utf8))
                    }
                }
            }
        }
        try await tryThresholds()
        for signal in ReleaseMatchSignal.allCases {
            for factor in [0.5, 2] {
                var candidate = best
                candidate.weights[signal] = max(0.5, best.weights[signal] * factor)
                let score = try await objective(candidate)
                if score > bestScore {
                    bestScore = score
                    best = candidate
                    FileHandle.standardError.write(
                        Data("tune: \(signal) → \(candidate.weights[signal]) (\(score))\n".utf8))
                }
            }
        }
        try await tryThresholds()
        FileHandle.standardError.write(Data("tune: result \(best)\n".utf8))
        return best
    }

    // MARK: - The data set as JSON lines

    static func write(_ dataset: MatchDataset, corpus: MatchCorpus, to url: URL) throws {
        var text = ""
        for item in dataset.cases {
            let query = item.query
            var object: [String: Any] = [
                "index": item.index, "pool": corpus.pools[item.pool].name, "target": item.target.description,
                "half": item.isTuning ? "tuning" : "held-out", "facts": item.facts.map(\.rawValue).sorted(),
                "noise": item.noise, "acceptable": item.acceptable.map(\.description).sorted(),
                "identical": item.identical.map(\.description).sorted(),
                "identifies_single_release": item.identifiesSingleRelease,
            ]
            var q: [String: Any] = [:]
            q["title"] = query.title
            q["artist"] = query.artist
            q["date"] = query.date?.description
            q["country"] = query.country
            q["format"] = query.format?.rawValue
            q["track_count"] = query.trackCount
            q["barcode"] = query.barcode?.rawValue
            q["label"] = query.label
            q["catalog_number"] = query.catalogNumber
            q["tracks"] = query.tracks.map { track -> [String: Any] in
                var t: [String: Any] = [:]
                t["title"] = track.title
                t["length"] = track.length.map { Double($0 / .milliseconds(1)) / 1000 }
                t["track"] = track.trackNumber
                t["disc"] = track.discNumber
                return t
            }
            object["query"] = q
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            text += String(decoding: data, as: UTF8.self) + "\n"
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// The search pages and lookup bodies the stand-in serves.
struct StandInPages {
    let corpus: MatchCorpus
    /// The JSON body of `release/<mbid>` for every release of the corpus.
    let lookupBodies: [String: Data]

    init(corpus: MatchCorpus) {
        self.corpus = corpus
        let encoder = JSONEncoder()
        var bodies: [String: Data] = [:]
        for pool in corpus.pools {
            for release in pool.releases where bodies[release.id.description] == nil {
                if let data = try? encoder.encode(corpus.lookups[release.id] ?? release) {
                    bodies[release.id.description] = data
                }
            }
        }
        lookupBodies = bodies
    }

    /// The search page of a query, and the order of its hits.
    func page(for item: MatchDataset.Case, corpus: MatchCorpus) throws -> (Data, [MBID]) {
        let pool = corpus.pools[item.pool]
        if let recorded = pool.recordedPage, !item.isAbsent { return (recorded, pool.releases.map(\.id)) }
        var releases = pool.releases.filter { !item.isAbsent || $0.id != item.target }
        if !pool.hasRecordedOrder {
            // What a text search would put first: the most query words in the title and artist,
            // ties in MBID order.
            let wanted = Set(MatchCorpus.words((item.query.title ?? "") + " " + (item.query.artist ?? "")))
            func relevance(_ release: Release) -> Int {
                let words = Set(MatchCorpus.words(release.title + " " + (release.artistCredit?.name ?? "")))
                return wanted.intersection(words).count
            }
            releases.sort { a, b in
                let (ra, rb) = (relevance(a), relevance(b))
                return ra != rb ? ra > rb : a.id.description < b.id.description
            }
        }
        let page = SearchResults<Release>(
            totalCount: releases.count, offset: 0,
            items: releases.map { SearchResult(item: MatchCorpus.searchShape($0), score: 100) })
        return (try JSONEncoder().encode(page), releases.map(\.id))
    }
}

/// A transport that answers the release search with one page and release lookups from memory,
/// and counts the lookups.
final class StandInTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `lookups` is guarded by `lock`; the rest is immutable.
    static let baseURL = URL(string: "https://musicbrainz.invalid/ws/2")!
    let searchPage: Data
    let lookupBodies: [String: Data]
    private let lock = NSLock()
    private var lookups = 0

    init(searchPage: Data, lookups: [String: Data]) {
        self.searchPage = searchPage
        self.lookupBodies = lookups
    }

    var lookupCount: Int { lock.withLock { lookups } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let path = request.url.path
        let json: HTTPFields = ["Content-Type": "application/json"]
        if path.hasSuffix("/ws/2/release") {
            return HTTPResponse(status: 200, headerFields: json, body: searchPage, url: request.url)
        }
        if let id = path.split(separator: "/").last, let body = lookupBodies[String(id)] {
            lock.withLock { lookups += 1 }
            return HTTPResponse(status: 200, headerFields: json, body: body, url: request.url)
        }
        return HTTPResponse(
            status: 404, headerFields: json, body: Data(#"{"error":"Not Found"}"#.utf8), url: request.url)
    }
}
