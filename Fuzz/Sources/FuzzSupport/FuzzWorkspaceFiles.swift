/// The files of ``FuzzWorkspace``: a small app whose resources the fixed layouts and
/// transitions below reference, so that a fuzzed values file, drawable or interpolator is
/// reached through real references.
public enum FuzzWorkspaceFiles {
  /// Every file, by path relative to the workspace.
  public static let all: [(String, [UInt8])] = [
    ("AndroidManifest.xml", Array(manifest.utf8)),
    ("res/values/values.xml", Array(values.utf8)),
    ("res/values-land/values.xml", Array(landscapeValues.utf8)),
    ("res/drawable/box.xml", Array(shape.utf8)),
    ("res/drawable/icon.xml", Array(vector.utf8)),
    ("res/drawable/states.xml", Array(selector.utf8)),
    ("res/drawable-xhdpi/photo.png", png),
    ("res/color/tint.xml", Array(colorStateList.utf8)),
    ("res/layout/row.xml", Array(row.utf8)),
    ("res/layout/main.xml", Array(mainLayout.utf8)),
    ("res/layout/scene_a.xml", Array(sceneA.utf8)),
    ("res/layout/scene_b.xml", Array(sceneB.utf8)),
    ("res/transition/move.xml", Array(transition.utf8)),
    ("res/transition/dissolve.xml", Array(iosTransition.utf8)),
    ("res/interpolator/bounce.xml", Array(interpolator.utf8)),
    ("res/anim/slide_in.xml", Array(slideIn.utf8)),
    ("res/animator/fade_out.xml", Array(fadeOut.utf8)),
    ("res/navigation/nav.xml", Array(navigation.utf8)),
    ("interaction.xml", Array(interaction.utf8)),
    ("lib/res/values/defaults.xml", Array(defaults.utf8)),
    ("lib/res/drawable/fuzz.xml", Array(shape.utf8)),
    ("lib/res/interpolator/fuzz.xml", Array(interpolator.utf8)),
  ]

  /// A second `res/` folder (``/SceneDiffAndroid/LayoutOptions/resourceFolders``) with a
  /// default for every `fuzz` resource the fixed layouts read, so they lay out when the fuzzed
  /// file defines none; the app's own `res/` comes first, so a fuzzed file overrides them.
  public static let libraryResources = "lib/res"

  /// The path fuzzed layouts, values files and drawables stand for or are written to.
  public enum Paths {
    /// A fuzzed layout: read from bytes as if it were this file.
    public static let layout = "res/layout/fuzz.xml"
    /// A fuzzed layout change file (`--changes`).
    public static let changes = "changes.xml"
    /// A fuzzed values file.
    public static let values = "res/values/fuzz.xml"
    /// A fuzzed XML drawable (`@drawable/fuzz`).
    public static let xmlDrawable = "res/drawable/fuzz.xml"
    /// A fuzzed bitmap (`@drawable/fuzz`, from the xhdpi folder).
    public static let bitmapDrawable = "res/drawable-xhdpi/fuzz.png"
    /// A fuzzed interpolator (`@interpolator/fuzz`).
    public static let interpolator = "res/interpolator/fuzz.xml"
    /// A fuzzed transition: read from bytes as if it were this file.
    public static let transition = "res/transition/fuzz.xml"
    /// A fuzzed transition manager: read from bytes as if it were this file.
    public static let manager = "res/transition/fuzz_manager.xml"
    /// A fuzzed iOS transition file (or any transition file `--transition` takes).
    public static let iosTransition = "res/transition/fuzz_ios.xml"
    /// A fuzzed Navigation graph.
    public static let navigation = "res/navigation/fuzz.xml"
    /// A fuzzed view animation (`@anim/fuzz`).
    public static let viewAnimation = "res/anim/fuzz.xml"
    /// A fuzzed property animator (`@animator/fuzz`).
    public static let propertyAnimator = "res/animator/fuzz.xml"
    /// A fuzzed interaction script (`--interaction`).
    public static let interaction = "fuzz_interaction.xml"
    /// A fuzzed storyboard.
    public static let storyboard = "fuzz.storyboard"
    /// A fuzzed xib.
    public static let xib = "fuzz.xib"
    /// A fuzzed lint configuration (`--config`).
    public static let lintConfiguration = "scenediff-lint.json"
    /// A fuzzed motion tokens file (`--tokens`).
    public static let tokens = "tokens.json"
  }

  static let manifest = """
    <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="fuzz.app">
      <application android:theme="@style/AppTheme"/>
    </manifest>
    """

