import SceneDiffCore
import SceneDiffXML

extension Interpolator {
  /// Reads an interpolator resource file's root element (`res/interpolator/*.xml`,
  /// `res/anim/*_interpolator.xml`), as `AnimationUtils.loadInterpolator` does.
  ///
  /// The element name picks the class, case-sensitively (`linearInterpolator`,
  /// `accelerateInterpolator`, `decelerateInterpolator`, `accelerateDecelerateInterpolator`,
  /// `cycleInterpolator`, `anticipateInterpolator`, `overshootInterpolator`,
  /// `anticipateOvershootInterpolator`, `bounceInterpolator`, `pathInterpolator`); its
  /// namespace is not looked at. Only attributes in the Android namespace
  /// (`http://schemas.android.com/apk/res/android`) are read; others, and unknown Android
  /// attributes, are ignored. Like Android, the root and every descendant element are read in
  /// document order and the last one wins (a well-formed file has just one).
  ///
  /// Floats are read as Android's resource compiler reads them: surrounding white space
  /// allowed, first character a digit, `.`, `+` or `-`, decimal with optional exponent; hex
  /// floats and non-finite values are rejected.
  ///
  /// - Throws: ``InterpolatorError`` located at the element or attribute: an unknown element,
  ///   a bad float, a `pathInterpolator` without `controlX1`/`controlY1` (and no `pathData`),
  ///   with only one of `controlX2`/`controlY2`, with path data that does not parse (located at
  ///   the bad character when the value holds no entity references), or whose path fails
  ///   validation (located at `pathData`'s value, or at the element for control points).
  init(xml element: LocatedElement) throws(InterpolatorError) {
    var result = try Interpolator.single(element)
    for child in element.children {
      result = try Interpolator(xml: child)
    }
    self = result
  }

  /// Builds the interpolator one element describes, ignoring its children.
  private static func single(_ element: LocatedElement) throws(InterpolatorError) -> Interpolator {
    switch element.name {
    case "linearInterpolator":
      return .linear
    case "accelerateInterpolator":
      return .accelerate(factor: try float(element, "factor", default: 1))
    case "decelerateInterpolator":
      return .decelerate(factor: try float(element, "factor", default: 1))
    case "accelerateDecelerateInterpolator":
      return .accelerateDecelerate
    case "cycleInterpolator":
      return .cycle(cycles: try float(element, "cycles", default: 1))
    case "anticipateInterpolator":
      return .anticipate(tension: try float(element, "tension", default: 2))
    case "overshootInterpolator":
      return .overshoot(tension: try float(element, "tension", default: 2))
    case "anticipateOvershootInterpolator":
      let tension = try float(element, "tension", default: 2)
      let extraTension = try float(element, "extraTension", default: 1.5)
      return .anticipateOvershoot(tension: tension, extraTension: extraTension)
    case "bounceInterpolator":
      return .bounce
    case "pathInterpolator":
      return .path(try pathInterpolator(element))
    default:
      throw .unknownInterpolator(name: element.name, at: element.location)
    }
  }

  /// Reads a `pathInterpolator` element (`PathInterpolator.parseInterpolatorFromTypeArray`).
  ///
  /// `pathData`, when present, wins; otherwise `controlX1` and `controlY1` are required and
  /// `controlX2`/`controlY2` must come together (cubic) or not at all (quadratic).
  private static func pathInterpolator(_ element: LocatedElement) throws(InterpolatorError)
    -> PathInterpolator
  {
    if let data = element.attribute("pathData", namespace: XMLNamespace.android) {
      let path: BezierPath
      do {
        path = try BezierPath(svgPathData: data.value)
      } catch {
        var location = data.valueLocation
        location.column += error.offset
        throw .invalidPathData(value: data.value, error: error, at: location)
      }
      do {
        return try PathInterpolator(path: path, source: .pathData(data.value))
      } catch {
        throw error.located(at: data.valueLocation)
      }
    }
    let qualified = { (name: String) in "android:\(name)" }
    for name in ["controlX1", "controlY1"]
    where element.attribute(name, namespace: XMLNamespace.android) == nil {
      throw .missingAttribute(
        element: element.name,
        attribute: qualified(name),
        at: element.location
      )
    }
    let x1 = try float(element, "controlX1", default: 0)
    let y1 = try float(element, "controlY1", default: 0)
    let x2 = element.attribute("controlX2", namespace: XMLNamespace.android)
    let y2 = element.attribute("controlY2", namespace: XMLNamespace.android)
    let source: PathInterpolator.Source
    switch (x2, y2) {
    case (nil, nil):
      source = .quadratic(controlX1: x1, controlY1: y1)
    case (.some(let x2), .some(let y2)):
      source = .cubic(
        controlX1: x1,
        controlY1: y1,
        controlX2: try float(x2),
        controlY2: try float(y2)
      )
    case (.some(let present), nil), (nil, .some(let present)):
      let missing = present.name == "controlX2" ? "controlY2" : "controlX2"
      throw .incompleteControlPoint(
        present: present.qualifiedName,
        missing: qualified(missing),
        at: present.location
      )
    }
    do {
      return try PathInterpolator(path: PathInterpolator.path(for: source), source: source)
    } catch {
      throw error.located(at: element.location)
    }
  }

  /// An Android-namespace float attribute, or `default` when absent.
  private static func float(_ element: LocatedElement, _ name: String, default: Float)
    throws(InterpolatorError) -> Float
  {
    guard let attribute = element.attribute(name, namespace: XMLNamespace.android) else {
      return `default`
    }
    return try float(attribute)
  }

  /// Parses an attribute's value as a float, as Android's resource compiler does.
  private static func float(_ attribute: LocatedAttribute) throws(InterpolatorError) -> Float {
    guard let value = parseFloat(attribute.value) else {
      throw .invalidFloat(
        attribute: attribute.qualifiedName,
        value: attribute.value,
        at: attribute.valueLocation
      )
    }
    guard abs(value) <= NumberLimits.maximumCurveParameter else {
      throw .outOfRange(
        attribute: attribute.qualifiedName,
        value: attribute.value,
        at: attribute.valueLocation
      )
    }
    return value
  }

  /// A float literal as `ResTable::stringToFloat` accepts it, or `nil`.
  ///
  /// Surrounding white space is allowed; the first character must be a digit, `.`, `+` or `-`;
  /// the rest must be a decimal float (hex floats, infinities and NaN are refused).
  static func parseFloat(_ text: String) -> Float? {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return nil }
    let trimmed = text[first...last]
    guard let head = trimmed.first, head.isASCII,
      head.isNumber || head == "." || head == "+" || head == "-",
      !trimmed.contains(where: { $0 == "x" || $0 == "X" }),
      let value = Float(String(trimmed)), value.isFinite
    else { return nil }
    return value
  }
}
