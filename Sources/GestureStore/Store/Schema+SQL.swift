// Generated from schema.sql: do not edit. After editing schema.sql, run from
// the repository root (SchemaTests fails while they differ):
//   f=Sources/GestureStore/Store/Schema+SQL.swift; { sed '/#"""$/q' $f; cat schema.sql;
//   printf '\n"""#\n}\n'; } > $f.new && mv $f.new $f

extension Schema {
    /// The text of `schema.sql`, byte for byte.
    package static let sql = #"""
        -- gesture-replay database schema: the one definition of the database.
        --
        -- The database is what you get by applying every "-- migration N: title"
        -- section below in order. gesture-replay embeds this file
        -- (Sources/GestureStore/Store/Schema+SQL.swift, checked by a test) and applies each
        -- missing section in its own BEGIN IMMEDIATE transaction, then records N in
        -- PRAGMA user_version in that same transaction. A database whose
        -- user_version is higher than the last section here was written by a newer
        -- gesture-replay and is refused.
        --
        -- Rules: never edit a released section; append a new one. Text before the
        -- first section (this comment) is not executed.
        --
        -- Conventions:
        --   * every table is STRICT (types are enforced);
        --   * wall-clock times are INTEGER milliseconds since 1970-01-01 UTC
        --     (columns named *_at_ms); session times are INTEGER nanoseconds from
        --     the session's start (columns named *_ns), never REAL seconds;
        --   * names are compared with SQLite's BINARY collation, so "stable order"
        --     means byte order of the UTF-8 name.
        --
        -- Touch samples: one BLOB per session (table session_samples).
        --   A replay reads one session's samples with one B-tree lookup by
        --   session_id and decodes them from one buffer, instead of stepping a
        --   statement and reading seven columns per sample. Measured against the
        --   best row layout (one STRICT, WITHOUT ROWID row per sample keyed by
        --   (session_id, position)) on 10,000 sessions of 300 samples, release
        --   build, SQLite 3.40, 2 cores:
        --     GESTURE_STORE_BENCHMARK=10000 swift test -c release \
        --       -Xswiftc -enable-testing --filter SampleLayoutBenchmark
        --                 file      import all   read all, one session at a time
        --     BLOB        129 MB    3.8 s        1.0 s
        --     rows        146 MB    20.8 s       4.1 s
        --   The price: samples cannot be queried in SQL, and the layout is ours to
        --   keep (hence its version).
        --
        --   Layout version 1, all integers and floats little-endian:
        --     offset size field
        --     0      4    magic "GRTS" (0x47 0x52 0x54 0x53)
        --     4      2    layout version, unsigned (1)
        --     6      2    reserved, 0
        --     8      4    sample count, unsigned
        --     12     ...  the samples, in time order, each:
        --       +0   8    time: signed nanoseconds from the session's start
        --       +8   8    touch id: signed
        --       +16  1    phase: 0 began, 1 moved, 2 stationary, 3 ended, 4 cancelled
        --       +17  1    flags: bit 0 force present, bit 1 majorRadius present,
        --                 other bits 0
        --       +18  8    x: IEEE 754 binary64, points, window coordinates
        --       +26  8    y: IEEE 754 binary64
        --       +34  8    force: binary64, only when flag bit 0 is set
        --       then 8    majorRadius: binary64 points, only when flag bit 1 is set
        --   A sample takes 34 to 50 bytes. A reader refuses a magic, version, flag
        --   or length it does not know.
        --
        --   Layout version 2 (written since migration 7, which rewrote every blob;
        --   readers read both): the same 12-byte header with version 2, then
        --     12     1    time exponent e (0-9): times are whole multiples of
        --                 10^e ns, the largest such unit
        --     13     1    number exponent d (0-6): numbers are whole multiples of
        --                 10^-d points, the smallest unit that holds every number
        --                 that is a whole number of millionths
        --     14     ...  the samples, in time order, each:
        --       +0   1    bits 0-2 phase (as in layout 1), bit 3 force present,
        --                 bit 4 majorRadius present, bit 5 x raw, bit 6 y raw,
        --                 bit 7 force and majorRadius raw
        --       then      time: signed varint, units since the previous sample's
        --                 (the first's since 0)
        --       then      touch id: signed varint, minus the previous sample's
        --       then      x, y, then force and majorRadius when present, each
        --                 either raw (8 bytes, binary64) or a signed varint of
        --                 its units minus the units of the last such field
        --                 stored as units (0 before the first)
        --   A varint is LEB128 (7 bits a byte, least significant first, high bit
        --   set on all but the last byte); a signed one is zigzag-coded (0, -1, 1,
        --   -2 as 0, 1, 2, 3: Sources/GestureReplay/Binary/Varint.swift). A number
        --   is stored as units only when Double(units) / 10^d is the same binary64
        --   bit for bit, so every sample reads back exactly as it was imported.
        --   A dense corpus sample (120 Hz, half-point positions) takes about 7 bytes.
        --
        --   Layout version 3 (written since migration 8, which rewrote every blob;
        --   readers read all three): a layout 2 blob, compressed.
        --     0      4    magic "GRTS"
        --     4      2    layout version, unsigned (3)
        --     6      2    reserved, 0
        --     8      4    the length of the layout 2 blob, unsigned
        --     12     ...  one Zstandard frame (RFC 8878) of the layout 2 blob
        --                 (header and all), with its content size and checksum,
        --                 which ends at the end of the BLOB
        --   A reader refuses a frame that does not decompress, whose checksum does
        --   not match, or whose content is not a layout 2 blob of that length.

        -- migration 1: initial schema

        -- Identifies the file as a gesture-replay database ("GRPY").
        PRAGMA application_id = 1196576857;

        -- Scenes known to the store: a scene file's JSON text, or the name under
        -- which a scene built in Swift is registered.
        CREATE TABLE scenes (
            id            INTEGER PRIMARY KEY,
            name          TEXT    NOT NULL UNIQUE CHECK (length(name) > 0),
            -- The scene's revision, chosen by whoever stores it.
            version       INTEGER NOT NULL CHECK (version >= 1),
            -- 'json': spec is a *.scene.json text; 'swift': spec is the registered
            -- Swift scene's name.
            kind          TEXT    NOT NULL CHECK (kind IN ('json', 'swift')),
            spec          TEXT    NOT NULL CHECK (length(spec) > 0),
            updated_at_ms INTEGER NOT NULL
        ) STRICT;

        -- Recorded touch sessions. The scene is referenced by name, not by a
        -- foreign key: it may live in recordings/scenes/ or be registered in Swift
        -- without a row in scenes.
        CREATE TABLE sessions (
            id             INTEGER PRIMARY KEY,
            name           TEXT    NOT NULL UNIQUE CHECK (length(name) > 0),
            scene          TEXT    NOT NULL CHECK (length(scene) > 0),
            -- The importer that read the dump (docs/FORMATS.md §4, --format).
            source_format  TEXT    NOT NULL
                           CHECK (source_format IN ('touchlog', 'getevent', 'evemu', 'libinput', 'w3c')),
            -- The dump's file name and the SHA-256 of its bytes (64 lowercase hex
            -- digits), when the session came from a file.
            source_file    TEXT,
            source_sha256  TEXT    CHECK (source_sha256 IS NULL
                                          OR (length(source_sha256) = 64
                                              AND source_sha256 NOT GLOB '*[^0-9a-f]*')),
            -- Where it was recorded ("iPhone SE, iOS 17.4").
            device         TEXT,
            -- The screen in points, and its scale, when the dump says.
            screen_width   REAL    CHECK (screen_width > 0),
            screen_height  REAL    CHECK (screen_height > 0),
            screen_scale   REAL    CHECK (screen_scale > 0),
            recorded_at_ms INTEGER,
            imported_at_ms INTEGER NOT NULL,
            -- Denormalized from the samples for `list`: the last sample's time,
            -- the number of touch-downs, the number of samples.
            duration_ns    INTEGER NOT NULL CHECK (duration_ns >= 0),
            touch_count    INTEGER NOT NULL CHECK (touch_count >= 0),
            sample_count   INTEGER NOT NULL CHECK (sample_count >= 0),
            CHECK ((screen_width IS NULL) = (screen_height IS NULL)),
            CHECK (screen_scale IS NULL OR screen_width IS NOT NULL)
        ) STRICT;

