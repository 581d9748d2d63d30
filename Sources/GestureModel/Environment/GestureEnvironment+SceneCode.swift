import Foundation

// Services for scene code: handler reports, diagnostics, and `performSelector` with delay and cancel.

extension GestureEnvironment {
    /// Records that scene code ran a handler (`docs/FORMATS.md` §3).
    public func report(handler: String, values: [ObservedValue] = []) {
        observe(.handler(name: handler, values: values))
    }

    /// Records a diagnostic about `subject`.
    public func diagnose(subject: String, _ message: String) {
        observe(.diagnostic(subject: subject, message: message))
    }

    /// `performSelector:withObject:afterDelay:` for scene code: runs `body`
    /// as a turn after `delay` seconds of virtual time.
    public func perform(target: AnyObject, selector: String, afterDelay delay: Double, _ body: @escaping () -> Void) {
        let key = ObjectIdentifier(target)
        var id: VirtualClock.TimerID?
        id = clock.schedule(afterSeconds: delay) { [reference] in
            reference.object?.performRequests.removeAll { $0.timer == id }
            body()
        }
        if let id { performRequests.append((key, selector, id)) }
    }

    /// `cancelPreviousPerformRequestsWithTarget:selector:object:`: cancels
    /// pending `perform` requests of `target` (for one selector, or all).
    public func cancelPreviousPerformRequests(withTarget target: AnyObject, selector: String? = nil) {
        let key = ObjectIdentifier(target)
        for request in performRequests where request.target == key && (selector == nil || request.selector == selector)
        {
            clock.cancel(request.timer)
        }
        performRequests.removeAll { $0.target == key && (selector == nil || $0.selector == selector) }
    }
}
