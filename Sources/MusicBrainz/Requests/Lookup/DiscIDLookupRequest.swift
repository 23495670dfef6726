import Foundation

/// A disc ID lookup: `GET /ws/2/discid/<discid>[?toc=…][&cdstubs=no][&media-format=all][&inc=…]`.
///
/// ```swift
/// let discID = try DiscID(validating: "IeldkVfIh1wep_M8CMuDvA0nQ7Q-")
/// switch try await client.send(DiscIDLookupRequest(discID: discID, including: [.artistCredits])) {
/// case .disc(let disc): print(disc.releases?.map(\.title) ?? [])
/// case .cdStub(let stub): print("CD stub:", stub.title)
/// case .releases(let page): print("\(page.totalCount) releases match the TOC")
/// }
/// ```
///
/// The service answers with the disc and its releases when it knows the disc ID, otherwise with a
/// CD stub for it (unless ``includesCDStubs`` is `false`), otherwise, when a ``toc`` is given,
/// with the releases whose track count and durations match it (at most 25, best first), and
/// otherwise 404. With only a TOC, the path holds the placeholder `-` (``init(toc:including:includesCDStubs:allMediaFormats:limit:offset:)``).
/// `media` and `discids` are always on.
///
/// Checked before sending: a lookup with neither disc ID nor TOC, a TOC whose first track is not 1
/// (the service's TOC parser refuses it), `limit` outside 1…25 (this
/// lookup's cap), an `offset` outside 0…2147483647, dependent includes and `user-*` includes without
/// credentials.
///
/// Source: section 5.1 of the WS/2 reference.
public struct DiscIDLookupRequest: MusicBrainzRequest {
    /// A disc, a CD stub or a list of releases.
    public typealias Response = DiscIDLookupResult

    /// The disc ID; `nil` to match by ``toc`` alone (the path then holds `-`).
    public var discID: DiscID?
    /// The table of contents for the fuzzy match when the disc ID is unknown.
    public var toc: TOC?
    /// The `inc` parameters.
    public var includes: Includes
    /// Whether a CD stub may answer (`cdstubs=yes`, the service's default); `false` sends
    /// `cdstubs=no`.
    public var includesCDStubs: Bool
    /// Whether the TOC match considers media of every format (`media-format=all`), not only
    /// those that can have disc IDs.
    public var allMediaFormats: Bool
    /// The number of releases of a TOC match per request (one page), 1…25; `nil` for 25.
    public var limit: Int?
    /// The offset of the first release of a TOC match; `nil` for 0.
    public var offset: Int?

    /// Creates a lookup by disc ID.
    /// - Parameters:
    ///   - discID: The disc ID.
    ///   - toc: The TOC, for a fuzzy match when the disc ID is unknown; default none.
    ///   - includes: The `inc` parameters; default none.
    ///   - includesCDStubs: Whether a CD stub may answer; default `true`.
    ///   - allMediaFormats: Whether a TOC match considers media of every format; default `false`.
    ///   - limit: Releases of a TOC match per request (one page), 1…25, or `nil`.
    ///   - offset: The offset of a TOC match page, or `nil`.
    public init(
        discID: DiscID, toc: TOC? = nil, including includes: Includes = [], includesCDStubs: Bool = true,
        allMediaFormats: Bool = false, limit: Int? = nil, offset: Int? = nil
    ) {
        self.init(
            discID as DiscID?, toc, includes, includesCDStubs: includesCDStubs, allMediaFormats: allMediaFormats,
            limit: limit, offset: offset)
    }

    /// Creates a lookup by TOC alone (the path holds the placeholder `-`).
    /// - Parameters:
    ///   - toc: The TOC.
    ///   - includes: The `inc` parameters; default none.
    ///   - includesCDStubs: Whether a CD stub may answer; default `true`.
    ///   - allMediaFormats: Whether the match considers media of every format; default `false`.
    ///   - limit: Releases per request (one page), 1…25, or `nil`.
    ///   - offset: The offset of the page, or `nil`.
    public init(
        toc: TOC, including includes: Includes = [], includesCDStubs: Bool = true, allMediaFormats: Bool = false,
        limit: Int? = nil, offset: Int? = nil
    ) {
        self.init(
            nil, toc, includes, includesCDStubs: includesCDStubs, allMediaFormats: allMediaFormats, limit: limit,
            offset: offset)
    }

    private init(
        _ discID: DiscID?, _ toc: TOC?, _ includes: Includes, includesCDStubs: Bool, allMediaFormats: Bool,
        limit: Int?, offset: Int?
    ) {
        (self.discID, self.toc, self.includes) = (discID, toc, includes)
        (self.includesCDStubs, self.allMediaFormats, self.limit, self.offset) =
            (includesCDStubs, allMediaFormats, limit, offset)
    }

    /// The largest `limit` of this lookup: 25.
    public static let maximumLimit = 25

    /// `discid/<discid>`, or `discid/-` without a disc ID.
    public var path: String { "discid/" + (discID?.rawValue ?? "-") }

    /// `toc` (numbers separated by spaces), `cdstubs=no`, `media-format=all`, `inc`, `limit`,
    /// `offset`, when set.
    public var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        if let toc { items.append(URLQueryItem(name: "toc", value: toc.description)) }
        if !includesCDStubs { items.append(URLQueryItem(name: "cdstubs", value: "no")) }
        if allMediaFormats { items.append(URLQueryItem(name: "media-format", value: "all")) }
        if let inc = includes.parameterValue { items.append(URLQueryItem(name: "inc", value: inc)) }
        items += PagingParameters.queryItems(limit: limit, offset: offset)
        return items
    }

    /// Whether a `user-*` include needs credentials.
    public var requiresAuthentication: Bool { includes.requiresAuthentication }

    /// The `user-*` includes.
    public var authenticationReason: String { includes.authenticationReason }

    /// `lookup-discid`.
    public var operationName: String { "lookup-discid" }

    /// Refuses a lookup with neither disc ID nor TOC, a TOC whose first track is not 1, a `limit`
    /// outside 1…25, a negative `offset` and dependent includes without what they depend on.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        if discID == nil && toc == nil {
            throw MusicBrainzError(
                code: .invalidRequest, message: "A disc ID lookup needs a disc ID, a TOC, or both.")
        }
        if let toc, toc.firstTrack != 1 {
            // MusicBrainz Server `Data/DurationLookup.pm` `_parse_toc`: 400 "Invalid TOC" otherwise.
            throw MusicBrainzError(
                code: .invalidRequest,
                message:
                    "Invalid TOC: the service takes a TOC only when its first track is 1, not \(toc.firstTrack); look the disc ID up without it."
            )
        }
        try PagingParameters.validate(limit: limit, offset: offset, maximum: Self.maximumLimit)
        try includes.validate()
    }
}
