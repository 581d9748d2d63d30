import ArgumentParsing
import Foundation

/// `A..B` (a range searched) or `X` (one scale), as `--time-scale 0.8..1.25`.
struct ScaleRange: ArgumentValue, Equatable {
    var range: ClosedRange<Double>

    init(_ range: ClosedRange<Double>) { self.range = range }

    init(argument: String) throws(InvalidArgument) {
        let words = argument.contains("..") ? argument.components(separatedBy: "..") : [argument]
        let numbers = words.compactMap { Double($0) }
        guard numbers.count == words.count, numbers.allSatisfy(\.isFinite), numbers.count <= 2,
            let low = numbers.first, let high = numbers.last, low <= high
        else { throw InvalidArgument(expected: "a scale (1.1) or a range of scales, low..high (0.8..1.25)") }
        range = low...high
    }

    var argumentText: String {
        range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)..\(range.upperBound)"
    }
}