        CREATE INDEX sessions_by_scene ON sessions (scene, name);

        -- One session's samples, in the layout described at the top of this file.
        CREATE TABLE session_samples (
            session_id INTEGER PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
            samples    BLOB    NOT NULL
                       CHECK (length(samples) >= 12 AND substr(samples, 1, 4) = X'47525453')
        ) STRICT;

        -- Outcomes observed on the device while recording (a touch log's
        -- "gesture" lines), in recorded order.
        CREATE TABLE session_observations (
            session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            position   INTEGER NOT NULL CHECK (position >= 0),
            time_ns    INTEGER NOT NULL,
            gesture    TEXT    NOT NULL CHECK (length(gesture) > 0),
            state      TEXT    NOT NULL CHECK (length(state) > 0),
            PRIMARY KEY (session_id, position)
        ) STRICT, WITHOUT ROWID;

        -- The expected outcome of each session (at most one): JSON Lines
        -- (docs/FORMATS.md §3). Deleting or replacing a session deletes its golden.
        CREATE TABLE goldens (
            session_id     INTEGER PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
            outcome        TEXT    NOT NULL,
            -- 'approved': a replay's outcome accepted by a person;
            -- 'device': observed on the device while recording.
            origin         TEXT    NOT NULL CHECK (origin IN ('approved', 'device')),
            approved_at_ms INTEGER NOT NULL,
            tool_version   TEXT    NOT NULL CHECK (length(tool_version) > 0)
        ) STRICT;

