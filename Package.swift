// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "gesture-replay",
    products: [
        .library(name: "GestureModel", targets: ["GestureModel"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "GestureModel"),
        .target(name: "GestureReplay", dependencies: ["GestureModel"]),
        .target(name: "GestureTestSupport", dependencies: ["GestureModel", "GestureReplay"]),
        .testTarget(name: "GestureModelTests", dependencies: ["GestureModel", "GestureTestSupport"]),
    ]
)
