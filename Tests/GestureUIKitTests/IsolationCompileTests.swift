import Foundation
import GestureTestSupport
import Testing

/// Files written for UIKit, type-checked by `swiftc` against the built `GestureUIKit` in Swift 5
/// and Swift 6 language modes: those Xcode accepts compile here, and those Xcode rejects for
/// isolation fail here with the same kind of error. UIKit's classes are `@MainActor` (Apple's
/// documentation: `@MainActor class UIGestureRecognizer`, `UIView`, `UITouch`, `UIEvent`;
/// `@MainActor protocol UIGestureRecognizerDelegate`), and `GestureUIKit`'s `MainActor` is
/// `ReplayActor`, so where Xcode says "main actor-isolated" this compiler says "global actor
/// 'ReplayActor'-isolated". GCD's queue blocks and Foundation's timer blocks are `@Sendable` and
/// nonisolated, but for the main queue's, which are the main actor's (`MainDispatchQueue`); a
/// `DispatchWorkItem`'s block is a plain `() -> Void` in the SDK (Apple's documentation of
/// `init(qos:flags:block:)`), so one written in an override takes the override's isolation and
/// sets `state` as it is: accepted here, as it is by the same compiler rule in Xcode.
@Suite struct IsolationCompileTests {
    /// The import block every UIKit source in `UIKitSources/` starts with.
    static let imports = """
        #if canImport(UIKit)
        import UIKit
        import UIKit.UIGestureRecognizerSubclass
        #else
        import GestureUIKit
        #endif

        """

    /// What Xcode accepts: a subclass that restates nothing (no `@unchecked Sendable`), one
    /// that overrides the touch methods and reads and sets `state`, blocks that say
    /// `MainActor.assumeIsolated`, main-queue blocks and work items (plain or
    /// `{ @MainActor in … }`) that set `state` as they are, and a controller marked `@MainActor` that builds recognizers and
    /// hops to the main actor with `Task { @MainActor in … }`.
    static let accepted = imports + """
        final class Tickle: UIGestureRecognizer {}

        final class HoldStill: UIGestureRecognizer {
            private var deadline: DispatchWorkItem?

            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                if touches.count > 1 { state = .failed }
                let item = DispatchWorkItem { [weak self] in
                    guard let self else { return }
                    MainActor.assumeIsolated {
                        if self.state == .possible { self.state = .failed }
                    }
                }
                deadline = item
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
                    guard let self else { return }
                    MainActor.assumeIsolated { self.state = .cancelled }
                }
            }

            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = state == .possible ? .recognized : state
            }

            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.state = .failed }
                DispatchQueue.main.async { [weak self] in self?.state = .cancelled }
                let item = DispatchWorkItem { @MainActor in
                    if self.state == .possible { self.state = .failed }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: item)
                let plain = DispatchWorkItem { self.state = .failed }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.6, execute: plain)
                print(DispatchQueue.main.sync { self.state })
            }

            override func reset() {
                deadline?.cancel()
                deadline = nil
            }
        }

        @MainActor final class PhotoController {
            let photo = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

            func install() {
                let single = UITapGestureRecognizer(target: nil, action: nil)
                let double = UITapGestureRecognizer(target: nil, action: nil)
                double.numberOfTapsRequired = 2
                single.require(toFail: double)
                photo.addGestureRecognizer(single)
                photo.addGestureRecognizer(double)
            }
        }

        func report(_ recognizer: UIGestureRecognizer) {
            Task { @MainActor in print(recognizer.state) }
            DispatchQueue.main.async { print(recognizer.state) }
        }

        """

    /// A file Xcode rejects in Swift 6 mode, and the errors it gets here: each line
    /// `line: error: message`, lines counted in the whole file (imports included).
    struct Rejected: Sendable, CustomStringConvertible {
        var description: String
        var source: String
        var errors: [String]
    }

    static let rejected = [
        Rejected(
            description: "a nonisolated function reading a recognizer's state",
            source: imports + """
                func isRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
                    recognizer.state == .recognized
                }

                """,
            errors: [
                "8: error: global actor 'ReplayActor'-isolated property 'state' can not be referenced from a nonisolated context"
            ]),
        Rejected(
            description: "a Task.detached closure reading a recognizer's state",
            source: imports + """
                final class Probe: UITapGestureRecognizer {
                    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                        Task.detached { print(self.state) }
                    }
                }

                """,
            errors: [
                "9: error: global actor 'ReplayActor'-isolated property 'state' cannot be accessed from outside of the actor"
            ]),
        Rejected(
            description: "a global queue's block setting a recognizer's state",
            source: imports + """
                final class Background: UITapGestureRecognizer {
                    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                        DispatchQueue.global().async { self.state = .failed }
                    }
                }

                """,
            errors: [
                "9: error: global actor 'ReplayActor'-isolated property 'state' can not be mutated from a Sendable closure"
            ]),
    ]

    /// Type-checks `source` with `swiftc` in Swift `mode` against the built modules; returns
    /// the exit code and each diagnostic line (`line: severity: message`), notes left out.
    static func typecheck(_ source: String, mode: Int) throws -> (exitCode: Int32, diagnostics: [String]) {
        let folder = try TemporaryFolder()
        let file = try folder.write("Recognizers.swift", source)
        // The test bundle sits in the build's products folder, beside the modules.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let run = try BinaryRun.run(
            [
                "-typecheck", "-swift-version", "\(mode)", "-I", products.appendingPathComponent("Modules").path,
                "-Xcc", "-fmodule-map-file=" + products.appendingPathComponent("CGestureThread.build/module.modulemap").path,
                file.path,
            ],
            in: folder.url, executable: Self.swiftc)
        let prefix = file.path + ":"
        let diagnostics = run.standardError.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix(prefix), !line.contains(": note: ") else { return nil }
            // "path:line:column: severity: message" → "line: severity: message"
            let parts = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 2)
            return parts.count == 3 ? "\(parts[0]):\(parts[2])" : nil
        }
        return (run.exitCode, diagnostics)
    }

    /// The `swiftc` on `PATH`, as the package was built with.
    static var swiftc: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/swiftc") {
            return "\(folder)/swiftc"
        }
        return "/usr/bin/swiftc"
    }

    @Test("files Xcode accepts type-check here with no diagnostic, in Swift 5 and Swift 6 modes", arguments: [5, 6])
    func acceptedFiles(mode: Int) throws {
        let result = try Self.typecheck(Self.accepted, mode: mode)
        #expect(result.diagnostics == [])
        #expect(result.exitCode == 0)
    }

    @Test("files Xcode rejects for isolation fail here with the same kind of error, in Swift 6 mode", arguments: rejected)
    func rejectedFiles(_ file: Rejected) throws {
        let result = try Self.typecheck(file.source, mode: 6)
        #expect(result.diagnostics == file.errors)
        #expect(result.exitCode != 0)
    }

    @Test("in Swift 5 mode a nonisolated function reading a recognizer's state is rejected too")
    func rejectedInSwift5() throws {
        // Xcode warns here instead: UIKit's isolation comes from Objective-C headers, imported
        // as `@preconcurrency`; `GestureUIKit`'s is Swift's own, and marking it
        // `@preconcurrency` would make Swift 6 mode warn too.
        let result = try Self.typecheck(Self.rejected[0].source, mode: 5)
        #expect(result.diagnostics == Self.rejected[0].errors)
        #expect(result.exitCode != 0)
    }
}
