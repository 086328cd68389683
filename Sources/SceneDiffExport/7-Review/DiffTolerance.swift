import SceneDiffCore

/// How far apart two numbers may be and still count as the same in a plan diff.
///
/// Two numbers are the same when `|a − b| ≤` the tolerance: ``ms`` for times (`startMs`,
/// `durationMs`, `totalDurationMs`), ``values`` for everything else (animated values,
/// keyframe fractions, curve parameters, path coordinates). Both are 0 by default: any
/// difference counts.
public struct DiffTolerance: Sendable, Hashable {
  /// The tolerance for values, curve parameters and path coordinates.
  public var values: Double
  /// The tolerance for times, in ms.
  public var ms: Double

  /// Creates a tolerance; negative values act as 0.
  public init(values: Double = 0, ms: Double = 0) {
    self.values = max(0, values)
    self.ms = max(0, ms)
  }

  /// No tolerance: any difference counts.
  public static let exact = DiffTolerance()

  /// Whether two times are the same.
  public func sameTime(_ a: Double, _ b: Double) -> Bool {
    Self.near(a, b, ms)
  }

  /// Whether two JSON values are the same: numbers within ``values``, strings equal (SVG path
  /// data compared number by number when `isPath`), arrays element by element, objects key by
  /// key whatever the order.
  public func sameValue(_ a: JSONValue?, _ b: JSONValue?, isPath: Bool = false) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (.number(let x), .number(let y)): return Self.near(x, y, values)
    case (.string(let x), .string(let y)):
      return x == y || (isPath && samePath(x, y))
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1, isPath: isPath) }
    case (.object(let x), .object(let y)):
      return x.count == y.count
        && x.allSatisfy { key, value in
          y.contains { $0.0 == key && sameValue(value, $0.1, isPath: isPath) }
        }
    default: return a == b
    }
  }

  /// Whether two SVG path data strings have the same commands and numbers within ``values``.
  func samePath(_ a: String, _ b: String) -> Bool {
    let x = Self.pathTokens(a)
    let y = Self.pathTokens(b)
    return x.count == y.count
      && zip(x, y).allSatisfy { p, q in
        switch (p, q) {
        case (.number(let m), .number(let n)): Self.near(m, n, values)
        default: p == q
        }
      }
  }

  /// Path data as command letters (strings) and numbers.
  static func pathTokens(_ data: String) -> [JSONValue] {
    var tokens: [JSONValue] = []
    var number = ""
    func flush() {
      if !number.isEmpty { tokens.append(Double(number).map(JSONValue.number) ?? .string(number)) }
      number = ""
    }
    for character in data {
      if character.isLetter, character != "e", character != "E" {
        flush()
        tokens.append(.string(String(character)))
      } else if character == " " || character == "," {
        flush()
      } else {
        if character == "-", let last = number.last, last != "e", last != "E" { flush() }
        number.append(character)
      }
    }
    flush()
    return tokens
  }

  /// `|a − b| ≤ tolerance`, exact equality included.
  static func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    a == b || abs(a - b) <= tolerance
  }
}
