import GestureModel
import GestureReplay

/// Collects the touch samples a reader finds and turns them into a session's
/// samples, keeping the touch log's rules (`docs/FORMATS.md` §2): times never
/// decrease, a touch id names one finger from began to ended or cancelled,
/// and within one event (one time) each touch appears at most once.
///
/// - **Touch ids** are the lowest free integer from 1, as Android gives its
///   pointers the lowest free id (`docs/DUMP-FORMATS.md` §0: tracking ids are
///   "not pointer ids … map each live contact to the lowest free small
///   integer"), counted from 1 like the touch log's examples. An id freed at
///   time t is not given again at t, so that one event never holds it twice.
/// - **Order:** by time, and within one event by touch id, so that every
///   reader gives the same order for the same touches.
/// - **Two samples of one touch at one time** (two frames stamped alike,
///   `getevent -T` has only milliseconds) merge: a move updates the earlier
///   sample's position, an end after a move replaces the move. An end at the
///   very time of the began goes 1 µs later (the touch log's resolution).
/// - **Unknown positions** (NaN, a protocol B slot whose values the dump
///   never showed) are filled with the touch's first known position when
///   it is finished; a touch that never had one is left out. Both are flagged.
struct SessionBuilder {
    /// A touch while it is being recorded.
    struct Instance {
        var touch: Int
        var beganLine: Int
        var firstSample: Int
        var lastSample: Int
        var x: Double
        var y: Double
        var isActive = true
    }

    private struct Pending {
        var time: Int64
        var instance: Int32
        var phase: Touch.Phase
        var x: Double
        var y: Double
    }

    private var samples: [Pending] = []
    /// The first place past what a touch log can hold (±10⁹ points, docs/FORMATS.md): the line
    /// where its touch began, and the coordinate (`checkPoints`).
    private var firstPointOutOfRange: (line: Int, axis: String, value: Double)?
    private(set) var instances: [Instance] = []
    /// Per touch id (index 0 unused): whether it is down, and when it was freed.
    private var isBusy: [Bool] = [false]
    private var freedAt: [Int64] = [Int64.min]

    /// The instances still down.
    var activeInstances: [Int] { instances.indices.filter { instances[$0].isActive } }

    /// A new touch at `time`; returns its instance number.
    mutating func begin(at time: Int64, x: Double, y: Double, line: Int) -> Int {
        noteRange(x: x, y: y, line: line)
        let touch = freeTouchID(at: time)
        isBusy[touch] = true
        let instance = instances.count
        instances.append(
            Instance(touch: touch, beganLine: line, firstSample: samples.count, lastSample: samples.count, x: x, y: y))
        append(Pending(time: time, instance: Int32(instance), phase: .began, x: x, y: y))
        return instance
    }

    /// The touch moved to (x, y) at `time` (nothing when it did not move).
    mutating func move(_ instance: Int, at time: Int64, x: Double, y: Double) {
        let current = instances[instance]
        guard current.isActive, !Self.same(current.x, x) || !Self.same(current.y, y) else { return }
        noteRange(x: x, y: y, line: current.beganLine)
        instances[instance].x = x
        instances[instance].y = y
        let last = samples[current.lastSample]
        if last.time == time {
            samples[current.lastSample].x = x
            samples[current.lastSample].y = y
            return
        }
        instances[instance].lastSample = samples.count
        append(Pending(time: time, instance: Int32(instance), phase: .moved, x: x, y: y))
    }

    /// The touch lifted (or was cancelled) at `time`, where it last was.
    mutating func end(_ instance: Int, at time: Int64, cancelled: Bool) {
        let current = instances[instance]
        guard current.isActive else { return }
        let phase: Touch.Phase = cancelled ? .cancelled : .ended
        instances[instance].isActive = false
        isBusy[current.touch] = false
        let last = samples[current.lastSample]
        var endTime = time
        if last.time == time {
            if last.phase == .moved {
                samples[current.lastSample].phase = phase
                freedAt[current.touch] = time
                return
            }
            endTime = time + 1_000
        }
        freedAt[current.touch] = endTime
        instances[instance].lastSample = samples.count
        append(Pending(time: endTime, instance: Int32(instance), phase: phase, x: current.x, y: current.y))
    }

    /// Cancels every touch still down at `time`; returns how many there were.
    mutating func cancelAll(at time: Int64) -> Int {
        let active = activeInstances
        for instance in active { end(instance, at: time, cancelled: true) }
        return active.count
    }

    /// Whether any sample was recorded.
    var isEmpty: Bool { samples.isEmpty }

    /// The latest a sample may be after the session's start, in
    /// nanoseconds: a touch log's times are below 10⁹ s (`docs/FORMATS.md` §2),
    /// and a session read from a dump must be writable as one.
    static let maximumTime: Int64 = 999_999_999 * 1_000_000_000

