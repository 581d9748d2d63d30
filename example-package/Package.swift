// swift-tools-version: 6.0
// A team's own gesture-replay: its recognizers registered, the whole CLI from one call.
import PackageDescription

let package = Package(
    name: "my-gesture-tests",
    dependencies: [
        // A team would write .package(url: "…/gesture-replay.git", branch: "main") (README.md,
        // "Your own recognizers"; the repository has no release tags yet).
        .package(name: "gesture-replay", path: "..")
    ],
    targets: [
        // Sources/ShakeRecognizers/ShakeGestureRecognizer.swift links to the app's own file in App/.
        .target(
            name: "ShakeRecognizers",
            dependencies: [
                .product(name: "GestureUIKit", package: "gesture-replay"),
                .product(name: "GestureReplay", package: "gesture-replay"),
            ]),
        .executableTarget(
            name: "my-gesture-replay",
            dependencies: [
                "ShakeRecognizers",
                .product(name: "GestureReplay", package: "gesture-replay"),
                .product(name: "GestureReplayCLI", package: "gesture-replay"),
            ]),
        // The same goldens from `swift test`: Tests/ShakeRecognizersTests/GoldenTests.swift.
        .testTarget(
            name: "ShakeRecognizersTests",
            dependencies: [
                "ShakeRecognizers",
                .product(name: "GestureReplay", package: "gesture-replay"),
                .product(name: "GestureReplayTesting", package: "gesture-replay"),
            ],
            exclude: ["../Goldens"]),
    ]
)
