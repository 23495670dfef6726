import Foundation
import MusicBrainz

/// `mbz tag`, `mbz rate`, `mbz isrc --submit` and `mbz barcode --submit`: the submissions.
enum SubmissionCommands {
    static let usage = """
        mbz tag ENTITY MBID TAG… [--downvote | --withdraw] [--dry-run] [--json]
          Votes for tags (or genres) on an entity; --downvote votes against them, --withdraw
          takes the vote back. Names are trimmed and lower-cased; an empty name, or a comma in an
          up- or downvote, is refused. ENTITY: area, artist, event, instrument, label, place,
          recording, release, release-group, series, work.
        mbz rate ENTITY MBID RATING [--dry-run] [--json]
          Rates an entity 0–100 (0 clears the rating; 20 per star). ENTITY: artist, event, label,
          place, recording, release-group, work (rate a release's release group).
        mbz isrc --submit RECORDING_MBID ISRC… [--edit-note TEXT] [--dry-run] [--json]
          Adds ISRCs to a recording (needs a verified email address on the account).
        mbz barcode --submit RELEASE_MBID BARCODE [--no-check-digit] [--dry-run] [--json]
          Sets the barcode of a release: a GTIN (8, 12, 13 or 14 digits) whose check digit is
          right, or with --no-check-digit the digits as printed on the release.
        """

    static func tag(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions,
            flagOptions: WriteRunner.flags.union(["downvote", "withdraw", "upvote"]))
        guard arguments.positional.count >= 3 else { throw UsageError("tag needs ENTITY, MBID and at least one TAG") }
        let entityType = try entity(arguments.positional[0], for: "tag")
        let id = try MBID(validating: arguments.positional[1])
        if arguments.flag("downvote") && arguments.flag("withdraw") {
            throw UsageError("tag takes --downvote or --withdraw, not both")
        }
        let vote: TagVote = arguments.flag("downvote") ? .downvote : arguments.flag("withdraw") ? .withdraw : .upvote
        var submission = TagSubmission()
        try submission.add(vote, Array(arguments.positional.dropFirst(2)), on: entityType, id: id)
        let runner = try await WriteRunner(arguments, requiring: "mbz tag")
        return try await runner.run([submission]) { answers in
            let names = submission.entries.flatMap(\.tags).map(\.name)
            let verb = vote == .upvote ? "upvoted" : vote == .downvote ? "downvoted" : "withdrew the votes on"
            return [
                "\(answers.first?.message ?? "OK"): \(verb) \(names.map { "\"\($0)\"" }.joined(separator: ", ")) on \(entityType) \(id)"
            ]
        }
    }

    static func rate(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions, flagOptions: WriteRunner.flags)
        guard arguments.positional.count == 3 else { throw UsageError("rate needs ENTITY, MBID and RATING (0–100)") }
        let entityType = try entity(arguments.positional[0], for: "rate")
        let id = try MBID(validating: arguments.positional[1])
        guard let rating = Int(arguments.positional[2]) else {
            throw UsageError(
                "RATING must be a whole number from 0 to 100, not \"\(shortened(arguments.positional[2]))\"")
        }
        var submission = RatingSubmission()
        try submission.rate(entityType, id: id, rating: rating)
        let runner = try await WriteRunner(arguments, requiring: "mbz rate")
        return try await runner.run([submission]) { answers in
            [
                "\(answers.first?.message ?? "OK"): \(rating == 0 ? "cleared the rating of" : "rated") \(entityType) \(id)\(rating == 0 ? "" : " \(rating)/100")"
            ]
        }
    }

    static func submitISRCs(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions.union(["edit-note"]),
            flagOptions: WriteRunner.flags.union(["submit"]))
        guard arguments.positional.count >= 2 else {
            throw UsageError("isrc --submit needs RECORDING_MBID and at least one ISRC")
        }
        let recording = try MBID(validating: arguments.positional[0])
        let isrcs = try arguments.positional.dropFirst().map { try ISRC(validating: $0) }
        var submission = ISRCSubmission(editNote: arguments.value("edit-note"))
        try submission.add(isrcs, to: recording)
        let runner = try await WriteRunner(arguments, requiring: "mbz isrc --submit")
        return try await runner.run([submission]) { answers in
            let sent = submission.entries.flatMap(\.isrcs).map(\.rawValue)
            return [
                "\(answers.first?.message ?? "OK"): submitted \(sent.joined(separator: ", ")) for recording \(recording)"
            ]
        }
    }

    static func barcode(_ rawArguments: [String]) async throws -> Int32 {
        let arguments = try CommandLineArguments(
            rawArguments, valueOptions: ClientOptions.valueOptions,
            flagOptions: WriteRunner.flags.union(["submit", "no-check-digit"]))
        guard arguments.flag("submit") else {
            throw UsageError(
                "barcode takes --submit RELEASE_MBID BARCODE; to find releases by barcode: mbz search release 'barcode:…'"
            )
        }
        guard arguments.positional.count == 2 else {
            throw UsageError("barcode --submit needs RELEASE_MBID and BARCODE")
        }
        let release = try MBID(validating: arguments.positional[0])
        let policy: CheckDigitPolicy = arguments.flag("no-check-digit") ? .ignore : .verify
        let barcode = try Barcode(validating: arguments.positional[1], checkDigit: policy)
        let submission = try BarcodeSubmission(barcode, for: release, checkDigit: policy)
        if policy == .ignore, barcode.hasValidCheckDigit != true {
            RequestRunner.note("warning: \(barcode) is not a GTIN with a right check digit; the service may refuse it")
        }
        let runner = try await WriteRunner(arguments, requiring: "mbz barcode --submit")
        return try await runner.run([submission]) { answers in
            ["\(answers.first?.message ?? "OK"): submitted barcode \(barcode) for release \(release)"]
        }
    }

    /// An entity type from its name on the command line.
    static func entity(_ name: String, for command: String) throws -> EntityType {
        guard let type = EntityType(anySpelling: name.lowercased()) else {
            throw UsageError(
                "\(command) does not know the entity \"\(shortened(name))\"; one of: area, artist, event, instrument, label, place, recording, release, release-group, series, work"
            )
        }
        return type
    }
}
