/// The kind of a relationship, such as "member of band", "producer" or "discogs".
///
/// Source: WS/2 relationship `type` (JSON) / the `type` attribute of `<relation>` (XML). There
/// are hundreds of relationship types and their names can change; compare
/// ``Relationship/typeID`` when the identity matters. An open vocabulary: every value is kept
/// (see ``OpenVocabulary``); the constants below are a few common ones.
public struct RelationshipType: OpenVocabulary {
    /// The name as the web service writes it.
    public let rawValue: String

    /// Creates a value from its name; any text is accepted.
    /// - Parameter rawValue: The name, such as the constants below.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `member of band`: an artist is or was a member of a group.
    public static let memberOfBand = RelationshipType(rawValue: "member of band")
    /// `producer`: an artist produced a release or recording.
    public static let producer = RelationshipType(rawValue: "producer")
    /// `performer`: an artist performed on a recording or release.
    public static let performer = RelationshipType(rawValue: "performer")
    /// `instrument`: an artist played an instrument on a recording or release.
    public static let instrument = RelationshipType(rawValue: "instrument")
    /// `vocal`: an artist sang on a recording or release.
    public static let vocal = RelationshipType(rawValue: "vocal")
    /// `composer`: an artist composed a work.
    public static let composer = RelationshipType(rawValue: "composer")
    /// `lyricist`: an artist wrote a work's lyrics.
    public static let lyricist = RelationshipType(rawValue: "lyricist")
    /// `writer`: an artist wrote a work (music and lyrics not told apart).
    public static let writer = RelationshipType(rawValue: "writer")
    /// `performance`: a recording is a performance of a work.
    public static let performance = RelationshipType(rawValue: "performance")
    /// `part of`: an entity is part of a series or of a larger area or work.
    public static let partOf = RelationshipType(rawValue: "part of")
    /// `discogs`: a link to Discogs.
    public static let discogs = RelationshipType(rawValue: "discogs")
    /// `wikidata`: a link to Wikidata.
    public static let wikidata = RelationshipType(rawValue: "wikidata")
    /// `official homepage`: a link to the official website.
    public static let officialHomepage = RelationshipType(rawValue: "official homepage")
}
