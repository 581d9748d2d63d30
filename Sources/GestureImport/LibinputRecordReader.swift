import GestureReplay

/// Reads `libinput record` YAML (`docs/DUMP-FORMATS.md` §2) line by line, with no
/// YAML library: only what the format needs.
///
/// - **Devices:** each `- node:` starts one; its `evdev:` block gives the
///   `name`, the `absinfo` ranges (`code: [min, max, fuzz, flat,
///   resolution]`) and the `properties`. When an author elided the
///   `absinfo` (`....`, the Lenovo sample), the evtest-style comment block
///   above it (`# Event code 53 (ABS_MT_POSITION_X)` … `# Min` `# Max`
///   `# Resolution`) gives the ranges instead.
/// - **Events:** each `- evdev:` item of a device's `events:` list is one
///   frame of `[sec, usec, type, code, value]` rows, all decimal; a row's
///   `# comment` is ignored. `- libinput:` items (processed events) are
///   passed over and counted.
/// - **Which device:** `ImportOptions.device` (node or name), else the only
///   one with touch data, else the only touchscreen (property 1,
///   INPUT_PROP_DIRECT).
/// - **Touchpads** (property 0 or 2, or not direct) are imported, flagged
///   as indirect: their positions are on the pad (§2). Without a screen
///   they keep their physical size (`AxisMapping.physical`).
/// - **Pasted recordings:** `> ` quote prefixes are stripped and counted,
///   `....` elisions are counted; `#` comment lines are counted.
public struct LibinputRecordReader: DumpReader {
    /// The format this reader reads.
    public var format: DumpFormat { .libinput }

    /// A reader; it keeps no state between reads.
    public init() {}

    private enum Section { case top, device, absinfo, events, frame, processed }

    /// A device as the record describes it.
    private struct RecordedDevice {
        var device: EvdevDevice
        /// Ranges read from the comment block, used when `absinfo` is missing.
        var commentAxes: [UInt16: AxisRange] = [:]
        var hasProperties = false
        var hasTouchData = false
        var eventCount = 0
    }

    /// The evtest-style capability comments: `# Event type 3 (EV_ABS)`,
    /// `#   Event code 53 (ABS_MT_POSITION_X)`, `#       Min 0`, ….
    private struct CommentAxis {
        var eventType: Int64 = -1
        var code: UInt16?
        var minimum: Int32?
        var maximum: Int32?
        var resolution: Int32 = 0
    }

