import GestureModel

/// The project's own recording format, `*.touches.jsonl` (`docs/FORMATS.md` §2):
/// a header line, then one touch sample (or device-observed gesture) a line.
///
/// ```
/// {"format":"gesture-replay.touches","version":1,"name":"double-tap-photo","scene":"tap-or-double-tap"}
/// {"t":0,"touch":1,"phase":"began","x":160,"y":240}
/// {"t":0.084,"touch":1,"phase":"ended","x":161,"y":240.5}
/// ```
public enum TouchLog {
    public static let format = "gesture-replay.touches"
    public static let version = 1

    /// Reads a touch log. Every rule of `docs/FORMATS.md` §2 is checked; the
    /// first broken one is an `InputError` naming the line. `defaultName`
    /// names the session when the header does not.
    ///
    /// A sample line of the plain shape is read by `TouchSampleScanner`, with no JSON
    /// tree; every other line through `JSONParser`, which gives the errors.
    public static func read(_ bytes: [UInt8], file: String, defaultName: String) throws(InputError) -> TouchSession {
        var reader = TouchLogReader(file: file)
        return try reader.read(bytes, defaultName: defaultName)
    }

    /// Writes a session as a touch log, numbers in their stable form.
    public static func write(_ session: TouchSession) -> String {
        var header =
            "{\"format\":\"\(format)\",\"version\":\(version),\"name\":\(JSONText.quoted(session.name)),\"scene\":\(JSONText.quoted(session.scene))"
        if let screen = session.screen {
            header +=
                ",\"screen\":{\"width\":\(StableNumber.text(screen.width)),\"height\":\(StableNumber.text(screen.height))"
            if let scale = screen.scale { header += ",\"scale\":\(StableNumber.text(scale))" }
            header += "}"
        }
        if let source = session.source { header += ",\"source\":\(JSONText.quoted(source))" }
        var text = header + "}\n"
        var observed = session.observed[...]
        for sample in session.samples {
            while let next = observed.first, next.time <= sample.time {
                text += observedLine(next)
                observed = observed.dropFirst()
            }
            text +=
                "{\"t\":\(sample.time.exactDescription),\"touch\":\(sample.touch),\"phase\":\"\(sample.phase.rawValue)\",\"x\":\(StableNumber.text(sample.x)),\"y\":\(StableNumber.text(sample.y))"
            if let force = sample.force { text += ",\"force\":\(StableNumber.text(force))" }
            if let radius = sample.majorRadius { text += ",\"majorRadius\":\(StableNumber.text(radius))" }
            text += "}\n"
        }
        for next in observed { text += observedLine(next) }
        return text
    }

    private static func observedLine(_ gesture: ObservedGesture) -> String {
        "{\"t\":\(gesture.time.exactDescription),\"gesture\":\(JSONText.quoted(gesture.gesture)),\"state\":\(JSONText.quoted(gesture.state))}\n"
    }
}

private struct TouchLogReader {
    let file: String
    private var down: [Int] = []  // fingers between began and ended/cancelled
    private var eventTime = Instant(nanoseconds: -1)
    private var eventTouches: [Int] = []
    private var lastTime = Instant(nanoseconds: -1)

    init(file: String) { self.file = file }

    func error(_ line: Int, _ reason: String) -> InputError { InputError(file: file, line: line, reason: reason) }

