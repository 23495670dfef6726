import Foundation

/// The `User-Agent` the client sends with every request, identifying your application.
///
/// MusicBrainz requires a meaningful User-Agent and refuses or throttles anonymous and generic
/// ones. The form is `Application/version ( contact )`, where the contact is a URL or an e-mail
/// address; this library appends its own token:
///
/// ```swift
/// let agent = UserAgent(application: "MyTagger", version: "1.2.0", contact: "https://example.org/mytagger")
/// agent.description  // "MyTagger/1.2.0 ( https://example.org/mytagger ) swift-musicbrainz/0.1.0 ( https://github.com/swift-musicbrainz/swift-musicbrainz )"
/// ```
public struct UserAgent: Sendable, Hashable, CustomStringConvertible {
    /// The application name, such as `MyTagger`. Must not be empty.
    public var application: String
    /// The application version, such as `1.2.0`. Must not be empty.
    public var version: String
    /// How MusicBrainz can reach the application's developers: a URL or an e-mail address.
    /// Must not be empty.
    public var contact: String

    /// This library's own token, appended after the application's.
    public static let libraryToken =
        "swift-musicbrainz/0.1.0 ( https://github.com/swift-musicbrainz/swift-musicbrainz )"

    /// Creates a User-Agent.
    /// - Parameters:
    ///   - application: The application name (no `/`).
    ///   - version: The application version.
    ///   - contact: A URL or e-mail address.
    public init(application: String, version: String, contact: String) {
        self.application = application
        self.version = version
        self.contact = contact
    }

    /// `Application/version ( contact ) swift-musicbrainz/… ( … )`.
    public var description: String {
        "\(application)/\(version) ( \(contact) ) \(Self.libraryToken)"
    }

    /// Refuses an empty part or a part with characters that break the header.
    /// - Throws: ``MusicBrainzError`` with code ``MusicBrainzError/Code/invalidRequest``.
    public func validate() throws(MusicBrainzError) {
        for (name, value) in [("application", application), ("version", version), ("contact", contact)] {
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                throw MusicBrainzError(
                    code: .invalidRequest,
                    message: "The User-Agent \(name) is empty; MusicBrainz refuses anonymous clients.")
            }
            if value.contains(where: { $0.isNewline || $0 == "\0" }) {
                throw MusicBrainzError(code: .invalidRequest, message: "The User-Agent \(name) contains a line break.")
            }
        }
        if application.contains("/") || application.contains(" ") {
            throw MusicBrainzError(
                code: .invalidRequest, message: "The User-Agent application name must not contain '/' or spaces.")
        }
    }
}
