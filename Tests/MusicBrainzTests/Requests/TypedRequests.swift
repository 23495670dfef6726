import Foundation
import MusicBrainz

/// Builds, with the typed API only, the request a recorded URL made: the entity types, includes,
/// links, filters and identifiers all go through the library's own parsing and validation, and
/// every recorded search has its query written with the typed query builder.
enum TypedRequests {
    enum Outcome {
        case request(any MusicBrainzRequest)
        /// A request whose recording carries parameters the service ignores there (and the typed
        /// API therefore does not have), such as `limit` on an MBID lookup.
        case requestIgnoring(any MusicBrainzRequest, Set<String>)
        case outOfScope(String)
    }

    static let pagingAndFilters: Set<String> = [
        "inc", "limit", "offset", "type", "status", "release-group-status", "fmt",
    ]

    /// The reasons a recorded request may be out of scope: the reads of section 8 and the
    /// submissions. Any other reason fails the contract test.
    static let plannedGaps: Set<String> = [userTagsAndRatings, collectionEdit]
    static let userTagsAndRatings = "user tags and ratings (section 8: reads need credentials, writes are submissions)"
    static let collectionEdit = "collection PUT/DELETE (a submission)"

    static func build(_ recorded: RecordedRequest) throws -> Outcome {
        let segments = recorded.path.split(separator: "/").map(String.init)
        guard let first = segments.first else { return .outOfScope("no path") }
        switch (first, segments.count) {
        case ("rating", _), ("tag", _):
            return .outOfScope(userTagsAndRatings)
        case ("discid", 2):
            return .request(try discID(segments[1], recorded))
        case ("isrc", 2):
            return .request(
                ISRCLookupRequest(
                    isrc: try ISRC(validating: segments[1]),
                    including: try .init(parameterNames: recorded.includes)))
        case ("iswc", 2):
            // The server's test data has ISWCs with wrong check digits (T-000.000.002-0): a
            // lookup of MusicBrainz's own data must not insist on it.
            return .request(
                ISWCLookupRequest(
                    iswc: try ISWC(validating: segments[1], checkDigit: .ignore),
                    including: try .init(parameterNames: recorded.includes)))
        case ("url", 1) where recorded.value("resource") != nil:
            let resources = recorded.values("resource")
            let includes = try URLEntity.Includes(parameterNames: recorded.includes)
            if resources.count == 1 { return .request(URLLookupRequest(resource: resources[0], including: includes)) }
            return .request(URLBatchLookupRequest(resources: resources, including: includes))
        case ("genre", 2) where segments[1] == "all":
            return .request(AllGenresRequest(limit: recorded.int("limit"), offset: recorded.int("offset")))
        case ("collection", 3):
            return .request(try collectionContents(id: segments[1], plural: segments[2], recorded))
        case ("collection", 4):
            return .outOfScope(collectionEdit)
        case (_, 2):
            // "Unknown extra query parameters on lookups are ignored" (section 1.3).
            let ignored = Set(["limit", "offset"]).intersection(recorded.query.map(\.name))
            return .requestIgnoring(try lookup(try entityType(first), id: segments[1], recorded), ignored)
        case (_, 1):
            if let query = recorded.value("query") {
                return .request(try search(index: first, query: query, recorded))
            }
            let links = recorded.query.filter { !pagingAndFilters.contains($0.name) }
            if first == "collection" && links.isEmpty {
                return .request(UserCollectionsRequest(limit: recorded.int("limit"), offset: recorded.int("offset")))
            }
            guard links.count == 1, let link = links.first else { return .outOfScope("no single linked entity") }
            return .request(try browse(try entityType(first), link: link, recorded))
        default:
            return .outOfScope("unknown request shape")
        }
    }

    static func entityType(_ name: String) throws -> EntityType {
        guard let type = EntityType(anySpelling: name) else {
            throw MusicBrainzError(code: .invalidRequest, message: "unknown entity \(name)")
        }
        return type
    }

