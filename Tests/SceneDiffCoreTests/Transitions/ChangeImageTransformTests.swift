import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct ChangeImageTransformTests {
  func image(
    _ id: String,
    _ scaleType: ScaleType,
    x: Double = 0,
    width: Double = 200,
    height: Double = 100,
    drawable: (Double, Double)? = (100, 100),
    className: String = "ImageView",
    visibility: ViewVisibility = .visible
  ) -> ViewNode {
    ViewNode(
      id: id,
      className: className,
      x: x,
      width: width,
      height: height,
      visibility: visibility,
      image: ImageContent(
        scaleType: scaleType,
        drawableWidth: drawable?.0,
        drawableHeight: drawable?.1
      )
    )
  }

  func plan(_ from: ViewNode, _ to: ViewNode) -> Plan {
    Planner.plan(
      from: TestScenes.scene([from]),
      to: TestScenes.scene([to]),
      transition: SceneTransition(
        ChangeImageTransform(),
        interpolator: .linear
      )
    )
  }

  @Test(arguments: [
    // (scale type, view w × h, drawable w × h, expected captured matrix)
    // Reference worked example: CENTER_CROP, 200×100, drawable 100×100: s = max(2, 1) = 2,
    // tx = round((200 − 200)/2) = 0, ty = round((100 − 200)/2) = −50.
    (ScaleType.centerCrop, 200.0, 100.0, 100.0, 100.0, [2.0, 0, 0, 0, 2, -50, 0, 0, 1]),
    // Reference worked example: FIT_CENTER: sx = 2 > sy = 1, so s = 1 and the x axis has
    // diff = 200 − 100·1 = 100 left over; centred: tx = 100/2 = 50.
    (.fitCenter, 200, 100, 100, 100, [1, 0, 50, 0, 1, 0, 0, 0, 1]),
    // FIT_START: s = 1, no translation.
    (.fitStart, 200, 100, 100, 100, [1, 0, 0, 0, 1, 0, 0, 0, 1]),
    // FIT_END: s = 1, tx = diff = 100.
    (.fitEnd, 200, 100, 100, 100, [1, 0, 100, 0, 1, 0, 0, 0, 1]),
    // FIT_END with the y axis larger: sx = 1 < sy = 2, s = 1, ty = 200 − 100 = 100.
    (.fitEnd, 100, 200, 100, 100, [1, 0, 0, 0, 1, 100, 0, 0, 1]),
    // FIT_CENTER with a shrinking drawable: sx = 200/400 = 0.5 < sy = 100/100 = 1, s = 0.5,
    // ty = (100 − 100·0.5)/2 = 25 (not rounded).
    (.fitCenter, 200, 100, 400, 100, [0.5, 0, 0, 0, 0.5, 25, 0, 0, 1]),
    // FIT_XY (AndroidX, full view size): scale(200/100, 100/40) = (2, 2.5).
    (.fitXY, 200, 100, 100, 40, [2, 0, 0, 0, 2.5, 0, 0, 0, 1]),
    // CENTER: translate(round((200 − 50)·0.5), round((100 − 51)·0.5)) = (75, round(24.5) = 25).
    (.center, 200, 100, 50, 51, [1, 0, 75, 0, 1, 25, 0, 0, 1]),
    // CENTER, negative tie: round((100 − 101)·0.5) = round(−0.5) = floor(0) = 0.
    (.center, 200, 100, 50, 101, [1, 0, 75, 0, 1, 0, 0, 0, 1]),
    // CENTER_INSIDE, fits: s = 1, (round(150/2), round(60/2)) = (75, 30).
    (.centerInside, 200, 100, 50, 40, [1, 0, 75, 0, 1, 30, 0, 0, 1]),
    // CENTER_INSIDE, too big: s = min(200/400, 100/100) = 0.5; dx = round((200 − 200)/2) = 0,
    // dy = round((100 − 50)/2) = 25.
    (.centerInside, 200, 100, 400, 100, [0.5, 0, 0, 0, 0.5, 25, 0, 0, 1]),
    // MATRIX: scene files cannot set a matrix, so ImageView has none: the identity.
    (.matrix, 200, 100, 100, 100, [1, 0, 0, 0, 1, 0, 0, 0, 1]),
    // A drawable exactly the view's size: no draw matrix, the identity.
    (.fitCenter, 200, 100, 200, 100, [1, 0, 0, 0, 1, 0, 0, 0, 1]),
    // A drawable without a positive size: stretched, no matrix, the identity.
    (.centerCrop, 200, 100, 0, 100, [1, 0, 0, 0, 1, 0, 0, 0, 1]),
    // An empty view with FIT_CENTER: Skia's setRectToRect to an empty rect is scale(0, 0).
    (.fitCenter, 0, 100, 100, 100, [0, 0, 0, 0, 0, 0, 0, 0, 1]),
  ])
  func capturedMatrixFollowsTheScaleType(
    scaleType: ScaleType,
    width: Double,
    height: Double,
    dw: Double,
    dh: Double,
    expected: [Double]
  ) {
    let m = ImageMatrix.captured(
      ImageContent(scaleType: scaleType, drawableWidth: dw, drawableHeight: dh),
      width: width,
      height: height,
      drawableWidth: dw,
      drawableHeight: dh,
      grid: PixelGrid()
    )
    #expect(m == Matrix(expected))
  }

  @Test func platformCenterCropMatchesAndroidXWithoutPadding() {
    // configureBounds: dw·vh = 100·100 = 10000 is not > vw·dh = 200·100 = 20000, so
    // s = vw/dw = 2, dx = 0, dy = (100 − 100·2)·0.5 = −50 → the same [2 0 0; 0 2 −50].
    let m = ImageMatrix.drawMatrix(
      .centerCrop,
      viewWidth: 200,
      viewHeight: 100,
      drawableWidth: 100,
      drawableHeight: 100,
      grid: PixelGrid()
    )
    #expect(m == Matrix([2, 0, 0, 0, 2, -50, 0, 0, 1]))
  }

  @Test func fitCenterToCenterCropAnimatesElementWise() throws {
    let p = plan(image("photo", .fitCenter), image("photo", .centerCrop))
    let a = try #require(p.animator("photo", .imageMatrix))
    #expect(a.transition == "ChangeImageTransform" && a.space == .local && a.path == nil)
    #expect(a.from == .matrix(Matrix([1, 0, 50, 0, 1, 0, 0, 0, 1])))
    #expect(a.to == .matrix(Matrix([2, 0, 0, 0, 2, -50, 0, 0, 1])))
    // t = 150 ms, f = 0.5: (1 + 2)/2 = 1.5, (50 + 0)/2 = 25, (0 − 50)/2 = −25.
    let sampler = Sampler(plan: p)
    #expect(
      try #require(sampler.sample(at: 150)["photo"]).imageMatrix
        == Matrix([1.5, 0, 25, 0, 1.5, -25, 0, 0, 1])
    )
    // Before the start the start matrix is applied; after the end none is reported.
    #expect(
      try #require(sampler.sample(at: 0)["photo"]).imageMatrix
        == Matrix([1, 0, 50, 0, 1, 0, 0, 0, 1])
    )
    #expect(try #require(sampler.sample(at: 300)["photo"]).imageMatrix == nil)
  }

  @Test func aMoveWithTheSameMatrixStillRuns() throws {
    // Bounds differ, so Android creates the animator even though the matrices are equal.
    let p = plan(image("photo", .fitCenter), image("photo", .fitCenter, x: 10))
    let a = try #require(p.animator("photo", .imageMatrix))
    #expect(a.from == a.to && a.from == .matrix(Matrix([1, 0, 50, 0, 1, 0, 0, 0, 1])))
    // Same bounds and same matrix: nothing.
    #expect(plan(image("photo", .fitCenter), image("photo", .fitCenter)).animators.isEmpty)
  }

  @Test func anEndDrawableWithoutSizeKeepsTheDrawableFillingTheView() throws {
    // The end matrix (identity) differs from the start's [2 0 0; 0 2 −50], but the end
    // drawable has no positive size: identity → identity.
    let p = plan(image("photo", .centerCrop), image("photo", .centerCrop, drawable: (0, 0)))
    let a = try #require(p.animator("photo", .imageMatrix))
    #expect(a.from == .matrix(.identity) && a.to == .matrix(.identity))
  }

  @Test func onlyVisibleImageViewsWithADrawable() throws {
    // Known ImageView classes, simple or qualified.
    for className in [
      "ImageButton", "androidx.appcompat.widget.AppCompatImageView", "android.widget.ImageView",
      "FloatingActionButton",
    ] {
      let p = plan(
        image("photo", .fitCenter, className: className),
        image("photo", .centerCrop, className: className)
      )
      #expect(p.animators.count == 1, "\(className)")
    }
    // Not image views: a plain View, an app class that happens to be called ImageView.
    for className in ["View", "com.example.ImageView"] {
      let p = plan(
        image("photo", .fitCenter, className: className),
        image("photo", .centerCrop, className: className)
      )
      #expect(p.animators.isEmpty, "\(className)")
    }
    // Invisible, or without a drawable.
    #expect(
      plan(image("photo", .fitCenter), image("photo", .centerCrop, visibility: .invisible))
        .animators.isEmpty
    )
    #expect(
      plan(image("photo", .fitCenter, drawable: nil), image("photo", .centerCrop)).animators
        .isEmpty
    )
  }
}
