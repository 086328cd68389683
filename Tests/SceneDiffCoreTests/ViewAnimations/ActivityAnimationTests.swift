import SceneDiffCore
import Testing

/// The `ActivityOptions` window animations, with the worked values of `platform-transitions.md`
/// §2.2 and §2.3.
@Suite struct ActivityAnimationTests {
  /// A full-screen 1080×1920 window (px) with one view at `frame`.
  static func window(_ id: String, child: Rect) -> SceneTree {
    SceneTree(
      width: 1080,
      height: 1920,
      units: "px",
      views: [
        ViewNode(
          id: id,
          x: 0,
          y: 0,
          width: 1080,
          height: 1920,
          children: [
            ViewNode(
              id: "thumb",
              x: child.left,
              y: child.top,
              width: child.width,
              height: child.height
            )
          ]
        )
      ]
    )
  }

  /// The §2.2 scale-up worked value.
  ///
  /// r = (100, 200, 300×400) in a 1080×1920 window starts at scale (300/1080, 400/1920)
  /// = (0.27778, 0.20833) about pivot (−100/(0.27778 − 1), −200/(0.20833 − 1)) = (138.46,
  /// 252.63), so the window's drawn bounds at 0 ms are r itself. At 50 ms of 200 (n = 0.25,
  /// decelerate(1.5): 1 − 0.75³ = 0.578125): scale x 0.27778 + 0.72222·0.578125 = 0.69531,
  /// y 0.20833 + 0.79167·0.578125 = 0.66602; left = 100·(1 − 0.69531)/(1 − 0.27778) = 42.1875,
  /// top = 200·(1 − 0.66602)/(1 − 0.20833) = 84.375, right = 42.1875 + 1080·0.69531 = 793.125;
  /// alpha LOSI(0.25 / 0.5) ≈ 0.8392 (§2.2), and 1 from 100 ms.
  @Test func scaleUpWorkedValue() throws {
    let from = Self.window("grid", child: Rect(x: 100, y: 200, width: 300, height: 400))
    var change = ScreenChange(
      from: from,
      to: Self.window("photo", child: Rect(x: 0, y: 0, width: 1, height: 1))
    )
    let r = try #require(change.startRectangle(source: "thumb"))
    #expect(r == Rect(x: 100, y: 200, width: 300, height: 400))
    let built = ActivityAnimations.scaleUp(start: r, window: (1080, 1920))
    change.enter = .viewAnimation(source: "scale-up", built.enter)
    change.exit = .viewAnimation(source: "scale-up exit", built.exit)
    let sampler = Sampler(plan: change.plan())
    let start = try #require(sampler.sample(at: 0)["to:photo"]?.bounds)
    #expect(abs(start.left - 100) < 1e-3 && abs(start.top - 200) < 1e-3)
    #expect(abs(start.right - 400) < 1e-3 && abs(start.bottom - 600) < 1e-3)
    let at50 = try #require(sampler.sample(at: 50)["to:photo"])
    #expect(abs(at50.bounds.left - 42.1875) < 1e-2)
    #expect(abs(at50.bounds.top - 84.375) < 1e-2)
    #expect(abs(at50.bounds.right - 793.125) < 1e-2)
    #expect(abs(at50.alpha - 0.8392) < 1e-3)
    #expect(sampler.sample(at: 100)["to:photo"]?.alpha == 1)
    // The leaving window holds still for 200 ms, then is gone.
    #expect(sampler.sample(at: 150)["from:grid"]?.visible == true)
    #expect(sampler.sample(at: 200)["from:grid"]?.visible == false)
  }

  /// The §2.3 `D = 340` case.
  ///
  /// A start rectangle 100 px above a 1920-px-high window: f = 100 / 1920 = 0.0521,
  /// D = 336 + 0.0521·84 = 340.375 → 340; the horizontal clip runs D / 2.5 = 136 ms and the
  /// fade D / 4 = 85 ms. Inside the window D is 336.
  @Test func clipRevealDuration() throws {
    #expect(
      ActivityAnimations.clipRevealDuration(translation: (0, -100), display: (1080, 1920)) == 340
    )
    #expect(
      ActivityAnimations.clipRevealDuration(translation: (0, 0), display: (1080, 1920)) == 336
    )
    let built = ActivityAnimations.clipReveal(
      start: Rect(x: 100, y: -100, width: 300, height: 400),
      window: (1080, 1920),
      dp: 2.625
    )
    #expect(built.durationMs == 340)
    let durations = built.enter.children.map(\.durationMs)
    #expect(durations == [136, 340, 340, 340, 85])
    #expect(built.exit.durationMs == 340)
  }

  /// §2.3 inside the window: the clip starts on screen as r = (100, 200, 300×400).
  ///
  /// The left/right edges come from the horizontal child, top/bottom from the vertical one
  /// (clips add, as `Transformation.compose` adds them); the window starts 8dp + 200/7 = 21 +
  /// 28.571 = 49.571 px lower (dp = 2.625 px) at alpha 0.5, and the clip, in the window's
  /// coordinates, is that much higher (200 − 49.571 = 150.429, 600 − 49.571 = 550.429) so
  /// that on screen it is r.
  @Test func clipRevealStartsAtTheRectangle() throws {
    let built = ActivityAnimations.clipReveal(
      start: Rect(x: 100, y: 200, width: 300, height: 400),
      window: (1080, 1920),
      dp: 2.625
    )
    let t = try #require(
      built.enter.transformation(atElapsedMs: 0, size: (1080, 1920), parentSize: (1080, 1920))
    )
    let clip = try #require(t.clip)
    let shift = t.matrix.translationY
    #expect(abs(shift - 49.571) < 1e-3)
    #expect(clip.left == 100 && clip.right == 400)
    #expect(abs(clip.top - 150.429) < 1e-3 && abs(clip.bottom - 550.429) < 1e-3)
    #expect(t.alpha == 0.5)
  }
}
