import ArgumentParsing
import GestureReplay

extension Screen: ArgumentValue {
    /// `WIDTHxHEIGHT` in points, as `--screen 390x844`.
    public init(argument: String) throws(InvalidArgument) {
        let sides = argument.lowercased().split(separator: "x").compactMap { Double($0) }
        guard sides.count == 2 else { throw InvalidArgument(expected: "WIDTHxHEIGHT in points, such as 390x844") }
        self.init(width: sides[0], height: sides[1])
    }
}
