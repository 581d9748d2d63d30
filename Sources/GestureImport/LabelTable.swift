/// A fixed set of ASCII labels and their numbers, looked up by a line's
/// bytes without hashing or making a string: labels are bucketed by length
/// and compared from their last byte, where `ABS_MT_POSITION_X` and `_Y`
/// differ.
struct LabelTable: Sendable {
    private var buckets: [[(label: [UInt8], value: Int32)]] = []

    init(_ entries: [(String, Int32)]) {
        for (label, value) in entries {
            let bytes = Array(label.utf8)
            while buckets.count <= bytes.count { buckets.append([]) }
            buckets[bytes.count].append((bytes, value))
        }
    }

    /// The number of the label spelled by `bytes[range]`, or nil.
    func value(_ bytes: [UInt8], _ range: Range<Int>) -> Int32? {
        let count = range.count
        guard count > 0, count < buckets.count else { return nil }
        search: for entry in buckets[count] {
            var offset = count - 1
            while offset >= 0 {
                if entry.label[offset] != bytes[range.lowerBound + offset] { continue search }
                offset -= 1
            }
            return entry.value
        }
        return nil
    }
}
