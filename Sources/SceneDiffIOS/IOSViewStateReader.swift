import SceneDiffCore
import SceneDiffXML

/// Reads the state attributes of an `<incoming>` or `<outgoing>` element of
/// `<animatedTransitioning>`: `transform` (CSS-like functions), `alpha` and `frame` (an
/// offset), collecting problems with their locations.
struct IOSViewStateReader {
  /// The problems found, in the order found.
  var problems: [IOSTransitionFileError] = []

  /// The transform functions `transform` takes.
  static let functions = [
    "scale", "scaleX", "scaleY", "translate", "translateX", "translateY", "rotate",
  ]

  /// The state `element` describes (the view at rest for what it leaves out).
  mutating func read(_ element: LocatedElement) -> IOSViewState {
    var state = IOSViewState()
    if let attribute = element.attribute("alpha") {
      if let value = DecimalNumber.parse(attribute.value), (0...1).contains(value) {
        state.alpha = value
      } else {
        invalid(attribute, "a number from 0 to 1")
      }
    }
    if let attribute = element.attribute("frame") {
      let parts = Self.arguments(attribute.value)
      let lengths = parts.compactMap(Self.length)
      if parts.count == 2, lengths.count == 2 {
        (state.frameX, state.frameY) = (lengths[0], lengths[1])
      } else {
        invalid(
          attribute,
          "an offset of the final frame 'DX DY', each in points or a percentage of the "
            + "container ('0 100%')"
        )
      }
    }
    if let attribute = element.attribute("transform") {
      transform(attribute, into: &state)
    }
    return state
  }

  /// Applies each function of a `transform` value; each property may be set once.
  private mutating func transform(_ attribute: LocatedAttribute, into state: inout IOSViewState) {
    var rest = Substring(attribute.value)
    var set: Set<String> = []
    while true {
      rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "," }
      guard !rest.isEmpty else { return }
      guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close
      else {
        invalid(attribute, Self.expectedTransform)
        return
      }
      let name = String(rest[..<open]).trimmingSpaces
      let arguments = Self.arguments(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
      guard Self.functions.contains(name) else {
        let suggestion = Suggestion.closest(to: name, in: Self.functions)
        problems.append(
          .invalidValue(
            attribute.valueLocation,
            name: "transform",
            value: attribute.value,
            expected: "functions " + Self.functions.joined(separator: ", ") + "; '\(name)' is "
              + "none of them" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
          )
        )
        return
      }
      guard let fields = apply(name, arguments, to: &state) else {
        invalid(attribute, Self.expectedTransform)
        return
      }
      guard set.isDisjoint(with: fields) else {
        invalid(attribute, "each of scale, translation and rotation given once")
        return
      }
      set.formUnion(fields)
    }
  }

  /// What a bad `transform` should have been.
  private static let expectedTransform =
    "CSS-like functions such as 'scale(0.8)', 'scale(0.9, 1)', 'translate(0, 100%)', "
    + "'translateX(-30%)', 'rotate(15deg)'"

  /// Applies one function; returns the fields it set, or `nil` for bad arguments.
  private func apply(_ name: String, _ arguments: [String], to state: inout IOSViewState)
    -> Set<String>?
  {
    switch (name, arguments.count) {
    case ("scale", 1), ("scale", 2):
      guard let x = Self.number(arguments[0]), let y = Self.number(arguments.last ?? "") else {
        return nil
      }
      (state.scaleX, state.scaleY) = (x, y)
      return ["scaleX", "scaleY"]
    case ("scaleX", 1), ("scaleY", 1):
      guard let v = Self.number(arguments[0]) else { return nil }
      if name == "scaleX" { state.scaleX = v } else { state.scaleY = v }
      return [name]
    case ("translate", 1), ("translate", 2):
      guard let x = Self.length(arguments[0]) else { return nil }
      let y = arguments.count == 2 ? Self.length(arguments[1]) : .zero
      guard let y else { return nil }
      (state.translationX, state.translationY) = (x, y)
      return ["translateX", "translateY"]
    case ("translateX", 1), ("translateY", 1):
      guard let v = Self.length(arguments[0]) else { return nil }
      if name == "translateX" { state.translationX = v } else { state.translationY = v }
      return [name]
    case ("rotate", 1):
      var text = arguments[0]
      if text.hasSuffix("deg") { text.removeLast(3) }
      guard let v = Self.number(text) else { return nil }
      state.rotation = v
      return ["rotate"]
    default:
      return nil
    }
  }

  /// Arguments separated by commas or spaces.
  static func arguments(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }).map(
      String.init
    )
  }

  /// A finite number.
  static func number(_ text: String) -> Double? {
    DecimalNumber.parse(text).flatMap { $0.isFinite && abs($0) <= 1_000_000 ? $0 : nil }
  }

  /// Points (`12`, `12pt`) or a percentage of the container (`100%`).
  static func length(_ text: String) -> IOSLength? {
    if text.hasSuffix("%") {
      return number(String(text.dropLast())).map { IOSLength(fraction: $0 / 100) }
    }
    let points = text.hasSuffix("pt") ? String(text.dropLast(2)) : text
    return number(points).map { IOSLength(points: $0) }
  }

  /// An invalid-value problem at the attribute's value.
  private mutating func invalid(_ attribute: LocatedAttribute, _ expected: String) {
    problems.append(
      .invalidValue(
        attribute.valueLocation,
        name: attribute.name,
        value: attribute.value,
        expected: expected
      )
    )
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
