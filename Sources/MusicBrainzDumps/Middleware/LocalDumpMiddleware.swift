import Foundation
import MusicBrainz

/// Answers lookups by MBID from local data dumps, and passes every other request on to the
/// web service.
///
/// Give it a directory of decompressed dump files, each with its MBID index beside it
/// (``DumpIndex``), and put it in a client's middlewares:
///
/// ```swift
/// let local = try LocalDumpMiddleware(directory: URL(fileURLWithPath: "/data/musicbrainz"))
/// let client = MusicBrainzClient(configuration: configuration, middlewares: [local])
/// let release = try await client.lookup(Release.self, id: mbid, including: [.recordings, .labels])
/// // answered from /data/musicbrainz/release (or …/mbdump/release) with no request sent
/// ```
///
/// A request is answered locally when all of these hold; otherwise it goes to `next` unchanged:
/// - it is a `GET` of `…/<entity>/<mbid>` for an entity type whose dump is in the directory;
/// - its query has only `inc` and `fmt`, and every `inc` value is among the dump's
///   (``DumpedEntity/dumpedIncludes``: no `user-*`, `collections`, `releases` on a recording,
///   `work-level-rels`, …);
/// - the dump has a line with that MBID (the recording dump holds only standalone recordings;
///   any other recording goes to the service).
///
/// The answer is a `200` whose body is the dump line, a WS/2 JSON document, with
/// `Content-Type: application/json`, `X-MusicBrainz-Local-Dump` naming the file and
/// `Last-Modified` the dump's date (``dumpDate(of:)``). As a client's read tier
/// (`ReadTier.localDump(_:)`) an answer older than the client's maximum age
/// falls through to the next tier. The client
/// decodes whichever format a body is in, so a client configured for XML gets the same model.
/// The line carries everything the dump was made with, so the entity may hold more than the
/// `inc` values asked for (aliases, tags, relationships, …); it is as current as the dump.
/// A local answer skips the client's rate limiter and retries, which sit inside the
/// middlewares.
///
/// Put it first among the middlewares so that a logging or recording middleware after it sees
/// only the requests that reach the service.
public struct LocalDumpMiddleware: HTTPMiddleware {
    /// The directory of dump files.
    public let directory: URL

    private let indexes: [EntityType: DumpIndex]

    /// When the dumps were made: `DIRECTORY/TIMESTAMP` (the archive's first file, extracted
    /// beside `mbdump/`), else each dump file's modification date. Answers carry it as
    /// `Last-Modified`, which a client's ``/MusicBrainz/MusicBrainzClient/Configuration/maximumAge``
    /// compares with.
    private let dates: [EntityType: Date]

    /// The entity types this middleware answers, those with a dump file and index in the
    /// directory.
    public var entityTypes: Set<EntityType> { Set(indexes.keys) }

