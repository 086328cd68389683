import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct UnsupportedViewTests {
  func scene(_ text: String, _ file: String) throws -> SceneTree {
    try SceneFile.load(bytes: Array(text.utf8), file: file).value
  }

  @Test func anAnimatedSurfaceViewIsWarnedAboutAtItsLocation() throws {
    let start = try scene(
      """
      <scene width="360" height="640">
        <view id="player" class="android.widget.VideoView" x="0" y="0" width="100" height="50"/>
        <view id="preview" class="SurfaceView" x="0" y="100" width="100" height="50"/>
        <view id="camera" class="TextureView" x="0" y="200" width="100" height="50"/>
      </scene>
      """,
      "a.xml"
    )
    let end = try scene(
      """
      <scene width="360" height="640">
        <view id="preview" class="SurfaceView" x="0" y="100" width="100" height="50"/>
        <view id="player" class="android.widget.VideoView" x="0" y="300" width="100" height="50"/>
      </scene>
      """,
      "b.xml"
    )
    let plan = Planner.plan(from: start, to: end)
    // AutoTransition: `camera` fades out in the overlay (its start view, a.xml line 4), `player`
    // moves (its end view, b.xml line 3); `preview` does not change, so nothing warns about it.
    let found = plan.diagnostics.map { "\($0.location?.description ?? "-") \($0.code)" }
    #expect(found == ["a.xml:4:3 unsupported-view", "b.xml:3:3 unsupported-view"])
    #expect(plan.diagnostics.allSatisfy { $0.severity == .warning })
    let camera = try #require(plan.diagnostics.first)
    #expect(camera.message.hasPrefix("'camera' (TextureView) is animated by Fade"))
    #expect(camera.message.contains("ViewOverlay"))
    #expect(plan.diagnostics[1].message.contains("android.widget.VideoView"))
    #expect(plan.diagnostics[1].message.contains("SurfaceView"))
  }

  @Test func ordinaryViewsAreNotWarnedAbout() {
    let start = TestScenes.scene([TestScenes.view("a", 0, 0, 10, 10)])
    let end = TestScenes.scene([TestScenes.view("a", 50, 0, 10, 10)])
    #expect(Planner.plan(from: start, to: end).diagnostics.isEmpty)
  }
}
