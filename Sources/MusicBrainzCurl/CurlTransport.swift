// The libcurl transport is built with the `Curl` package trait (swift build --traits Curl).
