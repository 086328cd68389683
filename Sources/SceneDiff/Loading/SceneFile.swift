/// Loads native scene files (design §2): `<scene>` with nested `<view>` elements.
///
/// Loading is strict: an unknown attribute, a malformed or out-of-range number, NaN or infinity,
/// a negative size or an unknown element is an error at its exact location, and every error in
/// the file is reported, not just the first. Attributes in another XML namespace are ignored.
/// A duplicated `id` or `transitionName` is a warning: as in Android, the duplicated key is not
/// used for matching.
public enum SceneFile {
  /// Reads and loads a scene file.
  ///
  /// - Parameter path: The file's path, used as given in locations.
  /// - Returns: The scene and its warnings.
  /// - Throws: ``DiagnosticsError`` with every error (and warning) found.
  public static func load(path: String) throws(DiagnosticsError) -> Loaded<Scene> {
    let root: XMLElement
    do {
      root = try XMLDocumentReader.read(file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    return try load(root, file: path)
  }

  /// Loads a scene from bytes; `file` names it in locations.
  public static func load(bytes: [UInt8], file: String) throws(DiagnosticsError) -> Loaded<Scene> {
    let root: XMLElement
    do {
      root = try XMLDocumentReader.parse(bytes, file: file)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    return try load(root, file: file)
  }

  /// Loads a scene from an already parsed root element.
  static func load(_ root: XMLElement, file: String) throws(DiagnosticsError) -> Loaded<Scene> {
    var reader = SceneElementReader()
    let scene = reader.scene(root, file: file)
    guard let scene, !reader.diagnostics.contains(where: { $0.severity == .error }) else {
      throw DiagnosticsError(reader.diagnostics)
    }
    return Loaded(scene, diagnostics: reader.diagnostics)
  }
}

/// The attribute-by-attribute reader behind ``SceneFile``; collects diagnostics as it goes.
struct SceneElementReader {
  /// Everything found so far, in document order.
  var diagnostics: [Diagnostic] = []

  static let sceneAttributes = ["name", "width", "height", "units", "density", "layoutDirection"]
  static let viewAttributes = [
    "id", "transitionName", "class", "x", "y", "width", "height", "translationX", "translationY",
    "translationZ", "elevation", "scaleX", "scaleY", "rotation", "rotationX", "rotationY",
    "pivotX", "pivotY", "alpha", "visibility", "clip", "scrollX", "scrollY", "scaleType",
    "drawableWidth", "drawableHeight", "background", "text", "cornerRadius",
  ]

  private var firstId: [String: SourceLocation] = [:]
  private var firstName: [String: SourceLocation] = [:]

  /// Reads the `<scene>` root; `nil` if it is not one.
  mutating func scene(_ element: XMLElement, file: String) -> Scene? {
    guard element.name == "scene", element.namespaceURI == nil else {
      report(SceneFileError.notAScene(element.location, found: element.name))
      return nil
    }
    checkAttributes(element, known: Self.sceneAttributes)
    checkText(element)
    var scene = Scene(file: file, width: 0, height: 0)
    scene.name = element.attribute("name")?.value
    scene.width = number(element, "width", required: true, minimum: 0) ?? 0
    scene.height = number(element, "height", required: true, minimum: 0) ?? 0
    if let units = element.attribute("units") {
      if units.value.isEmpty || units.value.contains(where: \.isWhitespace) {
        invalid(units, expected: "a unit name such as dp, px or pt")
      } else {
        scene.units = units.value
      }
    }
    if let density = number(element, "density"), density <= 0 {
      if let attribute = element.attribute("density") {
        invalid(attribute, expected: "a number greater than 0")
      }
    } else {
      scene.density = number(element, "density", report: false)
    }
    if let direction = element.attribute("layoutDirection") {
      switch direction.value {
      case "ltr": scene.isRightToLeft = false
      case "rtl": scene.isRightToLeft = true
      default: invalid(direction, expected: "'ltr' or 'rtl'")
      }
    }
    scene.views = children(of: element)
    return scene
  }

  private mutating func children(of element: XMLElement) -> [ViewNode] {
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

  private mutating func view(_ element: XMLElement) -> ViewNode {
    checkAttributes(element, known: Self.viewAttributes)
    checkText(element)
    var view = ViewNode(location: element.location)
    if let id = element.attribute("id") {
      view.id = identifier(id, "an id")
      if let value = view.id { duplicate(value, id, kind: "id") }
    }
    if let name = element.attribute("transitionName") {
      view.transitionName = identifier(name, "a transition name")
      if let value = view.transitionName {
        duplicate(value, name, kind: "transitionName")
      }
    }
    if let className = element.attribute("class") {
      view.className = identifier(className, "a class name such as ImageView") ?? "View"
    }
    view.x = number(element, "x") ?? 0
    view.y = number(element, "y") ?? 0
    view.width = number(element, "width", minimum: 0) ?? 0
    view.height = number(element, "height", minimum: 0) ?? 0
    var t = ViewTransform()
    t.translationX = number(element, "translationX") ?? 0
    t.translationY = number(element, "translationY") ?? 0
    t.translationZ = number(element, "translationZ") ?? 0
    t.elevation = number(element, "elevation") ?? 0
    t.scaleX = number(element, "scaleX") ?? 1
    t.scaleY = number(element, "scaleY") ?? 1
    t.rotation = number(element, "rotation") ?? 0
    t.rotationX = number(element, "rotationX") ?? 0
    t.rotationY = number(element, "rotationY") ?? 0
    t.pivotX = number(element, "pivotX")
    t.pivotY = number(element, "pivotY")
    view.transform = t
    if t.rotationX != 0 || t.rotationY != 0 {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: element.attribute(t.rotationX != 0 ? "rotationX" : "rotationY")?.location,
          code: "unsupported-3d-rotation",
          "rotationX and rotationY are kept but not yet applied to geometry; bounds and frames ignore them"
        )
      )
    }
    if let alpha = number(element, "alpha") {
      if alpha < 0 || alpha > 1, let attribute = element.attribute("alpha") {
        invalid(attribute, expected: "a number from 0 to 1")
      } else {
        view.alpha = alpha
      }
    }
    if let visibility = element.attribute("visibility") {
      if let value = Visibility(rawValue: visibility.value) {
        view.visibility = value
      } else {
        invalid(visibility, expected: "'visible', 'invisible' or 'gone'")
      }
    }
    if let clip = element.attribute("clip") { view.clip = rect(clip) }
    view.scrollX = number(element, "scrollX") ?? 0
    view.scrollY = number(element, "scrollY") ?? 0
    let scaleType = element.attribute("scaleType")
    let drawableWidth = number(element, "drawableWidth", minimum: 0)
    let drawableHeight = number(element, "drawableHeight", minimum: 0)
    if scaleType != nil || drawableWidth != nil || drawableHeight != nil
      || TargetRules.classMatches("ImageView", view.className)
    {
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
      view.image = image
    }
    view.style.background = element.attribute("background")?.value
    view.style.text = element.attribute("text")?.value
    view.style.cornerRadius = number(element, "cornerRadius", minimum: 0)
    view.children = children(of: element)
    return view
  }

  // MARK: - Values

  private mutating func number(
    _ element: XMLElement,
    _ name: String,
    required: Bool = false,
    minimum: Double? = nil,
    report: Bool = true
  ) -> Double? {
    guard let attribute = element.attribute(name) else {
      if required, report {
        self.report(
          SceneFileError.missingAttribute(element.location, name: name, element: element.name)
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
    return value
  }

  private mutating func rect(_ attribute: XMLAttribute) -> Rect? {
    let parts = attribute.value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
    let numbers = parts.compactMap { DecimalNumber.parse(String($0)) }
    guard parts.count == 4, numbers.count == 4 else {
      invalid(attribute, expected: "four numbers 'left top right bottom'")
      return nil
    }
    guard numbers[2] >= numbers[0], numbers[3] >= numbers[1] else {
      invalid(attribute, expected: "right >= left and bottom >= top")
      return nil
    }
    return Rect(left: numbers[0], top: numbers[1], right: numbers[2], bottom: numbers[3])
  }

  private mutating func identifier(_ attribute: XMLAttribute, _ what: String) -> String? {
    let value = attribute.value
    guard !value.isEmpty, !value.contains(where: \.isWhitespace) else {
      invalid(attribute, expected: "\(what) without spaces")
      return nil
    }
    return value
  }

  private mutating func duplicate(
    _ value: String,
    _ attribute: XMLAttribute,
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

  private mutating func checkAttributes(_ element: XMLElement, known: [String]) {
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

  private mutating func checkText(_ element: XMLElement) {
    if let at = element.textLocation {
      report(SceneFileError.unexpectedText(at, element: element.name))
    }
  }

  private mutating func invalid(_ attribute: XMLAttribute, expected: String) {
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
