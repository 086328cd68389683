import SceneDiffCore
import SceneDiffXML

/// The reader behind ``NativeSceneFile``: builds the scene straight from the XML reader's
/// elements, checking every attribute as it goes, and collects diagnostics.
///
/// Views are read from bytes: attribute names are compared as bytes, numbers parsed from them,
/// and a `String` is made only for a value that is kept as text (ids, names, classes, text,
/// background) or quoted in a diagnostic. Locations are converted only for diagnostics and for
/// each view's own location.
struct SceneStreamReader: XMLStreamHandler {
  /// Everything found so far, in document order.
  var diagnostics: [Diagnostic] = []
  /// The scene, once its root element has been read; `nil` if the root is not `<scene>`.
  private(set) var scene: SceneTree?

  /// The file named in the scene (``SceneTree/file``).
  let sceneFile: String
  /// The file named in locations.
  let locationFile: String

  /// The views whose end has not been read yet, outermost first, each with whether text inside
  /// it was reported and where its children start in ``finished``.
  private var open: [(view: ViewNode, hasText: Bool, children: Int)] = []
  /// Views read completely whose parent is still open, in document order.
  ///
  /// Each open view's children, then the next one's. A closing view takes its own children
  /// from the end as an array of exactly their number (no room left over from growing).
  private var finished: [ViewNode] = []
  /// Whether the root element has started.
  private var sawRoot = false
  /// Whether text directly inside the scene was reported.
  private var sceneHasText = false
  /// Elements being skipped (an unknown element, another namespace, and what they contain).
  private var skipDepth = 0
  /// The current view's attributes, by ``ViewAttribute`` raw value.
  private var found: [FoundAttribute?] = Array(repeating: nil, count: ViewAttribute.allCases.count)
  /// The entries of ``found`` set for the current view.
  private var filled: [Int] = []
  /// Where each id was first used.
  private var firstId: [String: XMLTextPosition] = [:]
  /// Where each transition name was first used.
  private var firstName: [String: XMLTextPosition] = [:]
  /// Class names longer than a small string, kept once.
  private var classNames: [String] = []
  /// Whether each class name seen so far is an ImageView (`TargetRules.classMatches`, a pure
  /// function of the name, costs thousands of instructions); at most 32 names are kept.
  private var imageViewClasses: [(name: String, isImageView: Bool)] = []

  static let sceneAttributes: Set = [
    "name", "width", "height", "units", "density", "layoutDirection", "device",
  ]

  /// Starts reading a file; `sceneFile` goes into the scene, `locationFile` into locations.
  init(sceneFile: String, locationFile: String) {
    self.sceneFile = sceneFile
    self.locationFile = locationFile
  }

  // MARK: - XMLStreamHandler

  mutating func startElement(_ element: XMLStreamElement) {
    if skipDepth > 0 {
      skipDepth += 1
      return
    }
    guard sawRoot else {
      sawRoot = true
      root(element)
      return
    }
    guard element.namespaceURI == nil, element.bytes(element.name, equal: "view") else {
      if element.namespaceURI == nil {
        report(
          SceneFileError.unknownElement(
            location(element.position),
            name: element.string(element.name)
          )
        )
      }
      skipDepth = 1
      return
    }
    open.append((view(element), false, finished.count))
  }

  mutating func endElement() {
    if skipDepth > 0 {
      skipDepth -= 1
      return
    }
    guard let entry = open.popLast() else {
      // The scene ends: its views are what is left.
      scene?.views = Array(finished[...])
      finished = []
      return
    }
    var view = entry.view
    let start = entry.children
    if start < finished.count {
      view.children = Array(finished[start...])
      finished.removeSubrange(start...)
    }
    finished.append(view)
  }

  mutating func text(at position: XMLTextPosition) {
    guard skipDepth == 0 else { return }
    if let last = open.indices.last {
      guard !open[last].hasText else { return }
      open[last].hasText = true
      report(SceneFileError.unexpectedText(location(position), element: "view"))
    } else if scene != nil, !sceneHasText {
      sceneHasText = true
      report(SceneFileError.unexpectedText(location(position), element: "scene"))
    }
  }

  // MARK: - The scene

  /// Reads the root element: a `<scene>`, or an error.
  private mutating func root(_ element: XMLStreamElement) {
    let name = element.string(element.name)
    guard name == "scene", element.namespaceURI == nil else {
      report(SceneFileError.notAScene(location(element.position), found: name))
      skipDepth = 1
      return
    }
    let attributes = element.attributes.map { attribute in
      LocatedAttribute(
        name: element.string(attribute.name),
        namespaceURI: attribute.hasNamespace ? "" : nil,
        value: element.string(attribute.value),
        location: location(attribute.namePosition),
        valueLocation: location(attribute.valuePosition)
      )
    }
    let root = LocatedElement(
      name: name,
      attributes: attributes,
      location: location(element.position)
    )
    scene = sceneValues(root)
  }

