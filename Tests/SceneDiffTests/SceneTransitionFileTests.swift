import SceneDiff
import SceneDiffTestSupport
import Testing

/// `SceneTransitionFile`: one loader for either platform's transition files, by root element.
@Suite struct SceneTransitionFileTests {
  @Test func theRootElementPicksTheReader() throws {
    let folder = try TemporaryFolder("transitions")
    let ios = try folder.write(
      #"<caTransition layer="pager" type="reveal" subtype="fromTop"/>"#,
      to: "reveal.xml"
    )
    let android = try folder.write(
      #"<fade xmlns:android="http://schemas.android.com/apk/res/android"/>"#,
      to: "fade.xml"
    )
    let layer = try SceneTransitionFile.load(path: ios).value
    #expect(layer.className == "CATransition")
    #expect(try SceneTransitionFile.load(path: android).value.className == "Fade")
    #expect(InputFile.check(path: ios).kind == .transition)
  }
}