    mutating func read(_ bytes: [UInt8], defaultName: String) throws(InputError) -> TouchSession {
        var session = TouchSession(name: defaultName, scene: "")
        var sawHeader = false
        for (number, line) in TextLines(bytes: bytes) {
            // A line the scanner reads is ASCII and not blank: the checks below would pass it.
            if sawHeader, let fields = TouchSampleScanner.scan(line) {
                session.samples.append(try sample(fields, line: number))
                continue
            }
            guard TextLines.isValidUTF8(line) else { throw error(number, "not UTF-8 text") }
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let node: JSONNode
            do {
                node = try JSONParser.parse(bytes: line, firstLine: number)
            } catch {
                throw self.error(number, "not JSON: \(error.reason)")
            }
            guard node.members != nil else { throw error(number, "expected a JSON object, found \(node.typeName)") }
            if !sawHeader {
                try readHeader(node, line: number, into: &session)
                sawHeader = true
            } else if node["gesture"] != nil {
                session.observed.append(try readGesture(node, line: number))
            } else {
                session.samples.append(try readSample(node, line: number))
            }
        }
        guard sawHeader else {
            throw error(
                0,
                "empty file: expected a header line {\"format\":\"\(TouchLog.format)\",\"version\":\(TouchLog.version),…}"
            )
        }
        return session
    }

    func readHeader(_ node: JSONNode, line: Int, into session: inout TouchSession) throws(InputError) {
        guard let format = node["format"]?.string else {
            throw error(
                line,
                "the first line must be the header {\"format\":\"\(TouchLog.format)\",\"version\":\(TouchLog.version),…}"
            )
        }
        guard format == TouchLog.format else { throw error(line, "format \"\(format)\" is not \"\(TouchLog.format)\"") }
        guard let version = node["version"]?.number else { throw error(line, "header has no version") }
        guard version == Double(TouchLog.version) else {
            throw error(
                line,
                "version \(StableNumber.text(version)) is not supported (this gesture-replay reads version \(TouchLog.version))"
            )
        }
        for member in node.members ?? [] {
            switch member.key {
            case "format", "version": break
            case "name": session.name = try string(member.node, "name", line)
            case "scene": session.scene = try string(member.node, "scene", line)
            case "source": session.source = try string(member.node, "source", line)
            case "screen":
                guard let width = member.node["width"]?.number, let height = member.node["height"]?.number,
                    width > 0, height > 0
                else { throw error(line, "screen must be {\"width\": …, \"height\": …} with positive numbers") }
                let scale = member.node["scale"]?.number
                session.screen = Screen(width: width, height: height, scale: scale)
            default:
                throw error(
                    line, "unknown header key \"\(member.key)\" (allowed: format, version, name, scene, screen, source)"
                )
            }
        }
    }

    func string(_ node: JSONNode, _ key: String, _ line: Int) throws(InputError) -> String {
        guard let text = node.string else { throw error(line, "\(key) must be a string, found \(node.typeName)") }
        return text
    }

    func number(_ node: JSONNode, _ key: String, _ line: Int) throws(InputError) -> Double {
        guard let value = node[key] else { throw error(line, "missing \"\(key)\"") }
        guard let number = value.number else { throw error(line, "\(key) must be a number, found \(value.typeName)") }
        return number
    }

    mutating func time(_ node: JSONNode, _ line: Int) throws(InputError) -> Instant {
        try time(seconds: number(node, "t", line), line)
    }

    /// `t`, checked: not negative, not too large, not before the line above.
    mutating func time(seconds: Double, _ line: Int) throws(InputError) -> Instant {
        guard seconds >= 0 else { throw error(line, "t must not be negative") }
        guard seconds < 1e9 else { throw error(line, "t is too large (at most 999999999 s)") }
        let time = Instant(seconds: seconds)
        guard time >= lastTime else { throw error(line, "t goes back from \(lastTime) to \(time)") }
        lastTime = time
        return time
    }