    public func read(text: String, fileName: String, sessionName: String, sceneName: String, options: ImportOptions)
        throws(InputError) -> (session: TouchSession, summary: ImportSummary)
    {
        try options.validate(fileName: fileName)
        let bytes = Array(text.utf8)
        var summary = ImportSummary(format: .libinput)
        var lines = LineScanner(bytes)
        var devices: [RecordedDevice] = []
        var events: [EvdevEvent] = []
        var section = Section.top
        var comment = CommentAxis()
        var sawAnyLine = false

        func unknown(_ line: Range<Int>, _ number: Int, _ reason: String) throws(InputError) {
            guard options.skipUnknown else {
                throw InputError(file: fileName, line: number, reason: "\(reason): \(ASCII.excerpt(bytes, line))")
            }
            summary.recordUnknown(line: number)
        }

        while let raw = lines.next() {
            let number = lines.lineNumber
            var line = ASCII.trimmed(bytes, raw)
            if line.isEmpty { continue }
            sawAnyLine = true
            // `> ` quote prefixes of a recording pasted into an e-mail.
            if bytes[line.lowerBound] == 0x3E {
                while !line.isEmpty && bytes[line.lowerBound] == 0x3E {
                    line = ASCII.trimmed(bytes, (line.lowerBound + 1)..<line.upperBound)
                }
                summary.record(.quotePrefix)
                if line.isEmpty { continue }
            }
            if bytes[line.lowerBound] == 0x23 {  // "#"
                summary.record(.comment)
                if section == .device, !devices.isEmpty {
                    readComment(bytes, line, axis: &comment, into: &devices[devices.count - 1])
                }
                continue
            }
            if ASCII.hasPrefix(bytes, line, "...") {
                summary.record(.elision)
                continue
            }
            if ASCII.hasPrefix(bytes, line, "- node:") {
                guard devices.count < 64 else {
                    throw InputError(file: fileName, line: number, reason: "more than 64 devices")
                }
                let path = ASCII.trimmed(bytes, (line.lowerBound + 7)..<line.upperBound)
                devices.append(RecordedDevice(device: EvdevDevice(path: ASCII.string(bytes, path))))
                section = .device
                comment = CommentAxis()
                continue
            }
            if ASCII.equals(bytes, line, "- evdev:") {
                guard section == .events || section == .frame || section == .processed else {
                    try unknown(line, number, "an `- evdev:` frame outside a device's `events:` list")
                    continue
                }
                section = .frame
                continue
            }
            if ASCII.equals(bytes, line, "- libinput:") {
                guard section == .events || section == .frame || section == .processed else {
                    try unknown(line, number, "a `- libinput:` item outside a device's `events:` list")
                    continue
                }
                section = .processed
                summary.record(.processedEvent)
                continue
            }
            if ASCII.hasPrefix(bytes, line, "- [") {
                guard section == .frame, !devices.isEmpty else {
                    if section == .processed {
                        summary.record(.processedEvent)
                    } else {
                        try unknown(line, number, "an event row outside an `- evdev:` frame")
                    }
                    continue
                }
                guard let event = try row(bytes, line, number: number, fileName: fileName) else {
                    try unknown(line, number, "not a `[sec, usec, type, code, value]` row")
                    continue
                }
                var stamped = event
                stamped.device = Int32(devices.count - 1)
                devices[devices.count - 1].eventCount += 1
                if Self.isTouchData(stamped) { devices[devices.count - 1].hasTouchData = true }
                events.append(stamped)
                continue
            }
            if section == .processed {
                summary.record(.processedEvent)
                continue
            }
            if ASCII.equals(bytes, line, "events:") {
                guard !devices.isEmpty else {
                    try unknown(line, number, "an `events:` list before any `- node:` device")
                    continue
                }
                section = .events
                continue
            }
            if section == .absinfo, let axis = try absinfo(bytes, line, number: number, fileName: fileName) {
                devices[devices.count - 1].device.axes[axis.code] = axis.range
                continue
            }
            if section == .absinfo { section = .device }
            guard let colon = Self.mappingColon(bytes, line) else {
                // udev properties, quirks and other list items of the header.
                if bytes[line.lowerBound] == 0x2D && section != .frame && section != .events { continue }
                try unknown(line, number, "not a libinput record line")
                continue
            }
            let key = line.lowerBound..<colon
            let value = ASCII.trimmed(bytes, (colon + 1)..<line.upperBound)
            if section == .events || section == .frame {
                try unknown(line, number, "not an event row in an `events:` list")
                continue
            }
            guard !devices.isEmpty, section == .device else { continue }
            if ASCII.equals(bytes, key, "name") {
                devices[devices.count - 1].device.name = GeteventCapabilityParser.quoted(bytes, value)
            } else if ASCII.equals(bytes, key, "absinfo") {
                section = .absinfo
            } else if ASCII.equals(bytes, key, "properties"), let list = Self.list(bytes, value) {
                var recorded = devices[devices.count - 1]
                recorded.hasProperties = true
                recorded.device.isDirect = list.contains(1)
                recorded.device.isPointer = list.contains(0) || list.contains(2)
                devices[devices.count - 1] = recorded
            }
        }
        guard sawAnyLine else { throw .empty(fileName) }
        guard !events.isEmpty else { throw .wholeFile(fileName, "no touch events: the record has no event rows") }

        let chosen = try chooseDevice(devices, options: options, fileName: fileName)
        var device = devices[chosen].device
        if device.axes[Evdev.positionX] == nil && device.axes[Evdev.x] == nil {
            device.axes.merge(devices[chosen].commentAxes) { current, _ in current }
        }
        summary.device = device.label
        let others = events.count - devices[chosen].eventCount
        if others > 0 { summary.record(.otherDeviceEvent, count: others) }
        if device.isPointer || device.isDirect == false { summary.flags.append(.indirectDevice) }
        let samples = try EvdevDecoder.decode(
            events, deviceIndex: Int32(chosen), device: device, options: options, fileName: fileName,
            summary: &summary)
        let session = TouchSession(
            name: sessionName, scene: sceneName, screen: summary.mapping?.screen, source: device.name,
            samples: samples)
        return (session, summary)
    }

