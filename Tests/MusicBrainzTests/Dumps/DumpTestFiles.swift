import Foundation
import MusicBrainz
import MusicBrainzDumps

/// Dump-shaped files built at run time from the project's own fixtures: each line a compact
/// WS/2 JSON lookup document with a fresh MBID and title, as MusicBrainz writes them.
enum DumpTestFiles {
    /// One line of a test dump.
    struct Line: Sendable {
        var id: MBID
        var title: String
        var json: Data
    }

    /// The release lookups of the project's fixtures as compact JSON without `id` and
    /// `title`, serialised once (JSONSerialization is not used while tests run in parallel).
    static let releaseTemplates: [Data] = [
        "release-lookup-violin-concertos.json", "release-lookup-edge-values.json",
    ].map { template($0, dropping: ["id", "title"]) }

    /// The artist lookup of the project's fixtures, without `id` and `name`.
    static let artistTemplate: Data = template("artist-lookup-every-relationship.json", dropping: ["id", "name"])

    /// A fixture as compact JSON without some keys: `{…}`.
    static func template(_ name: String, dropping keys: [String]) -> Data {
        // The fixtures are bundled with the tests; a missing one is a broken checkout and
        // makes every line fail to decode.
        let data = (try? OwnFixtures.data(name)) ?? Data("{}".utf8)
        var object = ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]) ?? [:]
        for key in keys { object.removeValue(forKey: key) }
        return (try? JSONSerialization.data(withJSONObject: object, options: [])) ?? Data("{}".utf8)
    }

    /// A deterministic MBID for a number and a namespace.
    static func mbid(_ number: Int, _ namespace: UInt8 = 0xA0) -> MBID {
        func hex(_ value: Int, _ width: Int) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let text = hex(Int(namespace), 2) + hex(number & 0xFF_FFFF, 6) + "-0000-4000-8000-" + hex(number, 12)
        return MBID(text) ?? MBID(uuid: UUID())
    }

    /// A line: the template with the MBID and a name key (`title`, `name`) put back, the MBID
    /// first or, as the dumps' arbitrary key order may have it, after every other key (nested
    /// media and relationships included).
    static func line(_ template: Data, id: MBID, nameKey: String, name: String, idLast: Bool) -> Data {
        let body = template.dropFirst().dropLast()  // without the braces
        let separator = body.isEmpty ? "" : ","
        if idLast {
            return Data("{\"\(nameKey)\":\"\(name)\"\(separator)".utf8) + body + Data(",\"id\":\"\(id)\"}".utf8)
        }
        return Data("{\"id\":\"\(id)\",\"\(nameKey)\":\"\(name)\"\(separator)".utf8) + body + Data("}".utf8)
    }

    /// `count` release lines, alternating between the fixtures, each with its own MBID and title.
    static func releaseLines(_ count: Int, namespace: UInt8 = 0xA0) -> [Line] {
        (0..<count).map { number in
            let id = mbid(number, namespace)
            let title = "Dump release \(number) – \(number % 7 == 0 ? "Ørkenkonsert" : "Test")"
            let json = line(
                releaseTemplates[number % releaseTemplates.count], id: id, nameKey: "title", name: title,
                idLast: number % 2 == 1)
            return Line(id: id, title: title, json: json)
        }
    }

    /// `count` artist lines.
    static func artistLines(_ count: Int) -> [Line] {
        (0..<count).map { number in
            let id = mbid(number, 0xB0)
            let name = "Dump artist \(number)"
            return Line(
                id: id, title: name, json: line(artistTemplate, id: id, nameKey: "name", name: name, idLast: false))
        }
    }

    /// The lines joined with a line end, with or without one after the last.
    static func join(_ lines: [Data], lineEnd: String = "\n", trailing: Bool = false) -> Data {
        var data = Data()
        for (index, line) in lines.enumerated() {
            if index > 0 { data.append(Data(lineEnd.utf8)) }
            data.append(line)
        }
        if trailing && !lines.isEmpty { data.append(Data(lineEnd.utf8)) }
        return data
    }

    /// A new empty directory under the temporary folder.
    static func directory(_ name: String = "dump") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mbz-\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes data to a file named `name` in a new temporary directory.
    static func write(_ data: Data, name: String = "release") throws -> URL {
        let url = try directory().appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// The byte offset of each line in `join(lines, lineEnd:)`.
    static func offsets(_ lines: [Data], lineEnd: String = "\n") -> [Int64] {
        var offsets: [Int64] = []
        var offset: Int64 = 0
        for line in lines {
            offsets.append(offset)
            offset += Int64(line.count + lineEnd.utf8.count)
        }
        return offsets
    }

    /// Reads every item of a reader.
    static func items<Model>(_ reader: DumpReader<Model>) async throws -> [DumpItem<Model>] {
        var items: [DumpItem<Model>] = []
        for try await item in reader { items.append(item) }
        return items
    }
}

/// An endless sequence of dump lines, chunk by chunk (after some bytes of its own first, when
/// given), that counts the chunks taken from it.
struct CountingLineChunks: AsyncSequence, Sendable {
    typealias Element = Data
    var head: Data? = nil
    let line: Data
    let counter: ChunkCounter

    struct AsyncIterator: AsyncIteratorProtocol {
        var head: Data?
        let line: Data
        let counter: ChunkCounter
        mutating func next() async throws -> Data? {
            try Task.checkCancellation()
            counter.increment()
            await Task.yield()
            if let chunk = head {
                head = nil
                return chunk
            }
            return line + Data("\n".utf8)
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(head: head, line: line, counter: counter) }
}

/// A thread-safe counter.
final class ChunkCounter: @unchecked Sendable {
    // @unchecked: `count` is read and written under `lock`.
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
