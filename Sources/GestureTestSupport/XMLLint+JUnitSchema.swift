import Foundation
import Testing

/// The committed JUnit schema (`Fixtures/junit.xsd`, Ant/Surefire's structure), which the
/// JUnit reports are validated against with the `xmllint` on the PATH.
extension XMLLint {
    /// Why a schema test is skipped.
    public static let missing: Comment = "xmllint is not installed: apt-get install -y libxml2-utils"

    /// The schema under Fixtures/.
    static let junitSchema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/junit.xsd")

    /// The xmllint on the PATH, if any.
    public static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/xmllint" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Validates `document` against the JUnit schema: xmllint's exit status and what it printed.
    public static func validateJUnit(_ document: String) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString).xml")
        try Data(document.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["--noout", "--schema", junitSchema.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: BinaryRun.readToEnd(pipe.fileHandleForReading.fileDescriptor), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
