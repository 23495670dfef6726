/// What ``RetryPolicy`` decided about a failed attempt.
public enum RetryDecision: Sendable, Hashable {
    /// Try again after waiting this long.
    case retry(after: Duration)
    /// Give up: return the response (or throw the error) as it is.
    case doNotRetry
}