        -- Runs of `gesture-replay run`. AUTOINCREMENT keeps ids increasing even
        -- after the latest run is deleted: history queries order runs by id.
        CREATE TABLE runs (
            id               INTEGER PRIMARY KEY AUTOINCREMENT,
            started_at_ms    INTEGER NOT NULL,
            -- NULL while running (or when the run died): such a run is not history.
            finished_at_ms   INTEGER CHECK (finished_at_ms >= started_at_ms),
            -- A free label, typically the commit under test.
            label            TEXT,
            tool_version     TEXT    NOT NULL CHECK (length(tool_version) > 0),
            -- The thresholds in force, as text (JSON), for the report.
            thresholds       TEXT,
            -- Counts of this run's results by status, kept equal to the results
            -- table by every write of results (same transaction).
            pass_count       INTEGER NOT NULL DEFAULT 0 CHECK (pass_count >= 0),
            regression_count INTEGER NOT NULL DEFAULT 0 CHECK (regression_count >= 0),
            new_count        INTEGER NOT NULL DEFAULT 0 CHECK (new_count >= 0),
            error_count      INTEGER NOT NULL DEFAULT 0 CHECK (error_count >= 0),
            obsolete_count   INTEGER NOT NULL DEFAULT 0 CHECK (obsolete_count >= 0)
        ) STRICT;

        -- One result per session per run. The session is referenced by name, not by
        -- a foreign key, so that history outlives a deleted or replaced session.
        CREATE TABLE results (
            id          INTEGER PRIMARY KEY,
            run_id      INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
            session     TEXT    NOT NULL CHECK (length(session) > 0),
            status      TEXT    NOT NULL
                        CHECK (status IN ('pass', 'regression', 'new', 'error', 'obsolete')),
            -- The difference from the golden (a regression has one, a pass none).
            diff        TEXT    CHECK (status <> 'pass' OR diff IS NULL),
            -- The replay's outcome, JSON Lines, when the runner keeps it.
            actual      TEXT,
            -- Why the replay failed to produce an outcome (status 'error' only).
            message     TEXT    CHECK ((status = 'error') = (message IS NOT NULL)),
            -- Wall-clock time the replay took.
            duration_ns INTEGER NOT NULL CHECK (duration_ns >= 0),
            UNIQUE (run_id, session),
            CHECK (status <> 'regression' OR diff IS NOT NULL)
        ) STRICT;

