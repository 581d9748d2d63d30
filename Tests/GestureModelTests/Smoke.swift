import Testing
@testable import GestureModel
@Test func smoke() { #expect(Instant(seconds: 0.35).nanoseconds == 350_000_000) }