    private static func isTouchData(_ event: EvdevEvent) -> Bool {
        event.type == Evdev.absolute
            && [Evdev.x, Evdev.y, Evdev.positionX, Evdev.positionY, Evdev.trackingID, Evdev.slot].contains(event.code)
    }

    private func chooseDevice(_ devices: [RecordedDevice], options: ImportOptions, fileName: String)
        throws(InputError) -> Int
    {
        if let query = options.device {
            if let index = devices.firstIndex(where: { $0.device.matches(query) }) { return index }
            let names = devices.compactMap(\.device.label).joined(separator: ", ")
            throw .wholeFile(fileName, "no device \"\(query)\" in the record (its devices: \(names))")
        }
        let touching = devices.indices.filter { devices[$0].hasTouchData }
        if touching.count == 1 { return touching[0] }
        if touching.isEmpty { throw .wholeFile(fileName, "no touch events: no device reports touch positions") }
        let screens = touching.filter { devices[$0].device.isDirect == true }
        if screens.count == 1 { return screens[0] }
        let names = touching.compactMap { devices[$0].device.label }.joined(separator: ", ")
        throw .wholeFile(fileName, "several devices report touches (\(names)); choose one with the device option")
    }

    /// `- [  0,   9967,   3,  47,     1] # comment`: nil when malformed.
    private func row(_ bytes: [UInt8], _ line: Range<Int>, number: Int, fileName: String) throws(InputError)
        -> EvdevEvent?
    {
        guard let close = ASCII.firstIndex(of: 0x5D, in: bytes, line) else { return nil }
        let after = ASCII.trimmed(bytes, (close + 1)..<line.upperBound)
        guard after.isEmpty || bytes[after.lowerBound] == 0x23 else { return nil }
        var values: [Int64] = []
        var start = line.lowerBound + 3
        while start <= close {
            let end = ASCII.firstIndex(of: 0x2C, in: bytes, start..<close) ?? close
            guard values.count < 5, let value = ASCII.decimal(bytes, ASCII.trimmed(bytes, start..<end)) else {
                return nil
            }
            values.append(value)
            start = end + 1
        }
        guard values.count == 5, values[0] >= 0, values[0] <= ASCII.maximumSeconds, (0..<1_000_000).contains(values[1]),
            let value = Int32(exactly: values[4])
        else { return nil }
        guard let type = UInt16(exactly: values[2]), let maximum = Evdev.maximumCode(ofType: type) else {
            throw InputError(file: fileName, line: number, reason: "unknown event type \(values[2])")
        }
        guard let code = UInt16(exactly: values[3]), code <= maximum else {
            throw InputError(
                file: fileName, line: number,
                reason: "unknown event code \(values[3]) for \(EvdevLabels.typeName(type))")
        }
        let time = values[0] * 1_000_000_000 + values[1] * 1_000
        return EvdevEvent(time: time, type: type, code: code, value: value, line: Int32(number), device: 0)
    }

    /// `53: [0, 1051, 0, 0, 12]` in an `absinfo:` block; nil for another line.
    private func absinfo(_ bytes: [UInt8], _ line: Range<Int>, number: Int, fileName: String) throws(InputError)
        -> (code: UInt16, range: AxisRange)?
    {
        guard let colon = Self.mappingColon(bytes, line), let code = ASCII.decimal(bytes, line.lowerBound..<colon),
            let list = Self.list(bytes, ASCII.trimmed(bytes, (colon + 1)..<line.upperBound))
        else { return nil }
        guard (0...0x3f).contains(code), list.count >= 2,
            let minimum = Int32(exactly: list[0]), let maximum = Int32(exactly: list[1]), maximum >= minimum
        else {
            throw InputError(
                file: fileName, line: number, reason: "not a valid absinfo entry: \(ASCII.excerpt(bytes, line))")
        }
        let resolution = list.count >= 5 ? Int32(clamping: max(0, list[4])) : 0
        return (UInt16(code), AxisRange(minimum: minimum, maximum: maximum, resolution: resolution))
    }

