import GestureStore

extension Importer {
    /// What became of a recorder folder: stored whole, or not at all.
    public struct RecorderFolderImport {
        /// Its scene files, in the scene folder; none when one of them failed.
        public var placed: [RecorderFolder.PlacedScene] = []
        /// Why its scene files could not be placed, if they could not.
        public var sceneError: (any Error)?
        /// What became of each of its other files that did not fail, in order.
        public var results: [(DumpFile, FileResult)] = []
        /// The files that failed, in order, with their errors.
        public var failures: [(DumpFile, any Error)] = []
        /// The dumps not stored because another file of the folder failed.
        public var undone = 0

        /// Whether the folder was stored: nothing of it failed.
        public var isStored: Bool { sceneError == nil && failures.isEmpty }
    }

    /// Imports `recorder` (whose files `DumpFile.list` gave as `files`) in one savepoint of the
    /// caller's transaction: its scene files into the scene folder, then its dumps, bound to
    /// them. When a file fails, nothing of the folder is stored: the savepoint is rolled back
    /// and the scene files it copied are removed.
    public func importRecorderFolder(_ recorder: RecorderFolder, files: [DumpFile], store: Store) throws
        -> RecorderFolderImport
    {
        var folder = RecorderFolderImport()
        let dumps = files.filter { !recorder.sceneFiles.contains($0.path) }
        do {
            folder.placed = try recorder.placeScenes(in: workspace)
        } catch {
            folder.sceneError = error
            folder.undone = dumps.count(where: { if case .dump = $0.role { true } else { false } })
            return folder
        }
        var importer = self
        importer.recorderScenes = Dictionary(
            folder.placed.map { ($0.entry.scene.name, $0.entry) }, uniquingKeysWith: { first, _ in first })
        do {
            try store.inOneTransaction {
                for file in dumps {
                    do {
                        folder.results.append((file, try importer.importFile(file, store: store)))
                    } catch where Store.isDatabaseFailure(error) {
                        throw error  // not the file's fault: the whole command stops
                    } catch {
                        folder.failures.append((file, error))
                    }
                }
                if !folder.failures.isEmpty { throw Undone() }
            }
        } catch is Undone {
            RecorderFolder.remove(folder.placed)
            folder.placed = []
            folder.undone = folder.results.count(where: { if case .skipped = $0.1 { false } else { true } })
        }
        return folder
    }

    /// What a recorder folder's failure rolls back.
    private struct Undone: Error {}
}
