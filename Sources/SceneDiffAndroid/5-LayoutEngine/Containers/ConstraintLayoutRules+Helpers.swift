import Foundation
import SceneDiffCore

extension ConstraintLayoutRules {
  /// The helpers' `updatePreLayout`: Groups, then Placeholders, change their views' visibility.
  static func updatePreLayout(_ node: inout LayoutNode) {
    applyGroups(&node)
    applyPlaceholders(&node)
  }

  /// `Group.updatePreLayout`: every view a `Group` references takes the Group's visibility
  /// (a visible Group shows its views, a GONE one hides them), in child order.
  static func applyGroups(_ node: inout LayoutNode) {
    for group in node.children where ConstraintWidget.isHelper(group, named: "Group") {
      for id in group.params.constraints.referencedIDs {
        for index in node.children.indices where node.children[index].id == id {
          node.children[index].visibility = group.visibility
        }
      }
    }
  }

  /// `Placeholder.init` and `updatePreLayout`: a Placeholder whose `app:content` names a
  /// sibling is VISIBLE and so is its content; one without content is INVISIBLE (its
  /// `placeholder_emptyVisibility` default), whatever `android:visibility` says.
  static func applyPlaceholders(_ node: inout LayoutNode) {
    for index in node.children.indices
    where ConstraintWidget.isHelper(node.children[index], named: "Placeholder") {
      guard let content = placeholderContent(of: index, in: node) else {
        node.children[index].visibility = .invisible
        continue
      }
      node.children[index].visibility = .visible
      node.children[content].visibility = .visible
    }
  }

  /// The index of the sibling a Placeholder at `index` shows, if it names one.
  static func placeholderContent(of index: Int, in node: LayoutNode) -> Int? {
    guard let id = node.children[index].params.constraints.placeholderContent else { return nil }
    return node.children.indices.first { $0 != index && node.children[$0].id == id }
  }

  /// `Placeholder.updatePostMeasure`: a Placeholder whose width or height is `wrap_content`
  /// takes its content's measured size on that axis before the constraints are solved.
  static func sizePlaceholders(_ node: inout LayoutNode) {
    for index in node.children.indices
    where ConstraintWidget.isHelper(node.children[index], named: "Placeholder") {
      guard let content = placeholderContent(of: index, in: node) else { continue }
      let holder = node.children[index]
      let source = node.children[content]
      node.children[index].setMeasured(
        holder.params.width == .wrapContent ? source.measuredWidth : holder.measuredWidth,
        holder.params.height == .wrapContent ? source.measuredHeight : holder.measuredHeight
      )
    }
  }

  /// The frames helpers give after the constraints are solved.
  ///
  /// `ConstraintLayout.onLayout` lays a Placeholder's content out at the Placeholder's bounds
  /// (its own constraints no longer place it). `Layer.updatePostLayout` bounds a Layer by the
  /// views it references (not GONE) plus its padding and, when it has a rotation, scale or
  /// translation, `Layer.transform` moves them instead of itself: each view's centre
  /// `(x, y)` relative to the layer's centre `(cx, cy)` (its pivot if set, else the middle of
  /// the bounds, in integer division) becomes `M · (dx, dy)` with
  /// `M = [[sx cos θ, −sy sin θ], [sx sin θ, sy cos θ]]`, as a translation plus the layer's
  /// own translation, and the view takes the layer's scale and (when set) rotation.
  static func placeHelpers(_ node: inout LayoutNode) {
    for index in node.children.indices {
      let child = node.children[index]
      if ConstraintWidget.isHelper(child, named: "Placeholder"),
        let content = placeholderContent(of: index, in: node)
      {
        node.children[content].frame = child.frame
      }
    }
    for index in node.children.indices
    where ConstraintWidget.isHelper(node.children[index], named: "Layer") {
      placeLayer(index, &node)
    }
  }

  private static func placeLayer(_ index: Int, _ node: inout LayoutNode) {
    let layer = node.children[index]
    let members = layer.params.constraints.referencedIDs.compactMap { id in
      node.children.indices.first {
        $0 != index && node.children[$0].id == id && node.children[$0].isLaidOut
      }
    }
    guard let first = members.first else { return }
    var bounds = node.children[first].frame
    for member in members {
      let frame = node.children[member].frame
      bounds = PixelBounds(
        left: min(bounds.left, frame.left),
        top: min(bounds.top, frame.top),
        right: max(bounds.right, frame.right),
        bottom: max(bounds.bottom, frame.bottom)
      )
    }
    node.children[index].frame = PixelBounds(
      left: bounds.left - layer.padding.left,
      top: bounds.top - layer.padding.top,
      right: bounds.right + layer.padding.right,
      bottom: bounds.bottom + layer.padding.bottom
    )
    let transform = layer.transform
    guard
      transform.rotation != 0 || transform.scaleX != 1 || transform.scaleY != 1
        || transform.translationX != 0 || transform.translationY != 0
    else { return }
    let centerX = Float(transform.pivotX ?? Double((bounds.left + bounds.right) / 2))
    let centerY = Float(transform.pivotY ?? Double((bounds.top + bounds.bottom) / 2))
    let radians = Double(Float(transform.rotation)) * .pi / 180
    let sine = Float(sin(radians))
    let cosine = Float(cos(radians))
    let scaleX = Float(transform.scaleX)
    let scaleY = Float(transform.scaleY)
    for member in members {
      let frame = node.children[member].frame
      let dx = Float((frame.left + frame.right) / 2) - centerX
      let dy = Float((frame.top + frame.bottom) / 2) - centerY
      let shiftX = scaleX * cosine * dx + -scaleY * sine * dy - dx + Float(transform.translationX)
      let shiftY = scaleX * sine * dx + scaleY * cosine * dy - dy + Float(transform.translationY)
      node.children[member].transform.translationX = Double(shiftX)
      node.children[member].transform.translationY = Double(shiftY)
      node.children[member].transform.scaleX = transform.scaleX
      node.children[member].transform.scaleY = transform.scaleY
      if transform.rotation != 0 { node.children[member].transform.rotation = transform.rotation }
    }
    // Layer overrides setRotation, setScaleX/Y and setTranslationX/Y: it does not move itself.
    node.children[index].transform.rotation = 0
    node.children[index].transform.scaleX = 1
    node.children[index].transform.scaleY = 1
    node.children[index].transform.translationX = 0
    node.children[index].transform.translationY = 0
  }
}
