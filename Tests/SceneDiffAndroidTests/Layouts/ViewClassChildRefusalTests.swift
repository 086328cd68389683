import Testing

@testable import SceneDiffAndroid

/// Which views refuse children (`ViewClassRules.refusesChildren`, the question the builder asks
/// of every view for `isTransitionGroup`): the answer the refusal messages give, without them.
@Suite struct ViewClassChildRefusalTests {
  /// AdapterViews and ViewPager2 refuse children whatever they are laid out as; RecyclerView,
  /// ViewPager and WebView take them even when laid out as a plain view; any other class by
  /// its family (a ViewGroup or not), with a package prefix or without.
  @Test func refusalByNameThenFamily() {
    let cases: [(String, ViewClass, Bool)] = [
      ("ListView", ViewClass(.frame), true),
      ("android.widget.GridView", ViewClass(.frame), true),
      ("Spinner", ViewClass(.view), true),
      ("androidx.viewpager2.widget.ViewPager2", ViewClass(.frame), true),
      ("androidx.recyclerview.widget.RecyclerView", ViewClass(.view), false),
      ("WebView", ViewClass(.view), false),
      ("TextView", ViewClass(.text(.plain)), true),
      ("ImageView", ViewClass(.image(isButton: false)), true),
      ("com.example.FancyTextView", ViewClass(.text(.plain), approximatedAs: "TextView"), true),
      ("LinearLayout", ViewClass(.linear(isVerticalByDefault: false)), false),
      ("com.example.Panel", ViewClass(.frame, approximatedAs: "FrameLayout"), false),
      ("RelativeLayout", ViewClass(.relative), false),
    ]
    for (name, viewClass, refuses) in cases {
      #expect(ViewClassRules.refusesChildren(name, viewClass) == refuses, "\(name)")
      #expect((ViewClassRules.childRefusal(name, viewClass) != nil) == refuses, "\(name)")
    }
  }
}
