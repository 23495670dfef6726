extension Int {
    /// The sum, or `Int.max` / `Int.min` where it would overflow: offsets a server reports can
    /// be anything, and paging must not trap on them.
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? Int.max : Int.min
    }
}
