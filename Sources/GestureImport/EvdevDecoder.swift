import GestureModel
import GestureReplay

/// Turns one device's evdev events into touch samples: the state machine of
/// `docs/DUMP-FORMATS.md` §1.3, shared by the getevent, evemu and libinput record
/// readers (§2 and §3: "the same as getevent").
///
/// - **Protocol** (§1.3 step 3), from the stream: a SYN_MT_REPORT means
///   protocol A; else ABS_MT_SLOT or ABS_MT_TRACKING_ID means protocol B
///   (with slot 0 implied until one is selected); else ABS_X/ABS_Y with
///   BTN_TOUCH is a single-touch device. The emulated single-touch axes of a
///   multitouch device are ignored (§0).
/// - **Protocol B:** per-slot state that persists across frames and
///   contacts (only changes are sent, so a new contact may inherit its
///   slot's position). At each SYN_REPORT every slot is compared with the
///   previous frame: a new tracking id begins a touch, -1 ends it where it
///   last was, a change of id ends the old and begins the new, MT_TOOL_PALM
///   cancels it (and the contact stays out until its id changes), and
///   ABS_MT_DISTANCE > 0 is hover, not touch.
/// - **Protocol A:** each frame lists every contact. Contacts are matched to
///   the previous frame's by tracking id when every contact has a distinct
///   one, otherwise closest pairs first, with no distance limit, as
///   Android's `TouchInputMapper::assignPointerIds` does. A frame with no
///   contact (an empty SYN_MT_REPORT, a lone BTN_TOUCH 0) ends them all.
/// - **Frame time** is the SYN_REPORT's (§1.1, §8 pitfall 5); a dump
///   without timestamps gets frame k at k / `rate` seconds, flagged as
///   synthetic (§1.1 suggests 8.33 or 16.67 ms; `rate` defaults to 60 Hz).
///   A frame stamped earlier than the previous one keeps the previous time.
///   Times start at the first touch sample.
/// - **SYN_DROPPED** (§0 policy): touches down are cancelled, events up to
///   the next SYN_REPORT are discarded, every slot's values become unknown
///   (not inherited), and the summary is flagged.
/// - **End of dump** with touches down: cancelled at the last frame's time
///   and flagged (§1.3 step 6). Events after the last SYN_REPORT are a
///   truncated frame: an error naming the frame's first line.
/// - Frames where no touch moved (pressure- or size-only) add no sample
///   (§1.3 step 5): the session has no `stationary` samples.
struct EvdevDecoder {
    /// The most slots or protocol A contacts a device may use: Android's
    /// InputReader keeps at most 32 slots (`MAX_SLOTS`); twice that bounds
    /// memory with room to spare.
    static let maximumContacts = 64

    private struct Slot {
        var trackingID: Int32 = -1
        var x: Int32?
        var y: Int32?
        var tool: Int32 = 0
        var distance: Int32 = 0
        /// The touch in progress, and the tracking id it began with.
        var instance: Int?
        var instanceTrackingID: Int32 = -1
        /// A contact cancelled as a palm stays out until its id changes.
        var cancelledTrackingID: Int32 = -1
        /// The lines that set the tracking id and the tool, for messages.
        var trackingLine = 0
        var toolLine = 0
    }

    private struct Contact {
        var trackingID: Int32?
        var x: Int32?
        var y: Int32?
        var tool: Int32 = 0
        var line: Int
        var hasValues = false
    }

    private struct ActiveContact {
        var instance: Int
        var trackingID: Int32?
        var x: Int32
        var y: Int32
    }

    let fileName: String
    let mapping: AxisMapping
    let rate: Double
    private var builder = SessionBuilder()
    private var flags: [ImportSummary.Flag] = []

    private init(fileName: String, mapping: AxisMapping, rate: Double) {
        self.fileName = fileName
        self.mapping = mapping
        self.rate = rate
    }

