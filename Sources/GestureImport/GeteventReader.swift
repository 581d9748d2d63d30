import GestureReplay

/// Reads Android `getevent` output (`docs/DUMP-FORMATS.md` §1): raw, `-t`, `-l`,
/// `-lt`, `-ltr`, `-lTr`, with or without device paths, with the `add
/// device` headers and `-p` capability blocks of a dump of all devices.
///
/// - **Device:** the one named by `ImportOptions.device` (path or name),
///   otherwise the only device whose events carry touch data; when several
///   do, the one the capabilities call a touchscreen (INPUT_PROP_DIRECT with
///   ABS_MT_POSITION_X, §1.1). Other devices' events are counted and passed
///   over.
/// - **Axis ranges** come from `-p` blocks in the dump or from
///   `ImportOptions.rangesText`, matched by path, then by name, then (for
///   the ranges text) its only touchscreen. Without them see `AxisMapping`.
/// - **Time:** `[ seconds.micro]` is an opaque monotonic clock (§1.1:
///   seconds since boot). `getevent -T`'s `[YYYY-MM-DD hh:mm:ss.mmm]` local
///   wall clock is read as a date, so midnight does not turn time back, and
///   the frame takes its SYN_REPORT line's time (§1.1: `-T` stamps lines
///   1–3 ms apart within a frame); it is flagged for its ms resolution.
///   Without timestamps frames are spaced at `ImportOptions.rate` (flagged).
///   A dump's lines must all have a timestamp or none.
/// - **Debris** passed over and counted: stray characters before `[`,
///   ` rate N` suffixes, `add device` / `could not …` headers, `name:`
///   lines, capability blocks, other devices' events, `// comment` tails and
///   Markdown or string fences. CR line endings and padding are not debris.
public struct GeteventReader: DumpReader {
    /// The format this reader reads.
    public var format: DumpFormat { .getevent }

    /// A reader; it keeps no state between reads.
    public init() {}

    private enum TimeKind: Equatable { case none, kernel, wallClock }

    private struct StreamDevice {
        var path: ArraySlice<UInt8>
        var eventCount = 0
        var hasTouchData = false
    }

    private enum Parsed {
        case event(EvdevEvent, path: Range<Int>?, timeKind: TimeKind, hasJunk: Bool, hasRate: Bool)
        case failure(String)
    }

