#!/usr/bin/env python3
"""Loads the tables `mbz dump FILE --tables DIR` wrote into Spark and runs the joins of the
LoadingDumpTables article: tracks per release and releases per label, with the time each took.

Not part of CI: it needs pyspark (pip install pyspark) and a Java runtime, which the project's
machines do not install. Where they are missing it says so and exits 0.

usage: spark_tables.py DIR [--format csv|ndjson] [--check FILE]
  --check FILE   a JSON file {"tracksPerRelease": {...}, "releasesPerLabel": {...}} (counts from the
                 reader) to compare the joins with; exits 1 when they differ
"""
import argparse
import json
import shutil
import sys
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("directory")
    parser.add_argument("--format", default="csv", choices=["csv", "ndjson"])
    parser.add_argument("--check")
    arguments = parser.parse_args()
    try:
        from pyspark.sql import SparkSession, functions as F
    except ImportError:
        print("spark_tables.py: pyspark is not installed (pip install pyspark): nothing was run")
        return 0
    if shutil.which("java") is None:
        print("spark_tables.py: no Java runtime on PATH: nothing was run")
        return 0
    spark = SparkSession.builder.master("local[2]").appName("musicbrainz-dump-tables").getOrCreate()
    spark.sparkContext.setLogLevel("WARN")

    def table(name):
        path = "%s/%s.%s" % (arguments.directory, name, arguments.format)
        if arguments.format == "csv":
            # multiLine: annotations and set lists hold quoted line breaks.
            return spark.read.csv(path, header=True, multiLine=True, escape='"')
        return spark.read.json(path)

    start = time.perf_counter()
    release, track, label_info = table("release"), table("track"), table("label_info")
    tracks = {
        row["release_id"]: row["tracks"]
        for row in release.join(track, "release_id", "left")
        .groupBy("release_id").agg(F.count(track["position"]).alias("tracks")).collect()
    }
    labels = {
        row["label_id"]: row["releases"]
        for row in label_info.where(F.col("label_id").isNotNull())
        .groupBy("label_id").agg(F.countDistinct("release_id").alias("releases")).collect()
    }
    seconds = time.perf_counter() - start
    print(json.dumps({"releases": len(tracks), "tracks": sum(tracks.values()), "labels": len(labels),
                      "seconds": round(seconds, 2)}))
    spark.stop()
    if arguments.check:
        expected = json.load(open(arguments.check))
        if expected["tracksPerRelease"] != tracks or expected["releasesPerLabel"] != labels:
            print("spark_tables.py: the joins differ from the reader's counts", file=sys.stderr)
            return 1
        print("spark_tables.py: the joins agree with the reader's counts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
