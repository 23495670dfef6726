/// The assignment problem, solved exactly: pair rows with columns of a cost matrix, each row and
/// each column at most once, so that the total cost of the pairs is the least possible.
///
/// The matcher uses it to pair the tracks a caller knows with the tracks of a candidate release
/// (rows: the caller's tracks; columns: the release's; cost: title, length and position
/// distances), as beets does with `lap.lapjv`. A rectangular matrix pairs every row when there
/// are at least as many columns (and every column otherwise); the rest stay unpaired.
///
/// The method is Kuhn–Munkres (the Hungarian method) in its shortest-augmenting-path form with
/// row and column potentials: one row is added at a time and the cheapest path of reduced costs
/// to a free column is found with Dijkstra's rule, O(n²·m) for n ≤ m. Costs may be any finite
/// numbers, negative ones too.
enum OptimalAssignment {
    /// The least-cost pairing of rows with columns.
    ///
    /// - Parameter costs: The cost of pairing row `i` with column `j` at `costs[i][j]`; every row
    ///   as long as the first. An empty matrix, or rows without columns, pair nothing.
    /// - Returns: For each row, the column it is paired with, or `nil` when it is not paired
    ///   (only when there are more rows than columns).
    static func solve(_ costs: [[Double]]) -> [Int?] {
        let rowCount = costs.count
        guard let columnCount = costs.first?.count, columnCount > 0 else {
            return [Int?](repeating: nil, count: rowCount)
        }
        if rowCount <= columnCount { return solveWide(costs, rows: rowCount, columns: columnCount) }
        // More rows than columns: solve the transpose, then read it back.
        var transposed = [[Double]](repeating: [Double](repeating: 0, count: rowCount), count: columnCount)
        for i in 0..<rowCount {
            for j in 0..<columnCount { transposed[j][i] = costs[i][j] }
        }
        let columnToRow = solveWide(transposed, rows: columnCount, columns: rowCount)
        var rowToColumn = [Int?](repeating: nil, count: rowCount)
        for (column, row) in columnToRow.enumerated() {
            if let row { rowToColumn[row] = column }
        }
        return rowToColumn
    }

    /// The total cost of a pairing.
    static func cost(of assignment: [Int?], in costs: [[Double]]) -> Double {
        var total = 0.0
        for (row, column) in assignment.enumerated() {
            if let column { total += costs[row][column] }
        }
        return total
    }

    /// Rows ≤ columns: every row is paired.
    private static func solveWide(_ costs: [[Double]], rows n: Int, columns m: Int) -> [Int?] {
        // 1-based arrays; column 0 is the virtual start of each augmenting path.
        var rowPotential = [Double](repeating: 0, count: n + 1)
        var columnPotential = [Double](repeating: 0, count: m + 1)
        var rowOfColumn = [Int](repeating: 0, count: m + 1)  // 0: the column is free
        var previousColumn = [Int](repeating: 0, count: m + 1)
        for row in 1...n {
            rowOfColumn[0] = row
            var column = 0
            var slack = [Double](repeating: .infinity, count: m + 1)
            var used = [Bool](repeating: false, count: m + 1)
            repeat {
                used[column] = true
                let currentRow = rowOfColumn[column]
                var delta = Double.infinity
                var nextColumn = 0
                for j in 1...m where !used[j] {
                    let reduced = costs[currentRow - 1][j - 1] - rowPotential[currentRow] - columnPotential[j]
                    if reduced < slack[j] {
                        slack[j] = reduced
                        previousColumn[j] = column
                    }
                    if slack[j] < delta {
                        delta = slack[j]
                        nextColumn = j
                    }
                }
                // Every column unused has a finite slack, so a next column always exists.
                guard nextColumn != 0 else { break }
                for j in 0...m {
                    if used[j] {
                        rowPotential[rowOfColumn[j]] += delta
                        columnPotential[j] -= delta
                    } else {
                        slack[j] -= delta
                    }
                }
                column = nextColumn
            } while rowOfColumn[column] != 0
            // Flip the augmenting path back to its start.
            while column != 0 {
                let previous = previousColumn[column]
                rowOfColumn[column] = rowOfColumn[previous]
                column = previous
            }
        }
        var rowToColumn = [Int?](repeating: nil, count: n)
        for j in 1...m where rowOfColumn[j] != 0 { rowToColumn[rowOfColumn[j] - 1] = j - 1 }
        return rowToColumn
    }
}
