#!/usr/bin/env bash
# Builds the DocC documentation of the MusicBrainz module into .build/docs (a static site) and
# fails on any documentation warning (broken symbol links, ambiguous references).
# The swift-docc-plugin is not needed: the toolchain's `docc` converts the symbol graph.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package dump-symbol-graph >/dev/null
GRAPHS="$(mktemp -d)"
cp .build/*/symbolgraph/MusicBrainz.symbols.json "$GRAPHS/"
mkdir -p .build/docs
docc convert Sources/MusicBrainz/Documentation.docc \
    --additional-symbol-graph-dir "$GRAPHS" \
    --fallback-display-name MusicBrainz \
    --fallback-bundle-identifier org.swift-musicbrainz.MusicBrainz \
    --output-path .build/docs/MusicBrainz.doccarchive \
    --transform-for-static-hosting --hosting-base-path MusicBrainz \
    --warnings-as-errors
echo "documentation: .build/docs/MusicBrainz.doccarchive (open index.html through a web server)"