    // MARK: Lookups

    static func lookup(_ type: EntityType, id: String, _ recorded: RecordedRequest) throws -> any MusicBrainzRequest {
        let id = try MBID(validating: id)
        switch type {
        case .area: return try lookup(Area.self, id, recorded)
        case .artist: return try lookup(Artist.self, id, recorded)
        case .event: return try lookup(Event.self, id, recorded)
        case .genre: return try lookup(Genre.self, id, recorded)
        case .instrument: return try lookup(Instrument.self, id, recorded)
        case .label: return try lookup(Label.self, id, recorded)
        case .place: return try lookup(Place.self, id, recorded)
        case .recording: return try lookup(Recording.self, id, recorded)
        case .release: return try lookup(Release.self, id, recorded)
        case .releaseGroup: return try lookup(ReleaseGroup.self, id, recorded)
        case .series: return try lookup(Series.self, id, recorded)
        case .work: return try lookup(Work.self, id, recorded)
        case .url: return try lookup(URLEntity.self, id, recorded)
        case .collection: return try lookup(UserCollection.self, id, recorded)
        }
    }

    static func lookup<E: MusicBrainzEntity>(
        _ type: E.Type, _ id: MBID, _ recorded: RecordedRequest
    ) throws
        -> LookupRequest<E>
    {
        let request = LookupRequest<E>(
            id: id, including: try E.Includes(parameterNames: recorded.includes), types: recorded.types,
            statuses: recorded.statuses)
        try request.validate()
        return request
    }

    static func discID(_ id: String, _ recorded: RecordedRequest) throws -> DiscIDLookupRequest {
        let toc = try recorded.value("toc").map { try TOC(validating: $0) }
        let includes = try DiscIDLookupRequest.Includes(parameterNames: recorded.includes)
        var request: DiscIDLookupRequest
        if id == "-", let toc {
            request = DiscIDLookupRequest(toc: toc, including: includes)
        } else {
            request = DiscIDLookupRequest(discID: try DiscID(validating: id), toc: toc, including: includes)
        }
        request.includesCDStubs = recorded.value("cdstubs") != "no"
        request.allMediaFormats = recorded.value("media-format") == "all"
        request.limit = recorded.int("limit")
        request.offset = recorded.int("offset")
        try request.validate()
        return request
    }

    // MARK: Browse

    static func browse(
        _ type: EntityType, link: (name: String, value: String), _ recorded: RecordedRequest
    ) throws
        -> any MusicBrainzRequest
    {
        switch type {
        case .area: return try browse(Area.self, link, recorded)
        case .artist: return try browse(Artist.self, link, recorded)
        case .event: return try browse(Event.self, link, recorded)
        case .genre: return try browse(Genre.self, link, recorded)
        case .instrument: return try browse(Instrument.self, link, recorded)
        case .label: return try browse(Label.self, link, recorded)
        case .place: return try browse(Place.self, link, recorded)
        case .recording: return try browse(Recording.self, link, recorded)
        case .release: return try browse(Release.self, link, recorded)
        case .releaseGroup: return try browse(ReleaseGroup.self, link, recorded)
        case .series: return try browse(Series.self, link, recorded)
        case .work: return try browse(Work.self, link, recorded)
        case .collection: return try browse(UserCollection.self, link, recorded)
        case .url: throw MusicBrainzError(code: .invalidRequest, message: "URLs cannot be browsed")
        }
    }

    static func browse<E: BrowsableEntity>(
        _ type: E.Type, _ link: (name: String, value: String), _ recorded: RecordedRequest
    ) throws -> BrowseRequest<E> {
        let request = BrowseRequest<E>(
            linkedTo: try BrowseLink<E>(parameterName: link.name, value: link.value),
            including: try E.Includes(parameterNames: recorded.includes),
            limit: recorded.int("limit"), offset: recorded.int("offset"), types: recorded.types,
            statuses: recorded.statuses,
            releaseGroupStatus: recorded.value("release-group-status").flatMap(ReleaseGroupStatusFilter.init(rawValue:))
        )
        try request.validate()
        return request
    }