  static let values = """
    <resources>
      <dimen name="pad">16dp</dimen>
      <dimen name="avatar">56dp</dimen>
      <string name="title">Fuzz</string>
      <color name="accent">#FF5C6BC0</color>
      <integer name="duration">300</integer>
      <bool name="wide">false</bool>
      <fraction name="half">50%</fraction>
      <item name="ratio" type="dimen" format="float">1.5</item>
      <style name="AppTheme" parent="Theme.MaterialComponents.Light.NoActionBar">
        <item name="colorPrimary">@color/accent</item>
      </style>
      <style name="Card">
        <item name="android:padding">@dimen/pad</item>
        <item name="android:layout_margin">8dp</item>
      </style>
    </resources>
    """

  static let defaults = """
    <resources>
      <dimen name="fuzz">48dp</dimen>
      <dimen name="fuzz_text">14sp</dimen>
      <string name="fuzz">Fuzzed text that is long enough to wrap onto a second line</string>
      <string name="ratio">16:9</string>
      <color name="fuzz">#FF102030</color>
      <integer name="fuzz">2</integer>
      <fraction name="fuzz">75%</fraction>
      <style name="Fuzz" parent="Card">
        <item name="android:paddingTop">2dp</item>
      </style>
    </resources>
    """

  static let landscapeValues = """
    <resources>
      <dimen name="pad">24dp</dimen>
    </resources>
    """

  static let shape = """
    <shape xmlns:android="http://schemas.android.com/apk/res/android" android:shape="rectangle">
      <size android:width="40dp" android:height="20dp"/>
      <padding android:left="4dp" android:top="4dp" android:right="4dp" android:bottom="4dp"/>
      <solid android:color="@color/accent"/>
    </shape>
    """

  static let vector = """
    <vector xmlns:android="http://schemas.android.com/apk/res/android"
        android:width="24dp" android:height="24dp"
        android:viewportWidth="24" android:viewportHeight="24">
      <path android:fillColor="#FF000000" android:pathData="M12,2a10,10 0,1 1,0 20a10,10 0,1 1,0 -20z"/>
    </vector>
    """

  static let selector = """
    <selector xmlns:android="http://schemas.android.com/apk/res/android">
      <item android:state_pressed="true" android:drawable="@drawable/box"/>
      <item android:drawable="@drawable/icon"/>
    </selector>
    """

  static let colorStateList = """
    <selector xmlns:android="http://schemas.android.com/apk/res/android">
      <item android:state_enabled="false" android:color="#80000000"/>
      <item android:color="@color/accent"/>
    </selector>
    """

