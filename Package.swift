// swift-tools-version: 6.0
import PackageDescription

// The recorder runs inside a team's iOS app, against UIKit, and is tested here against
// GestureUIKit: one source. An app's build must not compile the model (or SQLite) for it, and
// Xcode is reported to build a dependency whose `.when(platforms:)` condition excludes the
// platform all the same, so the dependency is not conditional: it is absent from the manifest
// on every host but Linux. A manifest is compiled for the machine that resolves it, and no
// Xcode resolves a package on Linux. (`swift package dump-package` shows it here.)
#if os(Linux)
let recorderDependencies: [Target.Dependency] = ["GestureUIKit"]
#else
let recorderDependencies: [Target.Dependency] = []
#endif

let package = Package(
    name: "gesture-replay",
    // The oldest iOS the recorder builds for (its URL and scene APIs); Linux ignores it.
    platforms: [.iOS(.v16)],
    products: [
        .executable(name: "gesture-replay", targets: ["gesture-replay"]),
        .library(name: "GestureModel", targets: ["GestureModel"]),
        .library(name: "GestureReplay", targets: ["GestureReplay"]),
        .library(name: "GestureSuite", targets: ["GestureSuite"]),
        .library(name: "GestureReplayCLI", targets: ["GestureReplayCLI"]),
        .library(name: "Examples", targets: ["Examples"]),
        .library(name: "GestureUIKit", targets: ["GestureUIKit"]),
        .library(name: "GestureReplayTesting", targets: ["GestureReplayTesting"]),
        .library(name: "GestureRecorder", targets: ["GestureRecorder"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // Zstandard, for the store's compressed blobs (schema.sql, migration 8).
        .systemLibrary(
            name: "CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"])]
        ),
        .target(name: "CGestureThread"),
        .target(name: "GestureModel", dependencies: ["CGestureThread"]),
        .target(name: "GestureReplay", dependencies: ["GestureModel"]),
        .target(name: "GestureUIKit", dependencies: ["GestureModel"]),
        .target(name: "GestureRecorder", dependencies: recorderDependencies),
        .target(name: "GestureImport", dependencies: ["GestureReplay"]),
        // SHA-256 on the processor's SHA extensions, for the hash of each imported dump.
        .target(name: "CSHA256"),
        .target(
            name: "GestureStore", dependencies: ["GestureModel", "GestureReplay", "CSQLite", "CSHA256", "CZstd"]
        ),
        .target(name: "GestureReports", dependencies: ["GestureReplay", "GestureModel"]),
        .target(
            name: "GestureSuite",
            dependencies: ["GestureModel", "GestureReplay", "GestureImport", "GestureStore", "GestureReports"]
        ),
        // The command-line parser: a target of its own, so that its names (`Option`, `Flag`,
        // `ParsableCommand`, …) are not GestureReplayCLI's, which a team's tool imports beside
        // swift-argument-parser (Tests/NameClashTests).
        .target(name: "ArgumentParsing"),
        // The generic command-line program on top of the parser (dispatch, terminal, the one
        // error renderer), which gesture-replay and gesture-replay-bench both run.
        .target(name: "CommandRunning", dependencies: ["ArgumentParsing", "GestureReports"]),
        .target(
            name: "GestureReplayCLI",
            dependencies: [
                "ArgumentParsing", "CommandRunning", "GestureModel", "GestureReplay", "GestureImport", "GestureStore",
                "GestureReports", "GestureSuite",
            ]
        ),
        .target(
            name: "GestureReplayTesting",
            dependencies: ["GestureReplay", "GestureReports", "GestureStore", "GestureSuite"]
        ),
        .executableTarget(name: "gesture-replay", dependencies: ["GestureReplayCLI", "Examples"]),
        .target(name: "Examples", dependencies: ["GestureModel", "GestureUIKit", "GestureReplay"]),
        .target(
            name: "GestureBench",
            dependencies: [
                "ArgumentParsing", "CommandRunning", "GestureModel", "GestureReplay", "GestureStore", "GestureSuite",
            ]
        ),
        .executableTarget(name: "gesture-replay-bench", dependencies: ["GestureBench", "Examples"]),
        .target(
            name: "GestureTestSupport", dependencies: ["GestureModel", "GestureReplay", "GestureStore"],
            exclude: ["Fixtures"]),
        .testTarget(name: "GestureModelTests", dependencies: ["GestureModel", "GestureReplay", "GestureTestSupport"]),
        .testTarget(
            name: "GestureRecorderTests",
            dependencies: [
                "GestureRecorder", "GestureUIKit", "GestureModel", "GestureReplay", "Examples", "GestureTestSupport",
                "GestureBench",
            ]),
        .testTarget(
            name: "GestureUIKitTests",
            dependencies: ["GestureUIKit", "GestureModel", "GestureReplay", "GestureTestSupport"]),
        .testTarget(
            name: "GestureReplayTests",
            dependencies: ["GestureReplay", "Examples", "GestureTestSupport", "GestureBench", "GestureSuite"]),
        .testTarget(name: "ExamplesTests", dependencies: ["Examples", "GestureReplay", "GestureTestSupport"]),
        .testTarget(
            name: "GestureImportTests", dependencies: ["GestureImport", "GestureReplay", "GestureTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "GestureStoreTests", dependencies: ["GestureStore", "GestureReplay", "GestureTestSupport"]),
        .testTarget(
            name: "GestureReplayTestingTests",
            dependencies: ["GestureReplayTesting", "Examples", "GestureStore", "GestureTestSupport"]),
        .testTarget(name: "GestureSuiteTests", dependencies: ["GestureSuite", "GestureTestSupport"]),
        // swift-argument-parser's names, for NameClashTests (a stand-in: no package is fetched).
        .target(name: "ArgumentParserNames", path: "Tests/NameClashFixture/ArgumentParserNames"),
        .testTarget(name: "NameClashTests", dependencies: ["ArgumentParserNames", "GestureReplayCLI"]),
        .testTarget(
            name: "GestureReplayCLITests",
            dependencies: [
                "ArgumentParsing", "CommandRunning", "GestureReplayCLI", "GestureReports", "GestureStore",
                "GestureSuite", "GestureTestSupport", "CSQLite",
            ]),
        .testTarget(
            name: "GestureReportsTests",
            dependencies: ["GestureReports", "GestureReplay", "GestureModel", "GestureTestSupport"]
        ),
        .testTarget(
            name: "RobustnessTests",
            dependencies: [
                "GestureStore", "GestureReplay", "GestureImport", "GestureSuite", "CommandRunning", "GestureReports",
                "GestureTestSupport",
            ],
            exclude: ["Fixtures"]),
    ]
)
