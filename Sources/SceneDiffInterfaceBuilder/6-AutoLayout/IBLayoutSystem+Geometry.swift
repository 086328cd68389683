import SceneDiffCore
import SceneDiffXML

extension IBLayoutSystem {
  /// An attribute of an item as an expression over its variables.
  ///
  /// `content` reads a scroll
  /// view's edges as its content area's (a subview pinned to its scroll view, Apple's
  /// "Working with Scroll Views").
  func expression(_ index: Int, _ attribute: IBLayoutAttribute, content: Bool)
    -> LinearExpression
  {
    var index = index
    let isEdge = !attribute.isSize && attribute != .centerX && attribute != .centerY
    if content, isEdge, let guide = contentGuides[index] { index = guide }
    let item = items[index]
    let margins = item.margins
    let x = item.variable(\.x)
    let y = item.variable(\.y)
    let width = item.variable(\.width)
    let height = item.variable(\.height)
    switch attribute {
    case .left, .leading: return x
    case .right, .trailing: return x + width
    case .top: return y
    case .bottom, .baseline, .firstBaseline, .lastBaseline: return y + height
    case .width: return width
    case .height: return height
    case .centerX: return x + 0.5 * width
    case .centerY: return y + 0.5 * height
    case .leftMargin, .leadingMargin: return x + margins.left
    case .rightMargin, .trailingMargin: return x + width + -margins.right
    case .topMargin: return y + margins.top
    case .bottomMargin: return y + height + -margins.bottom
    case .centerXWithinMargins:
      return x + 0.5 * width + (margins.left - margins.right) / 2
    case .centerYWithinMargins:
      return y + 0.5 * height + (margins.top - margins.bottom) / 2
    }
  }

  /// The root view's layout margins: its safe area plus the system minimum (16 pt at the
  /// sides below 414 pt of width, 20 from 414 up; 0 at top and bottom), or plus its explicit
  /// `layoutMargins`.
  var rootMargins: IBDeviceInsets {
    let side: Double = rootSize.width >= 414 ? 20 : 16
    let explicit = items[0].element.keyed("edgeInsets", "layoutMargins") != nil
    let own =
      explicit ? items[0].margins : IBDeviceInsets(top: 0, left: side, bottom: 0, right: side)
    return IBDeviceInsets(
      top: safeInsets.top + own.top,
      left: safeInsets.left + own.left,
      bottom: safeInsets.bottom + own.bottom,
      right: safeInsets.right + own.right
    )
  }

  /// Sets every view's layout margins: a controller's root view gets ``rootMargins``; a view
  /// with `preservesSuperviewLayoutMargins="YES"` takes, on each side, the larger of its own
  /// margin and what its parent's margin still covers of it (the parent's margin less the
  /// stored distance between the two edges).
  mutating func resolveMargins() {
    if isControllerRoot { items[0].margins = rootMargins }
    for index in items.indices.dropFirst()
    where items[index].kind == .view && items[index].element.flag("preservesSuperviewLayoutMargins")
    {
      guard let parent = items[index].parent else { continue }
      let outer = items[parent]
      let frame = items[index].stored
      let own = items[index].margins
      items[index].margins = IBDeviceInsets(
        top: max(own.top, outer.margins.top - (frame.top - outer.stored.top)),
        left: max(own.left, outer.margins.left - (frame.left - outer.stored.left)),
        bottom: max(own.bottom, outer.margins.bottom - (outer.stored.bottom - frame.bottom)),
        right: max(own.right, outer.margins.right - (outer.stored.right - frame.right))
      )
    }
  }

  /// The root's safe-area insets on the target: the design insets as the stored frames show
  /// them (the first required equality between the root's safe area, or a legacy layout guide,
  /// and a view), moved by the difference between the two devices' insets.
  mutating func calibrateSafeArea(_ records: [IBConstraintRecord]) {
    var design = designInsets
    var found: Set<String> = []
    let root = items[0].stored
    for record in records
    where record.relation == .equal && record.multiplier == 1 && record.priority == 1000 {
      guard let second = record.second, let secondAttribute = record.secondAttribute else {
        continue
      }
      // first = second + c: a guide that is first sits at other + c, one that is second at
      // other − c.
      let pairs = [
        (record.first, record.firstAttribute, second, secondAttribute, record.constant),
        (second, secondAttribute, record.first, record.firstAttribute, -record.constant),
      ]
      for (guide, attribute, other, otherAttribute, offset) in pairs {
        guard let edge = safeEdge(guide, attribute), !found.contains(edge),
          items[other].kind == .view, other != 0,
          let value = storedValue(other, otherAttribute)
        else { continue }
        let position = value + offset
        let inset =
          switch edge {
          case "top": position - root.top
          case "bottom": root.bottom - position
          case "left": position - root.left
          default: root.right - position
          }
        guard inset >= 0, inset <= 200 else { continue }
        found.insert(edge)
        switch edge {
        case "top": design.top = inset
        case "bottom": design.bottom = inset
        case "left": design.left = inset
        default: design.right = inset
        }
      }
    }
    safeInsets = IBDeviceInsets(
      top: max(design.top + targetInsets.top - designInsets.top, 0),
      left: max(design.left + targetInsets.left - designInsets.left, 0),
      bottom: max(design.bottom + targetInsets.bottom - designInsets.bottom, 0),
      right: max(design.right + targetInsets.right - designInsets.right, 0)
    )
  }