  /// A 3 × 2 PNG: the signature, then an `IHDR` chunk (width 3, height 2, 8-bit RGBA).
  static let png: [UInt8] =
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]
    + [0, 0, 0, 0]

  static let row = """
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
        android:id="@+id/row" android:layout_width="match_parent"
        android:layout_height="wrap_content" android:orientation="horizontal" style="@style/Card">
      <ImageView android:id="@+id/avatar" android:layout_width="@dimen/avatar"
          android:layout_height="@dimen/avatar" android:src="@drawable/photo"
          android:transitionName="avatar"/>
      <TextView android:id="@+id/label" android:layout_width="0dp" android:layout_weight="1"
          android:layout_height="wrap_content" android:text="@string/title"
          android:textColor="@color/tint"/>
    </LinearLayout>
    """

  /// The layout the values and drawable harnesses lay out when their input names none: it
  /// reads `@drawable/fuzz` and resources a fuzzed values file may define or override.
  public static let mainLayout = """
    <RelativeLayout xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto"
        android:id="@+id/root" android:layout_width="match_parent"
        android:layout_height="match_parent" android:padding="@dimen/pad">
      <include layout="@layout/row" android:id="@+id/first"/>
      <ImageView android:id="@+id/image" android:layout_width="wrap_content"
          android:layout_height="wrap_content" android:layout_below="@id/first"
          android:src="@drawable/fuzz" android:background="@drawable/states"
          android:scaleType="centerCrop" android:transitionName="image"/>
      <FrameLayout android:id="@+id/frame" android:layout_width="match_parent"
          android:layout_height="wrap_content" android:layout_below="@id/image"
          android:background="@drawable/fuzz" android:foreground="@drawable/box"
          android:minHeight="@dimen/fuzz" style="@style/Fuzz">
        <TextView android:id="@+id/text" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:text="@string/fuzz"
            android:textSize="@dimen/fuzz_text" android:textColor="@color/fuzz"
            android:drawableStart="@drawable/fuzz" android:maxLines="@integer/fuzz"/>
      </FrameLayout>
      <androidx.constraintlayout.widget.ConstraintLayout android:id="@+id/constraints"
          android:layout_width="match_parent" android:layout_height="wrap_content"
          android:layout_below="@id/frame">
        <Button android:id="@+id/button" android:layout_width="0dp"
            android:layout_height="wrap_content" android:text="@string/title"
            app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent"
            app:layout_constraintWidth_percent="@fraction/fuzz"
            app:layout_constraintDimensionRatio="@string/ratio"/>
        <View android:id="@+id/line" android:layout_width="@dimen/fuzz"
            android:layout_height="1dp" android:background="@color/fuzz"
            app:layout_constraintTop_toBottomOf="@id/button"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
    </RelativeLayout>
    """

  static let sceneA = """
    <scene name="a" width="360" height="640">
      <view id="header" x="0" y="0" width="360" height="56" background="#455A64"/>
      <view id="card" transitionName="card" x="16" y="96" width="328" height="200"
          cornerRadius="8" clip="0 0 328 200">
        <view id="photo" class="ImageView" x="0" y="0" width="328" height="120"
            scaleType="centerCrop" drawableWidth="640" drawableHeight="480"/>
        <view id="title" class="TextView" x="16" y="136" width="200" height="24" text="A"/>
      </view>
      <view id="list" class="ScrollView" x="0" y="320" width="360" height="320" scrollY="40">
        <view id="item" x="0" y="0" width="360" height="72" rotation="5" alpha="0.5"/>
      </view>
    </scene>
    """

  static let sceneB = """
    <scene name="b" width="360" height="640">
      <view id="header" x="0" y="0" width="360" height="120" background="#263238"/>
      <view id="card" transitionName="card" x="0" y="0" width="360" height="400"
          clip="8 8 352 392" scaleX="1.1" translationY="12">
        <view id="photo" class="ImageView" x="0" y="0" width="360" height="300"
            scaleType="fitCenter" drawableWidth="640" drawableHeight="480"/>
        <view id="title" class="TextView" x="24" y="316" width="300" height="32" text="B"/>
      </view>
      <view id="fab" x="280" y="560" width="56" height="56" elevation="6"/>
    </scene>
    """

  static let transition = """
    <transitionSet xmlns:android="http://schemas.android.com/apk/res/android"
        android:duration="@integer/duration">
      <changeBounds android:interpolator="@interpolator/bounce"/>
      <fade/>
    </transitionSet>
    """

  /// An iOS transition file (`@transition/dissolve`) that managers may name.
  static let iosTransition = """
    <uiViewTransition with="card" duration="0.4" options="transitionCrossDissolve curveEaseIn"/>
    """

  static let interpolator = """
    <overshootInterpolator xmlns:android="http://schemas.android.com/apk/res/android"
        android:tension="2.5"/>
    """

  /// A transition that reads `@interpolator/fuzz` in every place an interpolator goes.
  public static let interpolatorTransition = """
    <transitionSet xmlns:android="http://schemas.android.com/apk/res/android"
        android:duration="300" android:transitionOrdering="sequential">
      <changeBounds android:interpolator="@interpolator/fuzz">
        <arcMotion android:maximumAngle="90"/>
      </changeBounds>
      <transitionSet android:interpolator="@interpolator/fuzz">
        <changeTransform android:interpolator="@interpolator/fuzz"/>
        <changeClipBounds android:interpolator="@interpolator/fuzz"/>
        <changeImageTransform android:interpolator="@interpolator/fuzz"/>
        <changeScroll android:interpolator="@interpolator/fuzz"/>
        <fade android:interpolator="@interpolator/fuzz"/>
      </transitionSet>
    </transitionSet>
    """

  /// Every transition kind in one set, for planning loaded scenes.
  public static let everyTransition = """
    <transitionSet xmlns:android="http://schemas.android.com/apk/res/android"
        android:duration="300">
      <changeBounds android:resizeClip="true">
        <arcMotion android:minimumHorizontalAngle="15" android:minimumVerticalAngle="0"/>
      </changeBounds>
      <changeTransform android:reparentWithOverlay="true"/>
      <changeClipBounds/>
      <changeImageTransform/>
      <changeScroll/>
      <recolor/>
      <transitionSet android:transitionOrdering="sequential">
        <fade android:fadingMode="fade_out"/>
        <slide android:slideEdge="start"/>
        <explode/>
        <fade android:fadingMode="fade_in"/>
      </transitionSet>
    </transitionSet>
    """
}
