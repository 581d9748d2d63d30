import ArgumentParsing
import GestureImport

extension DisplayRotation: ArgumentValue {
    /// Degrees: `0`, `90`, `180` or `270`, as `--rotation 90`.
    public init(argument: String) throws(InvalidArgument) {
        guard let degrees = Int(argument), let rotation = DisplayRotation(rawValue: degrees) else {
            throw InvalidArgument(expected: "one of " + Self.allValueStrings.joined(separator: ", "))
        }
        self = rotation
    }

    /// The degrees of every rotation.
    public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }
}
