import GestureModel

/// What a replay produced: the ordered observations (`docs/FORMATS.md` §3), with
/// a stable JSON Lines form in which equal outcomes are equal bytes.
public struct Outcome: Equatable, Sendable {
    public var observations: [Observation]

    public init(_ observations: [Observation] = []) {
        self.observations = observations
    }

    /// One JSON object a line, keys in a fixed order, numbers stable (a run
    /// renders the same bytes as they happen: `OutcomeRenderer`).
    public var jsonLines: String {
        var writer = OutcomeWriter(capacity: observations.count * 96)
        for observation in observations { writer.write(observation) }
        return writer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// One observation as its JSON line (without the newline).
    public static func jsonLine(_ observation: Observation) -> String {
        var writer = OutcomeWriter(capacity: 96)
        writer.write(observation)
        return writer.withBytes { String(decoding: $0.dropLast(), as: UTF8.self) }
    }

    /// Reads an outcome's JSON Lines back (a stored golden). Reasons are not
    /// part of the JSON form and read back as nil.
    public static func parse(jsonLines text: String, file: String) throws(InputError) -> Outcome {
        var observations: [Observation] = []
        for (number, line) in TextLines(bytes: Array(text.utf8)) {
            if line.isEmpty { continue }
            let node: JSONNode
            do {
                node = try JSONParser.parse(bytes: line, firstLine: number)
            } catch {
                throw InputError(file: file, line: number, reason: "not JSON: \(error.reason)")
            }
            observations.append(try observation(node, file: file, line: number))
        }
        return Outcome(observations)
    }

    private static func observation(_ node: JSONNode, file: String, line: Int) throws(InputError) -> Observation {
        func fail(_ reason: String) -> InputError { InputError(file: file, line: line, reason: reason) }
        guard let members = node.members, let seconds = node["t"]?.number else {
            throw fail("expected an object with \"t\"")
        }
        guard seconds.magnitude < 9e9 else { throw fail("t is out of range (at most 9000000000 s either way)") }
        let time = Instant(seconds: seconds)
        // The key right after "t" says what the line is about (the writer's fixed order), so a
        // handler's own value named "view" or "recognizer" cannot make it read as another kind.
        guard members[0].key == "t" else { throw fail("expected \"t\" first, then what the line is about") }
        let kind = members.count > 1 ? members[1] : JSONNode.Member(key: "", node: node)
        let rest = Array(members.dropFirst(2))
        switch kind.key {
        case "recognizer":
            guard let name = kind.node.string, let stateName = node["state"]?.string,
                let state = ObservedState(rawValue: stateName), rest.first?.key == "state"
            else { throw fail("recognizer line without a known state") }
            let values = try rest.dropFirst().map { member throws(InputError) in try value(member, fail) }
            return Observation(time: time, subject: .recognizer(name: name, state: state, values: values, reason: nil))
        case "view":
            guard let name = kind.node.string, let phaseName = node["touches"]?.string,
                let phase = Touch.Phase(rawValue: phaseName), let count = node["count"]?.number
            else { throw fail("view line needs touches and count") }
            guard count == count.rounded(), count >= 0, count < 1e9 else {
                throw fail("count must be a whole number of touches, found \(StableNumber.text(count))")
            }
            var tapCount = 1.0
            if let member = node["tapCount"] {
                guard let number = member.number, number == number.rounded(), number >= 1, number < 1e9 else {
                    throw fail("tapCount must be a whole number of taps from 1")
                }
                tapCount = number
            }
            return Observation(
                time: time, subject: .view(name: name, phase: phase, count: Int(count), tapCount: Int(tapCount)))
        case "handler":
            guard let name = kind.node.string else { throw fail("handler line without a name") }
            let values = try rest.map { member throws(InputError) in try value(member, fail) }
            return Observation(time: time, subject: .handler(name: name, values: values))
        case "diagnostic":
            guard let message = kind.node.string else { throw fail("diagnostic line without a message") }
            return Observation(
                time: time, subject: .diagnostic(subject: node["subject"]?.string ?? "", message: message))
        default:
            break
        }
        throw fail("expected a recognizer, view, handler or diagnostic line")
    }

    private static func value(_ member: JSONNode.Member, _ fail: (String) -> InputError) throws(InputError)
        -> ObservedValue
    {
        switch member.node.value {
        case .number(let number): return ObservedValue(member.key, .number(number))
        case .string(let text): return ObservedValue(member.key, .text(text))
        case .bool(let flag): return ObservedValue(member.key, .flag(flag))
        case .array(let elements):
            guard elements.count == 2, let x = elements[0].number, let y = elements[1].number else {
                throw fail("\(member.key): expected [x, y]")
            }
            return ObservedValue(member.key, .point(x, y))
        case .null, .object:
            throw fail("\(member.key): unexpected \(member.node.typeName)")
        }
    }

    /// A human-readable timeline: one line per observation, with the
    /// arbiter's reasons and waits.
    public func timeline(trace: [GestureEnvironment.TraceEntry] = []) -> String {
        var lines: [String] = []
        var pendingTrace = trace[...]
        for observation in observations {
            while let entry = pendingTrace.first, entry.time < observation.time {
                lines.append(Outcome.timelineLine(time: entry.time, "· \(entry.message)"))
                pendingTrace = pendingTrace.dropFirst()
            }
            lines.append(Outcome.timelineLine(time: observation.time, Outcome.describe(observation.subject)))
        }
        for entry in pendingTrace { lines.append(Outcome.timelineLine(time: entry.time, "· \(entry.message)")) }
        return lines.map { $0 + "\n" }.joined()
    }

    static func timelineLine(time: Instant, _ text: String) -> String {
        let stamp = time.description
        return String(repeating: " ", count: max(0, 10 - stamp.count)) + stamp + "  " + text
    }

    /// One observation in words: `single recognized  location 161,240.5  numberOfTouches 1`.
    public static func describe(_ subject: Observation.Subject) -> String {
        switch subject {
        case .recognizer(let name, let state, let values, let reason):
            var text = "\(name) \(state.rawValue)"
            for value in values { text += "  \(value.key) \(describe(value.value))" }
            if let reason { text += "  (\(reason))" }
            return text
        case .view(let name, let phase, let count, let tapCount):
            return "view \(name): \(count) touch\(count == 1 ? "" : "es") \(phase.rawValue)"
                + (tapCount > 1 ? "  tapCount \(tapCount)" : "")
        case .handler(let name, let values):
            return (["handler \(name)"] + values.map { "\($0.key) \(describe($0.value))" }).joined(separator: "  ")
        case .diagnostic(let subject, let message):
            return "! \(subject): \(message)"
        }
    }

    /// A value as the text timeline shows it: `161,240.5`, `0.5`, `left`, `true`.
    public static func describe(_ value: ObservedValue.Value) -> String {
        switch value {
        case .number(let number): StableNumber.text(number)
        case .point(let x, let y): "\(StableNumber.text(x)),\(StableNumber.text(y))"
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        }
    }
}