    public func read(text: String, fileName: String, sessionName: String, sceneName: String, options: ImportOptions)
        throws(InputError) -> (session: TouchSession, summary: ImportSummary)
    {
        try options.validate(fileName: fileName)
        let bytes = Array(text.utf8)
        var summary = ImportSummary(format: .getevent)
        var capabilities = GeteventCapabilityParser(fileName: fileName)
        var lines = LineScanner(bytes)
        var events: [EvdevEvent] = []
        var streamDevices: [StreamDevice] = []
        var lastDevice: Int32 = -1
        var timeKind: TimeKind?
        var sawAnyLine = false

        while let rawLine = lines.next() {
            let number = lines.lineNumber
            var line = ASCII.trimmed(bytes, rawLine)
            if line.isEmpty { continue }
            sawAnyLine = true
            if ASCII.hasPrefix(bytes, line, "```") || ASCII.hasPrefix(bytes, line, "'''")
                || ASCII.hasPrefix(bytes, line, "\"\"\"")
            {
                summary.record(.terminalArtefact)
                continue
            }
            let isIndented = ASCII.isBlank(bytes[rawLine.lowerBound])
            if let debris = try capabilities.consume(bytes, isIndented ? rawLine : line, number: number) {
                summary.record(debris)
                continue
            }
            // `// comment` tails of dumps pasted into blogs (§1.1).
            if let comment = ASCII.firstIndex(of: "//", in: bytes, line),
                comment == line.lowerBound || ASCII.isBlank(bytes[comment - 1])
            {
                summary.record(.comment)
                line = ASCII.trimmed(bytes, line.lowerBound..<comment)
                if line.isEmpty { continue }
            }
            switch Self.parseEvent(bytes, line, number: number) {
            case .failure(let reason):
                guard options.skipUnknown else { throw InputError(file: fileName, line: number, reason: reason) }
                summary.recordUnknown(line: number)
            case .event(var event, let path, let kind, let hasJunk, let hasRate):
                if let timeKind, timeKind != kind {
                    let reason =
                        kind == .none
                        ? "this event line has no timestamp but the ones before it have"
                        : "this event line's timestamp differs in kind from the ones before it"
                    guard options.skipUnknown else { throw InputError(file: fileName, line: number, reason: reason) }
                    summary.recordUnknown(line: number)
                    continue
                }
                timeKind = kind
                if hasJunk { summary.record(.terminalArtefact) }
                if hasRate { summary.record(.rateSuffix) }
                let pathBytes = path.map { bytes[$0] } ?? []
                if lastDevice < 0 || !streamDevices[Int(lastDevice)].path.elementsEqual(pathBytes) {
                    if let known = streamDevices.firstIndex(where: { $0.path.elementsEqual(pathBytes) }) {
                        lastDevice = Int32(known)
                    } else {
                        guard streamDevices.count < 1_000 else {
                            throw InputError(file: fileName, line: number, reason: "more than 1000 device paths")
                        }
                        streamDevices.append(StreamDevice(path: pathBytes))
                        lastDevice = Int32(streamDevices.count - 1)
                    }
                }
                event.device = lastDevice
                streamDevices[Int(lastDevice)].eventCount += 1
                if Self.isTouchData(event) { streamDevices[Int(lastDevice)].hasTouchData = true }
                events.append(event)
            }
        }
        guard sawAnyLine else { throw .empty(fileName) }
        guard !events.isEmpty else { throw .wholeFile(fileName, "no touch events: the file has no event lines") }

        let ranges: [EvdevDevice] =
            if let rangesText = options.rangesText {
                try GeteventCapabilityParser.devices(in: rangesText, fileName: "ranges text")
            } else { [] }
        let paths = streamDevices.map { String(decoding: $0.path, as: UTF8.self) }
        let chosen = try chooseDevice(
            streamDevices, paths: paths, described: capabilities.devices + ranges, options: options,
            fileName: fileName)
        let device = describe(
            path: paths[chosen], inFile: capabilities.devices, ranges: ranges, query: options.device)
        summary.device = device.label
        let others = events.count - streamDevices[chosen].eventCount
        if others > 0 { summary.record(.otherDeviceEvent, count: others) }
        if timeKind == .wallClock { summary.flags.append(.wallClockTimes) }
        let samples = try EvdevDecoder.decode(
            events, deviceIndex: Int32(chosen), device: device, options: options, fileName: fileName,
            summary: &summary)
        let session = TouchSession(
            name: sessionName, scene: sceneName, screen: summary.mapping?.screen, source: device.name ?? device.label,
            samples: samples)
        return (session, summary)
    }

    /// Whether an event carries touch positions or contact state.
    private static func isTouchData(_ event: EvdevEvent) -> Bool {
        switch (event.type, event.code) {
        case (Evdev.absolute, Evdev.x), (Evdev.absolute, Evdev.y), (Evdev.absolute, Evdev.positionX),
            (Evdev.absolute, Evdev.positionY), (Evdev.absolute, Evdev.trackingID), (Evdev.absolute, Evdev.slot),
            (Evdev.synchronization, Evdev.multitouchReport):
            true
        default: false
        }
    }

