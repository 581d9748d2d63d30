/// Whether a command or a test runs in CI: `$CI` set to anything but nothing, `false` or `0`,
/// as CI services set it. In CI goldens are never recorded, and a run that tests nothing (new or
/// empty sessions, no session at all) fails. `run`, `approve`, `GoldenSuite` and `OutcomeFile`
/// all decide it here.
public enum ContinuousIntegration {
    public static func isSet(in environment: [String: String]) -> Bool {
        environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
    }
}
