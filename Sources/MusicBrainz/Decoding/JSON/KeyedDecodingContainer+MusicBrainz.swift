import Foundation

/// Tolerant readers the models use for WS/2 JSON: a missing key and `null` both read as `nil`,
/// and numbers that older servers wrote as strings are accepted.
extension KeyedDecodingContainer {
    /// A string; `nil` when missing or `null`. `""` is kept.
    func string(_ key: Key) throws -> String? {
        try decodeIfPresent(String.self, forKey: key)
    }

    /// A string, with `""` read as `nil`.
    func nonEmptyString(_ key: Key) throws -> String? {
        guard let value = try decodeIfPresent(String.self, forKey: key), !value.isEmpty else { return nil }
        return value
    }

    /// An integer, also accepted as a numeric string (`"100"`); `nil` when missing or `null`.
    ///
    /// A number that is fractional or out of range fails with the decoder's own error (the tape
    /// decoder says which), not as a string of the wrong type; so does a value that is neither
    /// a number nor a string.
    func int(_ key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let numberError: DecodingError
        do {
            return try decode(Int.self, forKey: key)
        } catch let error as DecodingError {
            // Only a value of another kind may be the numeric string older servers wrote.
            guard case .typeMismatch = error else { throw error }
            numberError = error
        }
        guard let text = try? decode(String.self, forKey: key) else { throw numberError }
        if text.isEmpty { return nil }
        guard let value = Int(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\"\(text)\" is not an integer")
        }
        return value
    }

    /// A number, also accepted as a numeric string; `nil` when missing or `null`.
    func double(_ key: Key) throws -> Double? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let numberError: DecodingError
        do {
            return try decode(Double.self, forKey: key)
        } catch let error as DecodingError {
            guard case .typeMismatch = error else { throw error }
            numberError = error
        }
        guard let text = try? decode(String.self, forKey: key) else { throw numberError }
        if text.isEmpty { return nil }
        guard let value = DecimalText.double(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\"\(text)\" is not a finite decimal number")
        }
        return value
    }

    /// A Boolean; `nil` when missing or `null`.
    func bool(_ key: Key) throws -> Bool? {
        try decodeIfPresent(Bool.self, forKey: key)
    }

    /// Milliseconds as a `Duration`; `nil` when missing or `null`.
    func milliseconds(_ key: Key) throws -> Duration? {
        try int(key).map { .milliseconds($0) }
    }

    /// A partial date; `nil` when missing, `null` or `""`.
    func date(_ key: Key) throws -> PartialDate? {
        guard let text = try decodeIfPresent(String.self, forKey: key), !text.isEmpty else { return nil }
        guard let date = PartialDate(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "\"\(text)\" is not a partial date")
        }
        return date
    }

    /// A value; `nil` when missing or `null`.
    func value<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes milliseconds of a `Duration`, or nothing when `nil`.
    mutating func encodeMilliseconds(_ value: Duration?, forKey key: Key) throws {
        guard let value else { return }
        try encode(value.wholeMilliseconds, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// A user rating `{"value": 4}`; `nil` when missing, `null` or `{"value": null}`.
    func userRating(_ key: Key) throws -> Double? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let nested = try nestedContainer(keyedBy: UserRatingKey.self, forKey: key)
        return try nested.double(.value)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a user rating as `{"value": 4}`, or nothing when `nil`.
    mutating func encodeUserRating(_ value: Double?, forKey key: Key) throws {
        guard let value else { return }
        var nested = nestedContainer(keyedBy: UserRatingKey.self, forKey: key)
        try nested.encode(value, forKey: .value)
    }
}

/// The one key of a WS/2 `user-rating` object.
enum UserRatingKey: String, CodingKey { case value }
