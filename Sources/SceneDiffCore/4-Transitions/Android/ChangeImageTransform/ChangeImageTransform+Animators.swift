extension ChangeImageTransform: LeafTransition {
  /// Classes SceneDiff knows to be `ImageView`s (Android: `view instanceof ImageView`): the
  /// platform's and the support libraries' image views.
  ///
  /// A scene's `class` matches one of these by qualified name, or by simple name when either
  /// side is unqualified (``TargetRules/classMatches(_:_:)``). App subclasses are not known.
  static let imageViewClasses = [
    "android.widget.ImageView", "android.widget.ImageButton", "android.widget.QuickContactBadge",
    "android.widget.ZoomButton", "androidx.appcompat.widget.AppCompatImageView",
    "androidx.appcompat.widget.AppCompatImageButton",
    "com.google.android.material.imageview.ShapeableImageView",
    "com.google.android.material.floatingactionbutton.FloatingActionButton",
  ]

  /// Whether a view class is an `ImageView` (one of ``imageViewClasses``).
  static func isImageView(_ className: String) -> Bool {
    imageViewClasses.contains { TargetRules.classMatches($0, className) }
  }

  /// `ChangeImageTransform.createAnimators` for one leaf (reference §9.4, AndroidX).
  ///
  /// Values are captured only for a VISIBLE image view with a drawable (`drawableWidth` and
  /// `drawableHeight` given). Nothing animates when both the bounds in the parent and the
  /// captured matrices are equal. When the end drawable has no positive size, Android runs an
  /// animator that keeps the drawable stretched over the view; SceneDiff writes it as an
  /// identity → identity image matrix (drawable coordinates are then the view's).
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    var result: [PendingAnimator] = []
    for (s, e) in context.capturedPairs(node) {
      guard let start = ChangeImageTransform.captured(context.start[s], context.start.scene),
        let end = ChangeImageTransform.captured(context.end[e], context.end.scene)
      else { continue }
      if start.bounds == end.bounds && start.matrix == end.matrix { continue }
      let view = context.end[e]
      let hasSize = (view.image?.drawableWidth ?? 0) > 0 && (view.image?.drawableHeight ?? 0) > 0
      let from = hasSize ? start.matrix : .identity
      let to = hasSize ? end.matrix : .identity
      result.append(
        PendingAnimator(
          target: context.end.entries[e].key,
          transition: "ChangeImageTransform",
          property: .imageMatrix,
          space: .local,
          from: .matrix(from),
          to: .matrix(to)
        )
      )
    }
    return result
  }

  /// The captured bounds (layout bounds in the parent) and image matrix, or `nil` when the view
  /// is not a VISIBLE image view with a drawable.
  private static func captured(_ view: ViewNode, _ scene: SceneTree) -> (
    bounds: Rect, matrix: Matrix
  )? {
    guard isImageView(view.className), view.visibility == .visible, let image = view.image,
      let dw = image.drawableWidth, let dh = image.drawableHeight
    else { return nil }
    let matrix = ImageMatrix.captured(
      image,
      width: view.width,
      height: view.height,
      drawableWidth: dw,
      drawableHeight: dh,
      grid: scene.pixelGrid
    )
    return (view.frame, matrix)
  }
}
