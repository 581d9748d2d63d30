import GestureReplay

extension ModelFidelity {
    /// The fidelity of the device-recorded sessions among `verdicts`.
    public init(_ verdicts: some Sequence<SessionVerdict>) {
        self.init()
        for verdict in verdicts { add(verdict) }
    }

    /// Counts one verdict, if its session has a device golden and was replayed
    /// (`SessionVerdict.deviceAgreement`): reproduced unless the model differs.
    public mutating func add(_ verdict: SessionVerdict) {
        guard let agreement = verdict.deviceAgreement else { return }
        let isReproduced = verdict.status != .modelDiffers
        sessions += 1
        if isReproduced { reproduced += 1 }
        var seen: Set<String> = []
        for type in agreement.recognizerTypes.map(\.type) where seen.insert(type).inserted {
            let index =
                types.firstIndex { $0.type == type }
                ?? {
                    let at = types.firstIndex { $0.type > type } ?? types.endIndex
                    types.insert(TypeCount(type: type), at: at)
                    return at
                }()
            types[index].sessions += 1
            if isReproduced { types[index].reproduced += 1 }
        }
        for state in agreement.aligned {
            let size = abs(state.difference)
            guard size > 0 else { continue }
            // Later sessions go after earlier ones of the same size.
            let at =
                largestTimeDifferences.firstIndex { abs($0.state.difference) < size } ?? largestTimeDifferences.endIndex
            guard at < Self.shownTimeDifferences else { continue }
            largestTimeDifferences.insert(TimeDifference(session: verdict.name, state: state), at: at)
            if largestTimeDifferences.count > Self.shownTimeDifferences { largestTimeDifferences.removeLast() }
        }
    }
}
