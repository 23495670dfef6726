#!/usr/bin/env python3
"""The peers of the dump benchmark (see BENCHMARKS.md), one JSON row a measurement.

  dump_peers.py json-loads FILE          Python's json.loads on every line (untyped, one core)
  dump_peers.py orjson FILE              orjson.loads on every line (untyped, one core; pip install orjson)
  dump_peers.py duckdb QUERY FILE        DuckDB read_json on 2 threads: QUERY count, where (country = 'GB')
                                         or fields (id, title, country to /dev/null); pip install duckdb
  dump_peers.py time NAME FILE -- CMD…   wall time of a command that reads FILE (jq, wc -l, mbz)
  dump_peers.py memory NAME FILE -- CMD… peak resident memory of a command, from /usr/bin/time -v
"""
import json
import os
import re
import resource
import subprocess
import sys
import time


def emit(row):
    print(json.dumps(row, sort_keys=True), flush=True)


def count_lines(path):
    lines = 0
    with open(path, "rb") as source:
        for line in source:
            if line.strip():
                lines += 1
    return lines


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def json_loads(path):
    start = time.perf_counter()
    cpu = time.process_time()
    lines = 0
    with open(path, "rb") as source:
        for line in source:
            if line.strip():
                json.loads(line)
                lines += 1
    seconds = time.perf_counter() - start
    emit({"group": "dump-read", "name": "python-json-loads", "bytes": os.path.getsize(path), "lines": lines,
          "seconds": seconds, "cpu": time.process_time() - cpu})


def orjson_loads(path):
    import orjson
    start = time.perf_counter()
    cpu = time.process_time()
    lines = 0
    with open(path, "rb") as source:
        for line in source:
            if line.strip():
                orjson.loads(line)
                lines += 1
    seconds = time.perf_counter() - start
    emit({"group": "dump-read", "name": "python-orjson", "bytes": os.path.getsize(path), "lines": lines,
          "seconds": seconds, "cpu": time.process_time() - cpu})


def duckdb_query(query, path):
    import duckdb
    connection = duckdb.connect()
    connection.execute("SET threads TO 2")
    source = "read_json('%s', format='newline_delimited')" % path.replace("'", "''")
    sql = {
        "count": "SELECT count(*) FROM %s" % source,
        "where": "SELECT count(*) FROM %s WHERE country = 'GB'" % source,
        "fields": "COPY (SELECT id, title, country FROM %s) TO '/dev/null' (FORMAT csv, DELIMITER '\t')" % source,
    }[query]
    start = time.perf_counter()
    cpu = time.process_time()
    connection.execute(sql).fetchall()
    seconds = time.perf_counter() - start
    emit({"group": "dump-read", "name": "duckdb-" + query, "bytes": os.path.getsize(path),
          "lines": count_lines(path), "seconds": seconds, "cpu": time.process_time() - cpu})


def timed(name, path, command):
    start = time.perf_counter()
    cpu = children_cpu()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    seconds = time.perf_counter() - start
    cpu = children_cpu() - cpu
    if result.returncode != 0:
        sys.stderr.write(result.stderr.decode(errors="replace")[-2000:])
    emit({"group": "dump-read", "name": name, "bytes": os.path.getsize(path), "lines": count_lines(path),
          "seconds": seconds, "cpu": cpu, "status": result.returncode})


def memory(name, path, command):
    result = subprocess.run(["/usr/bin/time", "-v"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    text = result.stderr.decode(errors="replace")
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text)
    if not match:
        sys.exit("dump_peers.py: /usr/bin/time -v printed no maximum resident set size:\n" + text[-2000:])
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)", text)
    emit({"group": "dump-memory", "name": name, "bytes": os.path.getsize(path), "peak": int(match.group(1)) * 1024,
          "wall": wall.group(1) if wall else None, "status": result.returncode})


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "json-loads":
        json_loads(sys.argv[2])
    elif len(sys.argv) >= 3 and sys.argv[1] == "orjson":
        orjson_loads(sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "duckdb":
        duckdb_query(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 6 and sys.argv[1] in ("time", "memory") and sys.argv[4] == "--":
        (timed if sys.argv[1] == "time" else memory)(sys.argv[2], sys.argv[3], sys.argv[5:])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
