import Foundation
import MusicBrainz
import Testing

/// A bounded, deterministic cousin of the fuzzers (FUZZING.md): real fixtures, truncated, with
/// bytes flipped, elements deleted or duplicated, and hostile markup inserted, must each decode
/// into a model or fail with a typed error, never crash or hang.
@Suite(.timeLimit(.minutes(1)))
struct DecoderMutationTests {
    /// A fixture and how to decode it.
    struct Subject: Sendable, CustomTestStringConvertible {
        var name: String
        var data: Data
        var format: ResponseFormat
        var decode: @Sendable (Data) throws(MusicBrainzError) -> Void
        var testDescription: String { name }
    }

    /// A decoder for the kind and entity of a manifest entry, or `nil` for types the library
    /// does not model yet.
    static func decoder(
        kind: String, entity: String, format: ResponseFormat
    ) -> (@Sendable (Data) throws(MusicBrainzError) -> Void)? {
        let decoder = ResponseDecoder()
        func make<T: MusicBrainzResponse>(_ type: T.Type) -> @Sendable (Data) throws(MusicBrainzError) -> Void {
            { data throws(MusicBrainzError) in _ = try decoder.decode(T.self, from: data, format: format) }
        }
        switch (kind, entity) {
        case ("lookup", "release"): return make(Release.self)
        case ("lookup", "release-group"): return make(ReleaseGroup.self)
        case ("lookup", "recording"): return make(Recording.self)
        case ("lookup", "artist"): return make(Artist.self)
        case ("lookup", "label"): return make(Label.self)
        case ("lookup", "area"): return make(Area.self)
        case ("search", "release"): return make(SearchResults<Release>.self)
        case ("search", "recording"): return make(SearchResults<Recording>.self)
        case ("search", "artist"): return make(SearchResults<Artist>.self)
        case ("browse", "release"): return make(BrowseResults<Release>.self)
        default: return nil
        }
    }

    /// Up to two fixtures per format, kind and entity from the shared fixtures that decode as
    /// they are; the project's own fixtures when the shared ones are missing.
    static let subjects: [Subject] = {
        var result: [Subject] = []
        var taken: [String: Int] = [:]
        for entry in SharedFixtures.manifest.sorted(by: { $0.file < $1.file }) where entry.httpStatus == 200 {
            guard let format = entry.responseFormat,
                let decode = decoder(kind: entry.kind, entity: entry.entity, format: format),
                let data = try? SharedFixtures.data(entry.file), data.count <= 150_000
            else { continue }
            let key = "\(entry.format) \(entry.kind) \(entry.entity)"
            guard taken[key, default: 0] < 2, (try? decode(data)) != nil else { continue }
            taken[key, default: 0] += 1
            result.append(Subject(name: entry.file, data: data, format: format, decode: decode))
        }
        if result.isEmpty {
            for (name, kind) in [
                ("release-lookup-violin-concertos", "lookup"), ("release-search-violin-concertos", "search"),
            ] {
                for format in ResponseFormat.allCases {
                    let file = "\(name).\(format.rawValue)"
                    guard let data = try? OwnFixtures.data(file),
                        let decode = decoder(kind: kind, entity: "release", format: format)
                    else { continue }
                    result.append(Subject(name: file, data: data, format: format, decode: decode))
                }
            }
        }
        return result
    }()

    /// The outcome of decoding one mutant.
    enum Outcome: Equatable {
        case model
        case error(MusicBrainzError.Code)
    }

    static func outcome(_ subject: Subject, _ data: Data) -> Outcome {
        do {
            try subject.decode(data)
            return .model
        } catch {
            return .error(error.code)
        }
    }

    /// The offset after the last byte that is not white space.
    static func contentEnd(_ data: Data) -> Int {
        var end = data.count
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(data[data.startIndex + end - 1]) { end -= 1 }
        return end
    }

