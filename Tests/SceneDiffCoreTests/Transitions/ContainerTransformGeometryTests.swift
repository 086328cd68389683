import Testing

@testable import SceneDiffCore

/// `MaterialContainerTransform`'s maths (material-motion.md §7), worked by hand: a 100 × 100
/// card at (100, 400) with an 8 px corner expanding into a 400 × 800 detail at (0, 0) with
/// square corners.
@Suite struct ContainerTransformGeometryTests {
  static let card = Rect(x: 100, y: 400, width: 100, height: 100)
  static let detail = Rect(x: 0, y: 0, width: 400, height: 800)

  static var expand: ContainerTransformGeometry {
    ContainerTransformGeometry(start: card, end: detail, startCornerRadius: 8)
  }

  static func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-4 }
  static func near(_ a: Rect, _ b: Rect) -> Bool {
    near(a.left, b.left) && near(a.top, b.top) && near(a.right, b.right)
      && near(a.bottom, b.bottom)
  }

  @Test func directionThresholdsAndFitAreChosenAsTheReferenceSays() {
    // End area 320 000 > 10 000: entering; default linear enter windows (§7.4).
    let g = Self.expand
    #expect(g.entering)
    #expect(g.activeThresholds.fade == ProgressThresholds(start: 0, end: 0.25))
    #expect(g.activeThresholds.shapeMask == ProgressThresholds(start: 0, end: 0.75))
    // AUTO entering: eH × sW / eW = 800 × 100 / 400 = 200 ≥ sH = 100 → fit by WIDTH.
    #expect(g.fit(at: 0.5, window: g.activeThresholds.scale).byWidth)
    // Returning (detail → card): auto direction from the areas, return windows.
    let back = ContainerTransformGeometry(start: Self.detail, end: Self.card)
    #expect(!back.entering)
    #expect(back.activeThresholds.fade == ProgressThresholds(start: 0.6, end: 0.9))
  }

  @Test func expandAt0_25_50_75And100Percent() {
    let g = Self.expand
    // Anchors: card (150, 400), detail (200, 0); a straight line.
    // p = 0: w = 100, start layer 100 × 100, end layer 100 × (800 × 100/400) = 200; the end
    // layer is taller, so it is masked with 1 − 0 = 1: bottom − 100 → the container is the card.
    // Fade IN [0, 0.25]: end alpha 0; scrim (int)(0 × 255) = 0; corner 0.08 × 100 = 8.
    let s0 = g.state(at: 0)
    #expect(Self.near(s0.container, Self.card))
    #expect(s0.startAlpha == 255 && s0.endAlpha == 0 && s0.endOnTop)
    #expect(s0.scrimAlpha == 0)
    #expect(Self.near(s0.cornerRadius, 8))
    // p = 0.25: anchor (150 + 12.5, 400 − 100) = (162.5, 300); w = 100 + 75 = 175; start layer
    // 175 × 175 = [75, 300, 250, 475]; end layer 175 × 350; mask 0.75 × (350 − 175) = 131.25
    // off its bottom → 650 − 131.25 = 518.75. Container [75, 300, 250, 518.75].
    // End alpha lerp(0, 255, 0.25/0.25) = 255. Scrim (int)63.75 = 63.
    // Corner: lerp(0.08 × 175 = 14, 0, 0.25/0.75) = 14 × 2/3 = 9.3333.
    let s25 = g.state(at: 0.25)
    #expect(Self.near(s25.anchor.x, 162.5) && Self.near(s25.anchor.y, 300))
    #expect(Self.near(s25.startLayer, Rect(left: 75, top: 300, right: 250, bottom: 475)))
    #expect(Self.near(s25.endLayer, Rect(left: 75, top: 300, right: 250, bottom: 650)))
    #expect(Self.near(s25.container, Rect(left: 75, top: 300, right: 250, bottom: 518.75)))
    #expect(Self.near(s25.startScale, 1.75) && Self.near(s25.endScale, 0.4375))
    #expect(s25.endAlpha == 255 && s25.scrimAlpha == 63)
    #expect(Self.near(s25.cornerRadius, 14.0 * 2 / 3))
    // p = 0.5: anchor (175, 200); w = 250; end layer 500 tall, masked by 0.5 × 250 = 125 →
    // container [50, 200, 300, 575]. Scrim (int)127.5 = 127. Corner lerp(0.08 × 250 = 20, 0,
    // 0.5/0.75) = 20/3 = 6.6667.
    let s50 = g.state(at: 0.5)
    #expect(Self.near(s50.container, Rect(left: 50, top: 200, right: 300, bottom: 575)))
    #expect(s50.scrimAlpha == 127)
    #expect(Self.near(s50.cornerRadius, 20.0 / 3))
    // p = 0.75: anchor (187.5, 100); w = 325; end layer 650, masked by 0.25 × 325 = 81.25 →
    // container [25, 100, 350, 668.75]. Scrim (int)191.25 = 191. Corner at the window's end: 0.
    let s75 = g.state(at: 0.75)
    #expect(Self.near(s75.container, Rect(left: 25, top: 100, right: 350, bottom: 668.75)))
    #expect(s75.scrimAlpha == 191)
    #expect(Self.near(s75.cornerRadius, 0))
    // p = 1: the detail; scrim 255; the end shape (square).
    let s100 = g.state(at: 1)
    #expect(Self.near(s100.container, Self.detail))
    #expect(s100.scrimAlpha == 255 && s100.endAlpha == 255)
    #expect(Self.near(s100.cornerRadius, 0))
  }

  @Test func fadeModesAtTenPercent() {
    // Entering, fade window [0, 0.25]; p = 0.1 is 0.4 of it.
    var g = Self.expand
    // IN: end (int)(0.4 × 255) = 102 over an opaque start, end on top.
    #expect(g.state(at: 0.1).endAlpha == 102)
    // OUT: start (int)(255 − 0.4 × 255) = (int)153 = 153, end 255, start on top.
    g.fadeMode = .out
    let out = g.state(at: 0.1)
    #expect(out.startAlpha == 153 && out.endAlpha == 255 && !out.endOnTop)
    // CROSS: 153 and 102.
    g.fadeMode = .cross
    let cross = g.state(at: 0.1)
    #expect(cross.startAlpha == 153 && cross.endAlpha == 102)
    // THROUGH: m = 0 + 0.25 × 0.35 = 0.0875; start 0 (p > m); end 255 × (0.1 − 0.0875)/(0.25 −
    // 0.0875) = 255 × 0.0125/0.1625 = 19.6 → 19.
    g.fadeMode = .through
    let through = g.state(at: 0.1)
    #expect(through.startAlpha == 0 && through.endAlpha == 19)
  }

  @Test func returnToTheCard() {
    let g = ContainerTransformGeometry(start: Self.detail, end: Self.card, endCornerRadius: 8)
    // AUTO returning: sH × eW / sW = 800 × 100 / 400 = 200 ≥ eH = 100 → WIDTH.
    // p = 0.5: anchor lerp((200, 0), (150, 400), 0.5) = (175, 200); w = lerp(400, 100, 0.5) =
    // 250; start (detail) layer 250 × 500, end (card) layer 250 × 250. The start is taller, so
    // it is masked with maskProgress = lerp over [0, 0.9] = 0.5/0.9: bottom − 250 × 0.5/0.9 =
    // 700 − 138.889 = 561.111. Container [50, 200, 300, 561.111].
    let s50 = g.state(at: 0.5)
    #expect(
      Self.near(s50.container, Rect(left: 50, top: 200, right: 300, bottom: 700 - 250 * 0.5 / 0.9))
    )
    // FADE_MODE_IN returning uses the OUT evaluator over [0.6, 0.9]: p 0.5 is before it.
    #expect(s50.startAlpha == 255 && s50.endAlpha == 255 && !s50.endOnTop)
    // Scrim returning: (int)((1 − 0.5) × 255) = 127.
    #expect(s50.scrimAlpha == 127)
    // p = 0.75: start alpha lerp(255, 0, (0.75 − 0.6)/0.3 = 0.5) = 127.5 → 127.
    #expect(g.state(at: 0.75).startAlpha == 127)
    // Corner: shape window [0.3, 0.9]; before it the start shape (square): 0.
    #expect(Self.near(g.state(at: 0.2).cornerRadius, 0))
  }

  @Test func fitByHeightTrimsBothSides() {
    // A wide banner (0, 0, 400 × 100) into a tall panel (150, 0, 100 × 800): entering (area
    // 80 000 > 40 000); AUTO: eH × sW / eW = 800 × 400 / 100 = 3200 ≥ 100 → WIDTH. Force
    // HEIGHT: h = lerp(100, 800, 0.5) = 450; start layer 400 × 4.5 = 1800 wide, end layer
    // 100 × 450/800 = 56.25 wide. The start is wider: trimmed by (1800 − 56.25)/2 × 0.5 =
    // 435.9375 on each side → 928.125 wide around the anchor x lerp(200, 200, 0.5) = 200.
    var g = ContainerTransformGeometry(
      start: Rect(x: 0, y: 0, width: 400, height: 100),
      end: Rect(x: 150, y: 0, width: 100, height: 800)
    )
    g.fitMode = .height
    let s = g.state(at: 0.5)
    #expect(Self.near(s.container.width, 1800 - 2 * 435.9375))
    #expect(Self.near(s.container.left, 200 - (1800 - 2 * 435.9375) / 2))
    #expect(Self.near(s.container.height, 450))
  }

  @Test func themeDurations() {
    // §7.3: entering motionDurationLong2 (M3 500, M2 350); returning motionDurationMedium4
    // (M3 400; M2 lacks it → 300).
    let enter = Self.expand
    let back = ContainerTransformGeometry(start: Self.detail, end: Self.card)
    #expect(enter.timing(theme: .material3).durationMs == 500)
    #expect(enter.timing(theme: .materialComponents).durationMs == 350)
    #expect(back.timing(theme: .material3).durationMs == 400)
    #expect(back.timing(theme: .materialComponents).durationMs == 300)
    #expect(back.timing(theme: .materialComponents).interpolator == .fastOutSlowIn)
    #expect(enter.timing(theme: .material3).interpolator == .fastOutExtraSlowIn)
  }
}
