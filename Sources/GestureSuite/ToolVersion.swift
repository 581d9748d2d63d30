/// The version of gesture-replay: what `--version` prints, and the tool version that runs and
/// goldens record as having written them.
public enum ToolVersion {
    /// This build's version.
    public static let current = "0.1.0"
}