    /// The stream device to import (an index into `streamDevices`).
    private func chooseDevice(
        _ streamDevices: [StreamDevice], paths: [String], described: [EvdevDevice], options: ImportOptions,
        fileName: String
    ) throws(InputError) -> Int {
        let listing = paths.map { $0.isEmpty ? "(no path)" : $0 }.joined(separator: ", ")
        if let query = options.device {
            if let byPath = paths.firstIndex(of: query) { return byPath }
            for description in described where description.matches(query) {
                if let index = paths.firstIndex(of: description.path) { return index }
            }
            // A dump of one device without paths: the option names the ranges' device.
            if paths == [""] && (described.isEmpty || described.contains { $0.matches(query) }) { return 0 }
            throw .wholeFile(
                fileName, "no events from the device \"\(query)\" in the dump (devices with events: \(listing))")
        }
        let touching = streamDevices.indices.filter { streamDevices[$0].hasTouchData }
        if touching.count == 1 { return touching[0] }
        if touching.isEmpty {
            throw .wholeFile(fileName, "no touch events: no device reports touch positions")
        }
        let screens = touching.filter { index in
            described.contains { $0.path == paths[index] && $0.isDirect == true && $0.hasMultitouchAxes }
        }
        if screens.count == 1 { return screens[0] }
        let names = touching.map { paths[$0].isEmpty ? "(no path)" : paths[$0] }.joined(separator: ", ")
        throw .wholeFile(fileName, "several devices report touches (\(names)); choose one with the device option")
    }

    /// What is known about the device at `path`: its `add device` header and
    /// capabilities from the dump, its ranges from the ranges text.
    private func describe(path: String, inFile: [EvdevDevice], ranges: [EvdevDevice], query: String?) -> EvdevDevice {
        var device = EvdevDevice(path: path)
        let header = path.isEmpty ? nil : inFile.last { $0.path == path }
        if let header {
            device = header
        }
        func isScreen(_ candidate: EvdevDevice) -> Bool {
            candidate.isDirect != false && (candidate.hasMultitouchAxes || candidate.axes[Evdev.x] != nil)
        }
        // Capabilities: by path, then by name, then the query, then the only touchscreen.
        let all = inFile + ranges
        let described =
            (path.isEmpty ? nil : all.last { $0.path == path && !$0.axes.isEmpty })
            ?? device.name.flatMap { name in all.last { $0.name == name && !$0.axes.isEmpty } }
            ?? query.flatMap { query in all.last { $0.matches(query) && !$0.axes.isEmpty } }
            ?? {
                let screens = (path.isEmpty ? all : ranges).filter(isScreen)
                return screens.count == 1 ? screens[0] : nil
            }()
        if let described {
            device.axes = described.axes
            device.isDirect = described.isDirect
            device.isPointer = described.isPointer
            if device.name == nil { device.name = described.name }
            if device.path.isEmpty { device.path = described.path }
        }
        return device
    }

    // MARK: - One event line

