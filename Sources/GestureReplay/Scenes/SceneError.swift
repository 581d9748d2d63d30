/// Why a scene cannot be used: names the file, the line, the JSON path and
/// the problem, e.g. `tap.scene.json:14: recognizers[1].type: unknown
/// recognizer type "tapp" (known: tap, longPress, …)`.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line, 0 when the problem is the whole file.
    public var line: Int
    /// Where in the JSON (`recognizers[1].type`), empty for the whole document.
    public var path: String
    public var reason: String

    public init(file: String, line: Int, path: String, reason: String) {
        self.file = file
        self.line = line
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line)" : file
        return path.isEmpty ? "\(place): \(reason)" : "\(place): \(path): \(reason)"
    }
}

/// A value in a scene that does not fit where it stands; the scene reader
/// adds the file, line and path.
public struct SceneValueError: Error, Equatable, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}