  /// The scene's own attributes (its views come later).
  private mutating func sceneValues(_ element: LocatedElement) -> SceneTree {
    for attribute in element.attributes where attribute.namespaceURI == nil {
      if !Self.sceneAttributes.contains(attribute.name) {
        report(
          SceneFileError.unknownAttribute(
            attribute.location,
            name: attribute.name,
            element: element.name,
            suggestion: Suggestion.closest(to: attribute.name, in: Self.sceneAttributes.sorted())
          )
        )
      }
    }
    let attributes = ElementAttributes(element)
    var scene = SceneTree(file: sceneFile, width: 0, height: 0)
    scene.name = attributes["name"]?.value
    scene.width = sceneNumber(attributes, "width", required: true) ?? 0
    scene.height = sceneNumber(attributes, "height", required: true) ?? 0
    if let units = attributes["units"] {
      if units.value.isEmpty || units.value.contains(where: \.isWhitespace) {
        invalid(units, expected: "a unit name such as dp, px or pt")
      } else {
        scene.units = units.value
      }
    }
    if let density = sceneNumber(attributes, "density"), density <= 0 {
      if let attribute = attributes["density"] {
        invalid(attribute, expected: "a number greater than 0")
      }
    } else {
      scene.density = sceneNumber(attributes, "density", report: false)
    }
    if let direction = attributes["layoutDirection"] {
      switch direction.value {
      case "ltr": scene.isRightToLeft = false
      case "rtl": scene.isRightToLeft = true
      default: invalid(direction, expected: "'ltr' or 'rtl'")
      }
    }
    if let device = attributes["device"] {
      if let value = SceneDevice(device.value) {
        scene.device = value
      } else {
        invalid(device, expected: SceneDevice.expectedForm)
      }
    }
    return scene
  }

  /// A number attribute of the scene; `width` and `height` (required) must not be negative.
  private mutating func sceneNumber(
    _ attributes: ElementAttributes,
    _ name: String,
    required: Bool = false,
    report: Bool = true
  ) -> Double? {
    guard let attribute = attributes[name] else {
      if required, report {
        self.report(
          SceneFileError.missingAttribute(attributes.element.location, name: name, element: "scene")
        )
      }
      return nil
    }
    let checked = attribute.value.utf8.withContiguousStorageIfAvailable { bytes in
      checkedNumber(bytes, minimum: required ? 0 : nil)
    }
    switch checked ?? checkedNumber(Array(attribute.value.utf8), minimum: required ? 0 : nil) {
    case .success(let value): return value
    case .failure(let problem):
      if report { invalid(attribute, expected: problem.expected) }
      return nil
    }
  }

  private mutating func invalid(_ attribute: LocatedAttribute, expected: String) {
    report(
      SceneFileError.invalidValue(
        attribute.valueLocation,
        attribute: attribute.name,
        value: attribute.value,
        expected: expected
      )
    )
  }

  // MARK: - Views

  /// Reads one `<view>`'s attributes (its children come later).
  private mutating func view(_ element: XMLStreamElement) -> ViewNode {
    for index in filled { found[index] = nil }
    filled.removeAll(keepingCapacity: true)
    var hasDetails = false
    for attribute in element.attributes where !attribute.hasNamespace {
      let name = element[attribute.name]
      guard let known = ViewAttribute.named(name) else {
        let written = element.string(attribute.name)
        report(
          SceneFileError.unknownAttribute(
            location(attribute.namePosition),
            name: written,
            element: "view",
            suggestion: Suggestion.closest(to: written, in: ViewAttribute.names)
          )
        )
        continue
      }
      if found[known.rawValue] == nil {
        filled.append(known.rawValue)
        hasDetails = hasDetails || known.rawValue >= ViewAttribute.translationX.rawValue
        found[known.rawValue] = FoundAttribute(
          attribute: known,
          value: element[attribute.value],
          namePosition: attribute.namePosition,
          valuePosition: attribute.valuePosition
        )
      }
    }
    var view = ViewNode(location: location(element.position))
    readNames(&view)
    view.x = number(.x) ?? 0
    view.y = number(.y) ?? 0
    view.width = number(.width, minimum: 0) ?? 0
    view.height = number(.height, minimum: 0) ?? 0
    let isImageView = view.className != "View" && isImageViewClass(view.className)
    if isImageView || hasDetails {
      readDetails(&view, isImageView: isImageView)
    }
    return view
  }