  /// Which root safe-area edge an attribute of a guide item is, if it is one.
  private func safeEdge(_ index: Int, _ attribute: IBLayoutAttribute) -> String? {
    let item = items[index]
    switch (item.kind, attribute) {
    case (.safeArea, .top), (.topGuide, .bottom): return item.parent == 0 ? "top" : nil
    case (.safeArea, .bottom), (.bottomGuide, .top): return item.parent == 0 ? "bottom" : nil
    case (.safeArea, .left), (.safeArea, .leading): return item.parent == 0 ? "left" : nil
    case (.safeArea, .right), (.safeArea, .trailing): return item.parent == 0 ? "right" : nil
    default: return nil
    }
  }

  /// An attribute's stored value for a view (root space), when it is a position.
  private func storedValue(_ index: Int, _ attribute: IBLayoutAttribute) -> Double? {
    let frame = items[index].stored
    let margins = items[index].margins
    switch attribute {
    case .left, .leading: return frame.left
    case .right, .trailing: return frame.right
    case .top: return frame.top
    case .bottom: return frame.bottom
    case .topMargin: return frame.top + margins.top
    case .bottomMargin: return frame.bottom - margins.bottom
    case .leftMargin, .leadingMargin: return frame.left + margins.left
    case .rightMargin, .trailingMargin: return frame.right - margins.right
    default: return nil
    }
  }

  /// Marks the views constraints lay out: `translatesAutoresizingMaskIntoConstraints="NO"`,
  /// arranged subviews, and views a constraint positions or sizes (one held by an ancestor, or
  /// a size constraint of their own); `fixedFrame="YES"` keeps a view on its frame.
  mutating func markConstrained() {
    for record in constraintRecords {
      for index in [record.first, record.second].compactMap({ $0 })
      where items[index].kind == .view {
        let isOwn = index == record.owner
        if !isOwn || record.second == nil || record.second == record.first {
          items[index].isConstrained = true
        }
      }
    }
    for index in items.indices where items[index].kind == .view {
      let element = items[index].element
      if element.value("translatesAutoresizingMaskIntoConstraints") == "NO"
        || items[index].isArranged
      {
        items[index].isConstrained = true
      }
      if element.flag("fixedFrame") { items[index].isConstrained = false }
    }
  }

  /// The root view fills the target root size at the origin.
  mutating func addRootRules() {
    let root = items[0]
    let name = "root view \(JSONValue.format(rootSize.width))×\(JSONValue.format(rootSize.height))"
    add(root.variable(\.x), .equal, LinearExpression(0), name: name, at: root.element)
    add(root.variable(\.y), .equal, LinearExpression(0), name: name, at: root.element)
    add(
      root.variable(\.width),
      .equal,
      LinearExpression(rootSize.width),
      name: name,
      at: root.element
    )
    add(
      root.variable(\.height),
      .equal,
      LinearExpression(rootSize.height),
      name: name,
      at: root.element
    )
  }

  /// The insets of a guide within its owner; `nil` for a scroll view's content guide, whose
  /// size constraints decide.
  private func guideInsets(_ guide: IBLayoutItem) -> IBDeviceInsets? {
    let height = rootSize.height
    switch guide.kind {
    case .safeArea where guide.parent == 0: return safeInsets
    case .topGuide:
      return IBDeviceInsets(top: 0, left: 0, bottom: height - safeInsets.top, right: 0)
    case .bottomGuide:
      return IBDeviceInsets(top: height - safeInsets.bottom, left: 0, bottom: 0, right: 0)
    case .contentGuide: return nil
    default: return .zero
    }
  }

  /// Every guide's rectangle from its owner's.
  mutating func addGuideRules() {
    for index in items.indices where items[index].kind != .view {
      let guide = items[index]
      guard let owner = guide.parent.map({ items[$0] }) else { continue }
      let name = "\(owner.name).\(guide.name)"
      let at = guide.element
      let insets = guideInsets(guide)
      add(
        guide.variable(\.x),
        .equal,
        owner.variable(\.x) + (insets?.left ?? 0),
        name: name,
        at: at
      )
      add(guide.variable(\.y), .equal, owner.variable(\.y) + (insets?.top ?? 0), name: name, at: at)
      guard let insets else {
        add(guide.variable(\.width), .greaterOrEqual, LinearExpression(0), name: name, at: at)
        add(guide.variable(\.height), .greaterOrEqual, LinearExpression(0), name: name, at: at)
        continue
      }
      let width = owner.variable(\.width) + -(insets.left + insets.right)
      let height = owner.variable(\.height) + -(insets.top + insets.bottom)
      add(guide.variable(\.width), .equal, width, name: name, at: at)
      add(guide.variable(\.height), .equal, height, name: name, at: at)
    }
  }
}