    /// The evtest-style comments of a device header, for its ranges and properties.
    private func readComment(
        _ bytes: [UInt8], _ line: Range<Int>, axis: inout CommentAxis, into recorded: inout RecordedDevice
    ) {
        var fields = FieldScanner(bytes, (line.lowerBound + 1)..<line.upperBound)
        guard let first = fields.next() else { return }
        func finish() {
            if axis.eventType == Int64(Evdev.absolute), let code = axis.code, let minimum = axis.minimum,
                let maximum = axis.maximum, maximum >= minimum
            {
                recorded.commentAxes[code] = AxisRange(minimum: minimum, maximum: maximum, resolution: axis.resolution)
            }
            axis.code = nil
            axis.minimum = nil
            axis.maximum = nil
            axis.resolution = 0
        }
        if ASCII.equals(bytes, first, "Event"), let kind = fields.next(), let numberField = fields.next(),
            let value = ASCII.decimal(bytes, numberField)
        {
            finish()
            if ASCII.equals(bytes, kind, "type") { axis.eventType = value }
            if ASCII.equals(bytes, kind, "code"), (0...0x3f).contains(value) { axis.code = UInt16(value) }
            return
        }
        let isAxisField = ["Value", "Min", "Max", "Fuzz", "Flat", "Resolution"].contains(ASCII.string(bytes, first))
        guard let numberField = fields.next(), let value = ASCII.int32(bytes, numberField) else {
            if !isAxisField { finish() }
            return
        }
        if ASCII.equals(bytes, first, "Min") { axis.minimum = value }
        if ASCII.equals(bytes, first, "Max") { axis.maximum = value }
        if ASCII.equals(bytes, first, "Resolution") { axis.resolution = max(0, value) }
        if !isAxisField { finish() }
        if ASCII.equals(bytes, first, "Property") && !recorded.hasProperties {
            if value == 1 { recorded.device.isDirect = true }
            if value == 0 || value == 2 { recorded.device.isPointer = true }
            if recorded.device.isDirect == nil { recorded.device.isDirect = false }
        }
    }

    /// The colon ending a YAML mapping key at the start of the line
    /// (`name: "…"`, `absinfo:`, `53: [...]`), or nil.
    private static func mappingColon(_ bytes: [UInt8], _ line: Range<Int>) -> Int? {
        var index = line.lowerBound
        while index < line.upperBound {
            let byte = bytes[index]
            if byte == 0x3A {
                let isEnd = index + 1 == line.upperBound || ASCII.isBlank(bytes[index + 1])
                return isEnd && index > line.lowerBound ? index : nil
            }
            let isKeyByte =
                ASCII.isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            guard isKeyByte else { return nil }
            index += 1
        }
        return nil
    }

    /// `[0, 1051, 0, 0, 12]` as integers (a `# comment` after it allowed), or nil.
    private static func list(_ bytes: [UInt8], _ text: Range<Int>) -> [Int64]? {
        guard !text.isEmpty, bytes[text.lowerBound] == 0x5B,
            let close = ASCII.firstIndex(of: 0x5D, in: bytes, text)
        else { return nil }
        let inner = ASCII.trimmed(bytes, (text.lowerBound + 1)..<close)
        if inner.isEmpty { return [] }
        var values: [Int64] = []
        var start = inner.lowerBound
        while start <= inner.upperBound {
            let end = ASCII.firstIndex(of: 0x2C, in: bytes, start..<inner.upperBound) ?? inner.upperBound
            guard values.count < 64, let value = ASCII.decimal(bytes, ASCII.trimmed(bytes, start..<end)) else {
                return nil
            }
            values.append(value)
            start = end + 1
        }
        return values
    }
}
