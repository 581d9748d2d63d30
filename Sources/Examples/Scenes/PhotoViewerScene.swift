import Foundation
import GestureModel
import GestureReplay

/// The photo screen of reference app 000 (`ViewController.layoutUI`): two
/// round image views, each with pan, pinch, rotation, a double tap and a
/// 0.5 s long press; on the root view the tickle and two swipes that each
/// require the tickle to fail.
///
/// Views: `root` (the controller's view, 320 × 568), `imgV` at (20, 20) and
/// `imgV2` at (20, 140), each 100 × 100. The article sizes them from the
/// image (`cornerRadius = img.size.width`, frame 2r × 2r); the image is not
/// in the article, so r = 50 pt here. Hit testing uses the square bounds,
/// as UIKit does (the rounded corners only clip drawing).
///
/// Recognizers, in the article's attach order: `pan1`, `pinch1`,
/// `rotation1`, `doubleTap1`, `longPress1` on `imgV`; the same with `2` on
/// `imgV2`; then `tickle` on `root` (bound first, "to handle priority"),
/// then `swipeRight` and `swipeLeft` on `root`, each requiring the tickle to
/// fail. No delegate: no two of them are recognized together.
///
/// Handlers (`PhotoViewerController`) move the model's views as the
/// article's move the image views, so later touches hit where a view now is:
///
/// - pan: brings the view to the front, moves its centre by the
///   translation, resets the translation; when the pan ends, slides it to a
///   final point from the velocity and reports
///   `{"handler":"slide","photo":…,"finalPoint":[x,y],"duration":d}` (the
///   photo's name under `photo`: a value named `view` would read back as a
///   view observation);
/// - tickle: `imgV` to the root's centre −20 pt in x, `imgV2` +20 pt;
///   reported as `{"handler":"tickle","imgV":[x,y],"imgV2":[x,y]}`;
/// - swipe right or left: the same with y; reported as `"swipe"`;
/// - pinch and rotation reset the recognizer's `scale` to 1 and `rotation`
///   to 0 after each call, as the article's handlers do (the scene does not
///   apply the transforms those handlers set to the photos);
/// - double tap sets alpha 1, long press alpha 0.7 (not reported).
public enum PhotoViewerScene {
    /// The scene's name.
    public static let name = "photo-viewer"

    /// The registered scene.
    public static let scene = SwiftScene(
        name: name, windowWidth: 320, windowHeight: 568,
        summary:
            "000: two round photos with pan, pinch, rotation, double tap, long press; tickle and swipes on the root"
    ) { instance in
        PhotoViewerController.build(in: instance)
    }

    /// The end-of-pan slide of `handlePan:`, in the article's arithmetic and
    /// number types: `magnitude = sqrtf(vx² + vy²)`, `slideMult =
    /// magnitude / 200`, `float slideFactor = 0.1 * slideMult`, final point
    /// `center + velocity * slideFactor` clamped to [r, size − r] on each
    /// axis, animation duration `slideFactor * 2` seconds.
    ///
    /// `center` is the view's centre *before* this call of the handler moved
    /// it by the translation (the article keeps the old value).
    public static func slide(center: CGPoint, velocity: CGPoint, cornerRadius: CGFloat, bounds: CGSize)
        -> (finalPoint: CGPoint, duration: Double)
    {
        let magnitude = CGFloat(sqrtf(Float(velocity.x * velocity.x + velocity.y * velocity.y)))
        let slideMult = magnitude / 200
        let slideFactor = Float(0.1 * slideMult)
        var finalPoint = CGPoint(
            x: center.x + velocity.x * CGFloat(slideFactor), y: center.y + velocity.y * CGFloat(slideFactor))
        finalPoint.x = min(max(finalPoint.x, cornerRadius), bounds.width - cornerRadius)
        finalPoint.y = min(max(finalPoint.y, cornerRadius), bounds.height - cornerRadius)
        return (finalPoint, Double(slideFactor * 2))
    }
}

/// The article's `ViewController`: owns the views and handles the gestures.
@ReplayActor  // the scene's main actor, as UIKit's `UIViewController` is `@MainActor`
final class PhotoViewerController {
    unowned let instance: SceneInstance
    let root: View
    let imgV: View
    let imgV2: View

