#!/usr/bin/env python3
"""Turns the JSON lines of a benchmark run into one Markdown table with throughputs and ratios.

usage: report.py RAW.jsonl  (prints the table)
"""
import json
import sys

rows = [json.loads(line) for line in open(sys.argv[1]) if line.startswith("{")]
by_group = {}
for row in rows:
    if row.get("name") in ("files", "shape"):
        continue
    by_group.setdefault(row["group"], []).append(row)

ours = "swift-musicbrainz"


def mbps(row):
    return row["bytes"] / row["seconds"] / 1e6 if row.get("seconds") else None


def rps(row):
    return row["requests"] / row["seconds"] if row.get("seconds") else None


lines = []
titles = {
    "corpus-xml": "Decode, XML, whole fixture corpus",
    "corpus-json": "Decode, JSON, whole fixture corpus",
    "large-xml": "Decode, XML, large release (20 media, 400 tracks)",
    "large-json": "Decode, JSON, large release (20 media, 400 tracks)",
}
lines.append("| measurement | implementation | throughput | ours ÷ it |")
lines.append("| --- | --- | ---: | ---: |")
for group in ["corpus-xml", "large-xml", "corpus-json", "large-json"]:
    entries = by_group.get(group, [])
    ours_row = next((r for r in entries if r["name"] == ours), None)
    ours_speed = mbps(ours_row) if ours_row else None
    for row in sorted(entries, key=lambda r: (r["name"] != ours, -(mbps(r) or 0))):
        speed = mbps(row)
        if speed is None:
            lines.append("| %s | %s | %s | |" % (titles[group], row["name"], row.get("error", "n/a")))
            continue
        ratio = "" if row["name"] == ours or not ours_speed else "%.2f×" % (ours_speed / speed)
        lines.append("| %s | %s | %.1f MB/s | %s |" % (titles[group], row["name"], speed, ratio))
for group, title in [("requests-sequential", "Loopback lookups, sequential"),
                     ("requests-concurrent", "Loopback lookups, 8 concurrent")]:
    entries = by_group.get(group, [])
    ours_rows = [r for r in entries if r["name"].startswith(ours)]
    best_ours = max((rps(r) or 0 for r in ours_rows), default=0)
    for row in sorted(entries, key=lambda r: -(rps(r) or 0)):
        speed = rps(row)
        if speed is None:
            lines.append("| %s | %s | %s | |" % (title, row["name"], row.get("error", "n/a")))
            continue
        ratio = "" if row["name"].startswith(ours) else "%.2f×" % (best_ours / speed)
        extra = " (%d failed)" % row["failures"] if row.get("failures") else ""
        lines.append("| %s | %s | %.0f req/s%s | %s |" % (title, row["name"], speed, extra, ratio))
for row in rows:
    if row["group"] == "memory-stage":
        names = {"bare": "XMLParser alone, over Data (empty delegate)", "bare-stream": "XMLParser alone, over an InputStream",
                 "bare (warm)": "XMLParser alone, over Data, after a first tiny parse",
                 "bare-stream (warm)": "XMLParser alone, over an InputStream, after a first tiny parse"}
        lines.append("| Peak memory, large release (XML) | %s | %.1f MB | %.2f× the document |"
                     % (names.get(row["name"], row["name"]), row["growth"] / 1e6, row["growth"] / row["bytes"]))
        continue
    if row["group"].startswith("memory-"):
        multiple = row["growth"] / row["bytes"]
        who = ours + (", after a first tiny decode" if row.get("warm") else "")
        lines.append("| Peak memory, large release (%s) | %s | %.1f MB over a %.1f MB document | %.2f× the document |"
                     % (row["group"][7:].upper(), who, row["growth"] / 1e6, row["bytes"] / 1e6, multiple))
        if row.get("model") and not row.get("warm"):
            lines.append("| Peak memory, large release (%s) | of which the decoded model (kept) | %.1f MB | %.2f× the document |"
                         % (row["group"][7:].upper(), row["model"] / 1e6, row["model"] / row["bytes"]))
cache_rows = [row for row in rows if row["group"].startswith("cache-")]
if cache_rows:
    lines.append("")
    lines.append("| measurement | run | requests sent | time | |")
    lines.append("| --- | --- | ---: | ---: | --- |")
for row in cache_rows:
    group = row["group"]
    if group == "cache-album":
        lines.append("| `mbz album`, server throttling to 1 req/s | %s | %d (%d throttled) | %.2f s wall | |"
                     % (row["name"], row["requests"], row["throttled"], row["seconds"]))
    elif group == "cache-bulk":
        lines.append("| 500 release MBIDs at 1 req/s (test clock) | %s | %d | %.0f s on the clock | %.2f s wall, %d resolved |"
                     % (row["name"], row["requests"], row["clock_seconds"], row["seconds"], row["resolved"]))
    elif group == "cache-art":
        lines.append("| Art wall, 50 release groups, 200 ms limit | %s | %d | %.2f s wall | %.1f MB of images |"
                     % (row["name"], row["requests"], row["seconds"], row["bytes"] / 1e6))
    elif group == "cache-lookups":
        lines.append("| %d repeated lookups of one release | %s | %d | %.0f lookups/s | peak RSS %.1f MB (+%.1f MB during the loop) |"
                     % (row["lookups"], row["name"], row["requests"], row["lookups"] / row["seconds"],
                        row["peak"] / 1e6, row["peak_growth"] / 1e6))
print("\n".join(lines))
