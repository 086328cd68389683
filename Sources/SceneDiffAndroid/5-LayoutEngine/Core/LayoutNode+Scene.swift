import SceneDiffCore

extension LayoutNode {
  /// The laid-out node as a scene view: bounds in px relative to the parent, the node's
  /// transform, alpha, visibility, scroll, image and preview style.
  ///
  /// A GONE view keeps the bounds it had before (for a freshly inflated one, 0, 0, 0, 0), as
  /// Android never measures or lays it out.
  var sceneView: ViewNode {
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
      style: appearance,
      children: children.map(\.sceneView),
      location: location
    )
    view.instance = instance
    view.transitionGroup = transitionGroup
    if let image {
      view.image = ImageContent(
        scaleType: image.scaleType,
        drawableWidth: image.drawable.flatMap { $0.width > 0 ? Double($0.width) : nil },
        drawableHeight: image.drawable.flatMap { $0.height > 0 ? Double($0.height) : nil }
      )
    }
    if let text, view.style.text == nil {
      view.style.text = text.style.allCaps ? text.text.uppercased() : text.text
      if view.style.text?.isEmpty == true { view.style.text = nil }
      view.style.textSize = Double(text.style.size)
    }
    return view
  }
}