    /// `[   53890.813990] /dev/input/event3: 0003 0035 000001be`, with each
    /// part but the last three optional, or `-l` labels in their place.
    private static func parseEvent(_ bytes: [UInt8], _ line: Range<Int>, number: Int) -> Parsed {
        var rest = line
        var time = EvdevEvent.noTime
        var timeKind = TimeKind.none
        var hasJunk = false
        if let open = ASCII.firstIndex(of: 0x5B, in: bytes, line) {  // "["
            guard let close = ASCII.firstIndex(of: 0x5D, in: bytes, open..<line.upperBound) else {
                return .failure("a timestamp without its closing `]`: \(ASCII.excerpt(bytes, line))")
            }
            let stamp = ASCII.trimmed(bytes, (open + 1)..<close)
            if let seconds = ASCII.seconds(bytes, stamp) {
                time = seconds
                timeKind = .kernel
            } else if let wallClock = wallClock(bytes, stamp) {
                time = wallClock
                timeKind = .wallClock
            } else {
                return .failure("not a getevent timestamp: \(ASCII.excerpt(bytes, line))")
            }
            // Terminal artefacts before `[` (a stray `0`, §1.1): short, no blanks.
            if open > line.lowerBound {
                let junk = line.lowerBound..<open
                guard junk.count <= 8, !junk.contains(where: { ASCII.isBlank(bytes[$0]) }) else {
                    return .failure("not a getevent line: \(ASCII.excerpt(bytes, line))")
                }
                hasJunk = true
            }
            rest = (close + 1)..<line.upperBound
        }
        var fields = FieldScanner(bytes, rest)
        guard var field = fields.next() else { return .failure("a timestamp without an event") }
        var path: Range<Int>?
        if bytes[field.upperBound - 1] == 0x3A {  // "/dev/input/event3:"
            path = field.lowerBound..<(field.upperBound - 1)
            guard let next = fields.next() else {
                return .failure("a device path without an event: \(ASCII.excerpt(bytes, line))")
            }
            field = next
        }
        guard let codeField = fields.next(), let valueField = fields.next() else {
            return .failure("not a getevent line: \(ASCII.excerpt(bytes, line))")
        }
        let type: UInt16
        if let label = EvdevLabels.type(bytes, field) {
            type = label
        } else if field.count == 4, let hex = ASCII.hex(bytes, field) {
            type = UInt16(hex)
        } else {
            return .failure("not a getevent line: \(ASCII.excerpt(bytes, line))")
        }
        guard let maximumCode = Evdev.maximumCode(ofType: type) else {
            return .failure("unknown event type \(ASCII.excerpt(bytes, field))")
        }
        let code: UInt16
        if let label = EvdevLabels.code(bytes, codeField, type: type) {
            code = label
        } else if codeField.count == 4, let hex = ASCII.hex(bytes, codeField) {
            guard hex <= UInt32(maximumCode) else {
                return .failure(
                    "unknown event code \(ASCII.excerpt(bytes, codeField)) for \(EvdevLabels.typeName(type))")
            }
            code = UInt16(hex)
        } else {
            return .failure("unknown event code \(ASCII.excerpt(bytes, codeField)) for \(EvdevLabels.typeName(type))")
        }
        let value: Int32
        if let hex = ASCII.hex(bytes, valueField) {
            value = Int32(bitPattern: hex)
        } else if let label = EvdevLabels.value(bytes, valueField) {
            value = label
        } else {
            return .failure("not an event value: \(ASCII.excerpt(bytes, valueField))")
        }
        // `getevent -r`: ` rate N` after a SYN_REPORT.
        var hasRate = false
        if let extra = fields.next() {
            guard ASCII.equals(bytes, extra, "rate"), let rate = fields.next(), ASCII.decimal(bytes, rate) != nil,
                fields.next() == nil
            else {
                return .failure(
                    "unexpected text after the event: \(ASCII.excerpt(bytes, extra.lowerBound..<line.upperBound))")
            }
            hasRate = true
        }
        let event = EvdevEvent(time: time, type: type, code: code, value: value, line: Int32(number), device: 0)
        return .event(event, path: path, timeKind: timeKind, hasJunk: hasJunk, hasRate: hasRate)
    }

    /// `2024-04-07 11:47:18.607` (`getevent -T`, local time) as nanoseconds
    /// from 1970-01-01 00:00 of the same clock, or nil.
    static func wallClock(_ bytes: [UInt8], _ range: Range<Int>) -> Int64? {
        var fields = FieldScanner(bytes, range)
        guard let date = fields.next(), let clock = fields.next(), fields.next() == nil,
            date.count == 10, bytes[date.lowerBound + 4] == 0x2D, bytes[date.lowerBound + 7] == 0x2D,
            clock.count >= 8, bytes[clock.lowerBound + 2] == 0x3A, bytes[clock.lowerBound + 5] == 0x3A,
            let year = ASCII.decimal(bytes, date.lowerBound..<(date.lowerBound + 4)),
            let month = ASCII.decimal(bytes, (date.lowerBound + 5)..<(date.lowerBound + 7)),
            let day = ASCII.decimal(bytes, (date.lowerBound + 8)..<date.upperBound),
            let hour = ASCII.decimal(bytes, clock.lowerBound..<(clock.lowerBound + 2)),
            let minute = ASCII.decimal(bytes, (clock.lowerBound + 3)..<(clock.lowerBound + 5)),
            let seconds = ASCII.seconds(bytes, (clock.lowerBound + 6)..<clock.upperBound),
            (1970...2200).contains(year), (1...12).contains(month), (1...31).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), seconds < 61_000_000_000
        else { return nil }
        // Days from 1970-01-01 in the proleptic Gregorian calendar (civil-from-days, inverted).
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let monthIndex = (month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return ((days * 24 + hour) * 60 + minute) * 60_000_000_000 + seconds
    }
}
