#!/usr/bin/env python3
"""Python side of the benchmarks: the practical ceilings (C-accelerated json.loads, expat) and
the peer python-musicbrainzngs, over exactly the bytes the Swift decoders read.

  python_peers.py decode --list FILES.json --format xml|json --passes N
      FILES.json is a JSON array of absolute paths. Prints one JSON line per measurement.
  python_peers.py requests --host 127.0.0.1:PORT --mbid MBID --count N [--threads T]
      musicbrainzngs release lookups against a loopback mirror (rate limit off).
"""
import argparse
import io
import json
import sys
import threading
import time
import xml.parsers.expat


def best(passes, body):
    result = float("inf")
    for _ in range(max(1, passes)):
        start = time.perf_counter()
        body()
        result = min(result, time.perf_counter() - start)
    return result


def emit(**fields):
    print(json.dumps(fields, sort_keys=True), flush=True)


def decode(args):
    paths = json.load(open(args.list))
    documents = [open(path, "rb").read() for path in paths]
    size = sum(len(d) for d in documents)
    group = args.group
    if args.format == "json":
        def loads():
            for document in documents:
                json.loads(document)
        emit(group=group, name="Python json.loads (C)", bytes=size, seconds=best(args.passes, loads))
        return

    def expat_pass():
        for document in documents:
            parser = xml.parsers.expat.ParserCreate()
            parser.Parse(document, True)
    emit(group=group, name="Python expat (no handlers)", bytes=size, seconds=best(args.passes, expat_pass))
    try:
        import musicbrainzngs.mbxml as mbxml
    except ImportError:
        emit(group=group, name="musicbrainzngs", bytes=size, error="musicbrainzngs is not installed")
        return

    def ngs_pass():
        for document in documents:
            mbxml.parse_message(io.BytesIO(document))
    emit(group=group, name="musicbrainzngs (parse_message)", bytes=size, seconds=best(args.passes, ngs_pass))


def requests(args):
    import musicbrainzngs
    musicbrainzngs.set_useragent("mbbench-musicbrainzngs", "1.0", "benchmarks@example.org")
    musicbrainzngs.set_hostname(args.host, use_https=False)
    musicbrainzngs.set_rate_limit(False)
    includes = ["artist-credits", "labels", "recordings", "release-groups", "media"]
    musicbrainzngs.get_release_by_id(args.mbid, includes=includes)  # warm up
    per_thread = args.count // args.threads
    failures = []

    def worker():
        for _ in range(per_thread):
            try:
                musicbrainzngs.get_release_by_id(args.mbid, includes=includes)
            except Exception as error:  # noqa: BLE001 - reported below
                failures.append(repr(error))

    threads = [threading.Thread(target=worker) for _ in range(args.threads)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.perf_counter() - start
    group = "requests-sequential" if args.threads == 1 else "requests-concurrent"
    emit(group=group, name="musicbrainzngs", requests=per_thread * args.threads, seconds=seconds,
         failures=len(failures))


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="mode", required=True)
    d = sub.add_parser("decode")
    d.add_argument("--list", required=True)
    d.add_argument("--format", required=True, choices=["xml", "json"])
    d.add_argument("--group", required=True)
    d.add_argument("--passes", type=int, default=5)
    r = sub.add_parser("requests")
    r.add_argument("--host", required=True)
    r.add_argument("--mbid", required=True)
    r.add_argument("--count", type=int, default=300)
    r.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    decode(args) if args.mode == "decode" else requests(args)


if __name__ == "__main__":
    sys.exit(main())
