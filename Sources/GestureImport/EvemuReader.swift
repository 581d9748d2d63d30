import GestureReplay

/// Reads `evemu-record` output (`docs/DUMP-FORMATS.md` §3): an optional header
/// (`# EVEMU 1.3`, `N:` name, `I:` ids, `P:` properties, `B:` bitmasks,
/// `A:` axes) and `E: <sec>.<usec> <type hex> <code hex> <value decimal>`
/// events, each maybe followed by a `# comment`.
///
/// - Older recordings keep the header in a separate `.desc` file; pass its
///   text as `ImportOptions.evemuDescription` (an inline header wins over it
///   axis by axis). Without any, positions are raw (`AxisMapping`).
/// - The value column is **decimal** while type and code are hex (§3, §8
///   pitfall 3): `0003 0039 -001` ends a contact.
/// - Times may be relative (0.000001) or epoch seconds (1357751031.716015);
///   either way they are rebased to the first touch sample.
/// - `#` comment lines are counted as debris, header lines as capability lines.
public struct EvemuReader: DumpReader {
    /// The format this reader reads.
    public var format: DumpFormat { .evemu }

    /// A reader; it keeps no state between reads.
    public init() {}

    public func read(text: String, fileName: String, sessionName: String, sceneName: String, options: ImportOptions)
        throws(InputError) -> (session: TouchSession, summary: ImportSummary)
    {
        try options.validate(fileName: fileName)
        var summary = ImportSummary(format: .evemu)
        var device = EvdevDevice(path: "")
        var events: [EvdevEvent] = []
        if let description = options.evemuDescription {
            let descriptionFile = options.evemuDescriptionFile ?? "evemu description"
            var ignored = ImportSummary(format: .evemu)
            try read(
                Array(description.utf8), fileName: descriptionFile, options: options, device: &device,
                events: &events, summary: &ignored)
            guard events.isEmpty else {
                throw .wholeFile(descriptionFile, "the description holds events; pass it as the dump instead")
            }
        }
        let bytes = Array(text.utf8)
        let sawAnyLine = try read(
            bytes, fileName: fileName, options: options, device: &device, events: &events, summary: &summary)
        guard sawAnyLine else { throw .empty(fileName) }
        guard !events.isEmpty else { throw .wholeFile(fileName, "no touch events: the file has no `E:` lines") }
        summary.device = device.label
        let samples = try EvdevDecoder.decode(
            events, deviceIndex: nil, device: device, options: options, fileName: fileName, summary: &summary)
        let session = TouchSession(
            name: sessionName, scene: sceneName, screen: summary.mapping?.screen, source: device.name,
            samples: samples)
        return (session, summary)
    }

    /// Reads header and event lines; returns whether there was any line.
    @discardableResult
    private func read(
        _ bytes: [UInt8], fileName: String, options: ImportOptions, device: inout EvdevDevice,
        events: inout [EvdevEvent], summary: inout ImportSummary
    ) throws(InputError) -> Bool {
        var lines = LineScanner(bytes)
        var sawAnyLine = false
        while let raw = lines.next() {
            let number = lines.lineNumber
            let line = ASCII.trimmed(bytes, raw)
            if line.isEmpty { continue }
            sawAnyLine = true
            if bytes[line.lowerBound] == 0x23 {  // "#"
                summary.record(.comment)
                continue
            }
            // The content, without a trailing `# comment`.
            let content = ASCII.trimmed(
                bytes, line.lowerBound..<(ASCII.firstIndex(of: 0x23, in: bytes, line) ?? line.upperBound))
            guard content.count >= 2, bytes[content.lowerBound + 1] == 0x3A else {
                try unknown(bytes, line, number: number, fileName: fileName, options: options, summary: &summary)
                continue
            }
            let rest = (content.lowerBound + 2)..<content.upperBound
            switch bytes[content.lowerBound] {
            case 0x45:  // E: event
                if let event = try event(bytes, rest, number: number, fileName: fileName) {
                    events.append(event)
                } else {
                    try unknown(bytes, line, number: number, fileName: fileName, options: options, summary: &summary)
                }
            case 0x4E:  // N: name
                device.name = ASCII.string(bytes, ASCII.trimmed(bytes, rest))
                summary.record(.capabilityLine)
            case 0x41:  // A: axis
                guard try axis(bytes, rest, number: number, fileName: fileName, device: &device) else {
                    try unknown(bytes, line, number: number, fileName: fileName, options: options, summary: &summary)
                    continue
                }
                summary.record(.capabilityLine)
            case 0x50:  // P: property bitmask, byte 0 bit 0 POINTER, bit 1 DIRECT, bit 2 BUTTONPAD
                var fields = FieldScanner(bytes, rest)
                if let first = fields.next(), let mask = ASCII.hex(bytes, first) {
                    device.isDirect = mask & 0x02 != 0
                    device.isPointer = mask & 0x05 != 0
                }
                summary.record(.capabilityLine)
            case 0x49, 0x42, 0x4C, 0x53:  // I: ids, B: bitmasks, L: LEDs, S: switches
                summary.record(.capabilityLine)
            default:
                try unknown(bytes, line, number: number, fileName: fileName, options: options, summary: &summary)
            }
        }
        return sawAnyLine
    }

