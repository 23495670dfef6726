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

/// The storage of a model's optional nested model (an artist's area, a track's recording):
/// the value lives out of line, in a shared immutable box (no box for `nil`), so models stay
/// small and copy as pointers. It compares and hashes by the value.
///
/// A detail of how the models store these properties; you read and write the properties
/// themselves.
@propertyWrapper
public struct OutOfLine<Value: Hashable & Sendable>: Hashable, Sendable {
    private var box: Indirect<Value>?

    /// Stores a value.
    /// - Parameter wrappedValue: The value, or `nil`.
    public init(wrappedValue: Value?) { box = wrappedValue.map(Indirect.init) }

    /// The value, or `nil`.
    public var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Indirect.init) }
    }
}
