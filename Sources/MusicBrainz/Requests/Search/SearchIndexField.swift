/// A field of a search index, such as `arid` or `releasegroup`: a string enumeration whose raw
/// values are the field names of the index (section 4.4 of the WS/2 reference).
///
/// Each searchable item has one (``Release/SearchField``, ``Recording/SearchField``, …), so a
/// query can only name the fields of the index it searches.
public protocol SearchIndexField: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {}