  /// Everything after the names and the frame: transform, alpha, visibility, clip, scroll,
  /// image and style; a view without any of them keeps the defaults, as if read.
  private mutating func readDetails(_ view: inout ViewNode, isImageView: Bool) {
    view.transform = transform()
    if let alpha = number(.alpha) {
      if alpha < 0 || alpha > 1, let attribute = found[ViewAttribute.alpha.rawValue] {
        invalid(attribute, expected: "a number from 0 to 1")
      } else {
        view.alpha = alpha
      }
    }
    if let visibility = found[ViewAttribute.visibility.rawValue] {
      if let value = ViewVisibility(rawValue: visibility.string) {
        view.visibility = value
      } else {
        invalid(visibility, expected: "'visible', 'invisible' or 'gone'")
      }
    }
    if let clip = found[ViewAttribute.clip.rawValue] { view.clip = rect(clip) }
    view.scrollX = number(.scrollX) ?? 0
    view.scrollY = number(.scrollY) ?? 0
    view.image = image(isImageView: isImageView)
    view.style.background = found[ViewAttribute.background.rawValue]?.string
    view.style.text = found[ViewAttribute.text.rawValue]?.string
    view.style.cornerRadius = number(.cornerRadius, minimum: 0)
    view.style.textSize = number(.textSize, minimum: 0)
  }

  /// The view's `id`, `transitionName` (each unique in the file) and `class`.
  private mutating func readNames(_ view: inout ViewNode) {
    if let id = found[ViewAttribute.id.rawValue] {
      view.id = identifier(id, "an id")
      if let value = view.id { duplicate(value, id, kind: "id") }
    }
    if let name = found[ViewAttribute.transitionName.rawValue] {
      view.transitionName = identifier(name, "a transition name")
      if let value = view.transitionName { duplicate(value, name, kind: "transitionName") }
    }
    if let className = found[ViewAttribute.className.rawValue] {
      if let name = identifier(className, "a class name such as ImageView") {
        view.className = intern(name)
      }
    }
  }

  /// The view's translation, elevation, scale, rotation and pivot; a 3D rotation is kept with
  /// a warning.
  private mutating func transform() -> ViewTransform {
    var t = ViewTransform()
    t.translationX = number(.translationX) ?? 0
    t.translationY = number(.translationY) ?? 0
    t.translationZ = number(.translationZ) ?? 0
    t.elevation = number(.elevation) ?? 0
    t.scaleX = number(.scaleX) ?? 1
    t.scaleY = number(.scaleY) ?? 1
    t.rotation = number(.rotation) ?? 0
    t.rotationX = number(.rotationX) ?? 0
    t.rotationY = number(.rotationY) ?? 0
    t.pivotX = number(.pivotX)
    t.pivotY = number(.pivotY)
    if t.rotationX != 0 || t.rotationY != 0 {
      let attribute = found[(t.rotationX != 0 ? ViewAttribute.rotationX : .rotationY).rawValue]
      diagnostics.append(
        Diagnostic(
          .warning,
          at: attribute.map { location($0.namePosition) },
          code: "unsupported-3d-rotation",
          "rotationX and rotationY are kept but not yet applied to geometry; bounds and frames ignore them"
        )
      )
    }
    return t
  }

  /// The image content of a view with `scaleType`, `drawableWidth` or `drawableHeight`, or
  /// of an ImageView class; `nil` for other views.
  private mutating func image(isImageView: Bool) -> ImageContent? {
    let scaleType = found[ViewAttribute.scaleType.rawValue]
    let drawableWidth = number(.drawableWidth, minimum: 0)
    let drawableHeight = number(.drawableHeight, minimum: 0)
    guard scaleType != nil || drawableWidth != nil || drawableHeight != nil || isImageView else {
      return nil
    }
    var image = ImageContent(drawableWidth: drawableWidth, drawableHeight: drawableHeight)
    if let scaleType {
      if let value = ScaleType(rawValue: scaleType.string) {
        image.scaleType = value
      } else {
        invalid(
          scaleType,
          expected: "one of "
            + ScaleType.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
        )
      }
    }
    return image
  }

  // MARK: - Values

  /// A number attribute of the current view, checked against `minimum` and the scene range.
  private mutating func number(_ name: ViewAttribute, minimum: Double? = nil) -> Double? {
    guard let attribute = found[name.rawValue] else { return nil }
    switch checkedNumber(attribute.value, minimum: minimum) {
    case .success(let value): return value
    case .failure(let problem):
      invalid(attribute, expected: problem.expected)
      return nil
    }
  }

