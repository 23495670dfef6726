import Foundation
import MusicBrainz

/// The releases of the recorded responses, grouped into the candidate lists ("pools") a release
/// search could plausibly return together: the matching benchmark's raw material.
///
/// - Recorded release search pages: their hits, in the recorded order (JSON pages are served
///   byte for byte).
/// - Recorded browse pages of releases, and the releases embedded in release group lookups:
///   editions of one album, served as a search page where every hit scores 100.
/// - Release lookups with full track lists: grouped by title (editions, reissues, other albums
///   of the same name) and served in the search shape (media without tracks); the lookups
///   answer with the full release.
struct MatchCorpus {
    /// A candidate list and where it came from.
    struct Pool {
        var name: String
        var releases: [Release]
        /// The recorded page, served as it is; `nil` to encode one from ``releases``.
        var recordedPage: Data?
        /// Whether the order is the recorded search order (otherwise it is made per query).
        var hasRecordedOrder: Bool
    }

    var pools: [Pool] = []
    /// The full releases of the recorded lookups, by MBID.
    var lookups: [MBID: Release] = [:]
    var skipped: [String] = []

    init(fixtures: URL) throws {
        let manifest = try String(contentsOf: fixtures.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        let decoder = ResponseDecoder()
        var lookedUp: [Release] = []
        for line in manifest.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6, columns[0].hasPrefix("ws2/"), columns[5] == "200" else { continue }
            let (file, kind, entity) = (columns[0], columns[2], columns[3])
            let format = ResponseFormat(rawValue: columns[1]) ?? .json
            let path = fixtures.appendingPathComponent(file)
            do {
                switch (kind, entity) {
                case ("search", "release"):
                    let data = try Data(contentsOf: path)
                    let page = try decoder.decode(SearchResults<Release>.self, from: data, format: format)
                    let releases = page.items.map(\.item)
                    guard releases.count >= 2 else { continue }
                    pools.append(
                        Pool(
                            name: file, releases: releases, recordedPage: format == .json ? data : nil,
                            hasRecordedOrder: true))
                case ("browse", "release"):
                    let page = try decoder.decode(
                        BrowseResults<Release>.self, from: Data(contentsOf: path), format: format)
                    guard page.items.count >= 2 else { continue }
                    pools.append(Pool(name: file, releases: page.items, recordedPage: nil, hasRecordedOrder: true))
                case ("lookup", "release-group"):
                    let group = try decoder.decode(ReleaseGroup.self, from: Data(contentsOf: path), format: format)
                    var releases = group.releases ?? []
                    for index in releases.indices {
                        if releases[index].artistCredit == nil { releases[index].artistCredit = group.artistCredit }
                    }
                    guard releases.count >= 2 else { continue }
                    pools.append(Pool(name: file, releases: releases, recordedPage: nil, hasRecordedOrder: true))
                case ("lookup", "release"):
                    let release = try decoder.decode(Release.self, from: Data(contentsOf: path), format: format)
                    guard Self.trackCount(release) > 0, release.artistCredit != nil else { continue }
                    lookedUp.append(release)
                default:
                    continue
                }
            } catch {
                skipped.append("\(file): \(error)")
            }
        }
        // One full release per MBID: the one with the most tracks and labels.
        for release in lookedUp {
            if let known = lookups[release.id],
                (Self.trackCount(known), known.labelInfo?.count ?? 0)
                    >= (Self.trackCount(release), release.labelInfo?.count ?? 0)
            {
                continue
            }
            lookups[release.id] = release
        }
        // Pools of the looked-up releases: each title group, with every other release whose
        // title shares a word with it (what an OR search on the title returns).
        let full = lookups.values.sorted { $0.id.description < $1.id.description }
        var seen: Set<String> = []
        for release in full {
            let words = Set(Self.words(release.title))
            let members = full.filter { !words.isDisjoint(with: Self.words($0.title)) }
            let key = members.map(\.id.description).joined(separator: ",")
            guard members.count >= 2, !seen.contains(key) else { continue }
            seen.insert(key)
            pools.append(
                Pool(name: "lookups: " + release.title, releases: members, recordedPage: nil, hasRecordedOrder: false))
        }
        // Every looked-up release once, with a few releases of other titles, so that an album
        // that is the only one of its name is matched too.
        for (index, release) in full.enumerated() {
            let words = Set(Self.words(release.title))
            guard !full.contains(where: { $0.id != release.id && !words.isDisjoint(with: Self.words($0.title)) })
            else { continue }
            let others = (1...3).map { full[(index + $0 * 7) % full.count] }.filter { $0.id != release.id }
            pools.append(
                Pool(
                    name: "lookup: " + release.title, releases: [release] + others, recordedPage: nil,
                    hasRecordedOrder: false))
        }
    }

    /// The number of tracks in a release's track lists.
    static func trackCount(_ release: Release) -> Int {
        (release.media ?? []).reduce(0) { $0 + ($1.tracks?.count ?? 0) }
    }

    /// Lower-case words without diacritics, for grouping and for the benchmark's own equality.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }
            .map(String.init)
            .filter { !["the", "a", "of", "to", "and"].contains($0) }
    }

    /// The text as the benchmark compares facts: its words, joined.
    static func key(_ text: String?) -> String? {
        guard let text else { return nil }
        let all = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }
        if all.isEmpty {
            // A title of signs only, such as Ed Sheeran's "+": the signs themselves.
            let signs = text.trimmingCharacters(in: .whitespaces)
            return signs.isEmpty ? nil : signs
        }
        return all.joined(separator: " ")
    }

    /// A release as a search returns it: media without track lists.
    static func searchShape(_ release: Release) -> Release {
        let total = trackCount(release)
        var release = release
        release.media = release.media?.map { medium in
            var medium = medium
            medium.trackCount = medium.trackCount ?? medium.tracks?.count
            medium.tracks = nil
            medium.pregap = nil
            medium.dataTracks = nil
            return medium
        }
        if release.trackCount == nil, total > 0 { release.trackCount = total }
        return release
    }
}
