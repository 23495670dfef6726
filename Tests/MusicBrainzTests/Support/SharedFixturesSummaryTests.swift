import Foundation
import Testing

/// One line in the test log that says whether the contract suites ran, on how many recorded
/// responses, or how many were skipped and why.
@Suite struct SharedFixturesSummaryTests {
    /// The suites that need the recorded fixtures (`.enabled(if: SharedFixtures.isAvailable, …)`).
    static let contractSuites: [Any.Type] = [
        AlbumCommandRecordedTests.self, AlbumMatchingCommandTests.self, ComponentContractTests.self,
        CoverArtListingContractTests.self,
        EntityContractTests.self, FixtureDecodingTests.self, FormatParityTests.self, IdentifyCommandTests.self,
        NonMBIDLookupContractTests.self, PagedListContractTests.self, ReleaseContractTests.self,
        ReleaseMatcherRecordedTests.self,
        RequestCommandsRecordedTests.self, RequestContractTests.self, RoundTripTests.self,
        SearchOnlyItemContractTests.self, XMLSchemaCoverageTests.self,
    ]

    @Test("the contract suites run on the recorded responses, or one line says why not")
    func summary() throws {
        guard let root = SharedFixtures.root else {
            print("contract tests: \(Self.contractSuites.count) suites skipped: \(SharedFixtures.skipReason.rawValue)")
            return
        }
        #expect(SharedFixtures.manifest.count > 300)
        let missing = SharedFixtures.manifest.filter {
            !FileManager.default.fileExists(atPath: root.appendingPathComponent($0.file).path)
        }
        #expect(missing.isEmpty, "MANIFEST.tsv lists files that are not there: \(missing.prefix(3).map(\.file))")
        print(
            "contract tests: \(Self.contractSuites.count) suites on \(SharedFixtures.manifest.count) recorded responses in \(root.path)"
        )
    }
}
