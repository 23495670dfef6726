/// Another name of an entity: a translation or transliteration, a legal name, a former name, a
/// common misspelling (a search hint), and so on.
///
/// Source: one item of WS/2 `aliases` (JSON) / `<alias>` of `<alias-list>` (XML), with
/// `inc=aliases`. Lookups write the dates as `begin`/`end`/`ended`; search results as
/// `begin-date`/`end-date` (JSON and XML alike); both read into the same properties.
public struct Alias: Sendable, Hashable {
    /// The alias itself.
    public var name: String
    /// The alias as it sorts, such as "Beatles, The"; `nil` when not given.
    public var sortName: String?
    /// The locale the alias is for: an ISO 639-1 language code with an optional country, such
    /// as `ja` or `en_US`; `nil` when the alias is not for a locale.
    public var locale: String?
    /// Whether this is the primary alias for its ``locale``: the name MusicBrainz shows to
    /// users of that locale. `false` when the alias has no locale or is not primary.
    public var isPrimary: Bool
    /// What kind of alias this is; `nil` when not given.
    public var type: AliasType?
    /// The UUID of the type.
    public var typeID: MBID?
    /// When the alias came into use; `nil` when unknown.
    public var begin: PartialDate?
    /// When the alias stopped being used; `nil` when unknown or still in use.
    public var end: PartialDate?
    /// Whether the alias is no longer used. XML does not carry this flag, so it is `false` for
    /// aliases decoded from XML.
    public var ended: Bool

    /// Creates an alias.
    /// - Parameters:
    ///   - name: The alias.
    ///   - sortName: The sort name.
    ///   - locale: The locale, such as `en_US`.
    ///   - isPrimary: Whether it is the primary alias for its locale; default `false`.
    ///   - type: The alias type.
    ///   - typeID: The UUID of the type.
    ///   - begin: When it came into use.
    ///   - end: When it stopped being used.
    ///   - ended: Whether it is no longer used; default `false`.
    public init(
        name: String,
        sortName: String? = nil,
        locale: String? = nil,
        isPrimary: Bool = false,
        type: AliasType? = nil,
        typeID: MBID? = nil,
        begin: PartialDate? = nil,
        end: PartialDate? = nil,
        ended: Bool = false
    ) {
        self.name = name
        self.sortName = sortName
        self.locale = locale
        self.isPrimary = isPrimary
        self.type = type
        self.typeID = typeID
        self.begin = begin
        self.end = end
        self.ended = ended
    }
}
