import Foundation

/// An ISWC lookup: the works that have an ISWC, `GET /ws/2/iswc/<iswc>?inc=…`.
///
/// ```swift
/// let works = try await client.send(ISWCLookupRequest(iswc: try ISWC(validating: "T-034.524.680-1")))
/// ```
///
/// The ISWC is sent in its canonical form `T-DDD.DDD.DDD-C`: the service accepts other
/// spellings but matches its data literally against that form. An unknown ISWC gives
/// ``MusicBrainzError/Code/notFound``.
///
/// Source: section 5.3 of the WS/2 reference; the response is a work list,
/// `{"work-count", "work-offset", "works"}` / `<work-list count>`.
public struct ISWCLookupRequest: MusicBrainzRequest {
    /// The works with the ISWC.
    public typealias Response = BrowseResults<Work>

    /// The ISWC.
    public var iswc: ISWC
    /// The `inc` parameters.
    public var includes: Includes

    /// Creates an ISWC lookup.
    /// - Parameters:
    ///   - iswc: The ISWC.
    ///   - includes: The `inc` parameters; default none.
    public init(iswc: ISWC, including includes: Includes = []) {
        self.iswc = iswc
        self.includes = includes
    }

    /// `iswc/<canonical ISWC>`.
    public var path: String { "iswc/" + iswc.rawValue }

    /// `inc`, when set.
    public var queryItems: [URLQueryItem] {
        includes.parameterValue.map { [URLQueryItem(name: "inc", value: $0)] } ?? []
    }

    /// Whether a `user-*` include needs credentials.
    public var requiresAuthentication: Bool { includes.requiresAuthentication }

    /// The `user-*` includes.
    public var authenticationReason: String { includes.authenticationReason }

    /// `lookup-iswc`.
    public var operationName: String { "lookup-iswc" }

    /// Refuses dependent includes without what they depend on.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) { try includes.validate() }
}
