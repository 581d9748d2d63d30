/// A reference that neither keeps its object alive nor costs a weak
/// reference: the object points it at itself when made and clears it in its
/// `deinit`, so it reads nil from then on, as `weak` would.
///
/// A weak reference gives its object a side table, and every retain and
/// release of an object with a side table takes the runtime's slow path. The
/// environment, windows, views and recognizers are retained and released on
/// every event, so the model's back references (to the environment, to the
/// window, to a view's superview, a recognizer's view and its failure
/// requirements) are cleared by their objects instead; see each `deinit`.
final class UnownedReference<Object: AnyObject> {
    unowned(unsafe) var object: Object? {
        get { unmanaged?.takeUnretainedValue() }
        set { unmanaged = newValue.map(Unmanaged.passUnretained) }
    }
    private var unmanaged: Unmanaged<Object>?

    init() {}

    /// `body` with the object, neither retained nor released; nil once the object is gone.
    /// For what a recognizer reads of its environment on every move (the time, a threshold).
    func withObject<Result>(_ body: (Object) -> Result) -> Result? {
        unmanaged?.withGuaranteedObject(body)
    }
}
