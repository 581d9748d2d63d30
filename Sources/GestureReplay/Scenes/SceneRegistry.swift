import GestureModel

/// The recognizer types scenes may name and the scenes built in Swift.
///
/// `SceneRegistry.builtIn` knows UIKit's recognizers; a team registers its
/// own recognizer types and Swift scenes on top:
///
/// ```swift
/// var registry = SceneRegistry.builtIn
/// registry.register(RecognizerType("tickle", make: TickleGestureRecognizer.init))
/// registry.register(SwiftScene(name: "knob", window: CGSize(width: 320, height: 480)) { scene in … })
/// ```
public struct SceneRegistry: Sendable {
    public private(set) var recognizerTypes: [RecognizerType] = []
    public private(set) var swiftScenes: [SwiftScene] = []

    /// An empty registry (not even the built-in recognizers).
    public init() {}

    /// Adds (or replaces) a recognizer type.
    public mutating func register(_ type: RecognizerType) {
        recognizerTypes.removeAll { $0.name == type.name }
        recognizerTypes.append(type)
    }

    /// Adds (or replaces) a scene built in Swift.
    public mutating func register(_ scene: SwiftScene) {
        swiftScenes.removeAll { $0.name == scene.name }
        swiftScenes.append(scene)
    }

    /// The type named `name`: registered under that name, or else, for a name written as a
    /// class name (`TickleGestureRecognizer`), the type whose recognizers are of that class.
    public func recognizerType(named name: String) -> RecognizerType? {
        if let type = recognizerTypes.first(where: { $0.name == name }) { return type }
        guard RecognizerClassName.isClassName(name) else { return nil }
        return recognizerTypes.first { $0.className == name }
    }

    /// The Swift scene named `name`.
    public func swiftScene(named name: String) -> SwiftScene? {
        swiftScenes.first { $0.name == name }
    }

    /// UIKit's built-in recognizers under the names of `docs/FORMATS.md` §1.
    public static let builtIn: SceneRegistry = {
        var registry = SceneRegistry()
        registry.register(
            RecognizerType(
                "tap", make: TapGestureRecognizer.init,
                properties: [
                    .integer("numberOfTapsRequired", \.numberOfTapsRequired, minimum: 1),
                    .integer("numberOfTouchesRequired", \.numberOfTouchesRequired, minimum: 1),
                ]))
        registry.register(
            RecognizerType(
                "longPress", make: LongPressGestureRecognizer.init,
                properties: [
                    .number("minimumPressDuration", \.minimumPressDuration),
                    .number("allowableMovement", \.allowableMovement),
                    .integer("numberOfTouchesRequired", \.numberOfTouchesRequired, minimum: 1),
                    .integer("numberOfTapsRequired", \.numberOfTapsRequired, minimum: 0),
                ]))
        registry.register(RecognizerType("pan", make: PanGestureRecognizer.init, properties: panProperties()))
        registry.register(
            RecognizerType(
                "swipe", make: SwipeGestureRecognizer.init,
                properties: [
                    RecognizerProperty("direction") { swipe, node throws(SceneValueError) in
                        let names = try node.expectNames(allowed: ["right", "left", "up", "down"])
                        swipe.direction = SwipeGestureRecognizer.Direction(names: names)
                    },
                    .integer("numberOfTouchesRequired", \.numberOfTouchesRequired, minimum: 1),
                ]))
        registry.register(RecognizerType("pinch", make: PinchGestureRecognizer.init))
        registry.register(RecognizerType("rotation", make: RotationGestureRecognizer.init))
        registry.register(
            RecognizerType(
                "screenEdgePan", make: ScreenEdgePanGestureRecognizer.init,
                properties: [
                    RecognizerProperty("edges") { pan, node throws(SceneValueError) in
                        let names = try node.expectNames(allowed: ["top", "left", "bottom", "right", "all"])
                        pan.edges = ScreenEdgePanGestureRecognizer.Edges(names: names)
                    }
                ] + panProperties()))
        return registry
    }()

    private static func panProperties<R: PanGestureRecognizer>() -> [RecognizerProperty<R>] {
        [
            .integer("minimumNumberOfTouches", \.minimumNumberOfTouches, minimum: 1),
            .integer("maximumNumberOfTouches", \.maximumNumberOfTouches, minimum: 1),
        ]
    }
}

extension SwipeGestureRecognizer.Direction {
    /// The directions named (`right`, `left`, `up`, `down`).
    init(names: [String]) {
        self = []
        for name in names {
            switch name {
            case "right": insert(.right)
            case "left": insert(.left)
            case "up": insert(.up)
            case "down": insert(.down)
            default: break
            }
        }
    }
}

extension ScreenEdgePanGestureRecognizer.Edges {
    /// The edges named (`top`, `left`, `bottom`, `right`, `all`).
    init(names: [String]) {
        self = []
        for name in names {
            switch name {
            case "top": insert(.top)
            case "left": insert(.left)
            case "bottom": insert(.bottom)
            case "right": insert(.right)
            case "all": insert(.all)
            default: break
            }
        }
    }
}
