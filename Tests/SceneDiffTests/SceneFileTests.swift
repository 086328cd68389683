import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiff

/// `SceneFile` loads whatever the command line loads, told apart by the root element.
@Suite struct SceneFileTests {
  @Test func theSimplestCallLaysOutAnAndroidLayout() throws {
    // profile_row.xml is a RelativeLayout; with no options it is laid out on the default
    // phone, 1080 × 1920 px at 2.625, so the scene is the device's size.
    let scene = try SceneFile.load(
      path: TestPaths.package("Scenes/android-profile/layout/profile_row.xml")
    ).value
    #expect(scene.width == 1080)
    #expect(scene.height == 1920)
    #expect(scene.device == SceneDevice(width: 1080, height: 1920, density: 2.625))
  }

  @Test func urlAndDataLoadTheSameScene() throws {
    let path = TestPaths.package("Scenes/master-detail/layout/inbox.xml")
    let byPath = try SceneFile.load(path: path).value
    let byURL = try SceneFile.load(contentsOf: URL(fileURLWithPath: path)).value
    let byData = try SceneFile.load(
      data: try Data(contentsOf: URL(fileURLWithPath: path)),
      file: path
    ).value
    #expect(byURL == byPath)
    #expect(byData == byPath)
    // inbox.xml: width="360" height="640" units="dp" density="2.75".
    #expect(byPath.width == 360 && byPath.height == 640 && byPath.density == 2.75)
  }

  @Test func aTransitionFileIsNotAScene() {
    let path = TestPaths.package("Scenes/master-detail/transition/inbox_to_detail.xml")
    #expect(throws: DiagnosticsError.self) { try SceneFile.load(path: path) }
  }
}
