// `CurlTransport` is part of the MusicBrainz module now (built with the `Curl` package trait),
// so that a client made without a transport can use it on Linux. This product stays for the
// packages that name it: it re-exports MusicBrainz, `CurlTransport` included.
@_exported import MusicBrainz
