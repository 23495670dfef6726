#!/usr/bin/env bash
# Shows that an app which imports only MusicBrainz (as an iOS app would) builds without the data
# dump code of MusicBrainzDumps: the reader, the MBID index, the archive pipeline that starts xz
# and tar, the dump middleware.
#
#   Scripts/core-without-dumps.sh      (CI runs it after the tests, reusing their build tree)
#
# It builds the MusicBrainz module and the AlbumInfo example (a client that depends on the
# MusicBrainz product alone, through ExampleSupport) and lists their symbols with nm: neither may
# hold a symbol of the dump module. As a check that the search itself works, mbz (which imports
# MusicBrainzDumps) must hold them.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v nm >/dev/null 2>&1 || { echo "core-without-dumps.sh: needs nm (binutils)" >&2; exit 2; }

# Swift mangles a type name as its length and the name: 10DumpReader, 9DumpIndex, ….
PATTERN='10DumpReader|9DumpIndex|11DumpArchive|12DumpedEntity|19LocalDumpMiddleware|DumpArchivePipeline|16MusicBrainzDumps'

swift build --target MusicBrainz >/dev/null
swift build --product AlbumInfo >/dev/null
swift build --product mbz >/dev/null
BIN="$(swift build --show-bin-path)"

objects=("$BIN"/MusicBrainz.build/*.o)
found=$(for object in "${objects[@]}"; do nm "$object" 2>/dev/null; done | grep -cE "$PATTERN" || true)
if [ "$found" != 0 ]; then
    echo "core-without-dumps.sh: the MusicBrainz module holds $found symbols of the dump code:" >&2
    for object in "${objects[@]}"; do nm "$object" 2>/dev/null; done | grep -E "$PATTERN" | head -5 >&2
    exit 1
fi
in_app=$(nm "$BIN/AlbumInfo" | grep -cE "$PATTERN" || true)
if [ "$in_app" != 0 ]; then
    echo "core-without-dumps.sh: AlbumInfo (MusicBrainz only) links $in_app symbols of the dump code" >&2
    exit 1
fi
in_mbz=$(nm "$BIN/mbz" | grep -cE "$PATTERN" || true)
if [ "$in_mbz" = 0 ]; then
    echo "core-without-dumps.sh: found no dump symbol in mbz either: the search is broken" >&2
    exit 1
fi
echo "MusicBrainz (${#objects[@]} object files) and AlbumInfo hold no dump code; mbz holds $in_mbz dump symbols"
