import Foundation

extension Relationship: XMLDecodable {
    /// Decodes `<relation type type-id><target/><ordering-key/><direction/><begin/><end/><ended/>
    /// <attribute-list/><artist|…/><source-credit/><target-credit/></relation>`; the target
    /// type comes from the enclosing `<relation-list target-type>`.
    /// - Throws: ``MusicBrainzError`` when the target entity or a value has the wrong shape.
    public init(xml element: XMLElementNode) throws {
        let targetType = element.parent?.attribute("target-type").flatMap(EntityType.init(anySpelling:))
        let targetElement = element.child("target")
        var target: RelationshipTarget?
        if targetType == .url {
            // URL targets are only `<target id="url-mbid">https://…</target>`; old responses
            // have no id, and the URL is then kept as a reference.
            if let targetElement, let id = try targetElement.mbidAttribute("id") {
                target = .url(URLEntity(id: id, resource: targetElement.text))
            }
        } else if let targetType, let entity = element.child(targetType.elementName) {
            target = try RelationshipTarget(xml: entity, type: targetType)
        }
        if target == nil, let text = targetElement?.text.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty
        {
            target = .reference(text)
        }
        var attributes: [RelationshipAttribute] = []
        if let list = element.child("attribute-list") {
            for attribute in list.children("attribute") {
                attributes.append(
                    RelationshipAttribute(
                        name: attribute.text,
                        typeID: try attribute.mbidAttribute("type-id"),
                        value: attribute.attribute("value"),
                        creditedAs: attribute.attribute("credited-as")
                    ))
            }
        }
        self.init(
            type: element.attribute("type").map(RelationshipType.init(rawValue:)),
            typeID: try element.mbidAttribute("type-id"),
            direction: element.string("direction").map(RelationshipDirection.init(rawValue:)),
            targetType: targetType,
            target: target,
            begin: try element.date("begin"),
            end: try element.date("end"),
            ended: try element.bool("ended") ?? false,
            attributes: attributes,
            orderingKey: try element.int("ordering-key"),
            sourceCredit: element.nonEmptyString("source-credit"),
            targetCredit: element.nonEmptyString("target-credit")
        )
    }

    /// The elements and attributes ``init(xml:)`` reads, for the schema coverage report.
    static let xmlMappings = [
        XMLMapping(elements: ["relation-list"], children: ["relation"], attributes: ["target-type"]),
        XMLMapping(
            elements: ["relation"],
            children: [
                "target", "ordering-key", "direction", "begin", "end", "ended", "attribute-list", "source-credit",
                "target-credit", "area", "artist", "event", "genre", "instrument", "label", "place", "recording",
                "release", "release-group", "series", "url", "work",
            ],
            attributes: ["type", "type-id"]),
        XMLMapping(elements: ["target"], attributes: ["id"]),
        XMLMapping(elements: ["attribute"], attributes: ["type-id", "value", "credited-as"]),
    ]
}

extension RelationshipTarget {
    /// Decodes the target entity element of a relationship as the given type.
    init(xml element: XMLElementNode, type: EntityType) throws {
        switch type {
        case .area: self = .area(try Area(xml: element))
        case .artist: self = .artist(try Artist(xml: element))
        case .event: self = .event(try Event(xml: element))
        case .genre: self = .genre(try Genre(xml: element))
        case .instrument: self = .instrument(try Instrument(xml: element))
        case .label: self = .label(try Label(xml: element))
        case .place: self = .place(try Place(xml: element))
        case .recording: self = .recording(try Recording(xml: element))
        case .release: self = .release(try Release(xml: element))
        case .releaseGroup: self = .releaseGroup(try ReleaseGroup(xml: element))
        case .series: self = .series(try Series(xml: element))
        case .url: self = .url(try URLEntity(xml: element))
        case .work: self = .work(try Work(xml: element))
        case .collection: self = .reference(element.attribute("id") ?? "")
        }
    }
}

extension XMLElementNode {
    /// Every relationship of an entity: the items of all its `<relation-list target-type>`
    /// children, in document order; `nil` when there is no relation list.
    func relationships() throws -> [Relationship]? {
        let lists = children("relation-list")
        guard !lists.isEmpty else { return nil }
        var result: [Relationship] = []
        for list in lists {
            for relation in list.children("relation") { result.append(try Relationship(xml: relation)) }
        }
        return result
    }

    /// The text of an `<annotation><text>…</text></annotation>` child; `nil` when absent or
    /// blank.
    func annotation() -> String? {
        guard let text = child("annotation")?.string("text"), !text.isEmpty else { return nil }
        return text
    }

    /// An attribute as a partial date; `nil` when absent or empty.
    func dateAttribute(_ name: String) throws(MusicBrainzError) -> PartialDate? {
        guard let text = attribute(name), !text.isEmpty else { return nil }
        guard let date = PartialDate(text) else {
            throw failure(
                "The \(name) attribute of <\(self.name)> is not a partial date: \"\(text)\".", attribute: name)
        }
        return date
    }
}
