import SceneDiffCore
import SceneDiffXML

extension IBLayoutSystem {
  /// Elements whose content decides an intrinsic size, and the axes it has (width, height).
  static let intrinsicAxes: [String: (width: Bool, height: Bool)] = [
    "label": (true, true), "button": (true, true), "imageView": (true, true),
    "switch": (true, true), "activityIndicatorView": (true, true), "textField": (true, true),
    "segmentedControl": (true, true), "stepper": (true, true), "pageControl": (true, true),
    "progressView": (false, true), "slider": (false, true),
  ]

  /// The constraints UIKit adds itself: autoresizing masks of frame-laid views, intrinsic
  /// content sizes, stack views' arrangement, and non-negative sizes.
  mutating func addGeneratedRules() {
    for index in items.indices.dropFirst() where items[index].kind == .view {
      let item = items[index]
      if item.isConstrained {
        add(
          item.variable(\.width),
          .greaterOrEqual,
          LinearExpression(0),
          name: "\(item.name).width >= 0",
          at: item.element
        )
        add(
          item.variable(\.height),
          .greaterOrEqual,
          LinearExpression(0),
          name: "\(item.name).height >= 0",
          at: item.element
        )
        addIntrinsicRules(index)
      } else if let parent = item.parent {
        addAutoresizingRules(index, parent: parent)
      }
      if item.element.name == "stackView" { addStackRules(index) }
    }
  }

  /// A frame-laid view follows its parent by its autoresizing mask: the flexible parts among
  /// {left margin, width, right margin} share the parent's change in proportion to their stored
  /// sizes (equally when those are all 0); nothing flexible keeps offset and size
  /// (`UIView.autoresizingMask`).
  private mutating func addAutoresizingRules(_ index: Int, parent: Int) {
    let item = items[index]
    let mask = item.element.keyed("autoresizingMask", "autoresizingMask")
    let frame = item.stored
    let outer = items[parent].stored
    let axes: [(Bool, Double, Double, Double, Double, [String])] = [
      (
        true, frame.left - outer.left, frame.width, outer.right - frame.right, outer.width,
        ["flexibleMinX", "widthSizable", "flexibleMaxX"]
      ),
      (
        false, frame.top - outer.top, frame.height, outer.bottom - frame.bottom, outer.height,
        ["flexibleMinY", "heightSizable", "flexibleMaxY"]
      ),
    ]
    for (isHorizontal, lead, size, trail, total, names) in axes {
      let flexible = names.map { mask?.flag($0) ?? false }
      let parts = [lead, size, trail]
      let flexibleSum = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
      let count = Double(flexible.filter { $0 }.count)
      func share(_ part: Int) -> Double {
        guard flexible[part] else { return 0 }
        return flexibleSum > 0 ? parts[part] / flexibleSum : 1 / count
      }
      let position = item.variable(isHorizontal ? \.x : \.y)
      let length = item.variable(isHorizontal ? \.width : \.height)
      let parentPosition = items[parent].variable(isHorizontal ? \.x : \.y)
      let parentLength = items[parent].variable(isHorizontal ? \.width : \.height)
      let change = parentLength + -total
      let name = "\(item.name) autoresizing (h=\(flexible.map { $0 ? "&" : "-" }.joined()))"
      add(position, .equal, parentPosition + lead + share(0) * change, name: name, at: item.element)
      add(length, .equal, LinearExpression(size) + share(1) * change, name: name, at: item.element)
    }
  }

  /// `size ≥ stored` at the compression resistance and `size ≤ stored` at the hugging priority
  /// for each axis the content decides (the stored frame stands for the content's size).
  private mutating func addIntrinsicRules(_ index: Int) {
    let item = items[index]
    let element = item.element
    guard var axes = Self.intrinsicAxes[element.name] else { return }
    if element.name == "imageView", element.value("image") == nil { return }
    if element.name == "label", element.value("numberOfLines") == "0" { axes.width = false }
    let defaults: (hugging: Double, compression: Double) = (250, 750)
    for (isHorizontal, enabled) in [(true, axes.width), (false, axes.height)] where enabled {
      let prefix = isHorizontal ? "horizontal" : "vertical"
      let hugging = number(element, "\(prefix)HuggingPriority") ?? defaults.hugging
      let compression =
        number(element, "\(prefix)CompressionResistancePriority") ?? defaults.compression
      let size = isHorizontal ? item.stored.width : item.stored.height
      let variable = item.variable(isHorizontal ? \.width : \.height)
      let axis = isHorizontal ? "width" : "height"
      add(
        variable,
        .lessOrEqual,
        LinearExpression(size),
        priority: min(max(hugging, 1), 1000),
        name: "\(item.name) content hugging \(axis) <= \(JSONValue.format(size))",
        at: element
      )
      add(
        variable,
        .greaterOrEqual,
        LinearExpression(size),
        priority: min(max(compression, 1), 1000),
        name: "\(item.name) compression resistance \(axis) >= \(JSONValue.format(size))",
        at: element
      )
    }
  }
}