    /// Decodes the events of `deviceIndex` (all events when nil).
    static func decode(
        _ events: [EvdevEvent], deviceIndex: Int32?, device: EvdevDevice, options: ImportOptions,
        fileName: String, summary: inout ImportSummary
    ) throws(InputError) -> [TouchSample] {
        var hasMultitouchReport = false
        var hasSlots = false
        var hasMultitouch = false
        var hasSingleTouch = false
        var hasTimes = false
        for event in events where deviceIndex == nil || event.device == deviceIndex {
            if event.time != EvdevEvent.noTime { hasTimes = true }
            switch (event.type, event.code) {
            case (Evdev.synchronization, Evdev.multitouchReport): hasMultitouchReport = true
            case (Evdev.absolute, Evdev.slot), (Evdev.absolute, Evdev.trackingID): hasSlots = true
            case (Evdev.absolute, Evdev.positionX), (Evdev.absolute, Evdev.positionY): hasMultitouch = true
            case (Evdev.absolute, Evdev.x), (Evdev.absolute, Evdev.y), (Evdev.key, Evdev.touch): hasSingleTouch = true
            default: break
            }
        }
        let contactProtocol: ImportSummary.ContactProtocol
        if hasMultitouchReport {
            contactProtocol = .multitouchA
        } else if hasSlots || hasMultitouch {
            contactProtocol = .multitouchB
        } else if hasSingleTouch {
            contactProtocol = .singleTouch
        } else {
            throw InputError(file: fileName, line: 0, reason: "no touch events: no multitouch or ABS_X/ABS_Y data")
        }
        summary.contactProtocol = contactProtocol
        let ranges = device.positionRanges(multitouch: contactProtocol != .singleTouch)
        guard let mapping = AxisMapping(x: ranges.x, y: ranges.y, screen: options.screen, rotation: options.rotation)
        else {
            throw InputError(
                file: fileName, line: 0,
                reason: "a screen or rotation was given but the dump has no X and Y axis ranges; "
                    + "pass the device's `getevent -p` output as the ranges")
        }
        summary.mapping = mapping
        if !hasTimes { summary.flags.append(.syntheticTimes(rate: options.rate)) }
        let declaredMaximum = device.axes[Evdev.slot].map { Int(max(0, $0.maximum)) } ?? (maximumContacts - 1)
        let slotLimit = min(maximumContacts, declaredMaximum + 1)
        var decoder = EvdevDecoder(fileName: fileName, mapping: mapping, rate: options.rate)
        try decoder.run(
            events, deviceIndex: deviceIndex, contactProtocol: contactProtocol, slotLimit: slotLimit,
            declaredSlots: device.axes[Evdev.slot])
        try decoder.builder.checkPoints(fileName: fileName)
        let (samples, builderFlags) = decoder.builder.finish(origin: Int64?.none)
        summary.flags += decoder.flags + builderFlags
        guard !samples.isEmpty else {
            throw InputError(file: fileName, line: 0, reason: "no touch events: no finger touched down")
        }
        return samples
    }

