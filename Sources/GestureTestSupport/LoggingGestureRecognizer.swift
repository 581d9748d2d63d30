import GestureModel

/// A custom recognizer for tests that never changes state by itself and
/// reports every call it gets as a handler observation:
/// `0 handler outer touchesBegan touches=1,2`, `0.4 handler outer reset`.
open class LoggingGestureRecognizer: GestureRecognizer {
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { log("touchesBegan", touches) }
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { log("touchesMoved", touches) }
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { log("touchesEnded", touches) }
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        log("touchesCancelled", touches)
    }
    open override func reset() { log("reset", nil) }

    private func log(_ call: String, _ touches: Set<Touch>?) {
        let values = touches.map {
            [ObservedValue.text("touches", $0.map { String($0.identifier) }.joined(separator: ","))]
        }
        view?.window?.environment?.report(handler: "\(name ?? "logger") \(call)", values: values ?? [])
    }
}
