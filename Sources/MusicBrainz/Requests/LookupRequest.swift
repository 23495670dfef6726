import Foundation

/// A lookup of one entity by its MBID: `GET /ws/2/<entity>/<mbid>?inc=…`.
///
/// ```swift
/// let request = LookupRequest<Release>(id: mbid, includes: [.recordings, .artistCredits, .labels])
/// let release = try await client.send(request)
/// ```
///
/// Lists embedded by sub-query includes (`recordings` on an artist, `releases` on a release
/// group, …) hold at most 25 items; browse for the rest.
public struct LookupRequest<Entity: MusicBrainzEntity>: MusicBrainzRequest {
    /// The entity decoded from the response.
    public typealias Response = Entity

    /// The MBID to look up.
    public var id: MBID
    /// The `inc` parameters.
    public var includes: Entity.Includes

    /// Creates a lookup.
    /// - Parameters:
    ///   - id: The MBID.
    ///   - includes: The `inc` parameters; default none.
    public init(id: MBID, includes: Entity.Includes = []) {
        self.id = id
        self.includes = includes
    }

    /// `<entity>/<mbid>`, such as `release/aff4a693-5970-4e2e-bd46-e2ee49c22de7`.
    public var path: String { "\(Entity.entityType.pathName)/\(id)" }

    /// `inc`, when there are includes.
    public var queryItems: [URLQueryItem] {
        includes.parameterValue.map { [URLQueryItem(name: "inc", value: $0)] } ?? []
    }

    /// `lookup-<entity>`.
    public var operationName: String { "lookup-\(Entity.entityType.pathName)" }
}
