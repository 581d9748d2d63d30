import GestureReplay

/// `gesture-replay coverage` as a table, as JSON and as a Graphviz graph.
public enum CoverageReport {
    /// A block a scene: the recognizers' outcomes, the failure requirements, the simultaneous
    /// pairs and the exclusions with how often each was seen, then what was never exercised.
    public static func text(_ scenes: [SceneCoverage]) -> String {
        scenes.map { coverage in
            var lines = ["scene \(coverage.scene): \(coverage.sessions) session\(coverage.sessions == 1 ? "" : "s")"]
            var rows = [["  recognizer", "recognized/began", "failed", "cancelled"]]
            for recognizer in coverage.recognizers {
                rows.append([
                    "  " + recognizer.name, String(recognizer.succeeded), String(recognizer.failed),
                    recognizer.began > 0 ? String(recognizer.cancelled) : "-",
                ])
            }
            lines += TextTable.lines(rows)
            if !coverage.requirements.isEmpty {
                var edges = [["  requires to fail", "went ahead after it failed", "failed as it succeeded"]]
                for edge in coverage.requirements {
                    edges.append([
                        "  \(edge.waiter) → \(edge.required)", String(edge.wentAhead),
                        String(edge.failedAsRequiredSucceeded),
                    ])
                }
                lines += TextTable.lines(edges)
            }
            if !coverage.simultaneous.isEmpty {
                var pairs = [["  simultaneous", "together"]]
                for pair in coverage.simultaneous {
                    pairs.append(["  \(pair.first) + \(pair.second)", String(pair.together)])
                }
                lines += TextTable.lines(pairs)
            }
            if !coverage.exclusions.isEmpty {
                var exclusions = [["  excludes", "seen"]]
                for exclusion in coverage.exclusions {
                    exclusions.append(["  \(exclusion.preventing) ⊣ \(exclusion.prevented)", String(exclusion.seen)])
                }
                lines += TextTable.lines(exclusions)
            }
            let uncovered = coverage.uncovered
            lines.append(uncovered.isEmpty ? "  every path exercised" : "  never exercised:")
            lines += uncovered.map { "    " + $0 }
            return lines.map { $0 + "\n" }.joined()
        }.joined(separator: "\n")
    }

    /// One JSON object a scene, in an array.
    public static func json(_ scenes: [SceneCoverage]) -> String {
        let q = JSONText.quoted
        let objects = scenes.map { coverage in
            let recognizers = coverage.recognizers.map {
                "{\"name\": \(q($0.name)), \"recognized\": \($0.succeeded), \"began\": \($0.began), \"failed\": \($0.failed), \"cancelled\": \($0.cancelled)}"
            }
            let requirements = coverage.requirements.map {
                "{\"waiter\": \(q($0.waiter)), \"required\": \(q($0.required)), \"wentAhead\": \($0.wentAhead), \"failedAsRequiredSucceeded\": \($0.failedAsRequiredSucceeded)}"
            }
            let pairs = coverage.simultaneous.map {
                "{\"first\": \(q($0.first)), \"second\": \(q($0.second)), \"together\": \($0.together)}"
            }
            let exclusions = coverage.exclusions.map {
                "{\"preventing\": \(q($0.preventing)), \"prevented\": \(q($0.prevented)), \"seen\": \($0.seen)}"
            }
            return "  {\"scene\": \(q(coverage.scene)), \"sessions\": \(coverage.sessions),\n"
                + "   \"recognizers\": [\(recognizers.joined(separator: ", "))],\n"
                + "   \"requirements\": [\(requirements.joined(separator: ", "))],\n"
                + "   \"simultaneous\": [\(pairs.joined(separator: ", "))],\n"
                + "   \"exclusions\": [\(exclusions.joined(separator: ", "))],\n"
                + "   \"uncovered\": [\(coverage.uncovered.map(q).joined(separator: ", "))]}"
        }
        return "[\n" + objects.joined(separator: ",\n") + (objects.isEmpty ? "]\n" : "\n]\n")
    }

    /// A Graphviz digraph a scene: a node a recognizer (red when it never succeeded), an arrow
    /// from each waiter to the recognizer it requires to fail, a dotted line between each
    /// simultaneous pair, a grey arrow from each excluding recognizer to the one it excludes;
    /// an edge the corpus did not exercise (both ways, for a requirement) is red and dashed.
    public static func dot(_ scenes: [SceneCoverage]) -> String {
        let q = JSONText.quoted  // a DOT ID in double quotes escapes as a JSON string does
        return scenes.map { coverage in
            var lines = ["digraph \(q(coverage.scene)) {", "  node [shape=box, fontname=\"Helvetica\"];"]
            for recognizer in coverage.recognizers {
                lines.append(
                    "  \(q(recognizer.name))\(recognizer.succeeded == 0 ? " [color=red, fontcolor=red]" : "");")
            }
            let missing = " color=red, fontcolor=red, style=dashed"
            for edge in coverage.requirements {
                let label = "requires to fail (\(edge.wentAhead) went ahead, \(edge.failedAsRequiredSucceeded) failed)"
                lines.append(
                    "  \(q(edge.waiter)) -> \(q(edge.required)) [label=\(q(label))\(edge.isCovered ? "" : ",\(missing)")];"
                )
            }
            for pair in coverage.simultaneous {
                let label = "simultaneous (\(pair.together))"
                lines.append(
                    "  \(q(pair.first)) -> \(q(pair.second)) [dir=none, style=dotted, label=\(q(label))\(pair.together > 0 ? "" : ",\(missing)")];"
                )
            }
            for exclusion in coverage.exclusions {
                let label = "excludes (\(exclusion.seen))"
                lines.append(
                    "  \(q(exclusion.preventing)) -> \(q(exclusion.prevented)) [color=grey, fontcolor=grey, label=\(q(label))\(exclusion.seen > 0 ? "" : ",\(missing)")];"
                )
            }
            lines.append("}")
            return lines.map { $0 + "\n" }.joined()
        }.joined()
    }
}
