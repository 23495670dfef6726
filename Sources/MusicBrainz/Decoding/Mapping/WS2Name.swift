import Foundation

/// A JSON key or XML name of the mappings: UTF-8 bytes that live as long as the program (a
/// string literal, or a name interned once), so the keys made of names (``WS2Key``,
/// ``WS2ListKey``) copy as plain bytes, without reference counting.
@_spi(WS2Mapping) public struct WS2Name: @unchecked Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The UTF-8 bytes; never freed.
    let bytes: UnsafeBufferPointer<UInt8>

    /// The name of a string literal.
    /// - Parameter value: The literal.
    @inline(__always)
    public init(stringLiteral value: StaticString) {
        if value.hasPointerRepresentation {
            bytes = UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount)
        } else {
            self = .interned(value.description)
        }
    }

    /// The empty name: a field that one format does not have.
    public static var none: WS2Name { "" }

    /// Whether the name is empty.
    @inline(__always)
    public var isEmpty: Bool { bytes.isEmpty }

    /// The name as a string.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// The name of a string made at run time (an entity type's spelling), stored once for the
    /// life of the process: interning the same string again returns the same bytes.
    /// - Parameter string: The name.
    /// - Returns: The interned name.
    public static func interned(_ string: String) -> WS2Name {
        internLock.lock()
        defer { internLock.unlock() }
        if let name = internedNames[string] { return name }
        let utf8 = Array(string.utf8)
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Swift.max(1, utf8.count))
        _ = storage.initialize(from: utf8)
        let name = WS2Name(bytes: UnsafeBufferPointer(rebasing: storage[..<utf8.count]))
        internedNames[string] = name
        return name
    }

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Runs `body` with a name over a string's bytes, valid only inside `body` (a lookup by a
    /// name made at run time, such as a document element or a namespace prefix).
    static func withTemporary<R>(_ string: String, _ body: (WS2Name) -> R) -> R {
        var string = string
        return string.withUTF8 { body(WS2Name(bytes: $0)) }
    }

    /// Whether the name is `head + tail`.
    @inline(__always)
    func equals(_ head: WS2Name, _ tail: WS2Name) -> Bool {
        bytes.count == head.bytes.count &+ tail.bytes.count
            && bytes.prefix(head.bytes.count).elementsEqual(head.bytes)
            && bytes.dropFirst(head.bytes.count).elementsEqual(tail.bytes)
    }

    /// `self + suffix` as a string.
    func joined(_ suffix: WS2Name) -> String { description + suffix.description }
}

/// The names interned by ``WS2Name/interned(_:)``, guarded by ``internLock``.
nonisolated(unsafe) private var internedNames: [String: WS2Name] = [:]
private let internLock = NSLock()
