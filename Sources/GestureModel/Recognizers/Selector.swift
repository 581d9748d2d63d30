/// A method's Objective-C name: UIKit's `Selector`, which Swift on Linux
/// lacks (and `#selector(…)` does not compile there: there is no
/// Objective-C runtime).
///
/// Without a runtime nothing can call a method by its name, so a selector
/// reaches its method only through a target that is `SelectorPerforming`;
/// any other target gets a diagnostic in the outcome when the selector is
/// due, rather than a silent no-op.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name, such as `handleSingleTap:`.
    public let name: String

    /// The selector named `name`, as `NSSelectorFromString`.
    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

/// A target that calls its own methods by selector, standing in for the
/// Objective-C runtime: `switch selector.name { case "handleSingleTap:": … }`.
@ReplayActor
public protocol SelectorPerforming: AnyObject {
    /// Calls the method named by `selector` with `object` as its argument.
    func performSelector(_ selector: Selector, with object: Any?)
}
