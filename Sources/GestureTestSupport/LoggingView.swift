import Foundation
import GestureModel

/// A view for tests that reports every touches call it gets as a handler
/// observation, with the touches' identifiers (and tap counts at began):
/// `0 handler photo touchesBegan touches=1 tapCount=1`.
open class LoggingView: View {
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
        log("touchesBegan", touches, tapCounts: true)
    }
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) { log("touchesMoved", touches) }
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) { log("touchesEnded", touches) }
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
        log("touchesCancelled", touches)
    }

    private func log(_ call: String, _ touches: Set<Touch>, tapCounts: Bool = false) {
        var values = [ObservedValue.text("touches", touches.map { String($0.identifier) }.joined(separator: ","))]
        if tapCounts { values.append(.text("tapCount", touches.map { String($0.tapCount) }.joined(separator: ","))) }
        window?.environment?.report(handler: "\(name) \(call)", values: values)
    }
}
