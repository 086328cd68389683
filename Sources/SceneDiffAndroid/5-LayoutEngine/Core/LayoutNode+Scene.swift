import SceneDiffCore

extension LayoutNode {
  /// The laid-out node as a scene view: bounds in px relative to the parent, the node's
  /// transform, alpha, visibility, scroll, image and preview style.
  ///
  /// A GONE view keeps the bounds it had before (for a freshly inflated one, 0, 0, 0, 0), as
  /// Android never measures or lays it out.
  ///
  /// The image and the style (with the text shown) are given to `ViewNode`'s initializer:
  /// set after it, each rebuilt the view's boxed details, once more per field.
  var sceneView: ViewNode {
    var style = appearance
    if let text, style.text == nil {
      let shown = text.style.allCaps ? text.text.uppercased() : text.text
      style.text = shown.isEmpty ? nil : shown
      style.textSize = Double(text.style.size)
    }
    var view = ViewNode(
      id: id,
      transitionName: transitionName,
      className: className,
      x: Double(frame.left),
      y: Double(frame.top),
      width: Double(frame.width),
      height: Double(frame.height),
      transform: transform,
      alpha: alpha,
      visibility: visibility,
      scrollX: Double(scrollX),
      scrollY: Double(scrollY),
      image: image.map { image in
        ImageContent(
          scaleType: image.scaleType,
          drawableWidth: image.drawable.flatMap { $0.width > 0 ? Double($0.width) : nil },
          drawableHeight: image.drawable.flatMap { $0.height > 0 ? Double($0.height) : nil }
        )
      },
      style: style,
      children: children.map(\.sceneView),
      location: location
    )
    view.instance = instance
    view.transitionGroup = transitionGroup
    return view
  }
}
