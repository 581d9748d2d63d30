import ArgumentParsing
import GestureReplay

extension ImportCommand {
    /// `--format`: a dump format, or `auto` to detect it from the content.
    enum FormatChoice: ArgumentValue {
        case auto
        case dump(DumpFormat)

        init(argument: String) throws(InvalidArgument) {
            if argument == "auto" {
                self = .auto
            } else if let format = DumpFormat(rawValue: argument) {
                self = .dump(format)
            } else {
                throw InvalidArgument(expected: "one of " + Self.allValueStrings.joined(separator: ", "))
            }
        }

        static var allValueStrings: [String] { ["auto"] + DumpFormat.allCases.map(\.rawValue) }

        var argumentText: String {
            switch self {
            case .auto: "auto"
            case .dump(let format): format.rawValue
            }
        }
    }

    /// `--rate`: a number of samples per second above zero.
    struct SampleRate: ArgumentValue {
        var hertz: Double

        init(argument: String) throws(InvalidArgument) {
            guard let hertz = Double(argument), hertz.isFinite, hertz > 0 else {
                throw InvalidArgument(expected: "samples per second, a number above 0")
            }
            self.hertz = hertz
        }
    }
}