  /// A number written in `bytes`: a finite decimal number, at least `minimum`, within the scene
  /// range; or what was expected instead.
  private func checkedNumber(
    _ bytes: UnsafeBufferPointer<UInt8>,
    minimum: Double?
  ) -> Result<Double, NumberProblem> {
    guard let value = SceneNumber.parse(bytes) else {
      return .failure(NumberProblem(expected: "a finite decimal number such as 12, -3.5 or 1e2"))
    }
    if let minimum, value < minimum {
      return .failure(NumberProblem(expected: "a number >= \(JSONValue.format(minimum))"))
    }
    guard abs(value) <= NumberLimits.maximumSceneValue else {
      return .failure(NumberProblem(expected: NumberLimits.sceneValueRange))
    }
    return .success(value)
  }

  /// ``checkedNumber(_:minimum:)`` over an array's bytes.
  private func checkedNumber(_ bytes: [UInt8], minimum: Double?) -> Result<Double, NumberProblem> {
    bytes.withUnsafeBufferPointer { checkedNumber($0, minimum: minimum) }
  }

  private mutating func rect(_ attribute: FoundAttribute) -> Rect? {
    let text = attribute.string
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
    let numbers = parts.compactMap { DecimalNumber.parse(String($0)) }
    guard parts.count == 4, numbers.count == 4 else {
      invalid(attribute, expected: "four numbers 'left top right bottom'")
      return nil
    }
    guard numbers.allSatisfy({ abs($0) <= NumberLimits.maximumSceneValue }) else {
      invalid(attribute, expected: "four numbers from -1e9 to 1e9")
      return nil
    }
    guard numbers[2] >= numbers[0], numbers[3] >= numbers[1] else {
      invalid(attribute, expected: "right >= left and bottom >= top")
      return nil
    }
    return Rect(left: numbers[0], top: numbers[1], right: numbers[2], bottom: numbers[3])
  }

  /// The value as an identifier (not empty, no whitespace), or `nil` with an error.
  private mutating func identifier(_ attribute: FoundAttribute, _ what: String) -> String? {
    let bytes = attribute.value
    let isASCII = !bytes.contains(where: { $0 >= 0x80 })
    // ASCII whitespace as `Character.isWhitespace` sees it: tab, LF, VT, FF, CR, space.
    let valid =
      isASCII
      ? !bytes.isEmpty && !bytes.contains(where: { $0 == 0x20 || (0x09...0x0D).contains($0) })
      : !attribute.string.contains(where: \.isWhitespace)
    guard valid else {
      invalid(attribute, expected: "\(what) without spaces")
      return nil
    }
    return attribute.string
  }

  /// Whether views of this class are ImageViews (`TargetRules.classMatches("ImageView", _)`),
  /// remembered for the first 32 class names.
  private mutating func isImageViewClass(_ name: String) -> Bool {
    for entry in imageViewClasses where entry.name == name { return entry.isImageView }
    let isImageView = TargetRules.classMatches("ImageView", name)
    if imageViewClasses.count < 32 { imageViewClasses.append((name, isImageView)) }
    return isImageView
  }

  /// A class name, kept once when it is too long to be stored inline.
  private mutating func intern(_ name: String) -> String {
    guard name.utf8.count > 15 else { return name }
    if let kept = classNames.first(where: { $0 == name }) { return kept }
    if classNames.count < 64 { classNames.append(name) }
    return name
  }

  private mutating func duplicate(_ value: String, _ attribute: FoundAttribute, kind: String) {
    let earlier = kind == "id" ? firstId[value] : firstName[value]
    guard let earlier else {
      if kind == "id" {
        firstId[value] = attribute.valuePosition
      } else {
        firstName[value] = attribute.valuePosition
      }
      return
    }
    diagnostics.append(
      Diagnostic(
        .warning,
        at: location(attribute.valuePosition),
        code: "duplicate-\(kind == "id" ? "id" : "transition-name")",
        "duplicate \(kind) '\(value)'; as in Android, a duplicated \(kind) is not used for matching",
        notes: [
          Diagnostic(
            .note,
            at: location(earlier),
            code: "first-declared",
            "'\(value)' first used here"
          )
        ]
      )
    )
  }

  private mutating func invalid(_ attribute: FoundAttribute, expected: String) {
    report(
      SceneFileError.invalidValue(
        location(attribute.valuePosition),
        attribute: attribute.attribute.name,
        value: attribute.string,
        expected: expected
      )
    )
  }

  // MARK: - Reporting

  /// A position as a location in ``locationFile``.
  private func location(_ position: XMLTextPosition) -> SourceLocation {
    SourceLocation(file: locationFile, line: position.line, column: position.column)
  }

  private mutating func report(_ error: SceneFileError) {
    diagnostics.append(error.diagnostic)
  }
}
