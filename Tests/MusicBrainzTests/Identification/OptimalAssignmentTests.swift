import Foundation
import Testing

@testable import MusicBrainz

/// The Hungarian method against matrices whose optimum is known, and against brute force.
@Suite struct OptimalAssignmentTests {
    /// The cheapest total over every pairing, by trying them all (rows ≤ columns or not).
    static func bruteForceOptimum(_ costs: [[Double]]) -> Double {
        let rows = costs.count
        let columns = costs.first?.count ?? 0
        let pairs = min(rows, columns)
        var best = Double.infinity
        func search(_ row: Int, _ used: Set<Int>, _ paired: Int, _ total: Double) {
            if row == rows {
                if paired == pairs { best = min(best, total) }
                return
            }
            // Leave this row unpaired only when there are more rows than columns.
            if rows - row - 1 >= pairs - paired { search(row + 1, used, paired, total) }
            for column in 0..<columns where !used.contains(column) {
                search(row + 1, used.union([column]), paired + 1, total + costs[row][column])
            }
        }
        search(0, [], 0, 0)
        return best
    }

    /// Checks that an assignment is a valid pairing of the right size.
    static func expectValid(
        _ assignment: [Int?], _ costs: [[Double]], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let columns = costs.first?.count ?? 0
        #expect(assignment.count == costs.count, sourceLocation: sourceLocation)
        let paired = assignment.compactMap { $0 }
        #expect(Set(paired).count == paired.count, "a column is used twice", sourceLocation: sourceLocation)
        #expect(paired.count == min(costs.count, columns), sourceLocation: sourceLocation)
        #expect(paired.allSatisfy { (0..<columns).contains($0) }, sourceLocation: sourceLocation)
    }

    @Test("solves a 3×3 matrix with the known optimum 5")
    func threeByThree() {
        let costs: [[Double]] = [[4, 1, 3], [2, 0, 5], [3, 2, 2]]
        let assignment = OptimalAssignment.solve(costs)
        #expect(assignment == [1, 0, 2])
        #expect(OptimalAssignment.cost(of: assignment, in: costs) == 5)
    }

    @Test("solves a 4×4 matrix with the known optimum 140")
    func fourByFour() {
        let costs: [[Double]] = [[82, 83, 69, 92], [77, 37, 49, 92], [11, 69, 5, 86], [8, 9, 98, 23]]
        let assignment = OptimalAssignment.solve(costs)
        #expect(assignment == [2, 1, 0, 3])
        #expect(OptimalAssignment.cost(of: assignment, in: costs) == 140)
    }

    @Test("beats the greedy choice: the cheapest first pair is not in the optimum")
    func notGreedy() {
        let costs: [[Double]] = [[1, 2], [1, 100]]
        let assignment = OptimalAssignment.solve(costs)
        #expect(assignment == [1, 0])
        #expect(OptimalAssignment.cost(of: assignment, in: costs) == 3)
    }

    @Test("pairs every row of a wide matrix (2×3, optimum 4)")
    func wide() {
        let costs: [[Double]] = [[1, 2, 3], [2, 4, 6]]
        let assignment = OptimalAssignment.solve(costs)
        #expect(assignment == [1, 0])
        #expect(OptimalAssignment.cost(of: assignment, in: costs) == 4)
    }

    @Test("pairs every column of a tall matrix and leaves the extra row unpaired (3×2, optimum 4)")
    func tall() {
        let costs: [[Double]] = [[1, 2], [2, 4], [3, 6]]
        let assignment = OptimalAssignment.solve(costs)
        #expect(assignment == [1, 0, nil])
        #expect(OptimalAssignment.cost(of: assignment, in: costs) == 4)
    }

    @Test("takes negative costs")
    func negative() {
        let costs: [[Double]] = [[-1, -5], [-3, 0]]
        let assignment = OptimalAssignment.solve(costs)
        #expect(assignment == [1, 0])
        #expect(OptimalAssignment.cost(of: assignment, in: costs) == -8)
    }

    @Test("handles empty and one-element matrices")
    func degenerate() {
        #expect(OptimalAssignment.solve([]) == [])
        #expect(OptimalAssignment.solve([[], []]) == [nil, nil])
        #expect(OptimalAssignment.solve([[7]]) == [0])
        #expect(OptimalAssignment.solve([[3, 1, 2]]) == [1])
        #expect(OptimalAssignment.solve([[3], [1], [2]]) == [nil, 0, nil])
    }

    @Test("finds a pairing of equal cost when every cost is the same")
    func ties() {
        let costs = [[Double]](repeating: [Double](repeating: 0.5, count: 4), count: 4)
        let assignment = OptimalAssignment.solve(costs)
        Self.expectValid(assignment, costs)
        #expect(OptimalAssignment.cost(of: assignment, in: costs) == 2)
    }

    @Test(
        "equals brute force on random matrices, square and rectangular",
        arguments: [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (2, 5), (3, 6), (5, 2), (6, 3), (1, 6), (6, 1)])
    func randomMatrices(rows: Int, columns: Int) {
        var generator = Generator(seed: UInt64(rows * 31 + columns))
        for _ in 0..<40 {
            let costs = (0..<rows).map { _ in
                (0..<columns).map { _ in Double(generator.next() % 1000) / 100 }
            }
            let assignment = OptimalAssignment.solve(costs)
            Self.expectValid(assignment, costs)
            let found = OptimalAssignment.cost(of: assignment, in: costs)
            #expect(abs(found - Self.bruteForceOptimum(costs)) < 1e-9, "\(costs)")
        }
    }

    @Test("pairs a reordered track list back in its true order")
    func permutation() {
        // Cost 0 on the true pairs of a shuffled list, 1 elsewhere.
        let order = [3, 0, 4, 1, 2]
        let costs = order.map { truth in (0..<5).map { $0 == truth ? 0.0 : 1.0 } }
        #expect(OptimalAssignment.solve(costs) == order.map { $0 as Int? })
    }

    /// A small deterministic random number generator for tests (SplitMix64).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
