import Foundation
import Testing

/// Fragment and activity Transition-framework transitions and `--activity` from the command
/// line: a theme's window transitions, overrides, surfaces, and bad inputs.
///
/// The fixture app (Fixtures/window) uses a theme derived from Material3 that sets
/// `windowEnterTransition = @transition/rise` (a Slide from the bottom, 250 ms, linear),
/// `windowExitTransition = @android:transition/fade` (300 ms, the Transition default) and
/// `windowAllowEnterTransitionOverlap = false`; grid.xml's `thumb` and photo.xml's `hero`
/// share the transitionName `photo`; photo.xml holds a VideoView.
@Suite struct ScreenTransitionCommandTests {
  let layouts = ToolRunner.fixtures + "/window/res/layout"

  /// The plan's animators as (target, transition, startMs, durationMs).
  func animators(_ stdout: String) throws -> [(String, String, Double, Double)] {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
    )
    let list = try #require(json["animators"] as? [[String: Any]])
    return list.compactMap { a in
      guard let target = a["target"] as? String, let transition = a["transition"] as? String,
        let start = a["startMs"] as? Double, let duration = a["durationMs"] as? Double
      else { return nil }
      return (target, transition, start, duration)
    }
  }

  /// `--activity scene-transition` reads the theme.
  ///
  /// The transitions run on each window's
  /// transitioning views (shared elements left out): grid's only view, `thumb`, is the shared
  /// element, so the exit Fade has no view to run on and no animator, and the sequential set
  /// (no overlap) lets the enter Slide start at 0 (§8.1: a child with nothing to do takes
  /// 0 ms); photo's views are `hero` (shared) and the VideoView `player`, the one view the
  /// Slide moves (250 ms), which draws the surface warning that names the window-level
  /// fallback; the shared element moves with Theme.Material's `move` (ChangeBounds, 300 ms).
  @Test func sceneTransitionFromTheTheme() throws {
    let run = try ToolRunner.run([
      "plan", "\(layouts)/grid.xml", "\(layouts)/photo.xml", "--activity", "scene-transition",
    ])
    #expect(run.status == 0)
    let found = try animators(run.stdout)
    #expect(!found.contains { $0.1 == "Fade" })
    #expect(found.contains { $0 == ("to:player", "Slide", 0, 250) })
    #expect(!found.contains { $0.0 == "to:photo_root" })
    #expect(found.contains { $0 == ("to:photo", "ChangeBounds", 0, 300) })
    #expect(run.stderr.contains("photo.xml:4:5: warning: 'to:player' (android.widget.VideoView)"))
    #expect(run.stderr.contains("--activity custom --enter-anim FILE --exit-anim FILE"))
  }

  /// At 125 ms the Slide (linear, 250 ms) is at n = 0.5: the player (0, 400, 360×200) is
  /// 640 · 0.5 = 320 below its place, top 720, bottom 920, while its window's root stays in
  /// place; the leaving window stays drawn until the change ends (300 ms, the shared
  /// element's ChangeBounds), then is gone.
  @Test func sceneTransitionSample() throws {
    for (at, leavingVisible) in [("125", true), ("425", false)] {
      let run = try ToolRunner.run([
        "sample", "\(layouts)/grid.xml", "\(layouts)/photo.xml", "--activity",
        "scene-transition", "--at", at,
      ])
      #expect(run.status == 0)
      let views = try ScreenChangeCommandTests().views(run.stdout)
      if at == "125" {
        #expect((views["to:player"]?["bounds"] as? [Double]) == [0, 720, 360, 920])
        #expect((views["to:photo_root"]?["bounds"] as? [Double]) == [0, 0, 360, 640])
      }
      #expect(views["from:grid_root"]?["visible"] as? Bool == leavingVisible)
    }
  }

  /// A command-line transition overrides the theme's; a theme without activity transitions
  /// (android:Theme.Holo) plans none, with a warning.
  @Test func optionsOverrideTheTheme() throws {
    let run = try ToolRunner.run([
      "plan", "\(layouts)/grid.xml", "\(layouts)/photo.xml", "--activity", "scene-transition",
      "--enter-transition", "@android:transition/explode",
    ])
    #expect(run.status == 0)
    let found = try animators(run.stdout)
    #expect(found.contains { $0.0 == "to:player" && $0.1 == "Explode" })
    #expect(!found.contains { $0.1 == "Slide" })
    let off = try ToolRunner.run([
      "plan", "\(layouts)/grid.xml", "\(layouts)/photo.xml", "--activity", "scene-transition",
      "--theme", "Old",
    ])
    #expect(off.status == 0)
    #expect(try animators(off.stdout).isEmpty)
    #expect(off.stderr.contains("warning: the theme 'Old' turns activity transitions off"))
  }

  /// With a window-level fallback (`--activity custom` with res/anim files) the surface is
  /// animated by it and no warning is printed.
  @Test func surfaceFallback() throws {
    let run = try ToolRunner.run([
      "plan", "\(layouts)/grid.xml", "\(layouts)/photo.xml", "--activity", "custom",
      "--enter-transition", "@android:transition/slide_bottom", "--enter-anim",
      "@android:anim/fade_in",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let found = try animators(run.stdout)
    #expect(found.map(\.1) == ["AlphaAnimation"])
  }

  /// On a pop the popped screen (FROM) runs `--return-transition` and the screen coming back
  /// runs the exit transition when no reenter transition is given, each on its screen's
  /// transitioning views (no shared-element transition: `hero`, keyed `photo`, and `player`
  /// leave; grid's `thumb`, keyed `photo`, comes back).
  @Test func popRunsReturnAndReenter() throws {
    let run = try ToolRunner.run([
      "plan", "\(layouts)/photo.xml", "\(layouts)/grid.xml", "--pop", "--enter-transition",
      "@android:transition/fade", "--return-transition", "@android:transition/slide_bottom",
      "--exit-transition", "@android:transition/explode",
    ])
    #expect(run.status == 0)
    let found = try animators(run.stdout)
    #expect(found.contains { $0.0 == "from:player" && $0.1 == "Slide" })
    #expect(found.contains { $0.0 == "from:photo" && $0.1 == "Slide" })
    #expect(found.contains { $0.0 == "to:photo" && $0.1 == "Explode" })
    #expect(!found.contains { $0.1 == "Fade" })
  }

  /// `--activity scale-up --source thumb`: r = thumb's place (20, 40, 100×100), so the coming
  /// window is drawn on r at 0 ms (scale 100/360 about pivot −20/(100/360 − 1) = 27.69…).
  @Test func scaleUpFromASource() throws {
    let run = try ToolRunner.run([
      "sample", "\(layouts)/grid.xml", "\(layouts)/photo.xml", "--activity", "scale-up",
      "--source", "thumb", "--at", "0",
    ])
    #expect(run.status == 0)
    let views = try ScreenChangeCommandTests().views(run.stdout)
    let bounds = try #require(views["to:photo_root"]?["bounds"] as? [Double])
    for (got, expected) in zip(bounds, [20.0, 40, 120, 140]) { #expect(abs(got - expected) < 1e-4) }
  }

  /// Bad inputs: a transition file that does not exist (exit 1, located at the file), a name
  /// no platform file has (exit 1), a `--source` FROM does not have and a `--start` that is not
  /// two numbers (usage errors, exit 2).
  @Test func badInputs() throws {
    let pair = ["plan", "\(layouts)/grid.xml", "\(layouts)/photo.xml"]
    let missing = try ToolRunner.run(pair + ["--enter-transition", "nofile.xml"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("nofile.xml:1:1: error: cannot read file"))
    let unknown = try ToolRunner.run(pair + ["--exit-transition", "@android:transition/nope"])
    #expect(unknown.status == 1)
    #expect(
      unknown.stderr.contains(
        "error: --exit-transition: cannot resolve '@android:transition/nope': not a platform transition"
      )
    )
    let source = try ToolRunner.run(pair + ["--activity", "scale-up", "--source", "nosuch"])
    #expect(source.status == 2)
    #expect(source.stderr.contains("--source: FROM has no view with the key 'nosuch'"))
    let start = try ToolRunner.run(
      pair + ["--activity", "clip-reveal", "--source", "thumb", "--start", "1,x"]
    )
    #expect(start.status == 2)
    #expect(
      start.stderr.contains(
        "--start takes X,Y, two numbers in the scene's units such as 10,20; got '1,x'"
      )
    )
  }
}