    static func collectionContents(
        id: String, plural: String, _ recorded: RecordedRequest
    ) throws
        -> any MusicBrainzRequest
    {
        let id = try MBID(validating: id)
        let limit = recorded.int("limit")
        let offset = recorded.int("offset")
        switch plural {
        case "areas": return CollectionContentsRequest<Area>(collection: id, limit: limit, offset: offset)
        case "artists": return CollectionContentsRequest<Artist>(collection: id, limit: limit, offset: offset)
        case "events": return CollectionContentsRequest<Event>(collection: id, limit: limit, offset: offset)
        case "genres": return CollectionContentsRequest<Genre>(collection: id, limit: limit, offset: offset)
        case "instruments": return CollectionContentsRequest<Instrument>(collection: id, limit: limit, offset: offset)
        case "labels": return CollectionContentsRequest<Label>(collection: id, limit: limit, offset: offset)
        case "places": return CollectionContentsRequest<Place>(collection: id, limit: limit, offset: offset)
        case "recordings": return CollectionContentsRequest<Recording>(collection: id, limit: limit, offset: offset)
        case "releases": return CollectionContentsRequest<Release>(collection: id, limit: limit, offset: offset)
        case "release-groups":
            return CollectionContentsRequest<ReleaseGroup>(collection: id, limit: limit, offset: offset)
        case "series": return CollectionContentsRequest<Series>(collection: id, limit: limit, offset: offset)
        case "works": return CollectionContentsRequest<Work>(collection: id, limit: limit, offset: offset)
        default: throw MusicBrainzError(code: .invalidRequest, message: "unknown collection contents \(plural)")
        }
    }

    // MARK: Search

    static func search(index: String, query: String, _ recorded: RecordedRequest) throws -> any MusicBrainzRequest {
        let key = index + "|" + query
        guard let make = searches[key] else {
            throw UnknownSearch(key: key)
        }
        let request = make(recorded.int("limit"), recorded.int("offset"))
        try request.validate()
        return request
    }

    struct UnknownSearch: Error, CustomStringConvertible {
        var key: String
        var description: String { "no typed query written for the recorded search \(key)" }
    }

    static func id(_ text: String) -> MBID { MBID(text)! }

