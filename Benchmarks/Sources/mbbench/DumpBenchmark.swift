import Foundation
import MusicBrainz
import MusicBrainzDumps

/// The data dump rows of BENCHMARKS.md: reading a dump file into models, and lookups through
/// its MBID index.
enum DumpBenchmark {
    /// Reads every line of a dump into models once and emits lines/s and MB/s.
    ///
    /// - `reader`: ``DumpReader`` with the given concurrency (run under `taskset -c 0` for one
    ///   core: the reading task and the decoding tasks then share it);
    /// - `sequential`: no pipeline at all, a plain loop over the lines that decodes each with
    ///   `ResponseDecoder` on the calling thread: what the reader's pipeline costs on one core.
    static func read(
        file: URL, entity: String, concurrency: Int, sequential: Bool, batchBytes: Int? = nil, inFlight: Int? = nil
    ) async throws {
        guard let type = types[entity] else {
            FileHandle.standardError.write(Data("mbbench: no dump entity \(entity)\n".utf8))
            exit(64)
        }
        try await read(
            type, file: file, concurrency: concurrency, sequential: sequential, batchBytes: batchBytes,
            inFlight: inFlight)
    }

    static let types: [String: any DumpedEntity.Type] = [
        "area": Area.self, "artist": Artist.self, "event": Event.self, "instrument": Instrument.self,
        "label": Label.self, "place": Place.self, "recording": Recording.self, "release": Release.self,
        "release-group": ReleaseGroup.self, "series": Series.self, "work": Work.self,
    ]

    static func read<Entity: DumpedEntity>(
        _ type: Entity.Type, file: URL, concurrency: Int, sequential: Bool, batchBytes: Int?, inFlight: Int?
    ) async throws {
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = cpuSeconds()
        var lines = 0
        var errors = 0
        var bytes: Int64 = 0
        if sequential {
            (lines, errors, bytes) = try sequentialRead(Entity.self, file: file)
        } else {
            var options = DumpReadingOptions()
            options.concurrency = concurrency
            if let batchBytes { options.batchByteCount = batchBytes }
            options.batchesInFlight = inFlight
            let progress = FinalProgress()
            options.progress = { if $0.isFinished { progress.set($0.bytesRead) } }
            for try await item in DumpReader(Entity.self, contentsOf: file, options: options) {
                lines += 1
                if item.error != nil { errors += 1 }
            }
            bytes = progress.bytes
        }
        let elapsed = clock.now - start
        emit([
            "group": "dump-read", "name": sequential ? "sequential" : "reader",
            "concurrency": sequential ? 1 : concurrency,
            "bytes": bytes, "lines": lines, "errors": errors, "seconds": seconds(elapsed),
            "cpu": cpuSeconds() - cpuStart,
            "peak": Measure.peakResidentBytes(),
        ])
    }

    /// A plain loop: read the file in 4 MiB blocks, cut lines, decode each.
    static func sequentialRead<Entity: DumpedEntity>(_ type: Entity.Type, file: URL) throws -> (Int, Int, Int64) {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        var pending = Data()
        var lines = 0
        var errors = 0
        var bytes: Int64 = 0
        let decoder = ResponseDecoder()
        func decode(_ line: Data) {
            guard !line.isEmpty else { return }
            lines += 1
            if (try? decoder.decode(Entity.self, from: line, format: .json)) == nil { errors += 1 }
        }
        while let block = try handle.read(upToCount: 4 << 20), !block.isEmpty {
            bytes += Int64(block.count)
            pending.append(block)
            let ends: [Int] = pending.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return [] }
                var ends: [Int] = []
                var index = 0
                while index < raw.count, let found = memchr(base + index, 0x0A, raw.count - index) {
                    index = base.distance(to: UnsafeRawPointer(found)) + 1
                    ends.append(index - 1)
                }
                return ends
            }
            var start = 0
            for end in ends {
                decode(pending.subdata(in: start..<end))
                start = end + 1
            }
            pending = pending.subdata(in: start..<pending.count)
        }
        decode(pending)
        return (lines, errors, bytes)
    }

    /// Looks up `count` MBIDs of the index, chosen at random (fixed seed), one at a time, and
    /// emits the median and 90th percentile of each lookup, with and without decoding.
    static func lookup(file: URL, entity: String, count: Int) throws {
        guard let type = types[entity] else { exit(64) }
        try lookup(type, file: file, count: count)
    }

    static func lookup<Entity: DumpedEntity>(_ type: Entity.Type, file: URL, count: Int) throws {
        let index = try DumpIndex(dumpFile: file)
        let ids = try index.ids()
        guard !ids.isEmpty else { return }
        var random = SplitMix64(seed: 42)
        let sample = (0..<count).map { _ in ids[Int(random.next() % UInt64(ids.count))] }
        let clock = ContinuousClock()
        for (name, body) in [
            ("line", { (id: MBID) throws in _ = try index.line(for: id) }),
            ("model", { (id: MBID) throws in _ = try index.lookup(Entity.self, id: id) }),
        ] as [(String, (MBID) throws -> Void)] {
            var times: [Double] = []
            times.reserveCapacity(sample.count)
            for id in sample {
                let elapsed = try clock.measure { try body(id) }
                times.append(seconds(elapsed))
            }
            times.sort()
            emit([
                "group": "dump-lookup", "name": name, "lookups": times.count, "entries": ids.count,
                "median": times[times.count / 2], "p90": times[times.count * 9 / 10],
            ])
        }
    }

    /// The processor time of this process so far (user and system, every thread), in seconds.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// The bytes of the last progress report.
final class FinalProgress: @unchecked Sendable {
    // @unchecked: `stored` is read and written under `lock`.
    private let lock = NSLock()
    private var stored: Int64 = 0
    func set(_ value: Int64) { lock.withLock { stored = value } }
    var bytes: Int64 { lock.withLock { stored } }
}
