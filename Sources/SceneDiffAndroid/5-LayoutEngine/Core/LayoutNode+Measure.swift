import SceneDiffCore

extension LayoutNode {
  /// `View.measure`: sizes this node for the specs its parent offers.
  ///
  /// Dispatches to the rules of its kind (`onMeasure`). A repeat call with the same specs keeps
  /// the previous result.
  mutating func measure(
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let specs = MeasureSpecPair(width: width, height: height)
    if lastSpecs == specs { return }
    context.measureCount += 1
    guard !context.isExhausted else {
      (measuredWidth, measuredHeight) = (0, 0)
      return
    }
    switch kind {
    case .view, .viewStub: PlainViewRules.measure(&self, width, height)
    case .space: SpaceRules.measure(&self, width, height)
    case .text: TextViewRules.measure(&self, width, height, &context)
    case .image: ImageViewRules.measure(&self, width, height)
    case .floatingActionButton(let size, let shadowPadding):
      FloatingActionButtonRules.measure(&self, size: size, shadowPadding, width, height)
    case .ratioImage(let numerator, let denominator):
      ImageViewRules.measureRatio(&self, numerator, denominator, width, height)
    case .frame(let properties):
      FrameLayoutRules.measure(&self, properties, width, height, &context)
    case .squareFrame(let properties):
      FrameLayoutRules.measureSquare(&self, properties, width, height, &context)
    case .linear(let properties), .appBar(let properties):
      LinearLayoutRules.measure(&self, properties, width, height, &context)
    case .relative(let properties):
      RelativeLayoutRules.measure(&self, properties, width, height, &context)
    case .constraint: ConstraintLayoutRules.measure(&self, width, height, &context)
    case .scroll(let properties):
      ScrollViewRules.measure(&self, properties, width, height, &context)
    case .coordinator: CoordinatorLayoutRules.measure(&self, width, height, &context)
    case .grid(let properties):
      GridLayoutRules.measure(&self, properties, width, height, &context)
    case .toolbar(let properties):
      ToolbarRules.measure(&self, properties, width, height, &context)
    }
    lastSpecs = specs
  }

  /// `View.layout`: takes `bounds` (in the parent's coordinates) and places the children
  /// (`onLayout`).
  mutating func layout(_ bounds: PixelBounds, _ context: inout LayoutContext) {
    frame = bounds
    switch kind {
    case .view, .viewStub, .space, .text, .image, .floatingActionButton, .ratioImage: break
    case .frame, .squareFrame: FrameLayoutRules.layout(&self, &context)
    case .linear(let properties), .appBar(let properties):
      LinearLayoutRules.layout(&self, properties, &context)
    case .relative(let properties): RelativeLayoutRules.layout(&self, properties, &context)
    case .constraint: ConstraintLayoutRules.layout(&self, &context)
    case .scroll(let properties): ScrollViewRules.layout(&self, properties, &context)
    case .coordinator: CoordinatorLayoutRules.layout(&self, &context)
    case .grid(let properties): GridLayoutRules.layout(&self, properties, &context)
    case .toolbar(let properties): ToolbarRules.layout(&self, properties, &context)
    }
  }

  /// `View.getBaseline`: the offset of the first text baseline from the top, −1 when the
  /// node has none.
  var baseline: Int {
    switch kind {
    case .text: TextViewRules.baseline(of: self)
    case .image, .ratioImage, .floatingActionButton: ImageViewRules.baseline(of: self)
    case .linear(let properties), .appBar(let properties):
      LinearLayoutRules.baseline(of: self, properties)
    case .relative: RelativeLayoutRules.baseline(of: self)
    default: -1
    }
  }

  /// Sets the measured size (`setMeasuredDimension`).
  mutating func setMeasured(_ width: Int, _ height: Int) {
    measuredWidth = width
    measuredHeight = height
  }

  /// `ViewGroup.measureChildWithMargins`: measures child `index` with the spec table (§2.2),
  /// counting this node's padding, the child's margins and the extra `used` amounts.
  mutating func measureChildWithMargins(
    _ index: Int,
    _ width: MeasureSpec,
    widthUsed: Int,
    _ height: MeasureSpec,
    heightUsed: Int,
    _ context: inout LayoutContext
  ) {
    let params = children[index].params
    let widthSpec = width.child(
      used: padding.horizontal + params.margins.horizontal + widthUsed,
      size: params.width
    )
    let heightSpec = height.child(
      used: padding.vertical + params.margins.vertical + heightUsed,
      size: params.height
    )
    children[index].measure(widthSpec, heightSpec, &context)
  }

  /// `ViewGroup.measureChild`: as ``measureChildWithMargins(_:_:widthUsed:_:heightUsed:_:)``
  /// without the child's margins.
  mutating func measureChild(
    _ index: Int,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    _ context: inout LayoutContext
  ) {
    let params = children[index].params
    let widthSpec = width.child(used: padding.horizontal, size: params.width)
    let heightSpec = height.child(used: padding.vertical, size: params.height)
    children[index].measure(widthSpec, heightSpec, &context)
  }

  /// Lays out child `index` at its measured size with its top-left corner at `(left, top)`.
  mutating func layoutChild(_ index: Int, left: Int, top: Int, _ context: inout LayoutContext) {
    let child = children[index]
    children[index].layout(
      PixelBounds(
        left: left,
        top: top,
        right: left + child.measuredWidth,
        bottom: top + child.measuredHeight
      ),
      &context
    )
  }
}
