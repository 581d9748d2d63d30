// Generated from history.sql: do not edit. After editing history.sql, run from
// the repository root (SchemaTests fails while they differ):
//   f=Sources/GestureStore/History/HistorySchema+SQL.swift; { sed '/#"""$/q' $f; cat history.sql;
//   printf '\n"""#\n}\n'; } > $f.new && mv $f.new $f

extension HistorySchema {
    /// The text of `history.sql`, byte for byte.
    package static let sql = #"""
-- gesture-replay run history schema: the one definition of the history store.
--
-- The history store records every `gesture-replay run`: one row per run and
-- one result per session replayed. It is local and untracked (by default
-- .gesture-replay/NAME.history.sqlite beside the golden database NAME.sqlite,
-- in a folder that ignores itself in git), so that running the suite never
-- changes the golden database a team commits (schema.sql, migration 3).
--
-- The file is applied like schema.sql: each "-- migration N: title" section
-- in its own BEGIN IMMEDIATE transaction, N recorded in PRAGMA user_version.
-- gesture-replay embeds it (Sources/GestureStore/History/HistorySchema+SQL.swift,
-- checked by a test). A store whose user_version is higher than the last
-- section was written by a newer gesture-replay and is refused.
--
-- Rules and conventions are schema.sql's: sections are never edited once
-- released; tables are STRICT; wall-clock times are INTEGER milliseconds
-- since 1970-01-01 UTC (*_at_ms); durations INTEGER nanoseconds (*_ns).

-- migration 1: runs and results

-- Identifies the file as a gesture-replay history store ("GRPH").
PRAGMA application_id = 1196576840;

-- Runs of `gesture-replay run`. AUTOINCREMENT keeps ids increasing even
-- after the latest run is deleted: history queries order runs by id.
--
-- A sharded run (`run --shard K/N`) is recorded in the run of its label that
-- is still gathering the shards of N: the shards of one label add up to one
-- run, which the report reads as a whole. shards_recorded is the set of
-- shards in it, as a bit set (bit K-1 for shard K, so at most 62 shards).
CREATE TABLE runs (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    started_at_ms    INTEGER NOT NULL,
    -- NULL while running (or when the run died): such a run is not history.
    finished_at_ms   INTEGER CHECK (finished_at_ms >= started_at_ms),
    -- A free label, typically the commit under test.
    label            TEXT,
    tool_version     TEXT    NOT NULL CHECK (length(tool_version) > 0),
    -- The thresholds in force, as text, for the report.
    thresholds       TEXT,
    -- N of --shard K/N, NULL for a run of the whole selection.
    shard_count      INTEGER CHECK (shard_count BETWEEN 1 AND 62),
    shards_recorded  INTEGER NOT NULL DEFAULT 0
                     CHECK (shards_recorded >= 0 AND (shard_count IS NOT NULL OR shards_recorded = 0)),
    -- Counts of this run's results by status, kept equal to the results
    -- table by every write of results (same transaction).
    pass_count       INTEGER NOT NULL DEFAULT 0 CHECK (pass_count >= 0),
    regression_count INTEGER NOT NULL DEFAULT 0 CHECK (regression_count >= 0),
    new_count        INTEGER NOT NULL DEFAULT 0 CHECK (new_count >= 0),
    error_count      INTEGER NOT NULL DEFAULT 0 CHECK (error_count >= 0),
    obsolete_count   INTEGER NOT NULL DEFAULT 0 CHECK (obsolete_count >= 0),
    empty_count      INTEGER NOT NULL DEFAULT 0 CHECK (empty_count >= 0)
) STRICT;

-- One result per session per run. The session is referenced by name, so
-- that history outlives a deleted or replaced session. UNIQUE (run_id,
-- session) is the one index every history query uses (see schema.sql,
-- migration 2, for why there is no session-first index).
CREATE TABLE results (
    id          INTEGER PRIMARY KEY,
    run_id      INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    session     TEXT    NOT NULL CHECK (length(session) > 0),
    -- 'empty': replayed and equal to its golden, but golden and replay hold
    -- no observation at all: the session tests nothing.
    status      TEXT    NOT NULL
                CHECK (status IN ('pass', 'regression', 'new', 'error', 'obsolete', 'empty')),
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

-- migration 2: each result's smallest margin

-- Why: the nightly report lists the sessions whose smallest margin shrank
-- since the previous run (how close a passing session came to a decision
-- going the other way: `gesture-replay margins`). smallest_margin is the
-- decision closest to its threshold as a JSON object, the members that
-- `run --json` writes as a session's "smallestMargin" ("t", "recognizer",
-- "state", "threshold", "limit", "value", "margin", "unit", and "for" and
-- "of" when they apply); NULL when the run recorded no margins (a run
-- records them when it writes a report or is given --min-margin) or the
-- session had no decision that a threshold decided. Readers of version 2
-- read a version 1 store as if every smallest_margin were NULL: read-only
-- commands open it as it is.
-- readers: unchanged
ALTER TABLE results ADD COLUMN smallest_margin TEXT CHECK (smallest_margin IS NULL OR json_valid(smallest_margin));

-- migration 3: the model/device difference status

-- Why: a session whose replay differs from a device golden (what a real
-- iPhone's UIKit decided while recording) is not a regression of the team's
-- recognizer code but a finding about the model's fidelity, or about a
-- relation the scene lacks or declares wrongly: its own status,
-- 'model-differs', counted in runs.model_differs_count. Like a regression
-- it has a diff; its message, when there is one, is the relation the
-- difference points at (a missing or wrong require(toFail:)). SQLite cannot
-- change a CHECK rule in place, so results is made again with the new rules
-- and its rows copied, ids kept (the autoindex of UNIQUE (run_id, session)
-- is renamed with the table: sqlite_autoindex_results_1 again). Readers of
-- version 3 read a version 2 store as having no model/device difference
-- (model_differs_count 0): read-only commands open it as it is.
-- readers: unchanged
ALTER TABLE runs ADD COLUMN model_differs_count INTEGER NOT NULL DEFAULT 0 CHECK (model_differs_count >= 0);
CREATE TABLE results_3 (
    id              INTEGER PRIMARY KEY,
    run_id          INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    session         TEXT    NOT NULL CHECK (length(session) > 0),
    status          TEXT    NOT NULL
                    CHECK (status IN ('pass', 'regression', 'model-differs', 'new', 'error', 'obsolete', 'empty')),
    diff            TEXT    CHECK (status <> 'pass' OR diff IS NULL),
    actual          TEXT,
    -- Why the replay failed to produce an outcome (status 'error', always),
    -- or the relation a model/device difference points at (when it has one).
    message         TEXT    CHECK (message IS NULL OR status IN ('error', 'model-differs')),
    duration_ns     INTEGER NOT NULL CHECK (duration_ns >= 0),
    smallest_margin TEXT    CHECK (smallest_margin IS NULL OR json_valid(smallest_margin)),
    UNIQUE (run_id, session),
    CHECK (status <> 'error' OR message IS NOT NULL),
    CHECK (status NOT IN ('regression', 'model-differs') OR diff IS NOT NULL)
) STRICT;
INSERT INTO results_3 (id, run_id, session, status, diff, actual, message, duration_ns, smallest_margin)
    SELECT id, run_id, session, status, diff, actual, message, duration_ns, smallest_margin FROM results;
DROP TABLE results;
ALTER TABLE results_3 RENAME TO results;

-- migration 4: results files taken by collect

-- Why: `collect` recorded a results file again each time it was given, so the
-- same shard counted twice ("1 of 3 shards so far") and a rerun after a kill
-- duplicated every file. A results file is taken once, known by the SHA-256 of
-- its bytes: collect records the digest with the run the file went into (in the
-- transaction that records its results), and a file whose digest is here
-- records nothing. A run gathering shards has one row per shard's file. Readers
-- of version 4 read a version 3 store as it is (only collect reads this table,
-- and collect writes).
-- readers: unchanged
CREATE TABLE collected_files (
    sha256          BLOB    PRIMARY KEY CHECK (typeof(sha256) = 'blob' AND length(sha256) = 32),
    run_id          INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    -- The path the file was given as, for the message that names it next time.
    file            TEXT    NOT NULL,
    collected_at_ms INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

-- For ON DELETE CASCADE when a run is deleted (check --repair deletes unfinished runs).
CREATE INDEX collected_files_by_run ON collected_files (run_id);

"""#
}
