import Testing

@testable import GestureReports

/// `TextTable`'s rule (its documentation): each column padded to its widest cell, two spaces
/// apart, no blanks at a line's end. Widths are counted in Characters.
@Suite struct TextTableTests {
    @Test func columnsArePaddedToTheirWidestCellTwoSpacesApart() {
        #expect(
            TextTable.lines([["session", "status"], ["a", "pass"], ["double-tap", "regression"]]) == [
                "session     status",
                "a           pass",
                "double-tap  regression",
            ])
    }

    /// A cell of two Characters that are four UTF-16 units (two emoji) is two wide: it is kept
    /// whole, and a one-Character cell above it gets one space of padding.
    @Test func widthsAreCharactersNotUTF16Units() {
        #expect(TextTable.lines([["a", "1"], ["👍👍", "2"]]) == ["a   1", "👍👍  2"])
    }

    @Test func anEmptyLastColumnLeavesNoBlanksAtTheLineEnd() {
        #expect(TextTable.lines([["name", ""], ["x", ""]]) == ["name", "x"])
        #expect(TextTable.lines([]) == [])
    }
}
