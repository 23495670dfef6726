import Foundation
import MusicBrainz

/// `mbbench match --typed`: the release matcher against take-the-first-hit on album names as
/// people type them (``TypedMatchPools``), per style of alteration, through
/// `MusicBrainzClient.identifyRelease` with a stand-in transport (no network).
enum TypedMatchBenchmark {
    struct Tally {
        var queries = 0
        var matcherRight = 0
        var firstHitRight = 0
        var confident = 0
        var confidentWrong = 0
        var absent = 0
        var absentConfident = 0

        mutating func add(_ other: Tally) {
            queries += other.queries
            matcherRight += other.matcherRight
            firstHitRight += other.firstHitRight
            confident += other.confident
            confidentWrong += other.confidentWrong
            absent += other.absent
            absentConfident += other.absentConfident
        }
    }

    static func run(arguments: [String]) async throws {
        let fixtures = URL(fileURLWithPath: argument("--fixtures", in: arguments) ?? "../shared/fixtures")
        let seed = UInt64(argument("--seed", in: arguments) ?? "2026") ?? 2026
        let variants = Int(argument("--variants", in: arguments) ?? "2") ?? 2
        let corpus = try MatchCorpus(fixtures: fixtures)
        let pools = TypedMatchPools(corpus: corpus, seed: seed, variants: variants)
        let matcher = ReleaseMatcher()
        let verbose = arguments.contains("--verbose")
        let only = argument("--style", in: arguments)
        let half = argument("--half", in: arguments)
        let started = ContinuousClock.now
        var tallies: [TypedMatchPools.Style: Tally] = [:]
        for scenario in pools.scenarios {
            if let only, scenario.style.rawValue != only { continue }
            if half == "tuning" && !scenario.isTuning || half == "held-out" && scenario.isTuning { continue }
            let page = SearchResults<Release>(totalCount: scenario.hits.count, offset: 0, items: scenario.hits)
            let transport = StandInTransport(searchPage: try JSONEncoder().encode(page), lookups: [:])
            let client = MusicBrainzClient(
                configuration: .init(
                    baseURL: StandInTransport.baseURL,
                    userAgent: UserAgent(application: "mbbench", version: "1", contact: "bench@example.org"),
                    format: .json, rateLimit: .unlimited, retryPolicy: .none),
                transport: transport)
            let result = try await client.identifyRelease(scenario.query, matcher: matcher)
            let chosen = result.match ?? result.best
            var tally = Tally()
            let right = chosen.map { scenario.acceptable.contains($0.release.id) } ?? false
            if scenario.isAbsent {
                tally.absent = 1
                if result.verdict.isConfident {
                    tally.absentConfident = 1
                    if verbose { report("ABSENT CONFIDENT", scenario, result) }
                }
            } else {
                tally.queries = 1
                if right { tally.matcherRight = 1 } else if verbose { report("MISS", scenario, result) }
                if let first = scenario.hits.first, scenario.acceptable.contains(first.item.id) {
                    tally.firstHitRight = 1
                }
                if result.verdict.isConfident {
                    tally.confident = 1
                    if !right {
                        tally.confidentWrong = 1
                        if verbose { report("WRONG CONFIDENT", scenario, result) }
                    }
                } else if right && verbose && arguments.contains("--hesitant") {
                    report("HESITANT", scenario, result)
                }
            }
            tallies[scenario.style, default: Tally()].add(tally)
        }
        let elapsed = ContinuousClock.now - started
        let present = pools.scenarios.filter { !$0.isAbsent }.count
        FileHandle.standardError.write(
            Data(
                "mbbench match --typed: \(present) queries and \(pools.scenarios.count - present) with the album absent, \(pools.familyCount) recorded albums, \(elapsed)\n"
                    .utf8))
        print(table(tallies))
        var all = Tally()
        for style in TypedMatchPools.Style.allCases {
            guard let tally = tallies[style] else { continue }
            all.add(tally)
            emit(object(style.rawValue, tally))
        }
        emit(object("all", all))
    }

    static func object(_ name: String, _ tally: Tally) -> [String: Any] {
        [
            "group": "match-typed", "name": name, "queries": tally.queries,
            "matcher_top1": MatchBenchmark.ratio(tally.matcherRight, tally.queries),
            "first_hit_top1": MatchBenchmark.ratio(tally.firstHitRight, tally.queries),
            "confident_share": MatchBenchmark.ratio(tally.confident, tally.queries),
            "confident_wrong": tally.confidentWrong, "absent": tally.absent, "absent_confident": tally.absentConfident,
        ]
    }

    static func table(_ tallies: [TypedMatchPools.Style: Tally]) -> String {
        var lines = [
            "| style | queries | top-1, matcher | top-1, first hit | called confident | confident and wrong | album absent | … called confident |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        var all = Tally()
        func row(_ name: String, _ t: Tally) {
            lines.append(
                "| \(name) | \(t.queries) | \(MatchBenchmark.percent(t.matcherRight, t.queries)) | \(MatchBenchmark.percent(t.firstHitRight, t.queries)) | \(MatchBenchmark.percent(t.confident, t.queries)) | \(t.confidentWrong) | \(t.absent) | \(t.absentConfident) |"
            )
        }
        for style in TypedMatchPools.Style.allCases {
            guard let tally = tallies[style] else { continue }
            all.add(tally)
            row(style.rawValue, tally)
        }
        row("**all**", all)
        return lines.joined(separator: "\n")
    }

    static func report(_ label: String, _ scenario: TypedMatchPools.Scenario, _ result: ReleaseMatchResult) {
        var lines = [
            "\(label) #\(scenario.index) [\(scenario.style.rawValue)] \(scenario.family): q=\"\(scenario.query.title ?? "-")\" / \"\(scenario.query.artist ?? "-")\" (\(scenario.noise)) verdict: \(result.verdict)"
        ]
        for candidate in result.candidates.prefix(4) {
            let mark = scenario.acceptable.contains(candidate.release.id) ? "✓" : "✗"
            let signals = candidate.signals.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.key)=\(String(format: "%.2f", $0.value))" }.joined(separator: " ")
            lines.append(
                "  \(mark) \(String(format: "%.3f", candidate.confidence)) \(candidate.release.title) – \(candidate.release.artistCredit?.name ?? "?") [\(candidate.release.releaseGroup?.primaryType?.rawValue ?? "-")] \(signals)"
            )
        }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
