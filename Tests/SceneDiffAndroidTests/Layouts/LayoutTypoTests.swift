import SceneDiff
import SceneDiffCore
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Issue 13 item 5: misspelled names in layouts and changes are reported where they are written.
///
/// Each report carries the closest known name; legal names that Android ignores, `app:` and
/// `tools:` attributes and data-binding expressions are not reported. Columns are counted by
/// hand (1-based, in bytes) in the comments.
@Suite struct LayoutTypoTests {
  let ns = LayoutFixture.ns + " xmlns:tools=\"http://schemas.android.com/tools\""
  /// A 360 × 640 px device at density 1 (1 dp = 1 px).
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  /// `line:column severity code: message` for each diagnostic of `code`s, in order.
  static func reports(_ diagnostics: [Diagnostic], _ codes: Set<String>) -> [String] {
    diagnostics.filter { codes.contains($0.code) }.map {
      let at = $0.location.map { "\($0.line):\($0.column) " } ?? ""
      return "\(at)\($0.severity.rawValue) \($0.code): \($0.message)"
    }
  }

  @Test func unknownAndroidAttributesAreWarnedAboutWithTheClosestName() throws {
    let fixture = try LayoutFixture([
      "layout/typo.xml": """
      <FrameLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <ImageView android:layout_width="10px" android:layout_height="10px"
            android:backgroundd="#f00" app:customThing="1" tools:srcCompat="@drawable/x"
            android:gravity="center" android:onLongClick="@{() -> model.hold()}"/>
        <TextView android:layout_width="10px" android:layout_height="10px" android:textColr="#fff"/>
        <include layout="@layout/square" android:layout_widht="5px"/>
      </FrameLayout>
      """,
      "layout/square.xml": """
      <View xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="1px" android:layout_height="1px"/>
      """,
    ])
    let loaded = try fixture.load("typo", mdpi)
    // Line 4: six spaces, so `android:backgroundd` starts at column 7. Line 6: `  <TextView `
    // is 12 bytes, `android:layout_width="10px" ` 28 and `android:layout_height="10px" ` 29:
    // `android:textColr` at 12 + 28 + 29 + 1 = 70. Line 7: `  <include ` is 11 bytes and
    // `layout="@layout/square" ` 24: column 36. `app:customThing` is the app's own, `tools:`
    // design-time, `android:gravity` a platform attribute a View ignores, and the
    // data-binding `android:onLongClick` a binding adapter's name: none is reported.
    #expect(
      Self.reports(loaded.diagnostics, ["unknown-attribute"]) == [
        "4:7 warning unknown-attribute: unknown Android attribute 'android:backgroundd' on "
          + "<ImageView> (ignored); did you mean 'android:background'?",
        "6:70 warning unknown-attribute: unknown Android attribute 'android:textColr' on "
          + "<TextView> (ignored); did you mean 'android:textColor'?",
        "7:36 warning unknown-attribute: unknown Android attribute 'android:layout_widht' on "
          + "<include> (ignored); did you mean 'android:layout_width'?",
      ]
    )
    // The layout still lays out: the typo is ignored, as Android would never see it.
    #expect(loaded.value.views.count == 1)
  }

  @Test func platformAttributesThatLibraryAndAppViewsReuseAreNoTypos() throws {
    // A custom view may declare any platform attribute in its own styleable, and Material's
    // views read some no platform view does (`checkable`): none of these is reported.
    let fixture = try LayoutFixture([
      "layout/reuse.xml": """
      <FrameLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <com.google.android.material.card.MaterialCardView android:layout_width="10px"
            android:layout_height="10px" android:checkable="true"/>
        <com.example.Dial android:layout_width="10px" android:layout_height="10px"
            android:color="#f00" android:duration="300" android:radius="4dp"/>
      </FrameLayout>
      """
    ])
    let loaded = try fixture.load("reuse", mdpi)
    #expect(Self.reports(loaded.diagnostics, ["unknown-attribute"]).isEmpty)
  }

  @Test func theClassesAttributesComeFirstInSuggestions() throws {
    // `android:tin` is one edit from both `min` (a ProgressBar's) and `tint` (an ImageView's):
    // on an ImageView its own `tint` wins, although `min` comes first among all names.
    // `textSizee` on a plain View is near no View attribute, so the suggestion comes from
    // every known attribute: TextView's `textSize`, one edit away.
    let fixture = try LayoutFixture([
      "layout/rank.xml": """
      <FrameLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <ImageView android:layout_width="10px" android:layout_height="10px"
            android:tin="#f00"/>
        <View android:layout_width="10px" android:layout_height="10px"
            android:textSizee="2sp"/>
      </FrameLayout>
      """
    ])
    let loaded = try fixture.load("rank", mdpi)
    // Both attributes start their line after six spaces: column 7.
    #expect(
      Self.reports(loaded.diagnostics, ["unknown-attribute"]) == [
        "4:7 warning unknown-attribute: unknown Android attribute 'android:tin' on "
          + "<ImageView> (ignored); did you mean 'android:tint'?",
        "6:7 warning unknown-attribute: unknown Android attribute 'android:textSizee' on "
          + "<View> (ignored); did you mean 'android:textSize'?",
      ]
    )
    #expect(Suggestion.closest(to: "tin", in: FrameworkAttributes.all.sorted()) == "min")
  }

  @Test func unknownPlatformClassesAreWarnedAboutWithTheClosestClass() throws {
    let fixture = try LayoutFixture([
      "layout/classes.xml": """
      <LinearLayoutt \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <android.widget.TextVeiw android:layout_width="10px" android:layout_height="10px"/>
        <com.example.Widgit android:layout_width="10px" android:layout_height="10px"/>
        <SearchView android:layout_width="10px" android:layout_height="10px"/>
      </LinearLayoutt>
      """
    ])
    let loaded = try fixture.load("classes", mdpi)
    // An undotted name is looked up in android.widget, android.webkit, android.app and
    // android.view: `LinearLayoutt` (1:1) and `android.widget.TextVeiw` (3:3) are no platform
    // class. `com.example.Widgit` is the app's own and `SearchView` a platform class SceneDiff
    // does not model: both keep the approximation note.
    #expect(
      Self.reports(loaded.diagnostics, ["unknown-view-class", "approximated-view"]) == [
        "1:1 warning unknown-view-class: 'LinearLayoutt' is not an Android view class "
          + "(android.widget, android.view, android.webkit or android.app), so Android cannot "
          + "inflate it; SceneDiff lays it out as FrameLayout; did you mean 'LinearLayout'?",
        "3:3 warning unknown-view-class: 'android.widget.TextVeiw' is not an Android view class "
          + "(android.widget, android.view, android.webkit or android.app), so Android cannot "
          + "inflate it; SceneDiff lays it out as View; did you mean 'android.widget.TextView'?",
        "4:3 note approximated-view: com.example.Widgit is not a class SceneDiff knows; it is "
          + "laid out as View",
        "5:3 note approximated-view: SearchView is not a class SceneDiff knows; it is laid out "
          + "as View",
      ]
    )
  }

  // MARK: - Changes

  /// A FrameLayout holding a View `square`, a TextView `title` and a `Hidden` style.
  func changeFixture() throws -> LayoutFixture {
    try LayoutFixture([
      "values/styles.xml": """
      <resources>
        <style name="Hidden"><item name="android:visibility">gone</item></style>
      </resources>
      """,
      "layout/box.xml": """
      <FrameLayout \(ns) android:id="@+id/root" android:layout_width="match_parent"
          android:layout_height="match_parent">
        <View android:id="@+id/square" android:layout_width="10px" android:layout_height="10px"/>
        <TextView android:id="@+id/title" android:layout_width="10px"
            android:layout_height="10px"/>
      </FrameLayout>
      """,
    ])
  }

  /// The change a command-line option spells.
  static func change(_ option: String, _ text: String) throws -> LayoutChange {
    let parse: (String) -> LayoutChange? =
      switch option {
      case "--set": LayoutChange.parseSet
      case "--unset": LayoutChange.parseUnset
      default: LayoutChange.parseMove
      }
    return try #require(parse(text))
  }

  @Test(
    arguments: [
      (
        "--set", "square.layout_widht=10dp",
        "unknown Android attribute 'layout_widht' for View 'square'; did you mean "
          + "'layout_width'? (in --set square.layout_widht=10dp)"
      ),
      (
        "--set", "square.android:layout_widht=10dp",
        "unknown Android attribute 'android:layout_widht' for View 'square'; did you mean "
          + "'android:layout_width'? (in --set square.android:layout_widht=10dp)"
      ),
      (
        "--unset", "square.backgroundd",
        "unknown Android attribute 'backgroundd' for View 'square'; did you mean "
          + "'background'? (in --unset square.backgroundd)"
      ),
      // A prefix is checked against the known names' prefixes of its length.
      (
        "--unset", "square.layuot_*",
        "unknown Android attribute 'layuot_*' for View 'square'; did you mean 'layout_*'? "
          + "(in --unset square.layuot_*)"
      ),
      // The view's class names itself in the message.
      (
        "--set", "title.textSise=20sp",
        "unknown Android attribute 'textSise' for TextView 'title'; did you mean 'textSize'? "
          + "(in --set title.textSise=20sp)"
      ),
    ]
  )
  func aChangeOfAnUnknownAttributeIsAnError(option: String, text: String, message: String)
    throws
  {
    let fixture = try changeFixture()
    var options = mdpi
    options.changes = [try Self.change(option, text)]
    let errors = fixture.errors("box", options)
    #expect(errors.map(\.code) == ["unknown-attribute"])
    #expect(errors.map(\.message) == [message])
    #expect(errors.first?.location == nil)
  }

  @Test func designTimeAttributesCannotBeChangedButAppOnesCan() throws {
    let fixture = try changeFixture()
    var options = mdpi
    options.changes = [try Self.change("--set", "square.tools:visibility=gone")]
    #expect(
      fixture.errors("box", options).map(\.message) == [
        "'tools:visibility' is a design-time attribute, which only layout editors read; a "
          + "change takes android: and app: attributes (in --set square.tools:visibility=gone)"
      ]
    )
    // `app:` attributes are the app's and its libraries' own: any name passes, silently.
    options.changes = [
      try Self.change("--set", "square.app:anything=1"),
      try Self.change("--unset", "square.app:layout_*"),
    ]
    #expect(try fixture.load("box", options).diagnostics.isEmpty)
  }

  @Test func aSetOfAnAttributeTheClassDoesNotReadIsAWarning() throws {
    let fixture = try changeFixture()
    var options = mdpi
    options.changes = [
      try Self.change("--set", "square.orientation=vertical"),
      try Self.change("--set", "title.text=Hello"),
    ]
    let loaded = try fixture.load("box", options)
    // A View has no orientation; `text` is a TextView's own, so it passes silently.
    #expect(
      Self.reports(loaded.diagnostics, ["ignored-attribute"]) == [
        "warning ignored-attribute: android:orientation has no effect on View 'square': View "
          + "does not read it (in --set square.orientation=vertical)"
      ]
    )
  }

  @Test func aStyleChangeSetsTheStyleAsALayoutWritesIt() throws {
    // Layouts write `style` without a namespace; `--set square.style=…` used to set an
    // `android:style` nothing reads. Now the Hidden style's `visibility="gone"` applies.
    let fixture = try changeFixture()
    var options = mdpi
    options.changes = [try Self.change("--set", "square.style=@style/Hidden")]
    let scene = try fixture.load("box", options).value
    #expect(scene.view("square")?.visibility == .gone)
  }

  @Test func changeFilesReportTypedNamesWhereTheyAreWritten() throws {
    let fixture = try LayoutFixture([
      "changes/typos.xml": """
      <changes>
        <set view="square" attribute="layout_widht" value="10px"/>
        <unset view="square" attribute="tools:text"/>
        <unset view="square" attribute="layuot_*"/>
        <set view="square" attribute="app:anything" value="1"/>
      </changes>
      """
    ])
    // Line 2: `  <set ` is 7 bytes, `view="square" ` 14 and `attribute="` 11, so the name
    // starts at column 33; lines 3 and 4: `  <unset ` is 9 bytes, so column 35. The `app:`
    // attribute of line 5 passes.
    let path = "\(fixture.res)/changes/typos.xml"
    let error = #expect(throws: DiagnosticsError.self) { try LayoutChangeFile.load(path: path) }
    #expect(
      Self.reports(error?.diagnostics ?? [], ["unknown-attribute", "invalid-change"]) == [
        "2:33 error unknown-attribute: unknown Android attribute 'layout_widht'; did you mean "
          + "'layout_width'?",
        "3:35 error invalid-change: 'tools:text' is a design-time attribute, which only layout "
          + "editors read; a change takes android: and app: attributes",
        "4:35 error unknown-attribute: unknown Android attribute 'layuot_*'; did you mean "
          + "'layout_*'?",
      ]
    )
  }

  @Test func changeFilesReportAttributesTheirElementsDoNotTake() throws {
    let fixture = try LayoutFixture([
      "changes/attributes.xml": """
      <changes>
        <move view="square" parent="root" indx="0"/>
        <set view="square" attribute="layout_width" value="1px" unit="px"/>
      </changes>
      """
    ])
    // Line 2: `  <move ` is 8 bytes, `view="square" ` 14 and `parent="root" ` 14: `indx` at
    // column 37 (before, it was ignored and the view went to the end). Line 3: `  <set ` is
    // 7 bytes, `view="square" ` 14, `attribute="layout_width" ` 25 and `value="1px" ` 12:
    // `unit` at column 59, close to none of the names <set> takes.
    let path = "\(fixture.res)/changes/attributes.xml"
    let error = #expect(throws: DiagnosticsError.self) { try LayoutChangeFile.load(path: path) }
    #expect(
      Self.reports(error?.diagnostics ?? [], ["unknown-attribute"]) == [
        "2:37 error unknown-attribute: unknown attribute 'indx' on <move>; did you mean 'index'?",
        "3:59 error unknown-attribute: unknown attribute 'unit' on <set>; expected 'view', "
          + "'attribute' or 'value'",
      ]
    )
  }

  // MARK: - Views that cannot hold views

  /// A root FrameLayout with a TextView, a ListView, an app `…TextView`, an app class with no
  /// known suffix and a View `square`, each 10 px square.
  func moveFixture() throws -> LayoutFixture {
    try LayoutFixture([
      "layout/moves.xml": """
      <FrameLayout \(ns) android:id="@+id/root" android:layout_width="match_parent"
          android:layout_height="match_parent">
        <TextView android:id="@+id/title" android:layout_width="10px" android:layout_height="10px"/>
        <ListView android:id="@+id/list" android:layout_width="10px" android:layout_height="10px"/>
        <com.example.BadgeTextView android:id="@+id/badge" android:layout_width="10px"
            android:layout_height="10px"/>
        <com.example.Holder android:id="@+id/holder" android:layout_width="100px"
            android:layout_height="100px"/>
        <View android:id="@+id/square" android:layout_width="10px" android:layout_height="10px"/>
      </FrameLayout>
      """
    ])
  }

  @Test(
    arguments: [
      (
        "square=title", 3,
        "cannot move 'square' into 'title': TextView is not a ViewGroup (in --move square=title)",
        "'title' is this <TextView>"
      ),
      (
        "square=list", 4,
        "cannot move 'square' into 'list': ListView is an AdapterView, whose addView refuses "
          + "views (its items come from an adapter) (in --move square=list)",
        "'list' is this <ListView>"
      ),
      (
        "square=badge", 5,
        "cannot move 'square' into 'badge': com.example.BadgeTextView is laid out as TextView "
          + "(by its name), which is not a ViewGroup (in --move square=badge)",
        "'badge' is this <com.example.BadgeTextView>"
      ),
    ]
  )
  func aMoveIntoAViewThatCannotHoldViewsIsAnError(
    move: String,
    line: Int,
    message: String,
    note: String
  ) throws {
    let fixture = try moveFixture()
    var options = mdpi
    options.changes = [try Self.change("--move", move)]
    let errors = fixture.errors("moves", options)
    #expect(errors.map(\.code) == ["not-a-container"])
    #expect(errors.map(\.message) == [message])
    // The note points at the target's element: line `line`, after two spaces.
    let notes = errors.first?.notes ?? []
    #expect(
      notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }
        == ["\(line):3 \(note)"]
    )
  }

  @Test func aMoveIntoAnAppClassOrPastTheEndFollowsAndroid() throws {
    let fixture = try moveFixture()
    var options = mdpi
    // An app class with no known suffix may be any ViewGroup: with a child it is laid out as
    // a FrameLayout, the 10 px square at its top left.
    options.changes = [try Self.change("--move", "square=holder")]
    let scene = try fixture.load("moves", options).value
    #expect(scene.view("holder")?.children.map(\.id) == ["square"])
    #expect(bounds(scene.view("square")) == [0, 0, 10, 10])
    // root holds five views; without square four: index 4 is the end, 5 is past it
    // (`addView(child, 5)` throws IndexOutOfBoundsException).
    options.changes = [try Self.change("--move", "square=root@4")]
    #expect(fixture.errors("moves", options).isEmpty)
    options.changes = [try Self.change("--move", "square=root@5")]
    #expect(
      fixture.errors("moves", options).map(\.message) == [
        "cannot move 'square' into 'root' at index 5: expected an index from 0 to 4 ('root' "
          + "holds 4 other views) (in --move square=root@5)"
      ]
    )
  }

  @Test func aViewThatCannotHoldViewsWithChildrenInTheLayoutIsAnError() throws {
    let fixture = try LayoutFixture([
      "layout/nested.xml": """
      <FrameLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <TextView android:layout_width="10px" android:layout_height="10px">
          <View android:layout_width="1px" android:layout_height="1px"/>
        </TextView>
      </FrameLayout>
      """
    ])
    let errors = fixture.errors("nested", mdpi)
    // The child starts at 4:5 (four spaces), its parent at 3:3.
    #expect(
      Self.reports(errors, ["not-a-container"]) == [
        "4:5 error not-a-container: <View> cannot be a child of <TextView>: TextView is not a "
          + "ViewGroup, so Android's inflater throws"
      ]
    )
    #expect(errors.first?.notes.map(\.location?.line) == [3])
    #expect(errors.first?.notes.map(\.location?.column) == [3])
  }
}
