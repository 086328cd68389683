/// The view animations SceneDiff has built in, as XML restating their published contents
/// (values re-stated from the sources named in `Docs/view-animations.md`), read by the same
/// reader as an app's files.
enum StockViewAnimations {
  /// `@android:anim/NAME`: the current AOSP `core/res/res/anim/` files.
  ///
  /// See `platform-transitions.md` §1.10. `slide_in_right` and `slide_out_left` are internal to
  /// the platform (an app cannot name them); they are here for comparison.
  static let platform: [String: String] = [
    "fade_in": """
    <alpha xmlns:android="http://schemas.android.com/apk/res/android" android:interpolator="@android:interpolator/decelerate_quad"
        android:fromAlpha="0.0" android:toAlpha="1.0" android:duration="@android:integer/config_longAnimTime"/>
    """,
    "fade_out": """
    <alpha xmlns:android="http://schemas.android.com/apk/res/android" android:interpolator="@android:interpolator/accelerate_quad"
        android:fromAlpha="1.0" android:toAlpha="0.0" android:duration="@android:integer/config_mediumAnimTime"/>
    """,
    "slide_in_left": """
    <set xmlns:android="http://schemas.android.com/apk/res/android">
      <translate android:fromXDelta="-50%p" android:toXDelta="0"
          android:duration="@android:integer/config_mediumAnimTime"/>
      <alpha android:fromAlpha="0.0" android:toAlpha="1.0"
          android:duration="@android:integer/config_mediumAnimTime"/>
    </set>
    """,
    "slide_in_right": """
    <set xmlns:android="http://schemas.android.com/apk/res/android">
      <translate android:fromXDelta="50%p" android:toXDelta="0"
          android:duration="@android:integer/config_mediumAnimTime"/>
      <alpha android:fromAlpha="0.0" android:toAlpha="1.0"
          android:duration="@android:integer/config_mediumAnimTime"/>
    </set>
    """,
    "slide_out_left": """
    <set xmlns:android="http://schemas.android.com/apk/res/android">
      <translate android:fromXDelta="0" android:toXDelta="-50%p"
          android:duration="@android:integer/config_mediumAnimTime"/>
      <alpha android:fromAlpha="1.0" android:toAlpha="0.0"
          android:duration="@android:integer/config_mediumAnimTime"/>
    </set>
    """,
    "slide_out_right": """
    <set xmlns:android="http://schemas.android.com/apk/res/android">
      <translate android:fromXDelta="0" android:toXDelta="50%p"
          android:duration="@android:integer/config_mediumAnimTime"/>
      <alpha android:fromAlpha="1.0" android:toAlpha="0.0"
          android:duration="@android:integer/config_mediumAnimTime"/>
    </set>
    """,
  ]

  /// `@anim/NAME` when the app has no such file: AndroidX Fragment's 1.2-era files.
  ///
  /// These are `fragment/src/main/res/anim/` (§1.12). `fragment_open_enter`'s scale names its curve
  /// in `android:pathData`, which a `<scale>` does not read, so it runs on the class default
  /// (AccelerateDecelerate), as on a device; that attribute is left out here.
  static let androidX: [String: String] = [
    "fragment_close_enter": """
    <set xmlns:android="http://schemas.android.com/apk/res/android" android:shareInterpolator="false">
      <scale android:fromXScale="1.1" android:toXScale="1.0" android:fromYScale="1.1" android:toYScale="1.0" android:pivotX="50%" android:pivotY="50%" android:fillEnabled="true" android:fillBefore="true" android:fillAfter="true" android:interpolator="@anim/fragment_fast_out_extra_slow_in" android:duration="400"/>
    </set>
    """,
    "fragment_close_exit": """
    <set xmlns:android="http://schemas.android.com/apk/res/android" android:shareInterpolator="false" android:zAdjustment="top">
      <alpha android:fromAlpha="1.0" android:toAlpha="0.0" android:fillEnabled="true" android:fillBefore="true" android:fillAfter="true" android:interpolator="@android:anim/linear_interpolator" android:startOffset="33" android:duration="50"/>
      <scale android:fromXScale="1.0" android:toXScale="0.9" android:fromYScale="1.0" android:toYScale="0.9" android:pivotX="50%" android:pivotY="50%" android:fillEnabled="true" android:fillBefore="true" android:fillAfter="true" android:interpolator="@anim/fragment_fast_out_extra_slow_in" android:duration="400"/>
    </set>
    """,
    "fragment_fade_enter": """
    <alpha xmlns:android="http://schemas.android.com/apk/res/android" android:interpolator="@android:anim/linear_interpolator"
        android:fromAlpha="0" android:toAlpha="1.0" android:duration="150"/>
    """,
    "fragment_fade_exit": """
    <alpha xmlns:android="http://schemas.android.com/apk/res/android" android:interpolator="@android:anim/linear_interpolator"
        android:fromAlpha="1.0" android:toAlpha="0" android:duration="150"/>
    """,
    "fragment_open_enter": """
    <set xmlns:android="http://schemas.android.com/apk/res/android" android:shareInterpolator="false">
      <alpha android:fromAlpha="0" android:toAlpha="1.0" android:fillEnabled="true" android:fillBefore="true" android:fillAfter="true" android:interpolator="@android:anim/linear_interpolator" android:startOffset="50" android:duration="50"/>
      <scale android:fromXScale="0.85" android:toXScale="1.0" android:fromYScale="0.85" android:toYScale="1.0" android:pivotX="50%" android:pivotY="50%" android:fillEnabled="true" android:fillBefore="true" android:fillAfter="true" android:duration="400"/>
    </set>
    """,
    "fragment_open_exit": """
    <set xmlns:android="http://schemas.android.com/apk/res/android" android:shareInterpolator="false">
      <alpha android:fromAlpha="1.0" android:toAlpha="0.4" android:fillEnabled="true" android:fillBefore="true" android:fillAfter="true" android:interpolator="@android:anim/linear_interpolator" android:startOffset="83" android:duration="167"/>
      <scale android:fromXScale="1.0" android:toXScale="1.05" android:fromYScale="1.0" android:toYScale="1.05" android:pivotX="50%" android:pivotY="50%" android:fillEnabled="true" android:fillBefore="true" android:fillAfter="true" android:interpolator="@anim/fragment_fast_out_extra_slow_in" android:duration="400"/>
    </set>
    """,
  ]
}
