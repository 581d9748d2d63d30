import GestureModel
import GestureReplay

/// What an import did besides producing the session: the device it picked,
/// how it mapped coordinates, the debris it passed over, and what the user
/// should know about the result (SYN_DROPPED, synthetic times, …).
public struct ImportSummary: Equatable, Sendable, CustomStringConvertible {
    /// Known debris of real captures: recognised, passed over and counted
    /// (`docs/DUMP-FORMATS.md` §1.1 "Transport artefacts", §8 pitfall 7).
    public enum Debris: String, CaseIterable, Sendable {
        /// Stray characters before an event line (`0[  615041…`), and
        /// paste markers (```` ``` ````, `'''`).
        case terminalArtefact
        /// The ` rate N` suffix `getevent -r` adds to SYN_REPORT lines.
        case rateSuffix
        /// `add device N: …`, `remove device`, `could not get driver version …`.
        case deviceHeader
        /// A device's `name: "…"` line.
        case deviceName
        /// Capability blocks: `getevent -p` groups and axes, `-i` details, an
        /// evemu header (`N:` `I:` `P:` `B:` `A:`).
        case capabilityLine
        /// Events of devices other than the one imported.
        case otherDeviceEvent
        /// Comment lines and `// comment` tails.
        case comment
        /// `> ` quote prefixes of a recording pasted into an e-mail.
        case quotePrefix
        /// `....` where an author elided part of a recording.
        case elision
        /// libinput's own processed events (`- libinput:` items).
        case processedEvent

        /// How the description names `count` of it: `1 elision`, `2 elisions`.
        func counted(_ count: Int) -> String {
            guard count == 1 else { return "\(count) \(label)" }
            switch self {
            case .terminalArtefact: return "1 terminal artefact"
            case .rateSuffix: return "1 rate suffix"
            case .deviceHeader: return "1 device header line"
            case .deviceName: return "1 device name line"
            case .capabilityLine: return "1 capability line"
            case .otherDeviceEvent: return "1 other device's event"
            case .comment: return "1 comment"
            case .quotePrefix: return "1 quote prefix"
            case .elision: return "1 elision"
            case .processedEvent: return "1 libinput processed event"
            }
        }

        /// How the description names more than one of it.
        var label: String {
            switch self {
            case .terminalArtefact: "terminal artefacts"
            case .rateSuffix: "rate suffixes"
            case .deviceHeader: "device header lines"
            case .deviceName: "device name lines"
            case .capabilityLine: "capability lines"
            case .otherDeviceEvent: "other devices' events"
            case .comment: "comments"
            case .quotePrefix: "quote prefixes"
            case .elision: "elisions"
            case .processedEvent: "libinput processed events"
            }
        }
    }

    /// How the device told its contacts apart (`docs/DUMP-FORMATS.md` §0).
    public enum ContactProtocol: String, Sendable {
        case multitouchA = "multitouch protocol A"
        case multitouchB = "multitouch protocol B"
        case singleTouch = "single touch (ABS_X/ABS_Y, BTN_TOUCH)"
    }

    /// Something about the result the user should know.
    public enum Flag: Equatable, Sendable, CustomStringConvertible {
        /// The kernel dropped events here; the touches down were cancelled
        /// (`docs/DUMP-FORMATS.md` §0 SYN_DROPPED policy). The session is lossy.
        case synDropped(line: Int)
        /// Touches still down at the end of the dump were cancelled there.
        case touchesDownAtEnd(count: Int)
        /// The dump has no timestamps: frames are spaced at this rate (per second).
        case syntheticTimes(rate: Double)
        /// `getevent -T` wall-clock times: millisecond resolution.
        case wallClockTimes
        /// A frame's time was earlier than the one before; it was moved up to it.
        case timeWentBackwards(line: Int)
        /// A touch began with no position known (the kernel left out values
        /// equal to an earlier contact's that the dump does not show); it was
        /// placed at its first reported position.
        case positionInferred(line: Int)
        /// A touch began here but never reported a position; it was left out.
        case touchWithoutPosition(line: Int)
        /// The tool turned to MT_TOOL_PALM: the touch was cancelled.
        case palmCancelled(line: Int)
        /// The device is a touchpad: its positions are on the pad, not on a screen.
        case indirectDevice

        public var description: String {
            switch self {
            case .synDropped(let line): "SYN_DROPPED at line \(line): the touches down were cancelled (lossy)"
            case .touchesDownAtEnd(let count):
                count == 1
                    ? "1 touch still down at the end: cancelled there"
                    : "\(count) touches still down at the end: cancelled there"
            case .syntheticTimes(let rate):
                "no timestamps: frames spaced at \(StableNumber.text(rate)) per second (synthetic)"
            case .wallClockTimes: "wall-clock timestamps (getevent -T): millisecond resolution"
            case .timeWentBackwards(let line): "time went backwards at line \(line): kept at the previous frame's"
            case .positionInferred(let line):
                "the touch beginning at line \(line) had no position yet: placed at its first reported one"
            case .touchWithoutPosition(let line):
                "the touch beginning at line \(line) never reported a position: left out"
            case .palmCancelled(let line): "palm at line \(line): the touch was cancelled"
            case .indirectDevice: "touchpad: positions are on the pad, not on a screen"
            }
        }
    }

    /// The format read.
    public var format: DumpFormat
    /// The device imported (`/dev/input/event7 "main_touch"`), when the dump names one.
    public var device: String?
    /// How contacts were told apart, for evdev dumps.
    public var contactProtocol: ContactProtocol?
    /// How panel values became points, for evdev dumps.
    public var mapping: AxisMapping?
    /// Debris lines passed over, by kind.
    public private(set) var debris: [Debris: Int] = [:]
    /// How many lines were skipped as not understood (`skipUnknown`).
    public private(set) var unknownLinesSkipped = 0
    /// The first few of those lines' numbers (at most 10), to look at.
    public private(set) var firstUnknownLines: [Int] = []
    /// What the user should know, in the order found.
    public var flags: [Flag] = []

    public init(format: DumpFormat) {
        self.format = format
    }

    /// How many debris lines of `kind` were passed over.
    public func count(_ kind: Debris) -> Int { debris[kind, default: 0] }

    /// Counts one debris line of `kind`.
    mutating func record(_ kind: Debris, count: Int = 1) {
        debris[kind, default: 0] += count
    }

    /// Counts one skipped unknown line.
    mutating func recordUnknown(line: Int) {
        unknownLinesSkipped += 1
        if firstUnknownLines.count < 10 { firstUnknownLines.append(line) }
    }

    /// A few lines for a person: what was read, how, and what was skipped.
    public var description: String {
        var lines: [String] = []
        var head = format.rawValue
        if let device { head += ": " + device }
        if let contactProtocol { head += ", " + contactProtocol.rawValue }
        lines.append(head)
        if let mapping { lines.append("mapping: \(mapping)") }
        let skipped = Debris.allCases.compactMap { kind in
            count(kind) > 0 ? kind.counted(count(kind)) : nil
        }
        if !skipped.isEmpty { lines.append("passed over: " + skipped.joined(separator: ", ")) }
        if unknownLinesSkipped > 0 {
            let where_ = firstUnknownLines.map(String.init).joined(separator: ", ")
            let more = unknownLinesSkipped > firstUnknownLines.count ? ", …" : ""
            let noun = unknownLinesSkipped == 1 ? "line" : "lines"
            lines.append("skipped \(unknownLinesSkipped) unknown \(noun): \(where_)\(more)")
        }
        lines += flags.map(\.description)
        return lines.joined(separator: "\n")
    }
}