    private mutating func run(
        _ events: [EvdevEvent], deviceIndex: Int32?, contactProtocol: ImportSummary.ContactProtocol,
        slotLimit: Int, declaredSlots: AxisRange?
    ) throws(InputError) {
        var slots: [Slot] = [Slot()]
        var currentSlot = 0
        var contacts: [Contact] = []
        var pending: Contact?
        var active: [ActiveContact] = []
        var singleX: Int32?
        var singleY: Int32?
        var isSingleDown = false
        var singleInstance: Int?

        var frameIndex: Int64 = 0
        var lastTime = Int64.min
        var frameStartLine = 0
        var isDiscarding = false
        var sawTimeGoBack = false

        func frameTime(_ event: EvdevEvent) throws(InputError) -> Int64 {
            let raw =
                event.time != EvdevEvent.noTime
                ? event.time : Int64(min(9e18, (Double(frameIndex) * 1_000_000_000 / rate).rounded()))
            if raw < lastTime {
                if !sawTimeGoBack { flags.append(.timeWentBackwards(line: Int(event.line))) }
                sawTimeGoBack = true
                return lastTime
            }
            try builder.checkTime(raw, origin: nil, line: Int(event.line), fileName: fileName)
            return raw
        }

        for event in events where deviceIndex == nil || event.device == deviceIndex {
            let line = Int(event.line)
            if isDiscarding {
                if event.type == Evdev.synchronization && event.code == Evdev.report {
                    isDiscarding = false
                    lastTime = try frameTime(event)
                    frameIndex += 1
                    frameStartLine = 0
                }
                continue
            }
            if frameStartLine == 0 && !(event.type == Evdev.synchronization && event.code == Evdev.report) {
                frameStartLine = line
            }
            switch event.type {
            case Evdev.synchronization:
                switch event.code {
                case Evdev.report:
                    let time = try frameTime(event)
                    lastTime = time
                    switch contactProtocol {
                    case .multitouchB:
                        applySlots(&slots, at: time)
                    case .multitouchA:
                        if let contact = pending, contact.hasValues {
                            try add(contact, to: &contacts)
                        }
                        pending = nil
                        applyContacts(contacts, active: &active, at: time)
                        contacts.removeAll(keepingCapacity: true)
                    case .singleTouch:
                        if isSingleDown {
                            let point = mapping.point(x: singleX, y: singleY)
                            if let instance = singleInstance {
                                builder.move(instance, at: time, x: point.x, y: point.y)
                            } else {
                                singleInstance = builder.begin(
                                    at: time, x: point.x, y: point.y, line: frameStartLine == 0 ? line : frameStartLine)
                            }
                        } else if let instance = singleInstance {
                            builder.end(instance, at: time, cancelled: false)
                            singleInstance = nil
                        }
                    }
                    frameIndex += 1
                    frameStartLine = 0
                case Evdev.multitouchReport:
                    if contactProtocol == .multitouchA, let contact = pending, contact.hasValues {
                        try add(contact, to: &contacts)
                    }
                    pending = nil
                case Evdev.dropped:
                    let time = try frameTime(event)
                    lastTime = time
                    _ = builder.cancelAll(at: time)
                    flags.append(.synDropped(line: line))
                    for index in slots.indices {
                        slots[index] = Slot()
                    }
                    contacts.removeAll()
                    pending = nil
                    active.removeAll()
                    singleX = nil
                    singleY = nil
                    isSingleDown = false
                    singleInstance = nil
                    isDiscarding = true
                default:
                    break  // SYN_CONFIG and vendor codes (`EV_SYN 0004`): ignored (§0)
                }
            case Evdev.absolute:
                switch contactProtocol {
                case .multitouchB:
                    if event.code == Evdev.slot {
                        let slot = Int(event.value)
                        guard slot >= 0, slot < slotLimit else {
                            let range = declaredSlots.map { "the declared range \($0.minimum)–\($0.maximum)" }
                            throw InputError(
                                file: fileName, line: line,
                                reason: "slot \(event.value) is outside \(range ?? "0–\(slotLimit - 1)")")
                        }
                        while slots.count <= slot { slots.append(Slot()) }
                        currentSlot = slot
                    } else {
                        update(&slots[currentSlot], code: event.code, value: event.value, line: line)
                    }
                case .multitouchA:
                    guard event.code >= Evdev.slot && event.code <= 0x3d else { break }
                    var contact = pending ?? Contact(line: line)
                    contact.hasValues = true
                    switch event.code {
                    case Evdev.trackingID: contact.trackingID = event.value
                    case Evdev.positionX: contact.x = event.value
                    case Evdev.positionY: contact.y = event.value
                    case Evdev.toolType: contact.tool = event.value
                    default: break
                    }
                    pending = contact
                case .singleTouch:
                    if event.code == Evdev.x { singleX = event.value }
                    if event.code == Evdev.y { singleY = event.value }
                }
            case Evdev.key:
                if contactProtocol == .singleTouch && event.code == Evdev.touch {
                    isSingleDown = event.value != 0
                }
            default:
                break  // EV_MSC (MSC_TIMESTAMP is not for ordering, §0), EV_REL, EV_SW, …
            }
        }
        if frameStartLine != 0 && !isDiscarding {
            throw InputError(
                file: fileName, line: frameStartLine,
                reason: "this frame has no SYN_REPORT: the dump is cut short in the middle of a frame")
        }
        if lastTime != Int64.min {
            let count = builder.cancelAll(at: lastTime)
            if count > 0 { flags.append(.touchesDownAtEnd(count: count)) }
        }
    }

    private func update(_ slot: inout Slot, code: UInt16, value: Int32, line: Int) {
        switch code {
        case Evdev.trackingID:
            slot.trackingID = value < 0 ? -1 : value
            slot.trackingLine = line
        case Evdev.positionX: slot.x = value
        case Evdev.positionY: slot.y = value
        case Evdev.toolType:
            slot.tool = value
            slot.toolLine = line
        case Evdev.distance: slot.distance = value
        default: break  // pressure, touch and width sizes, orientation: not used
        }
    }