    @Test("the fixtures used are real, and decode before mutation")
    func subjectsAvailable() {
        let formats = Set(Self.subjects.map(\.format))
        #expect(formats == Set(ResponseFormat.allCases))
        if SharedFixtures.isAvailable { #expect(Self.subjects.count >= 12) }
    }

    @Test("a truncated document is always decodingFailed, never a partial model", arguments: subjects)
    func truncations(subject: Subject) {
        var random = SplitMix64(state: UInt64(truncatingIfNeeded: subject.name.hashValueStable))
        let end = Self.contentEnd(subject.data)
        var cuts = [0, 1, end / 2, end - 1]
        for _ in 0..<16 { cuts.append(Int.random(in: 0..<end, using: &random)) }
        for cut in cuts {
            let outcome = Self.outcome(subject, subject.data.prefix(cut))
            #expect(outcome == .error(.decodingFailed), "cut at \(cut) of \(end)")
        }
    }

    @Test("flipped bytes give a model or a typed error", arguments: subjects)
    func byteFlips(subject: Subject) {
        var random = SplitMix64(state: UInt64(truncatingIfNeeded: subject.name.hashValueStable) ^ 0xF11F)
        var errors = 0
        for _ in 0..<40 {
            var bytes = [UInt8](subject.data)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] ^= UInt8.random(in: 1...255, using: &random)
            }
            switch Self.outcome(subject, Data(bytes)) {
            case .model: break
            case .error(let code):
                errors += 1
                #expect(code == .decodingFailed || code == .unexpectedContentType)
            }
        }
        #expect(errors > 0, "40 sets of flipped bytes all decoded: are the flips applied?")
    }

    @Test("deleted, duplicated and retyped elements give a model or a typed error", arguments: subjects)
    func structuralMutations(subject: Subject) throws {
        var random = SplitMix64(state: UInt64(truncatingIfNeeded: subject.name.hashValueStable) ^ 0x57C7)
        let mutants =
            subject.format == .xml
            ? XMLMutator(subject.data).mutants(count: 30, using: &random)
            : try JSONMutator(subject.data).mutants(count: 30, using: &random)
        #expect(mutants.count >= 20)
        var changed = 0
        for mutant in mutants {
            if mutant != subject.data { changed += 1 }
            if case .error(let code) = Self.outcome(subject, mutant) {
                #expect(code == .decodingFailed || code == .unexpectedContentType)
            }
        }
        #expect(changed >= mutants.count / 2)
    }

    @Test(
        "hostile markup inserted anywhere in XML is refused or survived",
        arguments: subjects.filter { $0.format == .xml })
    func insertedMarkup(subject: Subject) {
        var random = SplitMix64(state: UInt64(truncatingIfNeeded: subject.name.hashValueStable) ^ 0x1A5E)
        let snippets: [[UInt8]] = [
            Array("<?x?>".utf8), Array("<?<?y?>".utf8), Array("<!DOCTYPE r>".utf8), [0], [0xFF], [0xE9, 0x74],
            Array("&nbsp;".utf8), Array("]]>".utf8), Array("<![CDATA[".utf8), Array("<!--".utf8), Array("</".utf8),
            Array("<".utf8), Array("&#0;".utf8), Array("<a:b xmlns:a=''/>".utf8),
        ]
        for snippet in snippets {
            for _ in 0..<3 {
                var bytes = [UInt8](subject.data)
                bytes.insert(contentsOf: snippet, at: Int.random(in: 0...bytes.count, using: &random))
                if case .error(let code) = Self.outcome(subject, Data(bytes)) {
                    #expect(code == .decodingFailed, "\(String(decoding: snippet, as: UTF8.self))")
                }
            }
        }
    }
}

/// Deletes or duplicates whole elements of an XML document, found with a simple tag scanner.
struct XMLMutator {
    let bytes: [UInt8]
    /// Start and end offsets of elements (start tag through end tag).
    let elements: [Range<Int>]

