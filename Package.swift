// swift-tools-version: 6.1
// The swift-tools-version declares the minimum version of Swift required to build this package.
// 6.1 is the first tools version with package traits, which keep the libcurl transport optional.

import PackageDescription

let package = Package(
    name: "swift-musicbrainz",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "MusicBrainz", targets: ["MusicBrainz"]),
        .library(name: "MusicBrainzDumps", targets: ["MusicBrainzDumps"]),
        .library(name: "MusicBrainzCurl", targets: ["MusicBrainzCurl"]),
        .library(name: "MusicBrainzTesting", targets: ["MusicBrainzTesting"]),
        .executable(name: "mbz", targets: ["mbz"]),
    ],
    traits: [
        .trait(
            name: "Curl",
            description: "Builds the libcurl transport (needs libcurl headers: apt install libcurl4-openssl-dev)."
        )
    ],
    targets: [
        // With the trait, the MusicBrainz module holds CurlTransport and uses it as the default on Linux.
        .target(
            name: "MusicBrainz",
            dependencies: [
                .target(name: "CCurl", condition: .when(traits: ["Curl"])),
                .target(name: "CCurlShims", condition: .when(traits: ["Curl"])),
            ]
        ),
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        .target(
            name: "CCurlShims",
            dependencies: [.target(name: "CCurl", condition: .when(traits: ["Curl"]))],
            // Lets the shim stop a trait build without headers with a clear #error.
            cSettings: [.define("MUSICBRAINZ_CURL_TRAIT", .when(traits: ["Curl"]))]
        ),
        // The JSON data dumps: reader, MBID index, archive pipeline (the only code that starts
        // processes) and the middleware that answers lookups from indexed dumps. An app that
        // only talks to the web service depends on MusicBrainz alone and never compiles them.
        .target(name: "MusicBrainzDumps", dependencies: ["MusicBrainz"]),
        // Kept for packages that name it: re-exports MusicBrainz (CurlTransport included).
        .target(name: "MusicBrainzCurl", dependencies: ["MusicBrainz"]),
        .target(name: "MusicBrainzTesting", dependencies: ["MusicBrainz"]),
        .executableTarget(
            name: "mbz",
            dependencies: [
                "MusicBrainz",
                "MusicBrainzDumps",
                "MusicBrainzTesting",
                "ExampleSupport",
            ],
            path: "Examples/mbz"
        ),
        // What the example programs share: their command line and the album-art wall's HTML
        // page and terminal grid (presentation, so not in the library). Not a product.
        .target(name: "ExampleSupport", dependencies: ["MusicBrainz"], path: "Examples/ExampleSupport"),
        .executableTarget(
            name: "AlbumInfo", dependencies: ["MusicBrainz", "ExampleSupport"], path: "Examples/AlbumInfo"),
        .executableTarget(
            name: "AlbumArtWall", dependencies: ["MusicBrainz", "ExampleSupport"], path: "Examples/AlbumArtWall"),
        .executableTarget(
            name: "TrackQueue", dependencies: ["MusicBrainz", "ExampleSupport"], path: "Examples/TrackQueue"),
        .executableTarget(
            name: "mbbench",
            dependencies: [
                "MusicBrainz",
                "MusicBrainzDumps",
                "MusicBrainzTesting",
            ],
            path: "Benchmarks/Sources/mbbench"
        ),
        .testTarget(
            name: "MusicBrainzTests",
            dependencies: [
                "MusicBrainz",
                "MusicBrainzDumps",
                "MusicBrainzTesting",
                "mbz",
                "ExampleSupport",
                "AlbumInfo",
                "AlbumArtWall",
                "TrackQueue",
            ],
            // The documentation samples' prelude is compiled with the samples, not into the tests.
            exclude: ["Documentation/SnippetPrelude.swift"],
            resources: [.copy("Fixtures"), .copy("Support/loopback_server.py")]
        ),
    ]
)

for target in package.targets where target.type != .system && target.name != "CCurlShims" {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    target.swiftSettings = settings
}