    /// Protocol B at a SYN_REPORT: each slot against its previous state.
    private mutating func applySlots(_ slots: inout [Slot], at time: Int64) {
        for index in slots.indices {
            var slot = slots[index]
            let isTouching =
                slot.trackingID >= 0 && slot.tool != Evdev.palmTool && slot.distance <= 0
                && slot.trackingID != slot.cancelledTrackingID
            if let instance = slot.instance {
                if slot.trackingID != slot.instanceTrackingID {
                    builder.end(instance, at: time, cancelled: false)
                    slot.instance = nil
                } else if slot.tool == Evdev.palmTool {
                    builder.end(instance, at: time, cancelled: true)
                    flags.append(.palmCancelled(line: slot.toolLine))
                    slot.cancelledTrackingID = slot.trackingID
                    slot.instance = nil
                } else if slot.distance > 0 {
                    builder.end(instance, at: time, cancelled: false)
                    slot.instance = nil
                } else {
                    let point = mapping.point(x: slot.x, y: slot.y)
                    builder.move(instance, at: time, x: point.x, y: point.y)
                }
            }
            if slot.instance == nil && isTouching {
                let point = mapping.point(x: slot.x, y: slot.y)
                slot.instance = builder.begin(at: time, x: point.x, y: point.y, line: slot.trackingLine)
                slot.instanceTrackingID = slot.trackingID
            }
            slots[index] = slot
        }
    }

    private func add(_ contact: Contact, to contacts: inout [Contact]) throws(InputError) {
        guard contact.x != nil, contact.y != nil else {
            throw InputError(
                file: fileName, line: contact.line,
                reason: "this protocol A contact has no ABS_MT_POSITION_X or ABS_MT_POSITION_Y")
        }
        guard contacts.count < Self.maximumContacts else {
            throw InputError(
                file: fileName, line: contact.line,
                reason: "more than \(Self.maximumContacts) contacts in one frame")
        }
        contacts.append(contact)
    }

    /// Protocol A at a SYN_REPORT: match this frame's contacts to the last.
    private mutating func applyContacts(_ contacts: [Contact], active: inout [ActiveContact], at time: Int64) {
        // matches[i] = the index in `contacts` of active[i]'s continuation.
        var matches = [Int?](repeating: nil, count: active.count)
        var isTaken = [Bool](repeating: false, count: contacts.count)
        let ids = contacts.compactMap(\.trackingID)
        let byID =
            ids.count == contacts.count && Set(ids).count == ids.count
            && active.allSatisfy { $0.trackingID != nil }
        if byID {
            for (index, previous) in active.enumerated() {
                if let match = contacts.firstIndex(where: { $0.trackingID == previous.trackingID }) {
                    matches[index] = match
                    isTaken[match] = true
                }
            }
        } else {
            var pairs: [(distance: Double, previous: Int, current: Int)] = []
            for (previousIndex, previous) in active.enumerated() {
                for (currentIndex, contact) in contacts.enumerated() {
                    let dx = Double(contact.x ?? 0) - Double(previous.x)
                    let dy = Double(contact.y ?? 0) - Double(previous.y)
                    pairs.append((dx * dx + dy * dy, previousIndex, currentIndex))
                }
            }
            pairs.sort { ($0.distance, $0.previous, $0.current) < ($1.distance, $1.previous, $1.current) }
            for pair in pairs where matches[pair.previous] == nil && !isTaken[pair.current] {
                matches[pair.previous] = pair.current
                isTaken[pair.current] = true
            }
        }
        var next: [ActiveContact] = []
        for (index, previous) in active.enumerated() {
            guard let match = matches[index] else {
                builder.end(previous.instance, at: time, cancelled: false)
                continue
            }
            let contact = contacts[match]
            if contact.tool == Evdev.palmTool {
                builder.end(previous.instance, at: time, cancelled: true)
                flags.append(.palmCancelled(line: contact.line))
                continue
            }
            let point = mapping.point(x: contact.x, y: contact.y)
            builder.move(previous.instance, at: time, x: point.x, y: point.y)
            next.append(
                ActiveContact(
                    instance: previous.instance, trackingID: contact.trackingID, x: contact.x ?? 0, y: contact.y ?? 0))
        }
        for (index, contact) in contacts.enumerated() where !isTaken[index] && contact.tool != Evdev.palmTool {
            let point = mapping.point(x: contact.x, y: contact.y)
            let instance = builder.begin(at: time, x: point.x, y: point.y, line: contact.line)
            next.append(
                ActiveContact(instance: instance, trackingID: contact.trackingID, x: contact.x ?? 0, y: contact.y ?? 0))
        }
        active = next
    }
}
