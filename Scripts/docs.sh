#!/usr/bin/env bash
# Builds the DocC documentation of the library's modules, one static site each, and fails on any
# documentation warning (broken symbol links, ambiguous references):
#   .build/docs/MusicBrainz.doccarchive
#   .build/docs/MusicBrainzDumps.doccarchive
#   .build/docs/MusicBrainzTesting.doccarchive
#
# The swift-docc-plugin is not needed: the compiler writes the symbol graphs (into a build tree of
# its own, .build/docs-build, so the flags do not force a rebuild of your ordinary .build) and the
# toolchain's `docc` converts them. `swift package dump-symbol-graph` is not used: it enables every
# package trait, so it cannot build without the libcurl headers.
#
# Build and docc output go to .build/docs/docs.log. The script prints only compiler and docc
# warnings and errors, and the paths of the archives; on failure it prints the end of the log.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=.build/docs
SCRATCH=.build/docs-build
GRAPHS="$PWD/$SCRATCH/symbolgraphs"
LOG="$OUT/docs.log"
mkdir -p "$OUT" "$GRAPHS"
: >"$LOG"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

fail() {
    echo "docs.sh: $1" >&2
    echo "---- last lines of $LOG ----" >&2
    tail -n 40 "$LOG" >&2
    exit 1
}

# Prints the compiler's warnings and errors of one build step (each once), from its own log.
show_diagnostics() {
    grep -E '(^|: )(warning|error): ' "$1" | sort -u >&2 || true
}

# CurlTransport (in MusicBrainz) is documented only when its trait can build (as in .ci/run);
# without the headers the documentation shows its unavailable stand-in.
MODULES=(MusicBrainz MusicBrainzDumps MusicBrainzTesting)
TRAITS=()
if pkg-config --exists libcurl 2>/dev/null || [ -e /usr/include/curl/curl.h ] \
    || [ -e /usr/include/x86_64-linux-gnu/curl/curl.h ] || [ -e /usr/include/aarch64-linux-gnu/curl/curl.h ]; then
    TRAITS=(--traits Curl)
else
    echo "docs.sh: no libcurl headers (apt install libcurl4-openssl-dev): CurlTransport is documented as unavailable" >&2
fi

# 1. Symbol graphs, written by the compiler while it builds each module (MusicBrainz comes along
#    as a dependency). The same flags every time keep this build tree incremental.
for module in MusicBrainzDumps MusicBrainzTesting; do
    step="$WORK/build-$module.log"
    echo "== swift build --target $module ${TRAITS[*]-}" >>"$LOG"
    if ! swift build --scratch-path "$SCRATCH" ${TRAITS[@]+"${TRAITS[@]}"} --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$GRAPHS" >"$step" 2>&1; then
        cat "$step" >>"$LOG"
        show_diagnostics "$step"
        fail "building $module failed"
    fi
    cat "$step" >>"$LOG"
    show_diagnostics "$step"
done

# 2. One archive per module. MusicBrainz is built first with link metadata, so that the other
#    modules' documentation can link to its symbols (``/MusicBrainz/HTTPTransport``).
for module in "${MODULES[@]}"; do
    module_graphs="$WORK/graphs-$module"
    mkdir -p "$module_graphs"
    [ -f "$GRAPHS/$module.symbols.json" ] || fail "the compiler wrote no symbol graph for $module"
    cp "$GRAPHS/$module.symbols.json" "$module_graphs/"
    # Extensions of other modules' types, if any (MusicBrainzTesting@MusicBrainz.symbols.json).
    find "$GRAPHS" -name "$module@*.symbols.json" -exec cp {} "$module_graphs/" \;
    catalog=()
    if [ -d "Sources/$module/Documentation.docc" ]; then catalog=("Sources/$module/Documentation.docc"); fi
    dependency=()
    if [ "$module" != MusicBrainz ]; then dependency=(--dependency "$OUT/MusicBrainz.doccarchive"); fi
    archive="$OUT/$module.doccarchive"
    rm -rf "$archive"
    step="$WORK/docc-$module.log"
    echo "== docc convert $module" >>"$LOG"
    if ! docc convert ${catalog[@]+"${catalog[@]}"} \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.swift-musicbrainz.$module" \
        --output-path "$archive" \
        --transform-for-static-hosting --hosting-base-path "$module" \
        --enable-experimental-external-link-support ${dependency[@]+"${dependency[@]}"} \
        --warnings-as-errors >"$step" 2>&1; then
        cat "$step" >>"$LOG"
        # docc's diagnostics are the point here: print them whole, not only the log's tail.
        cat "$step" >&2
        echo "docs.sh: docc found documentation problems in $module (warnings are errors); log: $LOG" >&2
        exit 1
    fi
    cat "$step" >>"$LOG"
    # docc is silent when all is well; anything it said is worth reading.
    if grep -qE '(warning|error|note):' "$step"; then cat "$step" >&2; fi
    echo "documentation: $archive"
done
echo "(open index.html through a web server; build log: $LOG)"
