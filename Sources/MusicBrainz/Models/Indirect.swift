/// An immutable box that stores a large value out of line.
///
/// Entities nest in one another (an artist's areas, a name credit's artist, a track's
/// recording); stored inline, an ``Artist`` would weigh over a kilobyte and every copy of a name
/// credit would copy it. Boxing these nested values keeps the models small, so decoding and
/// copying them moves pointers, not kilobytes. The box is replaced, never mutated, so it is
/// `Sendable` without locks, and it compares and hashes by value.
final class Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs === rhs || lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}
