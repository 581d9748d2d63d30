// The screen the undo-shake scene describes (recordings/scenes/undo-shake.scene.json), as the
// app builds it: a canvas with a shake that undoes and a pan that draws, the pan waiting for the
// shake to fail. iOS only; the recognizer is the shared App/ShakeGestureRecognizer.swift.
import GestureRecorder
import UIKit

final class CanvasViewController: UIViewController {
    private let canvas = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        canvas.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 600)
        canvas.accessibilityIdentifier = "canvas"  // the scene's view name
        view.addSubview(canvas)

        let shake = ShakeGestureRecognizer(target: self, action: #selector(undo(_:)))
        shake.name = "shake"  // the recognizers' names in the scene and the device golden
        let pan = UIPanGestureRecognizer(target: self, action: #selector(draw(_:)))
        pan.name = "pan"
        canvas.addGestureRecognizer(shake)
        canvas.addGestureRecognizer(pan)
        // pan.require(toFail: shake), recorded: UIKit cannot read a requirement back.
        GestureRecorder.require(pan, toFail: shake)
    }

    @objc private func undo(_ recognizer: ShakeGestureRecognizer) {
        if recognizer.state == .recognized { undoManager?.undo() }
    }

    @objc private func draw(_ recognizer: UIPanGestureRecognizer) {}
}
