import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// `ViewGroup.isTransitionGroup()` as the loader resolves it into `ViewNode.transitionGroup`:
/// `android:transitionGroup` when written, else a background (CardView sets one in code) or a
/// `transitionName`; `nil` for views that are no ViewGroup.
@Suite struct TransitionGroupTests {
  let ns = LayoutFixture.ns

  @Test func transitionGroupFromAttributeBackgroundNameAndCard() throws {
    let fixture = try LayoutFixture([
      "layout/screen.xml": """
      <LinearLayout \(ns) android:id="@+id/root" android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <FrameLayout android:id="@+id/painted" android:background="#FFEEEEEE"
            android:layout_width="match_parent" android:layout_height="10dp"/>
        <FrameLayout android:id="@+id/opened" android:background="#FFEEEEEE"
            android:transitionGroup="false"
            android:layout_width="match_parent" android:layout_height="10dp"/>
        <FrameLayout android:id="@+id/named" android:transitionName="hero"
            android:layout_width="match_parent" android:layout_height="10dp"/>
        <FrameLayout android:id="@+id/forced" android:transitionGroup="true"
            android:layout_width="match_parent" android:layout_height="10dp"/>
        <androidx.cardview.widget.CardView android:id="@+id/card"
            android:layout_width="match_parent" android:layout_height="10dp"/>
        <TextView android:id="@+id/label" android:background="#FF000000"
            android:layout_width="match_parent" android:layout_height="10dp"/>
      </LinearLayout>
      """
    ])
    let scene = try fixture.load("screen").value
    #expect(scene.view("root")?.transitionGroup == false)
    #expect(scene.view("painted")?.transitionGroup == true)
    #expect(scene.view("opened")?.transitionGroup == false)
    #expect(scene.view("named")?.transitionGroup == true)
    #expect(scene.view("forced")?.transitionGroup == true)
    #expect(scene.view("card")?.transitionGroup == true)
    // A TextView is no ViewGroup: a leaf, whatever its background.
    #expect(scene.view("label")?.transitionGroup == nil)
  }
}
