import SceneDiffCore
import SceneDiffXML

/// The Auto Layout system of one scene: every view and layout guide as four solver variables
/// and every constraint on them, for a target root size and safe area.
///
/// Built from the root view element: the document's `<constraints>`, the constraints UIKit
/// generates for stack views, autoresizing masks, intrinsic content sizes and the root view,
/// and a weakest stay per variable at its stored value. `solve()` runs the Cassowary solver
/// (`IBLayoutSystem+Solve.swift`).
struct IBLayoutSystem {
  /// The document.
  let document: IBDocument
  /// The items: views in tree order (the root first) and their guides.
  var items: [IBLayoutItem] = []
  /// The rules, in the order they are added to the solver.
  var rules: [IBLayoutRule] = []
  /// Warnings found while reading.
  var diagnostics: [Diagnostic] = []
  /// Item index by IB object id.
  var itemByID: [String: Int] = [:]
  /// The root view's size on the target device.
  var rootSize: IBDocument.Size
  /// The root's safe-area insets on the target device (before calibration).
  var targetInsets: IBDeviceInsets
  /// The root's safe-area insets on the design device.
  var designInsets: IBDeviceInsets
  /// The number of solver variables.
  var variableCount = 0
  /// The document's constraints as read.
  var constraintRecords: [IBConstraintRecord] = []
  /// The root's safe-area insets used on the target (calibrated, then moved by the device).
  var safeInsets: IBDeviceInsets = .zero
  /// Whether the root is a view controller's view (it then has the system's root margins).
  var isControllerRoot = false
  /// The content guide standing for each scroll view's content area, by scroll view item.
  var contentGuides: [Int: Int] = [:]

  /// The system of a root view element for a target screen in points.
  init(
    document: IBDocument,
    root: LocatedElement,
    controller: LocatedElement?,
    target: SceneDevice
  ) {
    self.document = document
    rootSize = IBDocument.Size(width: 0, height: 0)
    targetInsets = .zero
    designInsets = .zero
    // IB lays a xib's top-level views out as root views (system margins) with no safe-area
    // insets (observed: TacoDialogView.xib in the corpus).
    isControllerRoot = true
    var reader = IBViewReader(document: document)
    addView(root, parent: nil, origin: (0, 0), reader: &reader)
    if let guides = controller?.child("layoutGuides") {
      for guide in guides.children where guide.name == "viewControllerLayoutGuide" {
        addGuide(guide, kind: guide.value("type") == "bottom" ? .bottomGuide : .topGuide, owner: 0)
      }
    }
    chooseSizes(target: target)
    assignVariables()
    readConstraints()
    markConstrained()
    addRootRules()
    addGuideRules()
    addDocumentRules()
    addGeneratedRules()
  }

  /// Adds a view item and its guides and subviews.
  private mutating func addView(
    _ element: LocatedElement,
    parent: Int?,
    origin: (x: Double, y: Double),
    reader: inout IBViewReader
  ) {
    let parentRect = parent.map { items[$0].stored }
    let rect = element.frameRect
    let frame = Rect(
      x: origin.x + (rect.flatMap { number($0, "x") } ?? 0),
      y: origin.y + (rect.flatMap { number($0, "y") } ?? 0),
      width: rect.flatMap { number($0, "width") } ?? parentRect?.width ?? 0,
      height: rect.flatMap { number($0, "height") } ?? parentRect?.height ?? 0
    )
    var item = IBLayoutItem(
      kind: .view,
      element: element,
      name: element.viewKey ?? element.name,
      parent: parent,
      stored: parent == nil ? Rect(x: 0, y: 0, width: frame.width, height: frame.height) : frame
    )
    if let insets = element.keyed("edgeInsets", "layoutMargins") {
      item.margins = IBDeviceInsets(
        top: number(insets, "top") ?? 8,
        left: number(insets, "left") ?? 8,
        bottom: number(insets, "bottom") ?? 8,
        right: number(insets, "right") ?? 8
      )
    }
    let index = items.count
    items.append(item)
    if let id = element.value("id") { itemByID[id] = index }
    for guide in element.children where guide.name == "viewLayoutGuide" {
      switch guide.value("key") {
      case "safeArea": addGuide(guide, kind: .safeArea, owner: index)
      case "contentLayoutGuide": addGuide(guide, kind: .contentGuide, owner: index)
      case "frameLayoutGuide": addGuide(guide, kind: .frameGuide, owner: index)
      default: continue
      }
    }
    if element.name == "scrollView" {
      if let guide = items.indices.last(where: {
        items[$0].kind == .contentGuide && items[$0].parent == index
      }) {
        contentGuides[index] = guide
      } else {
        contentGuides[index] = items.count
        addGuide(element, kind: .contentGuide, owner: index)
      }
    }
    let isStack = element.name == "stackView"
    let stored = items[index].stored
    for child in reader.subviewElements(of: element) {
      let childIndex = items.count
      addView(child, parent: index, origin: (stored.left, stored.top), reader: &reader)
      if isStack, child.value("key") == nil { items[childIndex].isArranged = true }
    }
  }

