import SceneDiffCore

/// What `PercentFrameLayout` and `PercentRelativeLayout` do before measuring as their base
/// class (`PercentLayoutHelper.adjustChildren`).
///
/// Every child with percent attributes gets, from the sizes it was written with: a width of
/// `Math.round(widthHint × widthPercent)` and a height of `Math.round(heightHint ×
/// heightPercent)`, where the hints are the spec sizes less the parent's padding; with
/// `layout_aspectRatio` a size left unset (written 0 and no percent) follows the other
/// (`round(height × ratio)`, `round(width / ratio)`); percent margins replace the written ones
/// (left, right, start and end from the width hint, top and bottom from the height hint).
/// The support library's second pass for children measured too small is not modelled.
enum PercentLayoutRules {
  /// Applies the children's percent attributes for a measure with `width` × `height`.
  static func adjustChildren(_ node: inout LayoutNode, _ width: MeasureSpec, _ height: MeasureSpec)
  {
    let widthHint = Float(width.size - node.padding.horizontal)
    let heightHint = Float(height.size - node.padding.vertical)
    for index in node.children.indices {
      guard let percent = node.children[index].params.percent else { continue }
      var params = node.children[index].params
      params.width = percent.writtenWidth
      params.height = percent.writtenHeight
      params.margins = percent.writtenMargins
      let widthNotSet = percent.writtenWidth == .exactly(0) && percent.width < 0
      let heightNotSet = percent.writtenHeight == .exactly(0) && percent.height < 0
      if percent.width >= 0 { params.width = .exactly(round(widthHint * percent.width)) }
      if percent.height >= 0 { params.height = .exactly(round(heightHint * percent.height)) }
      if percent.aspectRatio >= 0 {
        if widthNotSet, case .exactly(let h) = params.height {
          params.width = .exactly(round(Float(h) * percent.aspectRatio))
        }
        if heightNotSet, case .exactly(let w) = params.width {
          params.height = .exactly(round(Float(w) / percent.aspectRatio))
        }
      }
      if percent.left >= 0 { params.margins.left = round(widthHint * percent.left) }
      if percent.top >= 0 { params.margins.top = round(heightHint * percent.top) }
      if percent.right >= 0 { params.margins.right = round(widthHint * percent.right) }
      if percent.bottom >= 0 { params.margins.bottom = round(heightHint * percent.bottom) }
      let rtl = node.children[index].isRightToLeft
      if let start = percent.start {
        let px = round(widthHint * start)
        if rtl { params.margins.right = px } else { params.margins.left = px }
      }
      if let end = percent.end {
        let px = round(widthHint * end)
        if rtl { params.margins.left = px } else { params.margins.right = px }
      }
      if params != node.children[index].params {
        node.children[index].params = params
        node.children[index].lastSpecs = nil
      }
    }
  }

  /// Java's `Math.round(float)`: `floor(x + 0.5f)`.
  private static func round(_ value: Float) -> Int {
    Int(javaCast: (value + 0.5).rounded(.down))
  }
}
