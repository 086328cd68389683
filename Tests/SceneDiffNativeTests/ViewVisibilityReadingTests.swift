import SceneDiff
import Testing

@testable import SceneDiffNative

/// A view's `visibility` is one of three names, spelled exactly; anything else is an error
/// that quotes the value.
@Suite struct ViewVisibilityReadingTests {
  /// The visibility of the one view of a scene whose view has `visibility` written `value`, or
  /// the errors.
  func read(_ value: String) -> Result<ViewVisibility, DiagnosticsError> {
    let text = "<scene width='1' height='1'><view visibility='\(value)'/></scene>"
    do {
      let scene = try NativeSceneFile.load(bytes: Array(text.utf8), file: "t.xml")
      return .success(scene.value.views[0].visibility)
    } catch {
      return .failure(error)
    }
  }

  @Test func theThreeNamesAreRead() throws {
    #expect(try read("visible").get() == .visible)
    #expect(try read("invisible").get() == .invisible)
    #expect(try read("gone").get() == .gone)
    let text = "<scene width='1' height='1'><view/></scene>"
    let scene = try NativeSceneFile.load(bytes: Array(text.utf8), file: "t.xml")
    #expect(scene.value.views[0].visibility == .visible)
  }

  @Test(arguments: [
    "", "Gone", "gon", "goner", "visiblE", "invisiblee", "in visible", "hidden", "gône",
    "visible-but-much-longer-than-fifteen",
  ])
  func otherValuesAreErrors(_ value: String) {
    guard case .failure(let error) = read(value) else {
      Issue.record("'\(value)' was read")
      return
    }
    #expect(
      error.diagnostics.map(\.description) == [
        "t.xml:1:47: error: invalid value '\(value)' for 'visibility': expected 'visible', 'invisible' or 'gone'"
      ]
    )
  }
}
