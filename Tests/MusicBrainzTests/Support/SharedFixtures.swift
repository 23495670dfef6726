import Foundation
import MusicBrainz
import Testing

/// The recorded WS/2 responses in `../shared/fixtures` (or `$MUSICBRAINZ_FIXTURES`), read in
/// place. A fresh clone without them skips the contract tests that need them.
enum SharedFixtures {
    /// The fixtures folder, or `nil` when it is missing.
    static let root: URL? = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["MUSICBRAINZ_FIXTURES"], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            return fileManager.fileExists(atPath: url.appendingPathComponent("MANIFEST.tsv").path) ? url : nil
        }
        // Tests/MusicBrainzTests/Support/SharedFixtures.swift → package root → ../shared/fixtures
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
        return fileManager.fileExists(atPath: url.appendingPathComponent("MANIFEST.tsv").path) ? url : nil
    }()

    /// Whether the recorded fixtures are present.
    static var isAvailable: Bool { root != nil }

    /// Why the contract tests are skipped when the fixtures are missing.
    static let skipReason: Comment =
        "needs the recorded WS/2 fixtures, which are not at ../shared/fixtures (set MUSICBRAINZ_FIXTURES to their folder)"

    /// One line of `MANIFEST.tsv`.
    struct Entry: Sendable, CustomTestStringConvertible {
        var file: String
        var format: String
        var kind: String
        var entity: String
        var request: String
        var httpStatus: Int?
        var testDescription: String { file }

        var responseFormat: ResponseFormat? { ResponseFormat(rawValue: format) }
    }

    /// Every manifest entry, or `[]` without fixtures.
    static let manifest: [Entry] = {
        guard let root, let text = try? String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6 else { return nil }
            return Entry(
                file: columns[0], format: columns[1], kind: columns[2], entity: columns[3], request: columns[4],
                httpStatus: Int(columns[5]))
        }
    }()

    /// The bytes of a fixture, such as `ws2/json/release/lookup_aff4a693_inc-labels_recordings.mbs.json`.
    static func data(_ path: String) throws -> Data {
        guard let root else { throw FixtureMissing(path: path) }
        return try Data(contentsOf: root.appendingPathComponent(path))
    }

    struct FixtureMissing: Error { var path: String }
}

/// The project's own small fixtures in `Tests/MusicBrainzTests/Fixtures`.
enum OwnFixtures {
    static func data(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw SharedFixtures.FixtureMissing(path: name)
        }
        return try Data(contentsOf: url)
    }
}
