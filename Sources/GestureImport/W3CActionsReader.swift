import GestureReplay

/// Reads W3C WebDriver "Perform Actions" JSON with touch pointers
/// (`docs/DUMP-FORMATS.md` §5): `{"actions": [source…]}` or the bare array
/// blogs show.
///
/// - **Ticks:** action i of every source runs in tick i; a tick lasts as
///   long as its longest `pause` or `pointerMove`; sources with fewer
///   actions are padded with empty ticks. The clock starts at 0 at the
///   first tick and is not rebased: a leading pause is part of the script.
/// - **pointerMove** with a duration while down gives `moved` samples along
///   a straight line, `ceil(duration × rate)` of them, evenly spaced, the
///   last exactly on the target at the move's end (`ImportOptions.rate`,
///   60 Hz by default). A zero duration moves at the tick's start. While up
///   it only sets where the next `pointerDown` lands. `origin` is
///   `"viewport"` (the default) or `"pointer"` (relative); an element
///   origin cannot be resolved without the page and is an error.
/// - **pointerDown** begins a touch where the pointer is (the spec starts
///   pointers at 0, 0), **pointerUp** ends it, **pointerCancel** cancels
///   it; a down while down or an up while up does nothing, as in the spec.
///   Touches still down after the last tick are cancelled there (flagged).
/// - **Units:** x and y are taken as points, as Appium's iOS driver uses
///   them (Android's uses device pixels: give such scripts in points).
/// - `none`, `key` and `wheel` sources only lend their durations to ticks.
///   A pointer whose `pointerType` is not `touch` (the spec's default is
///   `mouse`) is an error: only touches are imported.
/// - Bounds: at most 32 touch sources, 100 000 ticks, a day per action and
///   a million samples.
public struct W3CActionsReader: DumpReader {
    /// The format this reader reads.
    public var format: DumpFormat { .w3c }

    /// A reader; it keeps no state between reads.
    public init() {}

    static let maximumTouchSources = 32
    static let maximumTicks = 100_000
    static let maximumSamples = 1_000_000
    static let maximumDurationMilliseconds = 86_400_000.0

    private enum SourceKind { case touch, other }

    private struct Source {
        var id: String
        var kind: SourceKind
        var actions: [JSONNode]
        var x = 0.0
        var y = 0.0
        var instance: Int?
    }

