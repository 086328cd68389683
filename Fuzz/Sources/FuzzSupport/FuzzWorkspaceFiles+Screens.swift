extension FuzzWorkspaceFiles {
  /// A view animation (`@anim/slide_in`) that fuzzed Navigation graphs may name.
  static let slideIn = """
    <set xmlns:android="http://schemas.android.com/apk/res/android"
        android:duration="@integer/duration">
      <translate android:fromXDelta="100%p" android:toXDelta="0"
          android:interpolator="@interpolator/bounce"/>
      <alpha android:fromAlpha="0" android:toAlpha="1"/>
    </set>
    """

  /// A property animator (`@animator/fade_out`) that fuzzed Navigation graphs may name.
  static let fadeOut = """
    <set xmlns:android="http://schemas.android.com/apk/res/android">
      <objectAnimator android:propertyName="alpha" android:valueFrom="1" android:valueTo="0"
          android:duration="200" android:valueType="floatType"/>
      <objectAnimator android:propertyName="translationX" android:valueTo="-40dp"
          android:duration="250"/>
    </set>
    """

  /// A Navigation graph between the two native scenes, with both kinds of animation.
  static let navigation = """
    <navigation xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto"
        xmlns:tools="http://schemas.android.com/tools"
        android:id="@+id/nav" app:startDestination="@id/a">
      <fragment android:id="@+id/a" tools:layout="@layout/scene_a">
        <action android:id="@+id/open" app:destination="@id/b"
            app:enterAnim="@anim/slide_in" app:exitAnim="@animator/fade_out"
            app:popEnterAnim="@android:anim/fade_in" app:popExitAnim="@anim/slide_in"/>
      </fragment>
      <fragment android:id="@+id/b" tools:layout="@layout/scene_b"/>
    </navigation>
    """

  /// An interaction script: a drag released below its threshold.
  public static let interaction = """
    <interaction completionSpeed="1" completionCurve="easeInOut">
      <update atMs="0" percent="0.2"/>
      <update atMs="50" percent="0.4"/>
      <release atMs="100" velocity="0" threshold="0.5"/>
    </interaction>
    """
}