    private func unknown(
        _ bytes: [UInt8], _ line: Range<Int>, number: Int, fileName: String, options: ImportOptions,
        summary: inout ImportSummary
    ) throws(InputError) {
        guard options.skipUnknown else {
            throw InputError(file: fileName, line: number, reason: "not an evemu line: \(ASCII.excerpt(bytes, line))")
        }
        summary.recordUnknown(line: number)
    }

    /// `1357751031.716015 0003 0035 1588` (value decimal); nil when malformed.
    private func event(_ bytes: [UInt8], _ rest: Range<Int>, number: Int, fileName: String) throws(InputError)
        -> EvdevEvent?
    {
        var fields = FieldScanner(bytes, rest)
        guard let timeField = fields.next(), let time = ASCII.seconds(bytes, timeField),
            let typeField = fields.next(), typeField.count <= 4, let type = ASCII.hex(bytes, typeField),
            let codeField = fields.next(), codeField.count <= 4, let code = ASCII.hex(bytes, codeField),
            let valueField = fields.next(), let value = ASCII.int32(bytes, valueField), fields.next() == nil
        else { return nil }
        guard let maximum = Evdev.maximumCode(ofType: UInt16(type)) else {
            throw InputError(file: fileName, line: number, reason: "unknown event type 0x\(String(type, radix: 16))")
        }
        guard code <= UInt32(maximum) else {
            throw InputError(
                file: fileName, line: number,
                reason: "unknown event code 0x\(String(code, radix: 16)) for \(EvdevLabels.typeName(UInt16(type)))")
        }
        return EvdevEvent(
            time: time, type: UInt16(type), code: UInt16(code), value: value, line: Int32(number), device: 0)
    }

    /// `35 0 9600 0 0 [resolution]` (code hex, the rest decimal); false when malformed.
    private func axis(_ bytes: [UInt8], _ rest: Range<Int>, number: Int, fileName: String, device: inout EvdevDevice)
        throws(InputError) -> Bool
    {
        var fields = FieldScanner(bytes, rest)
        guard let codeField = fields.next(), let code = ASCII.hex(bytes, codeField),
            let minimumField = fields.next(), let minimum = ASCII.int32(bytes, minimumField),
            let maximumField = fields.next(), let maximum = ASCII.int32(bytes, maximumField),
            let fuzz = fields.next(), ASCII.int32(bytes, fuzz) != nil,
            let flat = fields.next(), ASCII.int32(bytes, flat) != nil
        else { return false }
        var resolution: Int32 = 0
        if let field = fields.next() {
            guard let value = ASCII.int32(bytes, field), fields.next() == nil else { return false }
            resolution = max(0, value)
        }
        guard code <= 0x3f else {
            throw InputError(file: fileName, line: number, reason: "unknown axis 0x\(String(code, radix: 16))")
        }
        guard maximum >= minimum else {
            throw InputError(
                file: fileName, line: number,
                reason: "the axis \(EvdevLabels.absoluteName(UInt16(code))) has max \(maximum) below min \(minimum)")
        }
        device.axes[UInt16(code)] = AxisRange(minimum: minimum, maximum: maximum, resolution: resolution)
        return true
    }
}
