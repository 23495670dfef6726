import Foundation

/// The names XML decoders looked up while decoding one document: pairs of an element name and
/// a child element or attribute (`@id`) name. The schema coverage test decodes real responses
/// with a log and checks that everything they contain was read or is excluded with a reason.
///
/// Safe to share: a lock guards the set (decoders run on one thread, the test reads after).
final class XMLAccessLog: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String> = []

    init() {}

    /// Records that the decoder of `element` looked up `name` (`child` or `@attribute`).
    func record(_ element: String, _ name: String) {
        lock.lock()
        names.insert(element + "/" + name)
        lock.unlock()
    }

    /// Everything recorded, as `element/child` and `element/@attribute`.
    var recorded: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return names
    }
}
