import Foundation

/// A WS/2 JSON field path into a model, such as `title`, `release-group.primary-type`,
/// `media[].format`, `artist-credit[0].artist.id` or `label-info[].catalog-number`, checked
/// against the model's type and read from a decoded model without any JSON.
///
/// ```swift
/// let format = try FieldPath(parsing: "media[].format", for: Release.self)
/// let release = try await client.lookup(Release.self, id: mbid, including: [.media])
/// print(format.values(in: release))              // [.text("CD"), .text("CD")]
/// ```
///
/// The keys are the service's own JSON keys (as in a lookup's JSON), joined with `.`. A key
/// that holds a list takes `[]` (every element) or `[N]` (the element at `N`, from 0); a list
/// key without brackets means `[]`. Keys come from the type's mapping, the same statement per
/// field that decodes the model, so every field the library reads is a path, and only those:
/// `<item>-count` and `<item>-offset` keys are paths too (`media[].track-count`), and a
/// vocabulary value's MBID is its key with `-id` (`status-id`). A relationship's target is
/// under its type's key (`relations[].artist.name`, `relations[].url.resource`); its attribute
/// dictionaries take the attribute's name as the last key (`relations[].attribute-ids.guest`).
///
/// Reading a path (``values(in:)``) runs the mapping of the model's type with a mapper that
/// visits only the keys on the path: no JSON is written or parsed, and a path into one
/// field costs little next to decoding the model.
///
/// Source: the WS/2 JSON schema as the library's mappings state it (`Decoding/Mappings/`).
public struct FieldPath<Model: MusicBrainzModel>: Sendable, Hashable, CustomStringConvertible {
    /// The path as written, such as `media[].format`.
    public let description: String

    let steps: [FieldStep]

    /// The kind of scalar the path ends on; `nil` when it ends on an object or a list of them.
    let scalarKind: FieldSchema.ScalarKind?

    /// Parses a path and checks it against the model's type.
    ///
    /// - Parameters:
    ///   - text: The path, such as `release-group.primary-type` or `media[0].tracks[].title`.
    ///   - type: The model, such as ``Release``.
    /// - Throws: ``MusicBrainzError`` with ``MusicBrainzError/Code/invalidRequest`` for a path
    ///   that is not well formed (an empty key, an unclosed `[`, an index that is not a number)
    ///   or names a key the type does not have; the message names the nearest known path.
    public init(parsing text: String, for type: Model.Type = Model.self) throws(MusicBrainzError) {
        let parsed = try Self.parse(text)
        scalarKind = try Self.check(parsed, text: text)
        steps = parsed
        description = text
    }

    /// Whether the path ends on a value (a scalar, a list of them, a dictionary's value)
    /// rather than on an object or a list of objects.
    package var endsOnValue: Bool { scalarKind != nil }

    /// The paths of the model, down to `depth` keys, in mapping order: every key, `[]` after
    /// each list (`media[]`, `media[].format`, `media[].tracks[]`, …). A nested type that is
    /// already on the way down (an artist's relationships' artists) is not entered again.
    ///
    /// - Parameter depth: The most keys in a path; default 3.
    /// - Returns: The paths.
    public static func knownPaths(depth: Int = 3) -> [String] {
        FieldSchema.paths(of: Model.self, depth: depth)
    }

    /// Every value the path reaches in a model, in the model's order: none when a key on the
    /// way is absent (`nil` in the model), several through `[]`. A path that ends on an object
    /// (or a list of them) gives each as ``FieldValue/json(_:)``.
    ///
    /// - Parameter model: The model.
    /// - Returns: The values.
    public func values(in model: Model) -> [FieldValue] {
        let walk = FieldWalk(steps: steps)
        var visitor = FieldVisitor(walk: walk, depth: 0)
        var copy = model
        // The visitor throws nothing; a mapping that did would end the walk early.
        try? Model.map(&copy, &visitor)
        return walk.values
    }

    /// The values of the path as one line of text: each value's ``FieldValue/description``,
    /// joined with `"; "`, tabs and line ends made spaces (a cell of tab-separated output).
    ///
    /// - Parameter model: The model.
    /// - Returns: The text; empty when the path reaches nothing.
    public func text(in model: Model) -> String {
        let values = values(in: model)
        if values.count == 1 { return Self.cell(values[0].description) }
        return values.map { Self.cell($0.description) }.joined(separator: "; ")
    }

