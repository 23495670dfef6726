extension WS2Scalar where Self: OpenVocabulary {
    /// "a name".
    @_spi(WS2Mapping) public static var ws2Description: String { "a name" }
    /// The name as written (unknown names are kept).
    @_spi(WS2Mapping) public init?(ws2Text text: String) { self.init(rawValue: text) }
    /// The name.
    @_spi(WS2Mapping) public var ws2JSON: WS2JSONScalar { .string(rawValue) }
}

@_spi(WS2Mapping) extension AreaType: WS2Scalar {}
@_spi(WS2Mapping) extension ArtistType: WS2Scalar {}
@_spi(WS2Mapping) extension AliasType: WS2Scalar {}
@_spi(WS2Mapping) extension CollectionType: WS2Scalar {}
@_spi(WS2Mapping) extension CoverArtType: WS2Scalar {}
@_spi(WS2Mapping) extension DataQuality: WS2Scalar {}
@_spi(WS2Mapping) extension EventType: WS2Scalar {}
@_spi(WS2Mapping) extension Gender: WS2Scalar {}
@_spi(WS2Mapping) extension InstrumentType: WS2Scalar {}
@_spi(WS2Mapping) extension LabelType: WS2Scalar {}
@_spi(WS2Mapping) extension MediumFormat: WS2Scalar {}
@_spi(WS2Mapping) extension PlaceType: WS2Scalar {}
@_spi(WS2Mapping) extension ReleaseGroup.PrimaryType: WS2Scalar {}
@_spi(WS2Mapping) extension ReleaseGroup.SecondaryType: WS2Scalar {}
@_spi(WS2Mapping) extension ReleasePackaging: WS2Scalar {}
@_spi(WS2Mapping) extension ReleaseStatus: WS2Scalar {}
@_spi(WS2Mapping) extension RelationshipDirection: WS2Scalar {}
@_spi(WS2Mapping) extension RelationshipType: WS2Scalar {}
@_spi(WS2Mapping) extension SeriesType: WS2Scalar {}
@_spi(WS2Mapping) extension WorkType: WS2Scalar {}
