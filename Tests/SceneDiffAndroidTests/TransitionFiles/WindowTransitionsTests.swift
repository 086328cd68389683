import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// A theme's window transitions (`--activity scene-transition`), read from the corpus's
/// XYZTouristAttractions sample (aosp-mirror platform_development), whose `values-v21`
/// `XYZAppTheme` sets every one of them, and the built-in platform transitions.
@Suite struct WindowTransitionsTests {
  static let app =
    TestPaths.sharedCorpus
    + "/android-extra/aosp-mirror__platform_development/samples/browseable/XYZTouristAttractions/Application/res"

  /// The values as the theme writes them (values-v21/styles.xml lines 20–29); the return and
  /// shared-element return transitions it leaves unset (PhoneWindow's defaults then apply).
  @Test func readsTheAppTheme() throws {
    let read = WindowTransitions.read(
      layoutAt: Self.app + "/layout/fragment_detail.xml",
      theme: "XYZAppTheme"
    )
    let theme = read.value
    #expect(theme.enter == "@transition/window_enter")
    #expect(theme.exit == "@transition/fade")
    #expect(theme.reenter == "@transition/fade")
    #expect(theme.returnTransition == "@transition/window_return")
    #expect(theme.sharedElementEnter == "@transition/shared_move")
    #expect(theme.sharedElementExit == "@transition/shared_move")
    #expect(theme.sharedElementReturn == nil)
    #expect(theme.allowEnterTransitionOverlap == false)
    #expect(theme.allowReturnTransitionOverlap == false)
    #expect(theme.activityTransitions)
    // Each name resolves in the app's res/ tree (transition-v21/).
    for name in [theme.enter, theme.exit, theme.returnTransition, theme.sharedElementEnter] {
      let value = try #require(name)
      #expect(
        (try? TransitionFile.resolve(value, anchor: Self.app + "/layout/fragment_detail.xml"))
          != nil
      )
    }
  }

  /// Theme.Material's values where the app sets none, an older platform theme's none.
  @Test func platformDefaults() {
    #expect(WindowTransitions.isMaterial("Theme.Material3.Light.NoActionBar"))
    #expect(WindowTransitions.isMaterial("android:Theme.Material.Light"))
    #expect(!WindowTransitions.isMaterial("Theme.Holo"))
    #expect(WindowTransitions.isOlderPlatform("android:Theme.Holo.Light"))
    #expect(!WindowTransitions.isOlderPlatform("Plaid.Translucent"))
    let material = WindowTransitions.material
    #expect(material.enter == "@android:transition/fade")
    #expect(material.exit == nil)
    #expect(material.sharedElementEnter == "@android:transition/move")
    #expect(material.activityTransitions)
  }

  /// `@android:transition/move` is AOSP's move.xml: ChangeBounds, ChangeTransform,
  /// ChangeClipBounds and ChangeImageTransform together; `slide_left` a Slide to the left edge.
  @Test func platformTransitions() throws {
    let move = try TransitionFile.resolve("@android:transition/move", anchor: nil).value
    let set = try #require(move.kind as? TransitionSet)
    #expect(
      set.children.map(\.className) == [
        "ChangeBounds", "ChangeTransform", "ChangeClipBounds", "ChangeImageTransform",
      ]
    )
    let slide = try TransitionFile.resolve("@android:transition/slide_left", anchor: nil).value
    #expect((slide.kind as? Slide)?.edge == .left)
    #expect(throws: DiagnosticsError.self) {
      try TransitionFile.resolve("@transition/nope", anchor: nil)
    }
  }
}