    /// Text with tabs and line ends made spaces.
    static func cell(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        return String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    /// Whether two paths name the same keys and elements (`media.format` is `media[].format`).
    public static func == (lhs: FieldPath, rhs: FieldPath) -> Bool { lhs.steps == rhs.steps }

    /// Hashes the keys and elements the path names.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(steps) }

    // MARK: Parsing

    private static func parse(_ text: String) throws(MusicBrainzError) -> [FieldStep] {
        func invalid(_ reason: String) -> MusicBrainzError {
            MusicBrainzError(
                code: .invalidRequest,
                message: "\"\(text)\" is not a field path (\(reason)); write keys joined with dots, "
                    + "[] or [N] after a list: media[].format, artist-credit[0].artist.id.")
        }
        guard !text.isEmpty else { throw invalid("it is empty") }
        var steps: [FieldStep] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            var key = Substring(part)
            var index: Int?
            if let open = key.firstIndex(of: "[") {
                guard key.last == "]" else { throw invalid("\"\(part)\" has a [ without its ] at the end") }
                let inside = key[key.index(after: open)..<key.index(before: key.endIndex)]
                if !inside.isEmpty {
                    guard let position = Int(inside), position >= 0 else {
                        throw invalid("\"[\(inside)]\" is not [] or [N] with N a position from 0")
                    }
                    index = position
                }
                key = key[..<open]
            }
            guard !key.isEmpty else { throw invalid("a key is empty") }
            guard !key.contains("]") else { throw invalid("\"\(part)\" has a ] without its [") }
            if Int(key) != nil {
                throw invalid("\"\(key)\" is a number: pick a list element as key[\(key)]")
            }
            steps.append(FieldStep(key: String(key), name: .interned(String(key)), index: index))
        }
        return steps
    }

    /// Checks the steps against the model's keys; returns the kind of scalar the path ends on.
    private static func check(_ steps: [FieldStep], text: String) throws(MusicBrainzError) -> FieldSchema.ScalarKind? {
        var type: any MusicBrainzModel.Type = Model.self
        var walked: [String] = []
        var index = 0
        while index < steps.count {
            let step = steps[index]
            let fields = FieldSchema.fields(of: type)
            guard let field = fields.first(where: { $0.name == step.key }) else {
                throw unknown(text, walked: walked, key: step.key, in: type)
            }
            if step.index != nil, !field.shape.isList {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: "\"\(text)\": \(field.name) is not a list, so it takes no [N].")
            }
            walked.append(field.name + (field.shape.isList ? "[]" : ""))
            let isLast = index == steps.count - 1
            switch field.shape {
            case .object(let nested), .objects(let nested):
                if isLast { return nil }
                type = nested
            case .scalar(let kind), .scalars(let kind):
                guard isLast else {
                    throw MusicBrainzError(
                        code: .invalidRequest,
                        message: "\"\(text)\": \(walked.joined(separator: ".")) is \(kind.name), "
                            + "with no key \(steps[index + 1].key) inside.")
                }
                return kind
            case .dictionary(let kind):
                // The next key is a name in the dictionary, the last of the path.
                if isLast { return kind }
                guard index + 2 == steps.count, steps[index + 1].index == nil else {
                    throw MusicBrainzError(
                        code: .invalidRequest,
                        message: "\"\(text)\": \(field.name) holds values by name; only one name may follow it.")
                }
                return kind
            }
            index += 1
        }
        return nil
    }

    /// The error of a key the type does not have, naming the nearest known path.
    private static func unknown(
        _ text: String, walked: [String], key: String, in type: any MusicBrainzModel.Type
    ) -> MusicBrainzError {
        let prefix = walked.isEmpty ? "" : walked.joined(separator: ".") + "."
        let here = FieldSchema.fields(of: type).map { prefix + $0.name + ($0.shape.isList ? "[]" : "") }
        let suggestion = nearest(to: text, walkedPrefix: prefix, key: key, here: here)
        let place = walked.isEmpty ? "\(Model.self)" : "\(walked.joined(separator: "."))"
        var message = "\"\(text)\": \(place) has no key \(key)"
        if let suggestion { message += "; the nearest known path is \(suggestion)" }
        return MusicBrainzError(code: .invalidRequest, message: message + ".")
    }

    /// The known path nearest to what was written: first a path that ends with the unknown key
    /// (`format` → `media[].format`), then the nearest by edit distance among the keys where
    /// the path went wrong and the paths of the model's first levels.
    static func nearest(to text: String, walkedPrefix: String, key: String, here: [String]) -> String? {
        let everywhere = FieldSchema.paths(of: Model.self, depth: 4)
        let bare = { (path: String) in path.replacingOccurrences(of: "[]", with: "") }
        let endsWithKey = everywhere.filter { path in
            let last = path.split(separator: ".").last.map(String.init).map(bare) ?? ""
            return last == key && bare(path).hasPrefix(bare(walkedPrefix))
        }
        if let shortest = endsWithKey.min(by: { ($0.count, $0) < ($1.count, $1) }) { return shortest }
        let written = Array(bare(text).unicodeScalars)
        let scored = (here + everywhere).map { path in
            (path, MatchText.levenshtein(written, Array(bare(path).unicodeScalars)))
        }
        return scored.min(by: { ($0.1, $0.0.count, $0.0) < ($1.1, $1.0.count, $1.0) })?.0
    }
}

/// One key of a path: the key, and for a list the element it picks.
struct FieldStep: Sendable, Hashable {
    var key: String
    /// The key as a mapping name, interned once, compared byte for byte with the mappings' keys.
    var name: WS2Name
    /// The element of a list picked (`[N]`), or `nil` for every element (`[]`, or no brackets).
    var index: Int?

    static func == (lhs: FieldStep, rhs: FieldStep) -> Bool { lhs.key == rhs.key && lhs.index == rhs.index }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(index)
    }
}

/// The steps of one walk and the values it found; shared by the visitors of nested models.
final class FieldWalk {
    let steps: [FieldStep]
    var values: [FieldValue] = []

    init(steps: [FieldStep]) { self.steps = steps }
}
