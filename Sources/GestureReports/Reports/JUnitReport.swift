/// A run as JUnit XML, the format Jenkins, GitHub Actions and GitLab read: one `testsuite` per
/// scene, one `testcase` per session.
///
/// - a regression is a `failure` whose message is the diff and whose text adds the commands
///   to look and to accept;
/// - a model/device difference (a replay that differs from a device golden) is a `failure` of
///   `type="model-differs"` whose message says so before the diff, and adds the relation the
///   scene may lack when there is one: a failure, because it fails the run as `run`'s exit
///   status says, and of its own type, since CI pages show a failure's type and message where
///   a property would be out of sight;
/// - an error is an `error` with its message;
/// - a new session is a `failure` when new sessions fail the run (in CI), else `skipped`;
/// - an obsolete golden (its scene file gone: nothing was replayed) is a `failure` in CI
///   naming the scene and where it was looked for, else `skipped`;
/// - every suite carries the run's `properties`: its label, number, tool version and
///   threshold overrides.
///
/// The structure is Ant/Surefire's, which `Sources/GestureTestSupport/Fixtures/junit.xsd`
/// describes.
///
/// ```swift
/// try JUnitReport(run: run).text.write(toFile: "junit.xml", atomically: true, encoding: .utf8)
/// ```
public struct JUnitReport: Sendable {
    /// The run to report.
    public var run: ReportedRun
    /// The most diff lines in a `message` attribute; the element's text has them all.
    public var maximumMessageLines: Int

    /// The JUnit report of `run`.
    public init(run: ReportedRun, maximumMessageLines: Int = 20) {
        self.run = run
        self.maximumMessageLines = maximumMessageLines
    }

