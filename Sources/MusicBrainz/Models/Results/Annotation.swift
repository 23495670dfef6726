/// An annotation found by a search of the annotation index: the free-text note editors wrote on
/// an entity, with the entity it belongs to.
///
/// Source: WS/2 `/ws/2/annotation?query=…`; JSON `{"type", "entity", "name", "text", "score"}`,
/// XML `<annotation type><entity/><name/><text/></annotation>`. (Lookups give an entity's
/// annotation with `inc=annotation` instead.)
public struct Annotation: Sendable, Hashable {
    /// The MBID of the annotated entity.
    public var entity: MBID
    /// The type of the annotated entity as the service writes it (`release`, `release-group`,
    /// …); `nil` when absent.
    public var type: String?
    /// The name of the annotated entity; `nil` when absent.
    public var name: String?
    /// The annotation text (wiki-like markup, lines separated by `\n`); `nil` when absent.
    public var text: String?
    /// The internal annotation ID, when the search server gives it.
    public var annotationID: Int?

    /// Creates an annotation.
    /// - Parameters:
    ///   - entity: The MBID of the annotated entity.
    ///   - type: The entity type name.
    ///   - name: The entity name.
    ///   - text: The text.
    ///   - annotationID: The internal annotation ID.
    public init(entity: MBID, type: String? = nil, name: String? = nil, text: String? = nil, annotationID: Int? = nil) {
        self.entity = entity
        self.type = type
        self.name = name
        self.text = text
        self.annotationID = annotationID
    }

    /// The type of the annotated entity, when it is one this library knows.
    public var entityType: EntityType? { type.flatMap(EntityType.init(anySpelling:)) }
}

extension Annotation: MusicBrainzListItem {
    /// `annotations` / `<annotation-list>` / `<annotation>`.
    public static var listItemNames: ListItemNames {
        ListItemNames(
            jsonArrayKey: "annotations", jsonCountKey: "annotation-count", jsonOffsetKey: "annotation-offset",
            xmlListElement: "annotation-list", xmlItemElement: "annotation")
    }
}
