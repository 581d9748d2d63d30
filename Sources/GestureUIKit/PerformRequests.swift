import GestureModel

// NSObject's delayed performs, for the model's recognizers and views (NSObject
// subclasses in UIKit). Without an Objective-C runtime a selector reaches its
// method only through `SelectorPerforming`; any other receiver gets a
// diagnostic when the perform is due.

/// What NSObject gives UIKit's recognizers and views for delayed performs; the model's classes
/// have no common NSObject base, so both conform to this protocol instead.
public protocol DelayedPerforming: AnyObject {}

extension DelayedPerforming {
    /// Sends `selector` to this object with `object` after `delay` seconds of virtual time, as
    /// a turn of its own (NSObject's `perform(_:with:afterDelay:)`); a request of a recognizer
    /// survives its reset.
    public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
        PerformRequest.schedule(self, selector, object, delay)
    }

    /// Cancels every pending perform request of `target` (NSObject's class method).
    public static func cancelPreviousPerformRequests(withTarget target: Any) {
        PerformRequest.cancel(target, selector: nil)
    }

    /// Cancels the pending perform requests of `target` for `selector`.
    public static func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {
        PerformRequest.cancel(target, selector: selector)
    }
}

extension GestureRecognizer: DelayedPerforming {}
extension View: DelayedPerforming {}

extension NSObject {
    /// Cancels every pending perform request of `target`, as
    /// `NSObject.cancelPreviousPerformRequests(withTarget:)` is spelt in UIKit code.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        PerformRequest.cancel(target, selector: nil)
    }

    /// Cancels the pending perform requests of `target` for `selector`.
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {
        PerformRequest.cancel(target, selector: selector)
    }
}

enum PerformRequest {
    static func schedule(_ target: AnyObject, _ selector: Selector, _ object: Any?, _ delay: TimeInterval) {
        nonisolated(unsafe) let target = target
        nonisolated(unsafe) let object = object
        SessionClock.withEnvironment { environment in
            environment.perform(target: target, selector: selector.name, afterDelay: delay) {
                if let performer = target as? SelectorPerforming {
                    performer.performSelector(selector, with: object)
                } else {
                    environment.diagnose(
                        subject: "perform",
                        "\(selector) not sent to \(type(of: target)): no Objective-C runtime on Linux; make it SelectorPerforming"
                    )
                }
            }
        }
    }

    static func cancel(_ target: Any, selector: Selector?) {
        nonisolated(unsafe) let target = target as AnyObject
        SessionClock.withEnvironment { environment in
            environment.cancelPreviousPerformRequests(withTarget: target, selector: selector?.name)
        }
    }
}
