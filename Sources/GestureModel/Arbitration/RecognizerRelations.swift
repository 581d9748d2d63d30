/// How the recognizers of a scene relate in arbitration (docs/SEMANTICS.md §3), as the model
/// would decide it: who waits for whose failure, who may recognize together, and who excludes
/// whom. What `gesture-replay coverage` checks a corpus against. Only recognizers on one line
/// of views (one's view the other's, or an ancestor of it) relate: no touch reaches two others.
public struct RecognizerRelations: Equatable, Sendable {
    /// `waiter` waits for `required` to fail: `require(toFail:)`, a subclass's
    /// `shouldRequireFailure(of:)`/`shouldBeRequiredToFail(by:)`, or a delegate's.
    public var requirements: [(waiter: Int, required: Int)] = []
    /// The two may recognize simultaneously (a delegate says so, either way).
    public var simultaneous: [(Int, Int)] = []
    /// `preventing`, when it begins or is recognized, fails or cancels `prevented` (neither
    /// simultaneous with the other nor related by a failure requirement).
    public var exclusions: [(preventing: Int, prevented: Int)] = []

    public static func == (lhs: RecognizerRelations, rhs: RecognizerRelations) -> Bool {
        lhs.requirements.elementsEqual(rhs.requirements, by: ==)
            && lhs.simultaneous.elementsEqual(rhs.simultaneous, by: ==)
            && lhs.exclusions.elementsEqual(rhs.exclusions, by: ==)
    }
}

extension GestureEnvironment {
    /// The relations among `recognizers` (indices into it), asked as the arbiter asks them:
    /// static requirements, the subclasses' and the delegates' answers, `canPrevent` and
    /// `canBePrevented`. The delegates are asked once, now, outside any touch sequence (CHOICE:
    /// a delegate that answers by the touch in progress is asked with none).
    public func relations(among recognizers: [GestureRecognizer]) -> RecognizerRelations {
        var relations = RecognizerRelations()
        withTurnBinding {
            for (a, first) in recognizers.enumerated() {
                for (b, second) in recognizers.enumerated() where a != b && Self.shareALine(first, second) {
                    if first.staticRequirements.contains(where: { $0.value === second })
                        || first.requiresFailure(of: second)
                        || first.delegateRequiresFailure(of: second) || second.delegateRequiresFailure(by: first)
                    {
                        relations.requirements.append((a, b))
                    }
                }
            }
            for (a, first) in recognizers.enumerated() {
                for (b, second) in recognizers.enumerated() where a < b && Self.shareALine(first, second) {
                    if first.delegateAllowsSimultaneous(with: second) || second.delegateAllowsSimultaneous(with: first)
                    {
                        relations.simultaneous.append((a, b))
                    }
                }
            }
            let isSimultaneous = { (a: Int, b: Int) in relations.simultaneous.contains { $0 == (min(a, b), max(a, b)) }
            }
            let isRequirement = { (a: Int, b: Int) in
                relations.requirements.contains { $0 == (a, b) || $0 == (b, a) }
            }
            for (a, first) in recognizers.enumerated() {
                for (b, second) in recognizers.enumerated() where a != b && Self.shareALine(first, second) {
                    guard !isSimultaneous(a, b), !isRequirement(a, b), first.allowsPreventing(second) else { continue }
                    relations.exclusions.append((a, b))
                }
            }
        }
        return relations
    }

    /// Whether one recognizer's view is the other's or an ancestor of it.
    private static func shareALine(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        guard let one = first.view, let other = second.view else { return false }
        return one.isSameOrAncestor(of: other) || other.isSameOrAncestor(of: one)
    }
}

extension View {
    func isSameOrAncestor(of view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superview
        }
        return false
    }
}