    /// Every recorded search, written with the typed query builder.
    static let searches: [String: @Sendable (Int?, Int?) -> any MusicBrainzRequest] = [
        "annotation|entity:bdb24cb5-404b-4f60-bba4-7b730325ae47": {
            SearchRequest<Annotation>(
                .field(.entity, id("bdb24cb5-404b-4f60-bba4-7b730325ae47")), limit: $0, offset: $1)
        },
        "annotation|Pieds nus sur la braise": {
            SearchRequest<Annotation>(.text("Pieds nus sur la braise"), limit: $0, offset: $1)
        },
        "area|Ile de France": { SearchRequest<Area>(.text("Ile de France"), limit: $0, offset: $1) },
        "area|\"Île-de-France\"": { SearchRequest<Area>(.value(.phrase("Île-de-France")), limit: $0, offset: $1) },
        "artist|artist:fred AND type:group AND country:US": {
            SearchRequest<Artist>(
                .field(.artist, "fred") && .field(.type, "group") && .field(.country, "US"), limit: $0, offset: $1)
        },
        "artist|artist:\"Kasabian\"": {
            SearchRequest<Artist>(.field(.artist, .phrase("Kasabian")), limit: $0, offset: $1)
        },
        "artist|owen": { SearchRequest<Artist>(.text("owen"), limit: $0, offset: $1) },
        "cdstub|title:Doo": { SearchRequest<CDStub>(.field(.title, "Doo"), limit: $0, offset: $1) },
        "cdstub|bonobo": { SearchRequest<CDStub>(.text("bonobo"), limit: $0, offset: $1) },
        "event|unique": { SearchRequest<Event>(.text("unique"), limit: $0, offset: $1) },
        "instrument|Nose": { SearchRequest<Instrument>(.text("Nose"), limit: $0, offset: $1) },
        "label|\"Devil's Records\"": {
            SearchRequest<Label>(.value(.phrase("Devil's Records")), limit: $0, offset: $1)
        },
        "label|love": { SearchRequest<Label>(.text("love"), limit: $0, offset: $1) },
        "label|count your lucky stars": {
            SearchRequest<Label>(.text("count your lucky stars"), limit: $0, offset: $1)
        },
        "label|label:\"Compost Records\"": {
            SearchRequest<Label>(.field(.label, .phrase("Compost Records")), limit: $0, offset: $1)
        },
        "place|chipping": { SearchRequest<Place>(.text("chipping"), limit: $0, offset: $1) },
        "recording|love": { SearchRequest<Recording>(.text("love"), limit: $0, offset: $1) },
        "recording|Fred": { SearchRequest<Recording>(.text("Fred"), limit: $0, offset: $1) },
        "recording|pleaser": { SearchRequest<Recording>(.text("pleaser"), limit: $0, offset: $1) },
        "recording|recording:\"Bound for the floor\" AND artist:\"Local H\"": {
            SearchRequest<Recording>(
                .field(.recording, .phrase("Bound for the floor")) && .field(.artist, .phrase("Local H")), limit: $0,
                offset: $1)
        },
        "release-group|love": { SearchRequest<ReleaseGroup>(.text("love"), limit: $0, offset: $1) },
        "release-group|Tenance": { SearchRequest<ReleaseGroup>(.text("Tenance"), limit: $0, offset: $1) },
        "release-group|songs about leaving": {
            SearchRequest<ReleaseGroup>(.text("songs about leaving"), limit: $0, offset: $1)
        },
        "release-group|artist:\"Kasabian\" AND releasegroup:\"Empire\"": {
            SearchRequest<ReleaseGroup>(
                .field(.artist, .phrase("Kasabian")) && .field(.releaseGroup, .phrase("Empire")), limit: $0, offset: $1)
        },
        "release|\"drivers license\"": {
            SearchRequest<Release>(.value(.phrase("drivers license")), limit: $0, offset: $1)
        },
        "release|release:Schneider AND Shake": {
            SearchRequest<Release>(.field(.release, "Schneider") && .text("Shake"), limit: $0, offset: $1)
        },
        "release|Fred": { SearchRequest<Release>(.text("Fred"), limit: $0, offset: $1) },
        "release|barcode:792258106329": {
            SearchRequest<Release>(.field(.barcode, .barcode(Barcode("792258106329")!)), limit: $0, offset: $1)
        },
        "series|\"Studio Brussel\"": {
            SearchRequest<Series>(.value(.phrase("Studio Brussel")), limit: $0, offset: $1)
        },
        "tag|shoegaze": { SearchRequest<TagSearchItem>(.text("shoegaze"), limit: $0, offset: $1) },
        "url|Hello": { SearchRequest<URLEntity>(.text("Hello"), limit: $0, offset: $1) },
        "work|work:Frozen AND arid:4c006444-ccbf-425e-b3e7-03a98bab5997": {
            SearchRequest<Work>(
                .field(.work, "Frozen") && .field(.artistID, id("4c006444-ccbf-425e-b3e7-03a98bab5997")), limit: $0,
                offset: $1)
        },
    ]
}

extension RecordedRequest {
    func int(_ name: String) -> Int? { value(name).flatMap { Int($0) } }

    var types: [ReleaseTypeFilter] {
        value("type").map { $0.split(separator: "|").map { ReleaseTypeFilter(rawValue: String($0)) } } ?? []
    }

    var statuses: [ReleaseStatus] {
        value("status").map { $0.split(separator: "|").map { ReleaseStatus(rawValue: String($0)) } } ?? []
    }
}