    mutating func readGesture(_ node: JSONNode, line: Int) throws(InputError) -> ObservedGesture {
        for member in node.members ?? [] where !["t", "gesture", "state"].contains(member.key) {
            throw error(line, "unknown key \"\(member.key)\" in a gesture line (allowed: t, gesture, state)")
        }
        let time = try time(node, line)
        let gesture = try string(node["gesture"]!, "gesture", line)
        guard let stateNode = node["state"] else { throw error(line, "missing \"state\"") }
        let state = try string(stateNode, "state", line)
        guard ObservedState(rawValue: state) != nil else {
            throw error(
                line,
                "unknown state \"\(state)\" (allowed: \(ObservedState.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        return ObservedGesture(time: time, gesture: gesture, state: state)
    }

    mutating func readSample(_ node: JSONNode, line: Int) throws(InputError) -> TouchSample {
        for member in node.members ?? []
        where !["t", "touch", "phase", "x", "y", "force", "majorRadius"].contains(member.key) {
            throw error(line, "unknown key \"\(member.key)\" (allowed: t, touch, phase, x, y, force, majorRadius)")
        }
        let time = try time(node, line)
        let touch = try touch(number(node, "touch", line), line)
        guard let phaseNode = node["phase"] else { throw error(line, "missing \"phase\"") }
        let phaseName = try string(phaseNode, "phase", line)
        guard let phase = Touch.Phase(rawValue: phaseName) else {
            throw error(line, "unknown phase \"\(phaseName)\" (allowed: began, moved, stationary, ended, cancelled)")
        }
        let x = try number(node, "x", line)
        let y = try number(node, "y", line)
        let force = try node["force"] == nil ? nil : number(node, "force", line)
        let majorRadius = try node["majorRadius"] == nil ? nil : number(node, "majorRadius", line)
        return try sample(
            time: time, touch: touch, phase: phase, x: x, y: y, force: force, majorRadius: majorRadius, line: line)
    }

    /// A sample line read by `TouchSampleScanner`: its keys and types are right, and the rest of
    /// the rules are checked in the order `readSample(_:line:)` checks them.
    mutating func sample(_ fields: TouchSampleScanner.Fields, line: Int) throws(InputError) -> TouchSample {
        let time = try time(seconds: fields.time, line)
        let touch = try touch(fields.touch, line)
        return try sample(
            time: time, touch: touch, phase: fields.phase, x: fields.x, y: fields.y, force: fields.force,
            majorRadius: fields.majorRadius, line: line)
    }

    /// `touch`, checked: a whole number within `Int32`.
    func touch(_ number: Double, _ line: Int) throws(InputError) -> Int {
        guard number == number.rounded(), number.magnitude <= Double(Int32.max) else {
            throw error(line, "touch must be a whole number, found \(StableNumber.text(number))")
        }
        return Int(number)
    }

    /// The sample of these values, checked against the ranges of §2 and the touches down.
    mutating func sample(
        time: Instant, touch: Int, phase: Touch.Phase, x: Double, y: Double, force: Double?, majorRadius: Double?,
        line: Int
    ) throws(InputError) -> TouchSample {
        // Past 10⁹ points the model's distances and speeds would overflow to infinity.
        let limit = 1e9
        let tooLarge =
            x.magnitude >= limit
            ? "x"
            : y.magnitude >= limit
                ? "y"
                : (force ?? 0).magnitude >= limit ? "force" : (majorRadius ?? 0).magnitude >= limit ? "majorRadius" : nil
        if let key = tooLarge { throw error(line, "\(key) is too large (at most 999999999 either way)") }
        if time != eventTime {
            eventTime = time
            eventTouches.removeAll(keepingCapacity: true)
        }
        guard !eventTouches.contains(touch) else { throw error(line, "touch \(touch) appears twice at t \(time)") }
        eventTouches.append(touch)
        let isDown = down.contains(touch)
        switch phase {
        case .began:
            guard !isDown else { throw error(line, "touch \(touch) began again before it ended") }
            guard down.count < 64 else { throw error(line, "more than 64 touches down at once") }
            down.append(touch)
        case .moved, .stationary, .ended, .cancelled:
            guard isDown else { throw error(line, "touch \(touch) \(phase.rawValue) before it began") }
            if phase == .ended || phase == .cancelled { down.removeAll { $0 == touch } }
        }
        return TouchSample(time: time, touch: touch, phase: phase, x: x, y: y, force: force, majorRadius: majorRadius)
    }
}
