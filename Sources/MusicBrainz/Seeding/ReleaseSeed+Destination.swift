extension ReleaseSeed {
    /// Which release editor a seed opens: the one for a new release, or the one for an existing
    /// release.
    public enum Destination: Sendable, Hashable {
        /// A new release: `POST <site>/release/add?skip_confirmation=1`.
        ///
        /// `skip_confirmation=1` makes the site go on without its "Confirm form submission"
        /// page, which it shows for a POST that comes from another origin (a page opened from a
        /// file sends `Origin: null`).
        case newRelease

        /// An existing release: `POST <site>/release/<MBID>/edit`. The seed's release-level
        /// fields replace the release's values, its links are added to the release's, and the
        /// site always asks the user to confirm the cross-origin POST first.
        ///
        /// Seeded labels **replace the release's whole label list** and seeded media **replace
        /// its media** (the editor then does not load the release's own), so a seed with labels
        /// or media is refused unless `replacing` names them.
        ///
        /// - Parameters:
        ///   - release: The release's MBID.
        ///   - replacing: The lists the seed may replace: ``Replacements/labels``,
        ///     ``Replacements/media``; default none.
        case existingRelease(MBID, replacing: Replacements = [])

        /// The path under the site root: `release/add` or `release/<MBID>/edit`.
        var path: String {
            switch self {
            case .newRelease: "release/add"
            case .existingRelease(let release, _): "release/\(release)/edit"
            }
        }
    }

    /// The lists of an existing release that a seed may replace
    /// (``Destination/existingRelease(_:replacing:)``).
    public struct Replacements: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: Int

        /// Creates a set from its bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The labels and catalog numbers: the seeded ones replace the release's (the editor
        /// enters "Add release label" and "Remove release label" edits).
        public static let labels = Replacements(rawValue: 1 << 0)
        /// The media and their track lists: the seeded ones take the place of the release's.
        public static let media = Replacements(rawValue: 1 << 1)
    }

    /// One thing the release editor would refuse or silently drop in a seed, found by
    /// ``problems(for:)`` before anything is sent.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The form field, such as `mediums.0.toc` or `events.1.date.day`.
        public var field: String
        /// What is wrong and what the editor would do, in a sentence.
        public var message: String

        /// Creates a problem.
        /// - Parameters:
        ///   - field: The form field.
        ///   - message: The sentence.
        public init(field: String, message: String) {
            self.field = field
            self.message = message
        }

        /// `field: message`.
        public var description: String { "\(field): \(message)" }
    }
}
