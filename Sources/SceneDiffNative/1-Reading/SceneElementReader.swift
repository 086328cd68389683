import SceneDiffCore
import SceneDiffXML

/// The attribute-by-attribute reader behind ``NativeSceneFile``; collects diagnostics as it goes.
struct SceneElementReader {
  /// Everything found so far, in document order.
  var diagnostics: [Diagnostic] = []

  static let sceneAttributes: Set = [
    "name", "width", "height", "units", "density", "layoutDirection", "device",
  ]
  static let viewAttributes: Set = [
    "id", "transitionName", "class", "x", "y", "width", "height", "translationX", "translationY",
    "translationZ", "elevation", "scaleX", "scaleY", "rotation", "rotationX", "rotationY",
    "pivotX", "pivotY", "alpha", "visibility", "clip", "scrollX", "scrollY", "scaleType",
    "drawableWidth", "drawableHeight", "background", "text", "cornerRadius", "textSize",
  ]

  private var firstId: [String: SourceLocation] = [:]
  private var firstName: [String: SourceLocation] = [:]

  /// Reads the `<scene>` root; `nil` if it is not one.
  mutating func scene(_ element: LocatedElement, file: String) -> SceneTree? {
    guard element.name == "scene", element.namespaceURI == nil else {
      report(SceneFileError.notAScene(element.location, found: element.name))
      return nil
    }
    checkAttributes(element, known: Self.sceneAttributes)
    checkText(element)
    let attributes = ElementAttributes(element)
    var scene = SceneTree(file: file, width: 0, height: 0)
    scene.name = attributes["name"]?.value
    scene.width = number(attributes, "width", required: true, minimum: 0) ?? 0
    scene.height = number(attributes, "height", required: true, minimum: 0) ?? 0
    if let units = attributes["units"] {
      if units.value.isEmpty || units.value.contains(where: \.isWhitespace) {
        invalid(units, expected: "a unit name such as dp, px or pt")
      } else {
        scene.units = units.value
      }
    }
    if let density = number(attributes, "density"), density <= 0 {
      if let attribute = attributes["density"] {
        invalid(attribute, expected: "a number greater than 0")
      }
    } else {
      scene.density = number(attributes, "density", report: false)
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
    scene.views = children(of: element)
    return scene
  }

  private mutating func children(of element: LocatedElement) -> [ViewNode] {
    element.children.compactMap { child in
      guard child.namespaceURI == nil || child.namespaceURI == element.namespaceURI,
        child.name == "view"
      else {
        if child.namespaceURI == nil {
          report(SceneFileError.unknownElement(child.location, name: child.name))
        }
        return nil
      }
      return view(child)
    }
  }

  /// Reads one `<view>` and its children.
  private mutating func view(_ element: LocatedElement) -> ViewNode {
    checkAttributes(element, known: Self.viewAttributes)
    checkText(element)
    let attributes = ElementAttributes(element)
    var view = ViewNode(location: element.location)
    readNames(&view, attributes)
    view.x = number(attributes, "x") ?? 0
    view.y = number(attributes, "y") ?? 0
    view.width = number(attributes, "width", minimum: 0) ?? 0
    view.height = number(attributes, "height", minimum: 0) ?? 0
    view.transform = transform(attributes)
    if let alpha = number(attributes, "alpha") {
      if alpha < 0 || alpha > 1, let attribute = attributes["alpha"] {
        invalid(attribute, expected: "a number from 0 to 1")
      } else {
        view.alpha = alpha
      }
    }
    if let visibility = attributes["visibility"] {
      if let value = ViewVisibility(rawValue: visibility.value) {
        view.visibility = value
      } else {
        invalid(visibility, expected: "'visible', 'invisible' or 'gone'")
      }
    }
    if let clip = attributes["clip"] { view.clip = rect(clip) }
    view.scrollX = number(attributes, "scrollX") ?? 0
    view.scrollY = number(attributes, "scrollY") ?? 0
    view.image = image(attributes, className: view.className)
    view.style.background = attributes["background"]?.value
    view.style.text = attributes["text"]?.value
    view.style.cornerRadius = number(attributes, "cornerRadius", minimum: 0)
    view.style.textSize = number(attributes, "textSize", minimum: 0)
    view.children = children(of: element)
    return view
  }

  /// The view's `id`, `transitionName` (each unique in the file) and `class`.
  private mutating func readNames(_ view: inout ViewNode, _ attributes: ElementAttributes) {
    if let id = attributes["id"] {
      view.id = identifier(id, "an id")
      if let value = view.id { duplicate(value, id, kind: "id") }
    }
    if let name = attributes["transitionName"] {
      view.transitionName = identifier(name, "a transition name")
      if let value = view.transitionName {
        duplicate(value, name, kind: "transitionName")
      }
    }
    if let className = attributes["class"] {
      view.className = identifier(className, "a class name such as ImageView") ?? "View"
    }
  }

  /// The view's translation, elevation, scale, rotation and pivot; a 3D rotation is kept with
  /// a warning.
  private mutating func transform(_ attributes: ElementAttributes) -> ViewTransform {
    var t = ViewTransform()
    t.translationX = number(attributes, "translationX") ?? 0
    t.translationY = number(attributes, "translationY") ?? 0
    t.translationZ = number(attributes, "translationZ") ?? 0
    t.elevation = number(attributes, "elevation") ?? 0
    t.scaleX = number(attributes, "scaleX") ?? 1
    t.scaleY = number(attributes, "scaleY") ?? 1
    t.rotation = number(attributes, "rotation") ?? 0
    t.rotationX = number(attributes, "rotationX") ?? 0
    t.rotationY = number(attributes, "rotationY") ?? 0
    t.pivotX = number(attributes, "pivotX")
    t.pivotY = number(attributes, "pivotY")
    if t.rotationX != 0 || t.rotationY != 0 {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: attributes[t.rotationX != 0 ? "rotationX" : "rotationY"]?.location,
          code: "unsupported-3d-rotation",
          "rotationX and rotationY are kept but not yet applied to geometry; bounds and frames ignore them"
        )
      )
    }
    return t
  }

  /// The image content of a view with `scaleType`, `drawableWidth` or `drawableHeight`, or
  /// of an ImageView class; `nil` for other views.
  private mutating func image(_ attributes: ElementAttributes, className: String) -> ImageContent? {
    let scaleType = attributes["scaleType"]
    let drawableWidth = number(attributes, "drawableWidth", minimum: 0)
    let drawableHeight = number(attributes, "drawableHeight", minimum: 0)
    guard
      scaleType != nil || drawableWidth != nil || drawableHeight != nil
        || (className != "View" && TargetRules.classMatches("ImageView", className))
    else { return nil }
    var image = ImageContent(drawableWidth: drawableWidth, drawableHeight: drawableHeight)
    if let scaleType {
      if let value = ScaleType(rawValue: scaleType.value) {
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

  private mutating func number(
    _ attributes: ElementAttributes,
    _ name: String,
    required: Bool = false,
    minimum: Double? = nil,
    report: Bool = true
  ) -> Double? {
    guard let attribute = attributes[name] else {
      if required, report {
        self.report(
          SceneFileError.missingAttribute(
            attributes.element.location,
            name: name,
            element: attributes.element.name
          )
        )
      }
      return nil
    }
    guard let value = DecimalNumber.parse(attribute.value) else {
      if report { invalid(attribute, expected: "a finite decimal number such as 12, -3.5 or 1e2") }
      return nil
    }
    if let minimum, value < minimum {
      if report { invalid(attribute, expected: "a number >= \(JSONValue.format(minimum))") }
      return nil
    }
    guard abs(value) <= NumberLimits.maximumSceneValue else {
      if report { invalid(attribute, expected: NumberLimits.sceneValueRange) }
      return nil
    }
    return value
  }

  private mutating func rect(_ attribute: LocatedAttribute) -> Rect? {
    let parts = attribute.value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
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

  private mutating func identifier(_ attribute: LocatedAttribute, _ what: String) -> String? {
    let value = attribute.value
    guard !value.isEmpty, !value.contains(where: \.isWhitespace) else {
      invalid(attribute, expected: "\(what) without spaces")
      return nil
    }
    return value
  }

  private mutating func duplicate(
    _ value: String,
    _ attribute: LocatedAttribute,
    kind: String
  ) {
    let earlier = kind == "id" ? firstId[value] : firstName[value]
    guard let earlier else {
      if kind == "id" {
        firstId[value] = attribute.valueLocation
      } else {
        firstName[value] = attribute.valueLocation
      }
      return
    }
    diagnostics.append(
      Diagnostic(
        .warning,
        at: attribute.valueLocation,
        code: "duplicate-\(kind == "id" ? "id" : "transition-name")",
        "duplicate \(kind) '\(value)'; as in Android, a duplicated \(kind) is not used for matching",
        notes: [
          Diagnostic(.note, at: earlier, code: "first-declared", "'\(value)' first used here")
        ]
      )
    )
  }

  // MARK: - Structure

  private mutating func checkAttributes(_ element: LocatedElement, known: Set<String>) {
    for attribute in element.attributes where attribute.namespaceURI == nil {
      if !known.contains(attribute.name) {
        report(
          SceneFileError.unknownAttribute(
            attribute.location,
            name: attribute.name,
            element: element.name,
            suggestion: Suggestion.closest(to: attribute.name, in: known)
          )
        )
      }
    }
  }

  private mutating func checkText(_ element: LocatedElement) {
    if let at = element.textLocation {
      report(SceneFileError.unexpectedText(at, element: element.name))
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

  private mutating func report(_ error: SceneFileError) {
    diagnostics.append(error.diagnostic)
  }
}
