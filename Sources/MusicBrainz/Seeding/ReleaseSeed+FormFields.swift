import Foundation

extension ReleaseSeed {
    /// The seed as the form fields the release editor reads, validated: `(name, value)` pairs
    /// in the editor's order, for an app that posts the form its own way (the action URL is
    /// ``ReleaseEditorForm/action``; ``form(for:site:)`` builds both).
    ///
    /// Indexes start at 0, have no padding and no gaps, and every name appears once except
    /// `type` (the primary type, then each secondary type), so the server's rules on names hold
    /// by construction. A `nil` or empty property gives no field. `redirect_uri` is not a
    /// field here: it goes in the action URL, whose value the server prefers.
    ///
    /// ```swift
    /// try ReleaseSeed(title: "☉", media: [ReleaseSeed.Medium(toc: toc)]).formFields()
    /// // name=☉, mediums.0.format=CD, mediums.0.toc=1 3 192512 150 7100 167475,
    /// // mediums.0.track.0.length=92666, mediums.0.track.1.length=2138333, …
    /// ```
    ///
    /// - Parameter destination: The editor the seed is for; default ``Destination/newRelease``.
    /// - Returns: The fields.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest`` naming
    ///   the field, as ``validate(for:)``.
    public func formFields(
        for destination: Destination = .newRelease
    ) throws(MusicBrainzError)
        -> [ReleaseEditorForm.Field]
    {
        try validate(for: destination)
        var fields = FieldWriter()
        fields.release(self)
        return fields.fields
    }
}

/// Writes a seed's fields; ``ReleaseSeed/formFields(for:)`` has validated it.
private struct FieldWriter {
    private(set) var fields: [ReleaseEditorForm.Field] = []

    private mutating func add(_ name: String, _ value: String?) {
        guard let value else { return }
        fields.append(ReleaseEditorForm.Field(name: name, value: value))
    }

    mutating func release(_ seed: ReleaseSeed) {
        add("name", seed.title)
        add("release_group", seed.releaseGroup?.description)
        add("type", seed.primaryType?.rawValue)
        for secondary in seed.secondaryTypes { add("type", secondary.rawValue) }
        add("comment", seed.disambiguation)
        add("annotation", seed.annotation)
        switch seed.barcode {
        case .code(let digits): add("barcode", digits)
        case .noBarcode: add("barcode", "none")
        case nil: break
        }
        add("language", seed.language)
        add("script", seed.script)
        add("status", seed.status?.rawValue)
        add("packaging", seed.packaging?.rawValue)
        for (index, event) in seed.events.enumerated() {
            add("events.\(index).date.year", event.date?.year.map(\.description))
            add("events.\(index).date.month", event.date?.month.map(\.description))
            add("events.\(index).date.day", event.date?.day.map(\.description))
            add("events.\(index).country", event.country?.uppercased())
        }
        for (index, label) in seed.labels.enumerated() {
            add("labels.\(index).mbid", label.label?.description)
            add("labels.\(index).name", label.name)
            add("labels.\(index).catalog_number", label.catalogNumber)
        }
        artistCredit(seed.artistCredit, "artist_credit")
        for (index, medium) in seed.media.enumerated() { self.medium(medium, "mediums.\(index)") }
        for (index, link) in seed.links.enumerated() {
            add("urls.\(index).url", link.url.absoluteString)
            add("urls.\(index).link_type", link.linkType?.description)
        }
        add("edit_note", seed.editNote)
        if seed.makesVotable { add("make_votable", "1") }
    }

    private mutating func artistCredit(_ credit: [ReleaseSeed.NameCredit], _ prefix: String) {
        for (index, nameCredit) in credit.enumerated() {
            let field = "\(prefix).names.\(index)"
            add("\(field).mbid", nameCredit.artist?.description)
            add("\(field).name", nameCredit.name)
            add("\(field).artist.name", nameCredit.artistName)
            add("\(field).join_phrase", nameCredit.joinPhrase.isEmpty ? nil : nameCredit.joinPhrase)
        }
    }

    /// A medium or track that would give no field still holds its place with an empty `name`
    /// (which the server reads as "no title"): without it, a later index would shift into its
    /// place or, at the end, the entry would vanish.
    private mutating func medium(_ medium: ReleaseSeed.Medium, _ prefix: String) {
        let start = fields.count
        add("\(prefix).format", medium.format?.rawValue)
        add("\(prefix).name", medium.title)
        add("\(prefix).toc", medium.toc?.description)
        if medium.tracks.isEmpty, fields.count == start { add("\(prefix).name", "") }
        for (index, track) in medium.tracks.enumerated() {
            let field = "\(prefix).track.\(index)"
            let trackStart = fields.count
            add("\(field).name", track.title)
            add("\(field).number", track.number)
            add("\(field).length", track.lengthMilliseconds.map(\.description))
            add("\(field).recording", track.recording?.description)
            if let credit = track.artistCredit { artistCredit(credit, "\(field).artist_credit") }
            if track.isPregap { add("\(field).pregap", "1") }
            if fields.count == trackStart { add("\(field).name", "") }
        }
    }
}