        -- History of one session across runs (nightly report).
        CREATE INDEX results_by_session ON results (session, run_id);

        -- migration 2: no session-first index on results

        -- Why: results_by_session (session, run_id), made by migration 1, made
        -- recording a run slower the longer the history. A run adds one result per
        -- session, and in an index ordered by session first those entries land in
        -- every leaf page, so each run rewrote the whole index. Measured on a
        -- database of 74 runs of 10,000 results (the index 4,629 pages of 4 KiB):
        -- RunRecorder.finish and the WAL checkpoint took about 0.66 s after the
        -- replays of a 1.8 s run, growing linearly with the history (a nightly job
        -- keeps a year of runs). The index of UNIQUE (run_id, session)
        -- (sqlite_autoindex_results_1), which every run extends only at its end,
        -- costs little, and it serves every query instead
        -- (Sources/GestureStore/Store/Store+Runs.swift, since gone), none of which reads the results
        -- of every run:
        --   * a session's latest result walks the runs newest first and looks its
        --     (run_id, session) up in each, until one has it: FROM runs CROSS JOIN
        --     results (CROSS JOIN keeps runs the outer loop);
        --   * the failing sessions of a run: its failing results (WHERE run_id = ?),
        --     then for each one lookup of (run_id, session) per earlier run of the
        --     history, newest first, back to its last result that was not failing;
        --   * the status history of the last N runs: WHERE run_id BETWEEN the first
        --     and the last of them, a range of the index, as before.
        -- IF EXISTS: a database whose owner dropped the index by hand upgrades too.
        -- Readers of version 2 read a version 1 database the same (its one extra
        -- index changes no answer): read-only commands, and `goldens` as the git
        -- diff driver on older copies of a database, open it as it is.
        -- readers: unchanged
        DROP INDEX IF EXISTS results_by_session;

        -- migration 3: run history moves to its own store

        -- Why: this file is the golden database that a team commits and reviews;
        -- it should change only when a person changes goldens (import, approve,
        -- delete). Recording every run in it made `run --all` change the committed
        -- file, and a run killed mid-write (a closed pipe, a CI time-out) left a
        -- write-ahead log beside it that a later `git checkout` of the file paired
        -- with the wrong main file ("database disk image is malformed"). Runs and
        -- their results now live in the history store (history.sql), a local,
        -- untracked file (.gesture-replay/NAME.history.sqlite beside this one by
        -- default). gesture-replay copies a database's runs into its history store
        -- before it applies this step (Sources/GestureStore/History/History+LegacyRuns.swift),
        -- and it keeps this file in rollback-journal mode, so that every committed
        -- write is in the file itself. Readers of version 3 read nothing of these
        -- tables, so a version 2 database is read as it is.
        -- readers: unchanged
        DROP TABLE results;
        DROP TABLE runs;

        -- migration 4: where each scene file was imported from

        -- Why: a session imported with --scene PATH was looked for only in the
        -- scenes folder (--scenes, or scenes/ beside the database), so a scene kept
        -- anywhere else made its sessions "obsolete" on the next run, with the
        -- advice to delete them. scenes.file is the *.scene.json file that a JSON
        -- scene was last imported from, as a path from the database's folder
        -- (with ../ where needed, so that a database and its scenes moved or
        -- cloned together still find each other); NULL for a Swift scene and for
        -- scenes stored before this version. A run looks for a scene's file in
        -- --scenes DIR when given, then here, then in scenes/ beside the database
        -- (README, "Where scenes are found").
        -- Readers of version 4 read a version 3 database as if every file were
        -- NULL (Store.sceneFiles()): read-only commands open it as it is.
        -- readers: unchanged
        ALTER TABLE scenes ADD COLUMN file TEXT CHECK (file IS NULL OR length(file) > 0);

