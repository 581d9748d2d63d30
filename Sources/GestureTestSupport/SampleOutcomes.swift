/// The sample recordings of `recordings/sessions/` with their outcomes derived by hand from
/// docs/SEMANTICS.md (the derivation above each). The in-process replay tests and the end-to-end
/// tests of the binary both compare against these.
public enum SampleOutcomes {
    /// One sample: its session, its scene, what it shows and its expected outcome (JSON Lines).
    public struct Sample: Sendable, CustomStringConvertible {
        public let session: String
        public let scene: String
        public let behaviour: String
        public let outcome: String
        public var description: String { session }
    }

    public static let all: [Sample] = [
        // Up at 0.08; double's interval timer fires at 0.08 + 0.35 = 0.43 and fails it; single,
        // which waited for double (requireToFail), is recognized in that turn. The view's ended
        // was held (delaysTouchesEnded) and is replaced by cancelled (cancelsTouchesInView).
        Sample(
            session: "single-tap", scene: "tap-or-double-tap",
            behaviour: "a lone tap is a single tap 0.35 s after the finger lifts, once the double tap has failed",
            outcome: """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.43,"recognizer":"double","state":"failed"}
                {"t":0.43,"view":"photo","touches":"cancelled","count":1}
                {"t":0.43,"recognizer":"single","state":"recognized","location":[160,240],"numberOfTouches":1}

                """),
        // Second down at 0.2 (0.12 s after the first up, 2.24 pt away): double continues. Up at
        // 0.28: double recognized; both touches' held view endings become one cancel of 2;
        // single, pending on double, fails. Location: the first tap's start centroid. The second
        // touch's tapCount is 2 (down < 0.35 s after the lift, within 45 pt: SEMANTICS §2), and
        // the cancel of both touches shows the higher count.
        Sample(
            session: "double-tap", scene: "tap-or-double-tap",
            behaviour: "a second tap within 0.35 s makes a double tap and fails the waiting single tap",
            outcome: """
                {"t":0,"view":"photo","touches":"began","count":1}
                {"t":0.2,"view":"photo","touches":"began","count":1,"tapCount":2}
                {"t":0.28,"view":"photo","touches":"cancelled","count":2,"tapCount":2}
                {"t":0.28,"recognizer":"double","state":"recognized","location":[160,240],"numberOfTouches":1}
                {"t":0.28,"recognizer":"single","state":"failed"}

                """),
        // minimumPressDuration 1.0 from the scene: timer due at 1.0. The 2 pt move at 0.5 is
        // within allowableMovement 10. At ended the finger has lifted: numberOfTouches 0.
        Sample(
            session: "long-press", scene: "long-press",
            behaviour: "a press held 1 s begins at exactly 1 s, changes on moves and ends on lift",
            outcome: """
                {"t":0,"view":"imageView","touches":"began","count":1}
                {"t":0.5,"view":"imageView","touches":"moved","count":1}
                {"t":1,"view":"imageView","touches":"cancelled","count":1}
                {"t":1,"recognizer":"longPress","state":"began","location":[102,200],"numberOfTouches":1}
                {"t":1.25,"recognizer":"longPress","state":"changed","location":[104,200],"numberOfTouches":1}
                {"t":1.5,"recognizer":"longPress","state":"ended","location":[104,200],"numberOfTouches":0}

                """),
        // Samples every 0.0625 s: Δx 5, 7.5, 12.5 → 80, 120, 200 pt/s. At 0.125 Δx from down is
        // 12.5 ≥ 10: began, velocity 0.2·120 + 0.8·80 = 88; at 0.1875 0.2·200 + 0.8·120 = 136.
        // Translation: 12.5 less the 10 pt hysteresis at began, 2.5 (docs/SEMANTICS.md §4 Pan,
        // revised); 25 − 10 = 15 after.
        // The pan prevents the tap (default canPrevent), which fails in the same turn.
        Sample(
            session: "pan-right", scene: "pan-or-tap",
            behaviour: "a drag begins the pan once it has moved 10 pt, and the pan excludes the tap",
            outcome: """
                {"t":0,"view":"card","touches":"began","count":1}
                {"t":0.0625,"view":"card","touches":"moved","count":1}
                {"t":0.125,"view":"card","touches":"cancelled","count":1}
                {"t":0.125,"recognizer":"pan","state":"began","location":[112.5,200],"numberOfTouches":1,"translation":[2.5,0],"velocity":[88,0]}
                {"t":0.125,"recognizer":"tap","state":"failed"}
                {"t":0.1875,"recognizer":"pan","state":"changed","location":[125,200],"numberOfTouches":1,"translation":[15,0],"velocity":[136,0]}
                {"t":0.25,"recognizer":"pan","state":"ended","location":[125,200],"numberOfTouches":0,"translation":[15,0],"velocity":[136,0]}

                """),
        // docs/SEMANTICS.md §4 Pinch and Rotation (revised). Distance 100 → 110 at 0.125: a change
        // of 10 ≥ pinchHysteresis 8 pt, so the pinch begins, the 8 pt taken out: scale 110 / 108 =
        // 1.018519; its velocity 0.1 / 0.125 = 0.8 in the touch-down base, restated in the new one,
        // 0.8 · 100 / 108 = 0.740741. At 0.25 the vector is (120, 12): distance √14544 = 120.598507,
        // scale 120.598507 / 108 = 1.116653, velocity (1.116653 − 1.018519) / 0.125 = 0.785075.
        // The turn, atan(0.1) = 5.71°, is under the 10° a rotation needs once the distance has
        // changed by 8 pt or more (here 20.6): while the fingers spread, the pinch dominates, and
        // the rotation fails when they lift, after the pinch ends (requests in order of attachment).
        Sample(
            session: "pinch-rotate", scene: "pinch-rotate",
            behaviour: "a spread with a small turn is a pinch: the turn is under what a rotation needs while pinching",
            outcome: """
                {"t":0,"view":"image","touches":"began","count":2}
                {"t":0.125,"view":"image","touches":"cancelled","count":2}
                {"t":0.125,"recognizer":"pinch","state":"began","location":[160,300],"numberOfTouches":2,"scale":1.018519,"velocity":0.740741}
                {"t":0.25,"recognizer":"pinch","state":"changed","location":[160,300],"numberOfTouches":2,"scale":1.116653,"velocity":0.785075}
                {"t":0.375,"recognizer":"pinch","state":"ended","location":[160,300],"numberOfTouches":0,"scale":1.116653,"velocity":0.785075}
                {"t":0.375,"recognizer":"rotation","state":"failed"}

                """),
        // 0.0625: 40 pt right; swipeLeft fails (40 > 10 pt against its direction). swipeRight
        // needs 50·(1 − 0.0625·0.94) = 47.06 pt: not yet. 0.125: 80 pt ≥ 50·(1 − 0.125·0.94) =
        // 44.13 pt at 640 pt/s: recognized, but it requires the tickle (one stroke so far) to
        // fail: stored. 0.1875: the finger lifts, the tickle's reset fails it, swipeRight goes
        // ahead. Location: the touch-down point.
        Sample(
            session: "swipe-right", scene: "swipe-or-tickle",
            behaviour: "a swipe that waits for the tickle to fail is recognized when the finger lifts",
            outcome: """
                {"t":0,"view":"window","touches":"began","count":1}
                {"t":0.0625,"recognizer":"swipeLeft","state":"failed"}
                {"t":0.0625,"view":"window","touches":"moved","count":1}
                {"t":0.125,"view":"window","touches":"moved","count":1}
                {"t":0.1875,"recognizer":"tickle","state":"failed"}
                {"t":0.1875,"view":"window","touches":"cancelled","count":1}
                {"t":0.1875,"recognizer":"swipeRight","state":"recognized","location":[60,300],"numberOfTouches":1,"direction":"right"}

                """),
    ]
}
