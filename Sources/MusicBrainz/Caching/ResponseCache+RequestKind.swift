extension ResponseCache {
    /// The kinds of request a ``ResponseCache`` gives their own time to live, told apart by
    /// ``MiddlewareContext/operation``.
    public enum RequestKind: String, Sendable, Hashable, CaseIterable {
        /// A lookup by MBID (`lookup-release`, `lookup-artist`, …).
        case lookup
        /// A lookup by another identifier: disc ID, ISRC, ISWC, URL (`lookup-discid`, …).
        case identifierLookup
        /// A browse (`browse-release`, `browse-genre-all`, …).
        case browse
        /// A search (`search-recording`, …).
        case search
        /// A collection or its contents (`list-collections`, `collection-releases`, …).
        case collection
        /// A Cover Art Archive listing (`cover-art-listing-release`, …).
        case coverArtListing
        /// A Cover Art Archive image, kept by its final URL (`cover-art-image`,
        /// `cover-art-download`).
        case coverArtImage
        /// Any other operation (a request type of your own).
        case other

        /// The kind of an operation name.
        /// - Parameter operation: The operation, such as `lookup-release`.
        public init(operation: String) {
            switch operation {
            case "lookup-discid", "lookup-isrc", "lookup-iswc", "lookup-url": self = .identifierLookup
            case "cover-art-image", "cover-art-download": self = .coverArtImage
            case "list-collections": self = .collection
            default:
                if operation.hasPrefix("lookup-") {
                    self = .lookup
                } else if operation.hasPrefix("browse-") {
                    self = .browse
                } else if operation.hasPrefix("search-") {
                    self = .search
                } else if operation.hasPrefix("collection-") {
                    self = .collection
                } else if operation.hasPrefix("cover-art-listing-") {
                    self = .coverArtListing
                } else {
                    self = .other
                }
            }
        }
    }

    /// How long a response stays fresh, per kind of request.
    ///
    /// The defaults follow how often each kind of answer changes and what a stale one costs:
    ///
    /// | Kind | Default | Why |
    /// | --- | --- | --- |
    /// | ``RequestKind/lookup`` | 7 days | an entity changes rarely; a tagger wants it cheap |
    /// | ``RequestKind/identifierLookup`` | 1 day | a disc ID or ISRC gains releases as editors add them |
    /// | ``RequestKind/browse`` | 1 day | lists grow with new entities |
    /// | ``RequestKind/search`` | 1 hour | the index follows edits within minutes; scores are relative |
    /// | ``RequestKind/collection`` | 10 minutes | users change their collections and expect to see it |
    /// | ``RequestKind/coverArtListing`` | 3 days | art is added seldom ("days, not hours") |
    /// | ``RequestKind/coverArtImage`` | 365 days | the bytes behind an image's final URL never change |
    /// | ``RequestKind/other`` | 1 hour | |
    /// | ``notFound`` | 10 minutes | a 404 may be an entity being added, or the index lagging |
    ///
    /// The redirect of an image's short URL (`front-500`) to its final URL keeps the listing's
    /// time (the front image can change); the image itself keeps ``coverArtImage``.
    public struct TimeToLive: Sendable, Hashable {
        /// Lookups by MBID; default 7 days.
        public var lookup: Duration = .seconds(7 * 86_400)
        /// Lookups by disc ID, ISRC, ISWC or URL; default 1 day.
        public var identifierLookup: Duration = .seconds(86_400)
        /// Browses; default 1 day.
        public var browse: Duration = .seconds(86_400)
        /// Searches; default 1 hour.
        public var search: Duration = .seconds(3_600)
        /// Collections; default 10 minutes.
        public var collection: Duration = .seconds(600)
        /// Cover Art Archive listings and image redirects; default 3 days.
        public var coverArtListing: Duration = .seconds(3 * 86_400)
        /// Cover Art Archive images, by final URL; default 365 days.
        public var coverArtImage: Duration = .seconds(365 * 86_400)
        /// Other requests; default 1 hour.
        public var other: Duration = .seconds(3_600)
        /// A 404 of any kind of request; default 10 minutes. Zero keeps no 404.
        public var notFound: Duration = .seconds(600)

        /// The defaults of the table above.
        public init() {}

        /// The time to live of a kind.
        /// - Parameter kind: The kind.
        /// - Returns: Its duration.
        public subscript(kind: RequestKind) -> Duration {
            get {
                switch kind {
                case .lookup: lookup
                case .identifierLookup: identifierLookup
                case .browse: browse
                case .search: search
                case .collection: collection
                case .coverArtListing: coverArtListing
                case .coverArtImage: coverArtImage
                case .other: other
                }
            }
            set {
                switch kind {
                case .lookup: lookup = newValue
                case .identifierLookup: identifierLookup = newValue
                case .browse: browse = newValue
                case .search: search = newValue
                case .collection: collection = newValue
                case .coverArtListing: coverArtListing = newValue
                case .coverArtImage: coverArtImage = newValue
                case .other: other = newValue
                }
            }
        }
    }
}