    /// Notes the first coordinate a touch log cannot hold.
    private mutating func noteRange(x: Double, y: Double, line: Int) {
        guard firstPointOutOfRange == nil else { return }
        // NaN is a position not known yet (`finish` fills it in), not one out of range.
        if x.magnitude >= 1e9 {
            firstPointOutOfRange = (line, "x", x)
        } else if y.magnitude >= 1e9 {
            firstPointOutOfRange = (line, "y", y)
        }
    }

    /// Throws when a touch went past ±10⁹ points, what no screen has and a touch log cannot
    /// hold: raw panel units read as points, most likely. `line` is where that touch began.
    func checkPoints(fileName: String) throws(InputError) {
        guard let place = firstPointOutOfRange else { return }
        throw InputError(
            file: fileName, line: place.line,
            reason: "the touch that begins here reaches \(place.axis) = \(place.value) pt, past the ±999999999 pt "
                + "a session may hold (raw panel units read as points? give the device's ranges)")
    }

    /// Throws when `time` is more than `maximumTime` after `origin` (nil:
    /// the first sample), a dump whose clock jumps by decades: relative and
    /// epoch times mixed, say. `line` is where that time was read.
    func checkTime(_ time: Int64, origin: Int64?, line: Int, fileName: String) throws(InputError) {
        guard let start = origin ?? samples.first?.time, time - start > Self.maximumTime else { return }
        throw InputError(
            file: fileName, line: line,
            reason: "this time is \(time / 1_000_000_000 - start / 1_000_000_000) s after the session's start, "
                + "more than the \(Self.maximumTime / 1_000_000_000) s a session may last")
    }

    /// The session's samples with times from `origin` (nil: from the first
    /// sample), unknown positions filled in, and flags for what was filled
    /// or left out.
    func finish(origin: Int64?) -> (samples: [TouchSample], flags: [ImportSummary.Flag]) {
        var flags: [ImportSummary.Flag] = []
        // The first known position of each instance, per axis.
        var firstX = [Double](repeating: .nan, count: instances.count)
        var firstY = [Double](repeating: .nan, count: instances.count)
        for sample in samples {
            let instance = Int(sample.instance)
            if firstX[instance].isNaN && !sample.x.isNaN { firstX[instance] = sample.x }
            if firstY[instance].isNaN && !sample.y.isNaN { firstY[instance] = sample.y }
        }
        var isKept = [Bool](repeating: true, count: instances.count)
        for instance in instances.indices {
            if firstX[instance].isNaN || firstY[instance].isNaN {
                isKept[instance] = false
                flags.append(.touchWithoutPosition(line: instances[instance].beganLine))
            } else if samples[instances[instance].firstSample].x.isNaN
                || samples[instances[instance].firstSample].y.isNaN
            {
                flags.append(.positionInferred(line: instances[instance].beganLine))
            }
        }
        // Canonical order: by time, then by touch id within one event.
        var ordered = samples.enumerated().filter { isKept[Int($0.element.instance)] }
        func key(_ entry: (offset: Int, element: Pending)) -> (Int64, Int, Int) {
            (entry.element.time, instances[Int(entry.element.instance)].touch, entry.offset)
        }
        if !ordered.indices.dropFirst().allSatisfy({ key(ordered[$0 - 1]) < key(ordered[$0]) }) {
            ordered.sort { key($0) < key($1) }
        }
        let start = origin ?? ordered.first?.element.time ?? 0
        var result: [TouchSample] = []
        result.reserveCapacity(ordered.count)
        // Where each instance last was, to drop moves that filling made empty.
        var lastX = [Double](repeating: .nan, count: instances.count)
        var lastY = [Double](repeating: .nan, count: instances.count)
        for (_, sample) in ordered {
            let instance = Int(sample.instance)
            let x = sample.x.isNaN ? firstX[instance] : sample.x
            let y = sample.y.isNaN ? firstY[instance] : sample.y
            if sample.phase == .moved && x == lastX[instance] && y == lastY[instance] { continue }
            lastX[instance] = x
            lastY[instance] = y
            result.append(
                TouchSample(
                    time: Instant(nanoseconds: sample.time - start), touch: instances[instance].touch,
                    phase: sample.phase, x: x, y: y))
        }
        return (result, flags)
    }

    private mutating func append(_ sample: Pending) {
        samples.append(sample)
    }

    /// The lowest id that is free and was not freed at `time` itself.
    private mutating func freeTouchID(at time: Int64) -> Int {
        for id in 1..<isBusy.count where !isBusy[id] && freedAt[id] < time {
            return id
        }
        isBusy.append(false)
        freedAt.append(Int64.min)
        return isBusy.count - 1
    }

    /// Equal positions, NaN (unknown) equal to NaN.
    private static func same(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}
