/// A scene's window and views in window coordinates (points, origin top left, y down): the
/// backdrop of the touch picture.
public struct SceneLayout: Equatable, Sendable {
    /// One view's frame in window coordinates.
    public struct ViewFrame: Equatable, Sendable {
        /// The view's name (from the scene: escape it).
        public var name: String
        /// Points from the window's left edge.
        public var x: Double
        /// Points from the window's top edge.
        public var y: Double
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double

        /// A view's frame in window coordinates.
        public init(name: String, x: Double, y: Double, width: Double, height: Double) {
            self.name = name
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The window's width in points.
    public var width: Double
    /// The window's height in points.
    public var height: Double
    /// The views below the window, back to front.
    public var views: [ViewFrame]

    /// A window of `width` × `height` points with `views`.
    public init(width: Double, height: Double, views: [ViewFrame] = []) {
        self.width = width
        self.height = height
        self.views = views
    }
}