        -- migration 5: each approved golden's outcome code

        -- Why: a run decided a pass by rendering the replay's outcome as text and
        -- comparing its bytes with the golden's: rendering was 14 % of a run's
        -- instructions on a dense corpus (BENCHMARKS.md, issue 19). golden_codes
        -- holds each approved golden's outcome in a compact binary form (OutcomeCode,
        -- Sources/GestureReplay/OutcomeCode.swift, docs/FORMATS.md §3), which a run
        -- compares with the replay's observations as they happen, rendering nothing,
        -- and reads instead of the text (about 57 % of its bytes): the text is read,
        -- rendered and diffed only for a replay that differs. The text stays the
        -- contract: a code is made from goldens.outcome by the SQL function
        -- outcome_code(outcome, origin) that gesture-replay defines on its own
        -- connections (NULL for a device golden, compared on states, and for a text
        -- that does not parse: such goldens have no row here), or, for a golden
        -- approved from a replay, from the observations its text was rendered from
        -- (the same code: Golden.approved), in the transaction that writes the text. A golden without a code is compared as text. The
        -- triggers below delete the code of a golden that any program (sqlite3, with
        -- or without foreign keys) inserts, changes or deletes, before gesture-replay
        -- writes the new one; so a golden another program wrote is compared as its
        -- text says. `check` recomputes every code from its text.
        -- Readers of version 5 read a version 4 database as if no golden had a code
        -- (Store.replayInput): read-only commands open it as it is.
        -- readers: unchanged
        CREATE TABLE golden_codes (
            session_id INTEGER PRIMARY KEY REFERENCES goldens (session_id) ON DELETE CASCADE,
            code       BLOB    NOT NULL
        ) STRICT;
        -- MATERIALIZED: each text is parsed once (the WHERE would evaluate the call again).
        WITH made AS MATERIALIZED (SELECT session_id, outcome_code(outcome, origin) AS code FROM goldens)
        INSERT INTO golden_codes (session_id, code) SELECT session_id, code FROM made WHERE code IS NOT NULL;
        CREATE TRIGGER golden_code_goes_with_insert AFTER INSERT ON goldens
        BEGIN
            DELETE FROM golden_codes WHERE session_id = NEW.session_id;
        END;
        CREATE TRIGGER golden_code_goes_with_update AFTER UPDATE OF outcome, origin ON goldens
        BEGIN
            DELETE FROM golden_codes WHERE session_id = NEW.session_id;
        END;
        CREATE TRIGGER golden_code_goes_with_delete AFTER DELETE ON goldens
        BEGIN
            DELETE FROM golden_codes WHERE session_id = OLD.session_id;
        END;

        -- migration 6: sessions a person retired

        -- Why: a session whose scene file is gone is obsolete (it replays nothing),
        -- and under CI an obsolete session with a golden fails the run, so that a
        -- moved or renamed scene file cannot turn a run green (issue 30). A team
        -- that keeps such a session on purpose (its golden as a record of what a
        -- removed screen did) says so: `gesture-replay retire NAME` sets
        -- retired_at_ms, the wall-clock time a person retired it, and `retire
        -- --undo NAME` clears it. A run replays no retired session and fails on
        -- none: it lists them apart ("RETIRED NAME", "N retired"), and records no
        -- result for them. NULL: not retired. Re-importing a session with --replace
        -- stores a new recording, which is not retired.
        -- Readers of version 6 read a version 5 database as if no session were
        -- retired (Store.retiredSessions()): read-only commands open it as it is.
        -- readers: unchanged
        ALTER TABLE sessions ADD COLUMN retired_at_ms INTEGER;

        -- migration 7: goldens and samples in compact form

        -- Why: a team commits this file, and it was large: a dense corpus of 10,000
        -- sessions (2.2 M samples at 120 Hz, 140 MB of touch logs, 26 MB gzipped)
        -- made a 424 MB database, of which goldens as text 205 MB, their outcome
        -- codes 118 MB and samples 79 MB (issue 33). Each golden is now stored once,
        -- in goldens.outcome, as a BLOB (Sources/GestureStore/Store/GoldenBlob.swift,
        -- docs/FORMATS.md §3): its outcome code (OutcomeCode, layout 3: first byte 3,
        -- varints, strings named once per golden), from which its text is rendered
        -- byte for byte wherever a person reads it (goldens, show, reports, diffs),
        -- and which a run compares a replay with directly; or, for a text that is not
        -- the rendering of any code (one that does not parse, say), byte 0 then the
        -- text as it is. golden_blob(outcome) makes that BLOB from a text, an SQL
        -- function that gesture-replay defines on its own connections; golden_codes
        -- and its triggers go (the golden is its own code). Every samples BLOB is
        -- rewritten in layout 2 (top of this file) by compact_samples(samples),
        -- another such function, which leaves a BLOB that does not decode as it is
        -- (`check` names its session). The file keeps the pages it freed until
        -- VACUUM (sqlite3 FILE VACUUM) returns them.
        -- Readers of version 7 read a version 6 database as it is: a golden's text
        -- from its TEXT column, samples in layout 1 (Store.storesCompactGoldens,
        -- SampleBlob): read-only commands, and `goldens` as the git diff driver on
        -- older copies of a database, open it as it is.
        -- readers: unchanged
        DROP TRIGGER golden_code_goes_with_insert;
        DROP TRIGGER golden_code_goes_with_update;
        DROP TRIGGER golden_code_goes_with_delete;
        DROP TABLE golden_codes;
        CREATE TABLE compact_goldens (
            session_id     INTEGER PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
            -- The outcome as described above (GoldenBlob): never empty.
            outcome        BLOB    NOT NULL CHECK (length(outcome) > 0),
            -- 'approved': a replay's outcome accepted by a person;
            -- 'device': observed on the device while recording.
            origin         TEXT    NOT NULL CHECK (origin IN ('approved', 'device')),
            approved_at_ms INTEGER NOT NULL,
            tool_version   TEXT    NOT NULL CHECK (length(tool_version) > 0)
        ) STRICT;
        INSERT INTO compact_goldens (session_id, outcome, origin, approved_at_ms, tool_version)
        SELECT session_id, golden_blob(outcome), origin, approved_at_ms, tool_version FROM goldens;
        DROP TABLE goldens;
        ALTER TABLE compact_goldens RENAME TO goldens;
        UPDATE session_samples SET samples = compact_samples(samples);

        -- migration 8: goldens and samples compressed

        -- Why: a team commits this file, and it was still 3.9 times the size of its
        -- touch logs gzipped (issue 33; BENCHMARKS.md, "Issue 33: the store
        -- compressed"); the target is at most 2 times. Each BLOB is compressed on its
        -- own, so that a run still reads and decompresses one session at a time, in
        -- its worker. Every golden becomes byte 255 then one Zstandard frame (RFC
        -- 8878, with its content size and checksum) of its BLOB of migration 7
        -- (Sources/GestureStore/Store/GoldenBlob.swift, docs/FORMATS.md §3), by
        -- compressed_golden(outcome); every samples BLOB becomes layout 3 (top of
        -- this file) by compressed_samples(samples): SQL functions gesture-replay
        -- defines on its own connections, which leave a BLOB that does not decode as
        -- it is (`check` names its session). The forms inside are unchanged: the
        -- outcome code (layout 3) and samples layout 2. The file keeps the pages it
        -- freed until VACUUM (sqlite3 FILE VACUUM) returns them.
        -- Readers of version 8 read a version 7 database as it is (a BLOB's first
        -- bytes say whether it is compressed): read-only commands, and `goldens` as
        -- the git diff driver on older copies of a database, open it as it is.
        -- readers: unchanged
        UPDATE goldens SET outcome = compressed_golden(outcome);
        UPDATE session_samples SET samples = compressed_samples(samples);

        """#
}
