extension ArtistCredit {
    /// Reads an artist credit from an entity's JSON object: the `artist-credit` array and, in
    /// search results, the sibling `artist-credit-id`. `nil` when the array is missing.
    static func decode<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, creditKey: Key, idKey: Key
    ) throws -> ArtistCredit? {
        guard let credits = try container.decodeIfPresent([NameCredit].self, forKey: creditKey) else {
            return nil
        }
        return ArtistCredit(nameCredits: credits, id: try container.decodeIfPresent(MBID.self, forKey: idKey))
    }

    /// Writes the `artist-credit` array and, when known, `artist-credit-id`.
    func encode<Key: CodingKey>(to container: inout KeyedEncodingContainer<Key>, creditKey: Key, idKey: Key) throws {
        try container.encode(nameCredits, forKey: creditKey)
        try container.encodeIfPresent(id, forKey: idKey)
    }
}
