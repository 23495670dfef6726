import Foundation

/// An ISRC lookup: the recordings that have an ISRC, `GET /ws/2/isrc/<isrc>?inc=…`.
///
/// ```swift
/// let result = try await client.send(ISRCLookupRequest(isrc: try ISRC(validating: "GB-AAA-99-00303")))
/// for recording in result.recordings { print(recording.title) }
/// ```
///
/// The ISRC is sent in its canonical form (upper case, no hyphens), the only one the service
/// accepts. An unknown ISRC gives ``MusicBrainzError/Code/notFound``.
///
/// Source: section 5.2 of the WS/2 reference.
public struct ISRCLookupRequest: MusicBrainzRequest {
    /// The ISRC and its recordings.
    public typealias Response = ISRCLookupResult

    /// The ISRC.
    public var isrc: ISRC
    /// The `inc` parameters.
    public var includes: Includes

    /// Creates an ISRC lookup.
    /// - Parameters:
    ///   - isrc: The ISRC.
    ///   - includes: The `inc` parameters; default none.
    public init(isrc: ISRC, including includes: Includes = []) {
        self.isrc = isrc
        self.includes = includes
    }

    /// `isrc/<isrc>`.
    public var path: String { "isrc/" + isrc.rawValue }

    /// `inc`, when set.
    public var queryItems: [URLQueryItem] {
        includes.parameterValue.map { [URLQueryItem(name: "inc", value: $0)] } ?? []
    }

    /// Whether a `user-*` include needs credentials.
    public var requiresAuthentication: Bool { includes.requiresAuthentication }

    /// The `user-*` includes.
    public var authenticationReason: String { includes.authenticationReason }

    /// `lookup-isrc`.
    public var operationName: String { "lookup-isrc" }

    /// Refuses dependent includes without what they depend on.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) { try includes.validate() }
}
