import Foundation
import GestureModel
import GestureReplay

/// The rotary knob of reference app 004: a `SwirlGestureRecognizer` named
/// `swirl` on `controlsView`, a 320 × 320 view at (0, 124) in a 320 × 568
/// window, so that the swirl's centre (160, 160) in the view's coordinates
/// is (160, 284) on screen. The knob image (`knob`, 200 × 200, centred) is
/// an image view, which UIKit makes non-interactive: touches on it hit
/// `controlsView`, whose coordinates the swirl's angles are taken in.
///
/// The action (`KnobController.rotationAction`) is the article's
/// `rotationAction:`: it returns at once when the swirl's state is ended;
/// otherwise it adds `180 × (currentAngle − previousAngle) / π` degrees to
/// the bearing (a `CGFloat` starting at 0), wraps it once (below −0.5 add
/// 360, above 359.5 subtract 360), turns the knob, and shows
/// `lroundf(bearing)` followed by "º". Each call is reported as
/// `{"handler":"knob","direction":radians,"bearing":shown}`, `bearing` being
/// the shown whole number of degrees.
///
/// The single wrap is enough because the bearing stays in [−0.5, 359.5] and
/// one move turns less than a full circle: crossing the top, where the angle
/// jumps between 2π and 0, adds or removes about 360°, which the wrap takes
/// back. `lroundf` rounds half away from zero, so a bearing of exactly
/// −0.5 would show −1º and exactly 359.5 would show 360º.
public enum KnobScene {
    /// The scene's name.
    public static let name = "knob"

    /// The registered scene.
    public static let scene = SwiftScene(
        name: name, windowWidth: 320, windowHeight: 568,
        summary: "004: a one-finger swirl on a 320-point square turns a knob; the bearing in degrees is reported"
    ) { instance in
        let controller = KnobController()
        instance.retain(controller)
        let controlsView = instance.addView(named: "controlsView", frame: CGRect(x: 0, y: 124, width: 320, height: 320))
        let knob = instance.addView(
            named: "knob", frame: CGRect(x: 60, y: 60, width: 200, height: 200), parent: controlsView)
        knob.isUserInteractionEnabled = false
        let swirl = SwirlGestureRecognizer(target: controller, action: Selector("rotationAction:"))
        instance.add(swirl, named: "swirl", to: controlsView)
    }

    /// The shown bearing after adding `direction` radians to `bearing`
    /// degrees, and the new bearing: the arithmetic of `rotationAction:`.
    public static func turn(bearing: CGFloat, by direction: CGFloat) -> (bearing: CGFloat, shown: Int) {
        var bearing = bearing + 180 * direction / CGFloat.pi
        if bearing < -0.5 {
            bearing += 360
        } else if bearing > 359.5 {
            bearing -= 360
        }
        return (bearing, Int(Float(bearing).rounded(.toNearestOrAwayFromZero)))
    }
}

/// The knob's view controller: the bearing and `rotationAction:`, which
/// the swirl sends by selector (`SelectorPerforming` stands in for the
/// Objective-C runtime on Linux).
final class KnobController: SelectorPerforming {
    func performSelector(_ selector: Selector, with object: Any?) {
        guard selector == Selector("rotationAction:"), let sender = object as? GestureRecognizer else { return }
        rotationAction(sender)
    }

    /// Degrees; starts at 0 as the article's instance variable does.
    private(set) var bearing: CGFloat = 0

    func rotationAction(_ sender: GestureRecognizer) {
        guard let swirl = sender as? SwirlGestureRecognizer else { return }
        if swirl.state == .ended {
            return
        }
        let direction = swirl.currentAngle - swirl.previousAngle
        let turned = KnobScene.turn(bearing: bearing, by: direction)
        bearing = turned.bearing
        swirl.view?.window?.environment?.report(
            handler: "knob",
            values: [
                .number("direction", Double(direction)), .number("bearing", Double(turned.shown)),
            ])
    }
}
