extension Array {
    /// Empties a scratch buffer, keeping its storage. (`removeAll(keepingCapacity:)`
    /// goes through `replaceSubrange`: several times dearer for the few elements
    /// a scratch buffer holds.)
    mutating func empty() {
        while popLast() != nil {}
    }
}
