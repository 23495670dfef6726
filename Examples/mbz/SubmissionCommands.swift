import ExampleSupport
import Foundation
import MusicBrainz

/// `mbz tag`, `mbz rate`, `mbz isrc --submit` and `mbz barcode --submit`: the submissions.
enum SubmissionCommands {
    static func tag(_ ctx: MBZContext) async throws -> Int32 {
        let entityType = try entity(ctx.positional[0], for: "tag")
        let id = try MBID(validating: ctx.positional[1])
        let vote: TagVote = ctx[Options.downvote] ? .downvote : ctx[Options.withdraw] ? .withdraw : .upvote
        var submission = TagSubmission()
        try submission.add(vote, Array(ctx.positional.dropFirst(2)), on: entityType, id: id)
        let names = submission.entries.flatMap(\.tags).map { "\"\($0.name)\"" }.joined(separator: ", ")
        let verb = vote == .upvote ? "upvoted" : vote == .downvote ? "downvoted" : "withdrew the votes on"
        return try await ctx.submit([submission], done: "\(verb) \(names) on \(entityType) \(id)")
    }

    static func rate(_ ctx: MBZContext) async throws -> Int32 {
        let entityType = try entity(ctx.positional[0], for: "rate")
        let id = try MBID(validating: ctx.positional[1])
        let text = ctx.positional[2]
        var submission = RatingSubmission()
        if ctx[Options.scale] == 100 {
            guard let rating = Int(text) else {
                throw UsageError("RATING must be a whole number from 0 to 100, not \"\(shortened(text))\"")
            }
            try submission.rate(entityType, id: id, rating: rating)
        } else {
            guard let stars = Double(text) else {
                throw UsageError(
                    "RATING must be 0 to 5 whole or half stars (or 0–100 with \(Options.scale) 100), not \"\(shortened(text))\""
                )
            }
            try submission.rate(entityType, id: id, stars: stars)
        }
        let rating = submission.entries[0]
        let stars = rating.stars == rating.stars.rounded() ? String(Int(rating.stars)) : String(rating.stars)
        return try await ctx.submit(
            [submission],
            done: rating.rating == 0
                ? "cleared the rating of \(entityType) \(id)"
                : "rated \(entityType) \(id) \(stars) star\(rating.stars == 1 ? "" : "s") (\(rating.rating)/100)")
    }

    static func submitISRCs(_ ctx: MBZContext) async throws -> Int32 {
        guard ctx.positional.count >= 2 else {
            throw UsageError("isrc \(Options.submit) needs RECORDING_MBID and at least one ISRC")
        }
        let recording = try MBID(validating: ctx.positional[0])
        let isrcs = try ctx.positional.dropFirst().map { try ISRC(validating: $0) }
        var submission = ISRCSubmission(editNote: ctx[Options.editNote])
        try submission.add(isrcs, to: recording)
        let sent = submission.entries.flatMap(\.isrcs).map(\.rawValue).joined(separator: ", ")
        return try await ctx.submit([submission], done: "submitted \(sent) for recording \(recording)")
    }

    static func barcode(_ ctx: MBZContext) async throws -> Int32 {
        guard ctx[Options.submit] else {
            throw UsageError(
                "barcode takes \(Options.submit) RELEASE_MBID BARCODE; to find releases by barcode: mbz search release \(Options.field) barcode=…"
            )
        }
        let release = try MBID(validating: ctx.positional[0])
        let policy: CheckDigitPolicy = ctx[Options.noCheckDigit] ? .ignore : .verify
        let barcode = try Barcode(validating: ctx.positional[1], checkDigit: policy)
        let submission = try BarcodeSubmission(barcode, for: release, checkDigit: policy)
        if policy == .ignore, barcode.hasValidCheckDigit != true {
            ctx.note("warning: \(barcode) is not a GTIN with a right check digit; the service may refuse it")
        }
        return try await ctx.submit([submission], done: "submitted barcode \(barcode) for release \(release)")
    }

    /// An entity type from its name on the command line.
    static func entity(_ name: String, for command: String) throws -> EntityType {
        guard let type = EntityType(anySpelling: name.lowercased()) else {
            let near = closest(to: name, in: CommandTable.taggable).map { "; did you mean \($0)?" } ?? ""
            throw UsageError(
                "\(command) does not know the entity \"\(shortened(name))\"\(near) (one of: \(CommandTable.taggable.joined(separator: ", ")))"
            )
        }
        return type
    }
}
