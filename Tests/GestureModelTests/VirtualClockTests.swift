import GestureModel
import Testing

@ReplayActor @Suite struct VirtualClockTests {
    /// Pops every timer due by `limit`, running it, and returns what they wrote.
    private func fire(_ clock: VirtualClock, notAfter limit: Instant) {
        while let action = clock.popDue(notAfter: limit) { action() }
    }

    private final class Log {
        var entries: [String] = []
    }

    @Test("timers fire by due time, then in the order they were scheduled")
    func order() {
        let clock = VirtualClock()
        let log = Log()
        clock.schedule(at: Instant(seconds: 0.5)) { log.entries.append("b 0.5 first") }
        clock.schedule(at: Instant(seconds: 0.25)) { log.entries.append("a 0.25") }
        clock.schedule(at: Instant(seconds: 0.5)) { log.entries.append("c 0.5 second") }
        clock.schedule(at: Instant(seconds: 0.75)) { log.entries.append("d 0.75") }
        fire(clock, notAfter: Instant(seconds: 1))
        #expect(log.entries == ["a 0.25", "b 0.5 first", "c 0.5 second", "d 0.75"])
        #expect(clock.now == Instant(seconds: 0.75))
    }

    @Test("a timer due exactly at the limit fires; one due after it waits")
    func limitIsInclusive() {
        let clock = VirtualClock()
        let log = Log()
        clock.schedule(at: Instant(seconds: 0.35)) { log.entries.append("at limit") }
        clock.schedule(at: Instant(nanoseconds: 350_000_001)) { log.entries.append("1 ns later") }
        fire(clock, notAfter: Instant(seconds: 0.35))
        #expect(log.entries == ["at limit"])
        #expect(clock.pendingCount == 1)
        #expect(clock.nextDue == Instant(nanoseconds: 350_000_001))
    }

    @Test("a cancelled timer never fires; cancelling twice does nothing")
    func cancel() {
        let clock = VirtualClock()
        let log = Log()
        let first = clock.schedule(at: Instant(seconds: 0.25)) { log.entries.append("cancelled") }
        clock.schedule(at: Instant(seconds: 0.25)) { log.entries.append("kept") }
        #expect(clock.isPending(first))
        clock.cancel(first)
        clock.cancel(first)
        #expect(!clock.isPending(first))
        fire(clock, notAfter: Instant(seconds: 1))
        #expect(log.entries == ["kept"])
    }

    @Test("relative timers count from now, and a due time in the past means now")
    func relativeAndPast() {
        let clock = VirtualClock()
        let log = Log()
        clock.advance(to: Instant(seconds: 0.1))
        clock.schedule(afterSeconds: 0.35) { log.entries.append("0.1 + 0.35") }
        clock.schedule(at: Instant(seconds: 0.05)) { log.entries.append("past") }
        #expect(clock.nextDue == Instant(seconds: 0.1))
        fire(clock, notAfter: Instant(seconds: 0.44))
        #expect(log.entries == ["past"])
        // 0.1 s + 0.35 s is exactly 0.45 s: integer nanoseconds.
        #expect(clock.nextDue == Instant(seconds: 0.45))
        fire(clock, notAfter: Instant(seconds: 0.45))
        #expect(log.entries == ["past", "0.1 + 0.35"])
        #expect(clock.now == Instant(seconds: 0.45))
    }

    @Test("a timer scheduled while another fires, for the same time, fires after it")
    func scheduledWhileFiring() {
        let clock = VirtualClock()
        let log = Log()
        clock.schedule(at: Instant(seconds: 0.25)) {
            log.entries.append("outer")
            clock.schedule(afterSeconds: 0) { log.entries.append("inner, due now") }
        }
        clock.schedule(at: Instant(seconds: 0.25)) { log.entries.append("second at 0.25") }
        fire(clock, notAfter: Instant(seconds: 0.25))
        #expect(log.entries == ["outer", "second at 0.25", "inner, due now"])
    }
}
