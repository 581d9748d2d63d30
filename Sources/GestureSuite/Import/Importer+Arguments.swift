import Foundation
import GestureStore

extension Importer {
    /// What became of one file or recorder folder of an import, as it happens.
    public enum Event {
        /// A file outside recorder folders: imported, skipped or unchanged.
        case file(DumpFile, FileResult)
        /// A file outside recorder folders that failed (the dump's fault); the others go on.
        case failed(DumpFile, any Error)
        /// A recorder folder, stored whole or not at all.
        case recorderFolder(RecorderFolder, RecorderFolderImport)
    }

    /// Imports the files and folders of `arguments` (`import DUMP...`) in one transaction of
    /// `store`, each file a savepoint in it: a bad file is undone alone, a kill leaves the
    /// database as it was, and the disk is waited for once. A recorder folder (unless `scene`
    /// is given) is one savepoint, stored whole or not at all. `report` hears of each file and
    /// folder as it is done, in order.
    ///
    /// The files outside recorder folders are read, parsed and (with `approve`) replayed on
    /// `jobs` worker threads, and stored in order by the calling thread, the one writer: what is
    /// stored and reported is the same whatever `jobs`.
    ///
    /// An import that stores nothing is rolled back rather than committed, so that the database
    /// file keeps its bytes. An error that is not a dump's (a full disk, a read-only database)
    /// rolls back the whole import, removes the scene files recorder folders copied, and is
    /// rethrown.
    public func importArguments(_ arguments: [String], store: Store, report: (Event) -> Void) throws {
        // The scene files recorder folders copied into the scene folder: removed again when the
        // database part fails.
        var copiedScenes: [RecorderFolder.PlacedScene] = []
        var stored = 0
        do {
            try store.inOneTransaction {
                for argument in arguments {
                    let files = try DumpFile.list([argument])
                    if scene == nil, let recorder = RecorderFolder.find(argument, files: files) {
                        let folder = try importRecorderFolder(recorder, files: files, store: store)
                        if folder.isStored {
                            copiedScenes += folder.placed.filter(\.isNew)
                            stored += folder.results.count { if case .imported = $0.1 { true } else { false } }
                        }
                        report(.recorderFolder(recorder, folder))
                        continue
                    }
                    let scenes = SceneMemo()
                    if let scene {
                        // Looked up before the workers start, so that they replay every session in it.
                        scenes[scene] = Result { try Self.sceneEntry(scene, workspace: workspace, store: store) }
                    }
                    try prepareInOrder(files, scenes: scenes) { file, prepared in
                        do {
                            let result = try importPrepared(prepared, of: file, store: store, scenes: scenes)
                            if case .imported = result { stored += 1 }
                            report(.file(file, result))
                        } catch where Store.isDatabaseFailure(error) {
                            // Not the dump's fault: the whole import stops and rolls back; SQLite
                            // may have rolled it back already.
                            throw error
                        } catch {
                            report(.failed(file, error))
                        }
                    }
                }
                if stored == 0 { throw NothingStored() }
            }
        } catch is NothingStored {
            // The database is as it was; a scene file copied for sessions stored before stays.
        } catch {
            RecorderFolder.remove(copiedScenes)
            throw error
        }
    }

    /// Files prepared ahead of the one the writer stores, at most: what a folder's import holds
    /// in memory at once (a dense touch log of 500 samples, prepared with its golden, is about
    /// 0.1 MB), and room enough for every worker to claim its next files meanwhile.
    static let preparedAhead = 256

    /// Prepares `files` (`prepare(_:scenes:)`) on `jobs` worker threads (`WorkerPool`) and
    /// hands each to `store`, on the calling thread, in the order of `files`. The workers run at
    /// most `preparedAhead` files ahead of `store`, so memory does not grow with the folder; an
    /// error `store` throws stops them.
    func prepareInOrder(
        _ files: [DumpFile], scenes: SceneMemo, store: (DumpFile, PreparedFile) throws -> Void
    ) throws {
        var next = 0
        try WorkerPool(jobs: jobs, window: Self.preparedAhead).run(
            count: files.count,
            worker: { [self] in
                let compressor = Compressor()  // the worker's own: the writer only stores
                return { indices, prepared in
                    for index in indices {
                        prepared.append(prepare(files[index], scenes: scenes, compressor: compressor))
                    }
                }
            },
            deliver: { prepared in
                try store(files[next], prepared)
                next += 1
            })
    }

    /// What an import that stored nothing rolls back.
    private struct NothingStored: Error {}
}