    init(_ data: Data) {
        bytes = [UInt8](data)
        var found: [Range<Int>] = []
        var open: [(name: ArraySlice<UInt8>, start: Int)] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count else {
                i += 1
                continue
            }
            guard let close = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let next = bytes[i + 1]
            if next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                i = close + 1
                continue
            }
            let isEnd = next == UInt8(ascii: "/")
            let nameStart = isEnd ? i + 2 : i + 1
            var nameEnd = nameStart
            while nameEnd < close, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/")].contains(bytes[nameEnd]) {
                nameEnd += 1
            }
            let name = bytes[nameStart..<nameEnd]
            if isEnd {
                if let index = open.lastIndex(where: { $0.name == name }) {
                    found.append(open[index].start..<(close + 1))
                    open.removeSubrange(index...)
                }
            } else if bytes[close - 1] == UInt8(ascii: "/") {
                found.append(i..<(close + 1))
            } else {
                open.append((name, i))
            }
            i = close + 1
        }
        elements = found
    }

    func mutants(count: Int, using random: inout some RandomNumberGenerator) -> [Data] {
        guard !elements.isEmpty else { return [] }
        return (0..<count).map { index in
            let element = elements[Int.random(in: 0..<elements.count, using: &random)]
            var copy = bytes
            if index % 2 == 0 {
                copy.removeSubrange(element)
            } else {
                copy.insert(contentsOf: bytes[element], at: element.upperBound)
            }
            return Data(copy)
        }
    }
}

/// Deletes object members, duplicates array elements, and replaces values with values of
/// another type, in a JSON document.
struct JSONMutator {
    let root: Any

    init(_ data: Data) throws {
        root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    /// Paths to every container and value, as lists of keys and indices.
    static func paths(in value: Any, prefix: [PathStep] = [], into result: inout [[PathStep]]) {
        result.append(prefix)
        if let object = value as? [String: Any] {
            for key in object.keys.sorted() {
                paths(in: object[key] as Any, prefix: prefix + [.key(key)], into: &result)
            }
        } else if let array = value as? [Any] {
            for (index, element) in array.enumerated() {
                paths(in: element, prefix: prefix + [.index(index)], into: &result)
            }
        }
    }

    enum PathStep {
        case key(String)
        case index(Int)
    }

    enum Edit {
        case delete
        case duplicate
        case replace(Any)
    }

    static func apply(_ edit: Edit, at path: ArraySlice<PathStep>, in value: Any) -> Any? {
        guard let step = path.first else {
            if case .replace(let replacement) = edit { return replacement }
            return value
        }
        let last = path.count == 1
        switch step {
        case .key(let key):
            guard var object = value as? [String: Any], let child = object[key] else { return value }
            if last, case .delete = edit {
                object[key] = nil
            } else {
                object[key] = apply(edit, at: path.dropFirst(), in: child) ?? NSNull()
            }
            return object
        case .index(let index):
            guard var array = value as? [Any], index < array.count else { return value }
            if last, case .delete = edit {
                array.remove(at: index)
            } else if last, case .duplicate = edit {
                array.insert(array[index], at: index)
            } else {
                array[index] = apply(edit, at: path.dropFirst(), in: array[index]) ?? NSNull()
            }
            return array
        }
    }

    func mutants(count: Int, using random: inout some RandomNumberGenerator) throws -> [Data] {
        var all: [[PathStep]] = []
        Self.paths(in: root, into: &all)
        let paths = all.filter { !$0.isEmpty }
        guard !paths.isEmpty else { return [] }
        let replacements: [Any] = [NSNull(), 42, -1, 1.5e300, "text", "", true, [Any](), [String: Any](), ["x"]]
        return try (0..<count).map { index in
            let path = paths[Int.random(in: 0..<paths.count, using: &random)]
            let edit: Edit
            switch index % 3 {
            case 0: edit = .delete
            case 1: edit = .duplicate
            default: edit = .replace(replacements[Int.random(in: 0..<replacements.count, using: &random)])
            }
            let mutated = Self.apply(edit, at: path[...], in: root) ?? NSNull()
            return try JSONSerialization.data(withJSONObject: mutated, options: [.fragmentsAllowed, .sortedKeys])
        }
    }
}

extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: UInt64 {
        utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
