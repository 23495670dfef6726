import Foundation

/// The shared checks and query items of `limit` and `offset`.
enum PagingParameters {
    /// `limit` and `offset` items, leaving out `nil`s.
    static func queryItems(limit: Int?, offset: Int?) -> [URLQueryItem] {
        var items: [URLQueryItem] = []
        if let limit { items.append(URLQueryItem(name: "limit", value: String(limit))) }
        if let offset { items.append(URLQueryItem(name: "offset", value: String(offset))) }
        return items
    }

    /// The largest `offset` sent: the server reads it as a 32-bit integer.
    static let maximumOffset = Int(Int32.max)

    /// Refuses a `limit` outside 1…maximum and an `offset` outside 0…``maximumOffset``.
    static func validate(limit: Int?, offset: Int?, maximum: Int) throws(MusicBrainzError) {
        if let limit, !(1...maximum).contains(limit) {
            throw MusicBrainzError(
                code: .invalidRequest, message: "limit must be between 1 and \(maximum), not \(limit).")
        }
        if let offset, offset < 0 {
            throw MusicBrainzError(code: .invalidRequest, message: "offset must not be negative, not \(offset).")
        }
        if let offset, offset > maximumOffset {
            throw MusicBrainzError(
                code: .invalidRequest, message: "offset must be at most \(maximumOffset), not \(offset).")
        }
    }
}