  /// Adds a layout guide item owned by a view.
  private mutating func addGuide(_ element: LocatedElement, kind: IBLayoutItem.Kind, owner: Int) {
    let item = IBLayoutItem(
      kind: kind,
      element: element,
      name: kind == .safeArea ? "safeArea" : (element.value("key") ?? element.name),
      parent: owner,
      stored: items[owner].stored
    )
    if kind != .contentGuide || element.name == "viewLayoutGuide", let id = element.value("id") {
      itemByID[id] = items.count
    }
    items.append(item)
  }

  /// Numbers every item's four variables.
  private mutating func assignVariables() {
    for index in items.indices {
      items[index].x = 4 * index
      items[index].y = 4 * index + 1
      items[index].width = 4 * index + 2
      items[index].height = 4 * index + 3
    }
    variableCount = 4 * items.count
  }

  /// The root size and the insets on the target and design devices.
  private mutating func chooseSizes(target: SceneDevice) {
    let stored = items[0].stored
    let width = Double(target.width)
    let height = Double(target.height)
    var design = (width: stored.width, height: stored.height)
    if let device = document.device {
      let portrait = document.root.child("device")?.value("orientation") != "landscape"
      design =
        portrait
        ? (min(device.width, device.height), max(device.width, device.height))
        : (max(device.width, device.height), min(device.width, device.height))
    }
    // A root of the design screen's size takes the target's; any other root (freeform, a
    // xib's cell, a view below an opaque bar) keeps its size, plus the screen's change along
    // an axis where it spans at least three quarters of the design screen.
    func axis(_ stored: Double, _ design: Double, _ target: Double) -> Double {
      stored >= design * 0.75 ? max(stored + target - design, 0) : stored
    }
    rootSize = IBDocument.Size(
      width: axis(stored.width, design.width, width),
      height: axis(stored.height, design.height, height)
    )
    guard document.isStoryboard else { return }
    designInsets =
      document.device.flatMap {
        IBDeviceInsets.device(id: $0.id, width: design.width, height: design.height)
      } ?? IBDeviceInsets.screen(width: design.width, height: design.height) ?? .zero
    // The design screen itself keeps its id's insets (`retina6_1` 48, not 414 × 896's 44).
    if width == design.width, height == design.height {
      targetInsets = designInsets
    } else if let insets = IBDeviceInsets.screen(width: width, height: height) {
      targetInsets = insets
    } else {
      diagnostics.append(
        IBAutoLayoutError.unknownScreen(
          items[0].element.location,
          size: "\(target.width)×\(target.height)"
        ).diagnostic
      )
    }
  }

  /// A number attribute (malformed numbers were reported when the scene was read).
  func number(_ element: LocatedElement, _ name: String) -> Double? {
    element.value(name).flatMap(DecimalNumber.parse)
  }

  /// Appends a rule.
  mutating func add(
    _ left: LinearExpression,
    _ relation: LinearConstraint.Relation,
    _ right: LinearExpression,
    priority: Double = 1000,
    name: String,
    at element: LocatedElement
  ) {
    rules.append(
      IBLayoutRule(
        constraint: LinearConstraint(left, relation, right),
        priority: priority,
        name: name,
        location: element.location,
        isDocumentConstraint: false
      )
    )
  }
}