    /// Opens every dump file in a directory with its index: `DIRECTORY/<entity>` or
    /// `DIRECTORY/mbdump/<entity>` (such as `release` or `release-group`), each with
    /// `<file>.mbidx` beside it.
    ///
    /// - Parameter directory: The directory.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` with ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed`` when the
    ///   directory holds no dump file, or a dump file has no index (build it with
    ///   ``DumpIndex/build(for:indexFile:options:)`` or `mbz dump FILE --index`), and the
    ///   errors of ``DumpIndex/init(dumpFile:indexFile:)`` (``/MusicBrainz/MusicBrainzError/Code/indexStale``,
    ///   ``/MusicBrainz/MusicBrainzError/Code/indexCorrupt``).
    public init(directory: URL) throws(MusicBrainzError) {
        self.directory = directory
        var indexes: [EntityType: DumpIndex] = [:]
        for type in DumpedEntities.all {
            guard let file = DumpIndex.dumpFile(named: type.dumpFileName, in: directory) else { continue }
            let indexFile = DumpIndex.indexFile(for: file)
            guard FileManager.default.fileExists(atPath: indexFile.path) else {
                throw MusicBrainzError(
                    code: .fileAccessFailed,
                    message: "\(file.path) has no MBID index (\(indexFile.lastPathComponent)); build it with "
                        + "DumpIndex.build(for:) or mbz dump \(file.path) --entity \(type.dumpFileName) --index.")
            }
            indexes[type.entityType] = try DumpIndex(dumpFile: file, indexFile: indexFile)
        }
        guard !indexes.isEmpty else {
            throw MusicBrainzError(
                code: .fileAccessFailed,
                message: "\(directory.path) holds no dump file: expected files such as release or mbdump/release, "
                    + "named by entity type, each with its .mbidx index.")
        }
        self.indexes = indexes
        let timestamp = (try? String(contentsOf: directory.appendingPathComponent("TIMESTAMP"), encoding: .utf8))
            .flatMap { DumpArchiveMetadata.parseTimestamp($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        dates = indexes.mapValues { index in
            timestamp
                ?? ((try? FileManager.default.attributesOfItem(atPath: index.dumpFile.path))?[.modificationDate]
                    as? Date)
                ?? Date(timeIntervalSince1970: 0)
        }
    }

    /// When the dump of an entity type was made, as answers say it (`Last-Modified`): the
    /// directory's `TIMESTAMP` file, else the dump file's modification date; `nil` for a type
    /// without a dump here.
    ///
    /// - Parameter entityType: The entity type.
    /// - Returns: The date.
    public func dumpDate(of entityType: EntityType) -> Date? { dates[entityType] }

    /// Answers a lookup from the dump, or passes the request on.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - context: What the request is for.
    ///   - next: The rest of the chain.
    /// - Returns: The dump's answer, or the service's.
    /// - Throws: ``/MusicBrainz/MusicBrainzError`` from `next`, or from the index:
    ///   ``/MusicBrainz/MusicBrainzError/Code/indexStale`` (the dump file changed since the index was built),
    ///   ``/MusicBrainz/MusicBrainzError/Code/indexCorrupt``, ``/MusicBrainz/MusicBrainzError/Code/fileAccessFailed``.
    public func intercept(
        _ request: HTTPRequest, context: MiddlewareContext,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        guard let (index, id, entityType) = answerable(request) else { return try await next(request) }
        guard let line = try index.line(for: id) else { return try await next(request) }
        var fields = HTTPFields()
        fields["Content-Type"] = "application/json; charset=utf-8"
        fields["X-MusicBrainz-Local-Dump"] = index.dumpFile.path
        if let date = dates[entityType] { fields["Last-Modified"] = Self.httpDate(date) }
        return HTTPResponse(status: 200, headerFields: fields, body: line, url: request.url)
    }

    /// A date as HTTP writes it: `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    /// The index, MBID and entity type of a lookup this middleware can answer.
    private func answerable(_ request: HTTPRequest) -> (DumpIndex, MBID, EntityType)? {
        guard request.method == .get,
            let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        else { return nil }
        let segments = components.path.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.count >= 2, let id = MBID(String(segments[segments.count - 1])),
            let entityType = EntityType(rawValue: String(segments[segments.count - 2])),
            let index = indexes[entityType], let type = DumpedEntities.type(for: entityType)
        else { return nil }
        var includes: [String] = []
        for item in components.queryItems ?? [] {
            switch item.name {
            case "inc":
                includes += (item.value ?? "").split(whereSeparator: { $0 == "+" || $0 == " " }).map(String.init)
            case "fmt": continue
            default: return nil
            }
        }
        guard Self.dumpCarries(type, includes) else { return nil }
        return (index, id, entityType)
    }

    /// Whether every `inc` value is one the entity's dump lines were made with.
    static func dumpCarries<Entity: DumpedEntity>(_ type: Entity.Type, _ names: [String]) -> Bool {
        guard let requested = try? Entity.Includes(parameterNames: names) else { return false }
        return Entity.dumpedIncludes.isSuperset(of: requested)
    }
}

extension ReadTier {
    /// A directory of indexed dump files as a client's read tier, named `local dump`: it
    /// answers the lookups its dumps can (see ``LocalDumpMiddleware``), with the dump's date as
    /// the answer's age, and passes the others to the next tier.
    ///
    /// - Parameter middleware: The dump middleware.
    /// - Returns: The tier.
    public static func localDump(_ middleware: LocalDumpMiddleware) -> ReadTier {
        .store(middleware, name: "local dump")
    }
}
