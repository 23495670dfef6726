#!/usr/bin/env python3
"""Prints the Markdown table of the dump benchmark from its JSON rows (dump_peers.py, mbbench)."""
import json
import sys

LABELS = {
    "wc-l": "`wc -l` (the floor: a line count)",
    "mbz-count": "`mbz dump --count`: typed models, all cores",
    "reader-1": "library, `DumpReader` into models, one core (`taskset -c 0`)",
    "sequential": "library, plain loop of `ResponseDecoder` per line, one core",
    "python-json-loads": "Python `json.loads` per line (untyped, one core)",
    "jq": "`jq -c .` (untyped, one core)",
    "mbz-index": "`mbz dump --index` (MBID index, all cores)",
    "mbz-where": "`mbz dump --where country=GB --count`: typed models, all cores",
    "mbz-fields": "`mbz dump --fields id,title,country`: typed models, all cores",
    "mbz-tables": "`mbz dump --tables DIR` (CSV): typed models, all cores",
    "python-orjson": "Python `orjson.loads` per line (untyped, one core)",
    "duckdb-count": "DuckDB `read_json`, `count(*)` (2 threads)",
    "duckdb-where": "DuckDB `read_json`, `WHERE country = 'GB'` (2 threads)",
    "duckdb-fields": "DuckDB `read_json`, `SELECT id, title, country` (2 threads)",
}


def main():
    rows = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
    # The fastest pass of each reading, in the order the readings first appear.
    best = {}
    for row in rows:
        if row["group"] != "dump-read":
            continue
        key = row.get("label", row["name"])
        if key not in best or row["seconds"] < best[key]["seconds"]:
            best[key] = row
    reads = list(best.values())
    passes = max([sum(1 for row in rows if row["group"] == "dump-read" and row.get("label", row["name"]) == key)
                  for key in best] or [0])
    python = next((row for row in reads if row["name"] == "python-json-loads"), None)
    print("| measurement | implementation | lines/s | MB/s | CPU s | ÷ Python json.loads |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for row in reads:
        size = row["bytes"] / 1e6
        rate = row["lines"] / row["seconds"]
        ratio = ""
        if python and row is not python:
            ratio = "%.2f×" % (rate / (python["lines"] / python["seconds"]))
        errors = " (%d lines did not decode)" % row["errors"] if row.get("errors") else ""
        cpu = "%.2f" % row["cpu"] if "cpu" in row else ""
        print("| Read a %.0f MB release dump (%d lines, best of %d) | %s%s | %s | %.1f | %s | %s |" % (
            size, row["lines"], passes, LABELS.get(row.get("label", row["name"]), row.get("label", row["name"])), errors,
            "{:,.0f}".format(rate), size / row["seconds"], cpu, ratio))
    memory = [row for row in rows if row["group"] == "dump-memory"]
    for row in memory:
        print("| Peak memory, %s | %s | | %.1f MB | | |" % (
            "%.2f GB file" % (row["bytes"] / 1e9) if row["bytes"] >= 1e9 else "%.0f MB file" % (row["bytes"] / 1e6),
            LABELS.get(row["name"], row["name"]), row["peak"] / 1e6))
    for row in rows:
        if row["group"] == "dump-lookup":
            print("| Indexed lookup by MBID (%s random of %d) | %s | median %.1f µs | p90 %.1f µs | | |" % (
                "{:,}".format(row["lookups"]), row["entries"],
                "`DumpIndex.line(for:)`: the line's bytes" if row["name"] == "line"
                else "`DumpIndex.lookup(_:id:)`: the line decoded into a model",
                row["median"] * 1e6, row["p90"] * 1e6))


if __name__ == "__main__":
    main()