    private init(instance: SceneInstance) {
        self.instance = instance
        root = instance.addView(named: "root", frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let cornerRadius: CGFloat = 50
        imgV = instance.addView(
            named: "imgV", frame: CGRect(x: 20, y: 20, width: cornerRadius * 2, height: cornerRadius * 2), parent: root)
        imgV2 = instance.addView(
            named: "imgV2",
            frame: CGRect(x: 20, y: 40 + imgV.frame.height, width: cornerRadius * 2, height: cornerRadius * 2),
            parent: root)
    }

    static func build(in instance: SceneInstance) {
        let controller = PhotoViewerController(instance: instance)
        instance.retain(controller)
        controller.layoutUI()
    }

    private func layoutUI() {
        bindGestures(imgV, suffix: "1")
        bindGestures(imgV2, suffix: "2")
        // "Bind the custom tickle first, to handle recognizer priority."
        let tickle = instance.add(TickleGestureRecognizer(), named: "tickle", to: root)
        tickle.addTarget { [weak self] recognizer in self?.handleCustomGestureRecognizer(recognizer) }
        for (name, direction) in [("swipeRight", SwipeGestureRecognizer.Direction.right), ("swipeLeft", .left)] {
            let swipe = instance.add(SwipeGestureRecognizer(), named: name, to: root)
            swipe.direction = direction
            swipe.addTarget { [weak self] recognizer in self?.handleSwipe(recognizer) }
            swipe.require(toFail: tickle)
        }
    }

    private func bindGestures(_ view: View, suffix: String) {
        let pan = instance.add(PanGestureRecognizer(), named: "pan" + suffix, to: view)
        pan.addTarget { [weak self] recognizer in self?.handlePan(recognizer) }
        let pinch = instance.add(PinchGestureRecognizer(), named: "pinch" + suffix, to: view)
        pinch.addTarget { recognizer in (recognizer as? PinchGestureRecognizer)?.scale = 1.0 }
        let rotation = instance.add(RotationGestureRecognizer(), named: "rotation" + suffix, to: view)
        rotation.addTarget { recognizer in (recognizer as? RotationGestureRecognizer)?.rotation = 0.0 }
        let tap = instance.add(TapGestureRecognizer(), named: "doubleTap" + suffix, to: view)
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 1
        tap.addTarget { recognizer in recognizer.view?.alpha = 1.0 }
        let longPress = instance.add(LongPressGestureRecognizer(), named: "longPress" + suffix, to: view)
        longPress.minimumPressDuration = 0.5
        longPress.addTarget { recognizer in recognizer.view?.alpha = 0.7 }
    }

    private func handlePan(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer, let view = pan.view else { return }
        view.superview?.bringSubviewToFront(view)
        let center = view.center
        let cornerRadius = view.frame.width / 2
        let translation = pan.translation(in: root)
        view.center = CGPoint(x: center.x + translation.x, y: center.y + translation.y)
        pan.setTranslation(.zero, in: root)
        if pan.state == .ended {
            let velocity = pan.velocity(in: root)
            let slide = PhotoViewerScene.slide(
                center: center, velocity: velocity, cornerRadius: cornerRadius, bounds: root.bounds.size)
            view.center = slide.finalPoint  // UIKit animates it; hit testing sees the final value at once
            instance.report(
                handler: "slide",
                values: [
                    .text("photo", view.name),
                    .point("finalPoint", Double(slide.finalPoint.x), Double(slide.finalPoint.y)),
                    .number("duration", slide.duration),
                ])
        }
    }

    private func handleSwipe(_ recognizer: GestureRecognizer) {
        guard let swipe = recognizer as? SwipeGestureRecognizer, let view = swipe.view else { return }
        if swipe.direction == .right || swipe.direction == .left {
            var newPoint = view.center
            newPoint.y -= 20
            imgV.center = newPoint
            newPoint.y += 40
            imgV2.center = newPoint
            reportPositions(handler: "swipe")
        }
    }

    private func handleCustomGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let view = recognizer.view else { return }
        var newPoint = view.center
        newPoint.x -= 20
        imgV.center = newPoint
        newPoint.x += 40
        imgV2.center = newPoint
        reportPositions(handler: "tickle")
    }

    private func reportPositions(handler: String) {
        instance.report(
            handler: handler,
            values: [
                .point("imgV", Double(imgV.center.x), Double(imgV.center.y)),
                .point("imgV2", Double(imgV2.center.x), Double(imgV2.center.y)),
            ])
    }
}
