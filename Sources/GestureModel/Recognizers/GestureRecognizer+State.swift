import Foundation

// The value types of a recognizer's API: its state, and the handle of an action.
extension GestureRecognizer {
    /// UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete recognizer's success: the same state as `ended`.
        public static let recognized = State.ended

        /// Whether the state ends a gesture until the recognizer is reset.
        public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Whether the gesture has started and not ended.
        public var isOngoing: Bool { self == .began || self == .changed }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// A handle to one action added with `addTarget(_:)`.
    public struct ActionID: Hashable, Sendable {
        let rawValue: Int
    }
}