    public func read(text: String, fileName: String, sessionName: String, sceneName: String, options: ImportOptions)
        throws(InputError) -> (session: TouchSession, summary: ImportSummary)
    {
        try options.validate(fileName: fileName)
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { !ASCII.isBlank($0) && $0 != 0x0A && $0 != 0x0D }) else {
            throw .empty(fileName)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes: bytes)
        } catch {
            throw InputError(file: fileName, line: error.line, reason: "not valid JSON: \(error.reason)")
        }
        var summary = ImportSummary(format: .w3c)
        var sources = try self.sources(root, fileName: fileName, options: options, summary: &summary)
        var builder = SessionBuilder()
        var clock: Int64 = 0
        var sampleCount = 0
        let tickCount = sources.map(\.actions.count).max() ?? 0
        guard tickCount <= Self.maximumTicks else {
            throw .wholeFile(fileName, "more than \(Self.maximumTicks) actions in one source")
        }
        for tick in 0..<tickCount {
            var tickDuration: Int64 = 0
            var tickLine = 0
            for index in sources.indices where tick < sources[index].actions.count {
                let action = sources[index].actions[tick]
                if tickLine == 0 { tickLine = action.line }
                guard
                    let type = try actionType(
                        action, of: sources[index], fileName: fileName, options: options, summary: &summary)
                else { continue }
                if type == "pause" || type == "pointerMove" || type == "scroll" {
                    tickDuration = max(tickDuration, try duration(action, fileName: fileName))
                }
                guard sources[index].kind == .touch else { continue }
                switch type {
                case "pointerMove":
                    try move(
                        &sources[index], action, at: clock, builder: &builder, rate: options.rate,
                        sampleCount: &sampleCount, fileName: fileName)
                case "pointerDown":
                    if sources[index].instance == nil {
                        sources[index].instance = builder.begin(
                            at: clock, x: sources[index].x, y: sources[index].y, line: action.line)
                        sampleCount += 1
                    }
                case "pointerUp", "pointerCancel":
                    if let instance = sources[index].instance {
                        builder.end(instance, at: clock, cancelled: type == "pointerCancel")
                        sources[index].instance = nil
                        sampleCount += 1
                    }
                default:
                    break  // pause
                }
            }
            clock += tickDuration
            try builder.checkTime(clock, origin: 0, line: tickLine, fileName: fileName)
        }
        let stillDown = builder.cancelAll(at: clock)
        if stillDown > 0 { summary.flags.append(.touchesDownAtEnd(count: stillDown)) }
        try builder.checkPoints(fileName: fileName)
        let (samples, flags) = builder.finish(origin: 0)
        summary.flags += flags
        guard !samples.isEmpty else {
            throw .wholeFile(fileName, "no touch events: no touch pointer goes down")
        }
        let session = TouchSession(
            name: sessionName, scene: sceneName, screen: options.screen, source: "W3C actions", samples: samples)
        return (session, summary)
    }

    /// The input sources, checked: `{"actions": [...]}` or a bare array.
    private func sources(_ root: JSONNode, fileName: String, options: ImportOptions, summary: inout ImportSummary)
        throws(InputError) -> [Source]
    {
        let list: [JSONNode]
        if let array = root.elements {
            list = array
        } else if root.members != nil, let actions = root["actions"], let array = actions.elements {
            list = array
        } else {
            throw InputError(
                file: fileName, line: root.line,
                reason: "expected {\"actions\": [...]} or an array of input sources, found \(root.typeName)")
        }
        var sources: [Source] = []
        var touchCount = 0
        for item in list {
            guard item.members != nil else {
                throw InputError(file: fileName, line: item.line, reason: "an input source must be an object")
            }
            guard let type = item["type"]?.string else {
                throw InputError(file: fileName, line: item.line, reason: "an input source needs a string `type`")
            }
            guard let id = item["id"]?.string else {
                throw InputError(file: fileName, line: item.line, reason: "an input source needs a string `id`")
            }
            guard !sources.contains(where: { $0.id == id }) else {
                throw InputError(file: fileName, line: item.line, reason: "two input sources have the id \"\(id)\"")
            }
            guard let actions = item["actions"]?.elements else {
                throw InputError(
                    file: fileName, line: item.line, reason: "the source \"\(id)\" needs an `actions` array")
            }
            let kind: SourceKind
            switch type {
            case "pointer":
                let pointerType = item["parameters"]?["pointerType"]?.string ?? "mouse"
                guard pointerType == "touch" else {
                    throw InputError(
                        file: fileName, line: item["parameters"]?.line ?? item.line,
                        reason: "the pointer \"\(id)\" is a \(pointerType); only touch pointers are imported")
                }
                touchCount += 1
                guard touchCount <= Self.maximumTouchSources else {
                    throw InputError(
                        file: fileName, line: item.line,
                        reason: "more than \(Self.maximumTouchSources) touch pointers")
                }
                kind = .touch
            case "none", "key", "wheel":
                kind = .other
            default:
                guard options.skipUnknown else {
                    throw InputError(file: fileName, line: item.line, reason: "unknown input source type \"\(type)\"")
                }
                summary.recordUnknown(line: item.line)
                continue
            }
            sources.append(Source(id: id, kind: kind, actions: actions))
        }
        return sources
    }

    /// The action's type if it is one this source may have; nil to skip it.
    private func actionType(
        _ action: JSONNode, of source: Source, fileName: String, options: ImportOptions,
        summary: inout ImportSummary
    ) throws(InputError) -> String? {
        guard action.members != nil, let type = action["type"]?.string else {
            throw InputError(
                file: fileName, line: action.line, reason: "an action must be an object with a string `type`")
        }
        let allowed: Set<String> =
            source.kind == .touch
            ? ["pause", "pointerMove", "pointerDown", "pointerUp", "pointerCancel"]
            : ["pause", "keyDown", "keyUp", "scroll"]
        guard allowed.contains(type) else {
            guard options.skipUnknown else {
                throw InputError(
                    file: fileName, line: action.line,
                    reason: "unknown action \"\(type)\" for the source \"\(source.id)\"")
            }
            summary.recordUnknown(line: action.line)
            return nil
        }
        return type
    }

    /// An action's `duration` in nanoseconds (0 when absent).
    private func duration(_ action: JSONNode, fileName: String) throws(InputError) -> Int64 {
        guard let value = action["duration"] else { return 0 }
        guard let milliseconds = value.number, milliseconds >= 0, milliseconds <= Self.maximumDurationMilliseconds
        else {
            throw InputError(
                file: fileName, line: value.line, reason: "a duration must be 0 to 86400000 milliseconds")
        }
        return Int64((milliseconds * 1_000_000).rounded())
    }

    /// A `pointerMove`: the new position, and samples along the way while down.
    private func move(
        _ source: inout Source, _ action: JSONNode, at start: Int64, builder: inout SessionBuilder, rate: Double,
        sampleCount: inout Int, fileName: String
    ) throws(InputError) {
        guard let x = action["x"]?.number, let y = action["y"]?.number else {
            throw InputError(file: fileName, line: action.line, reason: "a pointerMove needs numbers `x` and `y`")
        }
        var target = (x: x, y: y)
        switch action["origin"] {
        case nil:
            break
        case let origin? where origin.string == "viewport":
            break
        case let origin? where origin.string == "pointer":
            target = (x: source.x + x, y: source.y + y)
        case let origin?:
            throw InputError(
                file: fileName, line: origin.line,
                reason: "only the \"viewport\" and \"pointer\" origins can be imported (an element's needs the page)")
        }
        guard target.x.isFinite, target.y.isFinite, abs(target.x) < 1e9, abs(target.y) < 1e9 else {
            throw InputError(file: fileName, line: action.line, reason: "a pointerMove goes out of any screen")
        }
        let from = (x: source.x, y: source.y)
        source.x = target.x
        source.y = target.y
        guard let instance = source.instance else { return }
        let duration = try duration(action, fileName: fileName)
        // ceil(duration × rate), with a little slack for 0.1 s × 60 Hz = 6.000000000000001.
        let exactSteps = Double(duration) * rate / 1e9
        let steps = duration == 0 ? 1 : max(1, Int((exactSteps - 1e-7).rounded(.up)))
        sampleCount += steps
        guard sampleCount <= Self.maximumSamples else {
            throw InputError(
                file: fileName, line: action.line,
                reason: "more than \(Self.maximumSamples) samples: lower the rate or the durations")
        }
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let time = step == steps ? start + duration : start + Int64((Double(duration) * fraction).rounded())
            let point: (x: Double, y: Double) =
                step == steps
                ? target : (from.x + (target.x - from.x) * fraction, from.y + (target.y - from.y) * fraction)
            builder.move(instance, at: time, x: point.x, y: point.y)
        }
    }
}
