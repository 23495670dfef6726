#!/usr/bin/env python3
"""Builds a dump-shaped file (one compact WS/2 JSON lookup document per line, no newline after
the last line, as mbdump/<entity> in a MusicBrainz JSON dump) from recorded lookups.

Every successful JSON lookup of the entity type in MANIFEST.tsv is a template; lines cycle
through them, each with a fresh MBID (and fresh MBIDs for its media, tracks and recordings), a
changed title or name, and changed track lengths, so that no two lines are the same. The output
is deterministic: the same arguments give the same bytes.

usage: make_dump.py FIXTURES_DIR OUT_FILE SIZE_MB [--entity release|artist|recording] [--skip LIST]
       make_dump.py FIXTURES_DIR OUT_FILE 0 --probe    one line per template, names in OUT_FILE.templates

--skip LIST leaves out the templates named in the file LIST (one fixture path a line), such as
hand-edited test fixtures the library refuses; run.sh finds them with a --probe file first.
"""
import argparse
import copy
import csv
import json
import os
import sys
import uuid

NAMESPACE = uuid.UUID("6b1f4a4e-8f57-4a53-9f0e-2c6e3c0d5a11")


def templates(fixtures, entity, skip=()):
    found = []
    with open(os.path.join(fixtures, "MANIFEST.tsv"), newline="") as manifest:
        for row in csv.DictReader(manifest, delimiter="\t"):
            if (row["format"], row["kind"], row["entity"], row["http_status"]) != ("json", "lookup", entity, "200"):
                continue
            if row["file"] in skip:
                continue
            with open(os.path.join(fixtures, row["file"]), encoding="utf-8") as source:
                document = json.load(source)
            if isinstance(document, dict) and "id" in document and "error" not in document:
                found.append((row["file"], document))
    found.sort()
    return found


def fresh(seed):
    return str(uuid.uuid5(NAMESPACE, seed))


def vary(template, entity, number):
    document = copy.deepcopy(template)
    document["id"] = fresh("%s/%d" % (entity, number))
    key = "name" if entity == "artist" else "title"
    document[key] = "%s #%d" % (document.get(key) or "Untitled", number)
    if "length" in document and isinstance(document["length"], int):
        document["length"] += number % 997
    for m, medium in enumerate(document.get("media") or []):
        if "id" in medium:
            medium["id"] = fresh("medium/%d/%d" % (number, m))
        for t, track in enumerate(medium.get("tracks") or []):
            track["id"] = fresh("track/%d/%d/%d" % (number, m, t))
            if isinstance(track.get("length"), int):
                track["length"] += (number + t) % 997
            recording = track.get("recording")
            if isinstance(recording, dict):
                recording["id"] = fresh("recording/%d/%d/%d" % (number, m, t))
                if isinstance(recording.get("title"), str):
                    recording["title"] = "%s (%d)" % (recording["title"], number)
    return document


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fixtures")
    parser.add_argument("out")
    parser.add_argument("size_mb", type=float)
    parser.add_argument("--entity", default="release")
    parser.add_argument("--skip")
    parser.add_argument("--probe", action="store_true")
    arguments = parser.parse_args()
    skip = set()
    if arguments.skip:
        skip = {line.strip() for line in open(arguments.skip) if line.strip()}
    named = templates(arguments.fixtures, arguments.entity, skip)
    if not named:
        sys.exit("make_dump.py: no JSON %s lookups in %s" % (arguments.entity, arguments.fixtures))
    sources = [document for _, document in named]
    if arguments.probe:
        with open(arguments.out + ".templates", "w") as names:
            names.write("".join(name + "\n" for name, _ in named))
        arguments.size_mb = 0
    target = int(arguments.size_mb * 1_000_000)
    written = 0
    lines = 0
    with open(arguments.out, "wb") as out:
        while written < target or (arguments.probe and lines < len(sources)):
            line = json.dumps(
                vary(sources[lines % len(sources)], arguments.entity, lines), ensure_ascii=False, separators=(",", ":")
            ).encode("utf-8")
            if lines:
                out.write(b"\n")
                written += 1
            out.write(line)
            written += len(line)
            lines += 1
    print(json.dumps({"file": arguments.out, "bytes": written, "lines": lines, "templates": len(sources),
                      "skipped": len(skip)}))


if __name__ == "__main__":
    main()
