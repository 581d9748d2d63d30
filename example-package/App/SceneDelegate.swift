// The app's scene delegate, as a team writes it: it makes the window and starts the recorder
// in debug builds. iOS only (the Linux package compiles the recognizer files of this folder,
// not this one).
import GestureRecorder
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        #if DEBUG
            GestureRecorder.start()  // every window of the app, into Documents/GestureRecorder
        #endif
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = CanvasViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
