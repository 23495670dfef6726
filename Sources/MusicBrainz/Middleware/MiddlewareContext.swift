/// What a middleware knows about the request it handles.
public struct MiddlewareContext: Sendable, Hashable {
    /// The operation, such as `lookup-release` or `search-recording`.
    public var operation: String

    /// Creates a context.
    /// - Parameter operation: The operation name.
    public init(operation: String) { self.operation = operation }
}
