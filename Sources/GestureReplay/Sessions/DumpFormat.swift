/// The format a session was recorded in: the importer that reads it (`--format` in
/// `docs/FORMATS.md` §4), and what the store records of a session's source
/// (`sessions.source_format`). GestureImport gives each its reader and tells them apart.
public enum DumpFormat: String, CaseIterable, Sendable {
    /// gesture-replay's own touch log (`docs/FORMATS.md` §2): read by GestureReplay.
    case touchlog
    /// Android `getevent` output (`docs/DUMP-FORMATS.md` §1).
    case getevent
    /// `evemu-record` output (`docs/DUMP-FORMATS.md` §3).
    case evemu
    /// `libinput record` YAML (`docs/DUMP-FORMATS.md` §2).
    case libinput
    /// W3C WebDriver actions with touch pointers (`docs/DUMP-FORMATS.md` §5).
    case w3c
}
