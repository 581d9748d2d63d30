extension Unmanaged {
    /// `body` with the object, neither retained nor released: `_withUnsafeGuaranteedRef`,
    /// through a function of this module. A closure isolated to an actor (the engine's are
    /// `ReplayActor`'s) passed straight to the standard library is checked at run time on every
    /// call (`ReplayExecutor.checkIsolated()`); passed to this module's function, it is not.
    @inline(__always)
    func withGuaranteedObject<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
