// Step 8 of a turn (`docs/SEMANTICS.md` §1, §2): finished recognizers return to `possible`.

extension GestureEnvironment {
    /// Step 8: terminal recognizers whose touches have all lifted and whose
    /// failure-requirement partners are resolved return to `possible`.
    func resetFinishedRecognizers() {
        guard mayHaveFinishedRecognizers else { return }
        mayHaveFinishedRecognizers = false
        // A reset can resolve the partner another finished recognizer waits on, and a reset's
        // code can ask for transitions (which raise the flag again): only then can a second look
        // find anything, since a reset changes no other recognizer's state or touches.
        var again = true
        while again {
            var didReset = false
            var waited = false
            for recognizer in engaged where recognizer.currentState.isTerminal {
                guard recognizer.receivedTouches.allSatisfy(\.hasEnded) else { continue }
                if recognizer.hasUnresolvedPartner {
                    waited = true
                    continue
                }
                frameworkReset(recognizer)
                didReset = true
            }
            if didReset {
                engaged.removeAll { !$0.isEngaged }
            }
            again = didReset && (waited || mayHaveFinishedRecognizers)
        }
    }

    private func frameworkReset(_ recognizer: GestureRecognizer) {
        for id in recognizer.timers { clock.cancel(id) }
        recognizer.timers.empty()  // the next sequence reuses the buffers
        recognizer.isInFrameworkReset = true
        recognizer.callReset()
        recognizer.isInFrameworkReset = false
        recognizer.currentState = .possible
        recognizer.arbitration.forgetSequence()
        recognizer.forgetTouches()
        recognizer.askedPartners.empty()
        recognizer.dropDynamicRequirements()
        recognizer.isEngaged = false
        margins?.forget(recognizer)
    }
}
