/// Finds MBID-shaped text (`8-4-4-4-12` hex digits) in URLs and request bodies: the subjects
/// of a cached request, and the entities a write touches.
enum MBIDScanner {
    /// Every MBID in a text, in lower case, without repeats, in order.
    static func mbids(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var found: [String] = []
        var seen: Set<String> = []
        var index = 0
        while index + 36 <= bytes.count {
            if isMBID(bytes, at: index), index == 0 || !isHex(bytes[index - 1]),
                index + 36 == bytes.count || !isHex(bytes[index + 36])
            {
                let id = String(decoding: bytes[index..<(index + 36)], as: UTF8.self).lowercased()
                if seen.insert(id).inserted { found.append(id) }
                index += 36
            } else {
                index += 1
            }
        }
        return found
    }

    private static func isMBID(_ bytes: [UInt8], at start: Int) -> Bool {
        for offset in 0..<36 {
            let byte = bytes[start + offset]
            if [8, 13, 18, 23].contains(offset) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard isHex(byte) else { return false }
            }
        }
        return true
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
    }
}