    /// The XML document.
    public var text: String {
        let timestamp = UTCDate.junit(run.startedAt)
        let all = outcomeCounts(run.sessions)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"gesture-replay\" tests=\"\(run.sessions.count)\" failures=\"\(all.failures)\""
        xml += " errors=\"\(all.errors)\" skipped=\"\(all.skipped)\""
        xml += " time=\"\(DurationText.seconds(run.elapsed))\" timestamp=\"\(timestamp)\">\n"
        for (index, group) in run.scenes.enumerated() {
            let counts = outcomeCounts(group.sessions)
            let time = group.sessions.reduce(Duration.zero) { $0 + $1.duration }
            xml += "  <testsuite name=\(quoted(group.scene)) tests=\"\(group.sessions.count)\""
            xml += " failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" skipped=\"\(counts.skipped)\""
            xml += " time=\"\(DurationText.seconds(time))\" timestamp=\"\(timestamp)\" id=\"\(index)\""
            xml += " package=\"gesture-replay\">\n"
            xml += "    <properties>\n"
            for (name, value) in properties {
                xml += "      <property name=\(quoted(name)) value=\(quoted(value))/>\n"
            }
            xml += "    </properties>\n"
            for session in group.sessions {
                xml += testcase(session)
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    /// The run's properties, in a fixed order.
    var properties: [(String, String)] {
        var properties: [(String, String)] = []
        if let label = run.label { properties.append(("label", label)) }
        if let id = run.id { properties.append(("run", String(id))) }
        properties.append(("tool.version", run.toolVersion))
        if !run.thresholdOverrides.isEmpty {
            properties.append(("thresholds", run.thresholdOverrides.joined(separator: ",")))
        }
        return properties
    }

    private func testcase(_ session: ReportedSession) -> String {
        var xml = "    <testcase name=\(quoted(session.name)) classname=\(quoted(session.scene))"
        xml += " time=\"\(DurationText.seconds(session.duration))\""
        // A session's smallest margin, when the run recorded margins, in the testcase's output.
        let margin = session.smallestMargin?.marginSummary.map {
            "      <system-out>\(XMLText.escaped("smallest margin: \($0)"))</system-out>\n"
        }
        switch session.status {
        case .pass:
            if let failure = run.strictMarginFailure(session) {
                return xml + ">\n      <failure type=\"margin\" message=\(quoted(failure))/>\n" + (margin ?? "")
                    + "    </testcase>\n"
            }
            return margin.map { xml + ">\n" + $0 + "    </testcase>\n" } ?? xml + "/>\n"
        case .regression:
            let message = shortened(session.diff)
            let body =
                session.diff + [
                    "", "look:   \(run.command("show", session.name))",
                    "accept: \(run.command("approve", session.name))",
                ]
            xml += ">\n      <failure type=\"regression\" message=\(quoted(message))>"
            xml += XMLText.escaped(body.joined(separator: "\n")) + "</failure>\n"
        case .modelDiffers:
            let headline =
                "model differs from device: the model does not reproduce the device golden "
                + "(a finding about the model or the scene's relations, not a regression of your code)"
            let hint = session.message.map { ["hint: \($0)"] } ?? []
            let message = ([headline, shortened(session.diff)] + hint).joined(separator: "\n")
            let body = session.diff + [""] + hint + ["look:   \(run.command("show", session.name))"]
            xml += ">\n      <failure type=\"model-differs\" message=\(quoted(message))>"
            xml += XMLText.escaped(body.joined(separator: "\n")) + "</failure>\n"
        case .error:
            let message = session.message ?? "could not be replayed"
            xml +=
                ">\n      <error type=\"error\" message=\(quoted(message))>" + XMLText.escaped(message) + "</error>\n"
        case .new where run.newIsFailure:
            let message = "no golden yet: approve it on a developer's machine, not in CI"
            xml += ">\n      <failure type=\"new\" message=\(quoted(message))>"
            xml += XMLText.escaped("accept: \(run.command("approve", session.name))") + "</failure>\n"
        case .new:
            xml +=
                ">\n      <skipped message=\(quoted("new: no golden yet; accept: \(run.command("approve", session.name))"))/>\n"
        case .obsolete where run.newIsFailure:
            let message = "obsolete: nothing was replayed, \(session.message ?? "its scene is gone")"
            xml += ">\n      <failure type=\"obsolete\" message=\(quoted(message))>"
            xml += XMLText.escaped("remove: \(run.command("delete", session.name))") + "</failure>\n"
        case .obsolete:
            xml += ">\n      <skipped message=\(quoted("obsolete: \(session.message ?? "nothing to replay")"))/>\n"
        case .empty where run.newIsFailure:
            let message = "empty: golden and replay hold no observation, so it tests nothing"
            xml +=
                ">\n      <failure type=\"empty\" message=\(quoted(message))>" + XMLText.escaped(message)
                + "</failure>\n"
        case .empty:
            xml +=
                ">\n      <skipped message=\(quoted("empty: golden and replay hold no observation, so it tests nothing"))/>\n"
        }
        return xml + (margin ?? "") + "    </testcase>\n"
    }

    /// Diff lines for a `message` attribute: at most `maximumMessageLines`, then how many more.
    private func shortened(_ diff: [String]) -> String {
        var message = diff.prefix(maximumMessageLines).joined(separator: "\n")
        if diff.count > maximumMessageLines { message += "\n… \(diff.count - maximumMessageLines) more" }
        return message
    }

    /// How JUnit counts a set of sessions.
    private func outcomeCounts(_ sessions: [ReportedSession]) -> (failures: Int, errors: Int, skipped: Int) {
        var counts = (failures: 0, errors: 0, skipped: 0)
        for session in sessions {
            switch session.status {
            case .pass: if run.strictMarginFailure(session) != nil { counts.failures += 1 }
            case .regression, .modelDiffers: counts.failures += 1
            case .error: counts.errors += 1
            case .new, .empty, .obsolete: if run.newIsFailure { counts.failures += 1 } else { counts.skipped += 1 }
            }
        }
        return counts
    }

    /// `"value"` with the value escaped for an attribute.
    private func quoted(_ value: String) -> String { "\"\(XMLText.attribute(value))\"" }
}
