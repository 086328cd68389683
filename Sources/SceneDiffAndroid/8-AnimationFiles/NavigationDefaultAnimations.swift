/// The four view animations androidx.navigation:navigation-ui ships as
/// `@anim/nav_default_enter_anim`, `nav_default_exit_anim`, `nav_default_pop_enter_anim` and
/// `nav_default_pop_exit_anim`, used when an app names them and has no file of that name.
///
/// Their contents are AndroidX's `navigation/navigation-ui/src/main/res/anim/` files as of the
/// androidx/androidx commits 66f01070 (enter), 39b8f3a9 (exit), 2737fa85 (pop enter) and
/// 196450dc (pop exit), with `@integer/config_navAnimTime` (navigation-ui's
/// `res/values/integers.xml`: 500) written out. The enter and the pop files fade linearly; the
/// exit fade runs on AccelerateInterpolator (an earlier exit file named no interpolator, so it
/// ran on the class default AccelerateDecelerate; Docs/navigation.md says which is used).
enum NavigationDefaultAnimations {
  /// The files by name.
  static let files: [String: String] = [
    "nav_default_enter_anim": """
    <set xmlns:android="http://schemas.android.com/apk/res/android">
      <alpha android:interpolator="@android:anim/linear_interpolator" android:duration="500"
          android:fromAlpha="0.0" android:toAlpha="1.0"/>
    </set>
    """,
    "nav_default_exit_anim": """
    <set xmlns:android="http://schemas.android.com/apk/res/android">
      <alpha android:interpolator="@android:anim/accelerate_interpolator" android:duration="500"
          android:fromAlpha="1.0" android:toAlpha="0.0"/>
    </set>
    """,
    "nav_default_pop_enter_anim": """
    <alpha xmlns:android="http://schemas.android.com/apk/res/android"
        android:interpolator="@android:anim/linear_interpolator" android:duration="500"
        android:fromAlpha="0.0" android:toAlpha="1.0"/>
    """,
    "nav_default_pop_exit_anim": """
    <alpha xmlns:android="http://schemas.android.com/apk/res/android"
        android:interpolator="@android:anim/linear_interpolator" android:duration="500"
        android:fromAlpha="1.0" android:toAlpha="0.0"/>
    """,
  ]
}
