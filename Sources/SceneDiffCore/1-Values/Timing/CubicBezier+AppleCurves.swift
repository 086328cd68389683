extension CubicBezier {
  /// UIKit's curve names: the `UIView.AnimationOptions` curve options (`curveEaseInOut`,
  /// `curveEaseIn`, `curveEaseOut`, `curveLinear`) and the `UIView.AnimationCurve` cases
  /// (`easeInOut`, `easeIn`, `easeOut`, `linear`), each with the control points of the
  /// same-named Core Animation curve.
  ///
  /// Apple documents these curves only by their shape; that they equal the
  /// `CAMediaTimingFunction` curves is the common assumption (reference interpolators.md §4.2).
  /// Each keeps the name as written, so a plan shows `"apple": "curveEaseInOut"`.
  static let uiKitNames: [String: CubicBezier] = {
    var names: [String: CubicBezier] = [:]
    let curves: [(option: String, curve: String, CubicBezier)] = [
      ("curveEaseInOut", "easeInOut", .easeInEaseOut), ("curveEaseIn", "easeIn", .easeIn),
      ("curveEaseOut", "easeOut", .easeOut), ("curveLinear", "linear", .linear),
    ]
    for (option, curve, bezier) in curves {
      names[option] = bezier.renamed(option)
      names[curve] = bezier.renamed(curve)
    }
    return names
  }()

  /// The UIKit curve options, in the order of their bit values.
  public static let uiKitCurveOptions = [
    "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear",
  ]

  /// A UIKit curve by its `UIView.AnimationOptions` name (`"curveEaseInOut"`) or its
  /// `UIView.AnimationCurve` name (`"easeInOut"`), or `nil` for any other name.
  ///
  /// The curve keeps the name as written (`"curveEaseInOut"`) for output.
  public init?(uiKitCurve name: String) {
    guard let curve = CubicBezier.uiKitNames[name] else { return nil }
    self = curve
  }

  /// A curve by any name SceneDiff reads for Apple timing: a `CAMediaTimingFunctionName`
  /// (`easeInEaseOut`, `default`), a UIKit curve (`curveEaseIn`, `easeInOut`), a CSS keyword
  /// (`ease-out`) or CSS `cubic-bezier(x1, y1, x2, y2)`; `nil` for anything else.
  ///
  /// Core Animation names are tried first, so `easeIn`, `easeOut` and `linear` are
  /// `CAMediaTimingFunctionName`s (the same control points as UIKit's).
  public init?(timingName name: String) {
    if let curve = CubicBezier(appleName: name) ?? CubicBezier(uiKitCurve: name)
      ?? CubicBezier(cssKeyword: name)
    {
      self = curve
      return
    }
    guard name.hasPrefix("cubic-bezier("), name.hasSuffix(")") else { return nil }
    let inner = name.dropFirst("cubic-bezier(".count).dropLast()
    guard let curve = CubicBezier(controlPoints: String(inner)) else { return nil }
    self = curve
  }

  /// Every name ``init(timingName:)`` reads, for suggestions: Core Animation's, UIKit's and
  /// CSS's.
  public static var timingNames: [String] {
    (Array(appleNames.keys) + Array(uiKitNames.keys) + Array(cssKeywords.keys)).sorted()
  }

  /// A curve from four control values written `x1 y1 x2 y2` (separated by spaces and/or
  /// commas, as `CAMediaTimingFunction(controlPoints:_:_:_:)` takes them), or `nil` when there
  /// are not four decimal numbers or an x is outside [0, 1].
  ///
  /// Apple's initialiser takes 32-bit `Float`s; SceneDiff keeps the decimals as `Double`s
  /// (the difference is below 1e-7 of the progress).
  public init?(controlPoints text: String) {
    let parts = text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }
    let numbers = parts.compactMap { DecimalNumber.parse(String($0)) }
    guard parts.count == 4, numbers.count == 4 else { return nil }
    self.init(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
  }

  /// The same control points under another name.
  func renamed(_ name: String) -> CubicBezier {
    CubicBezier(named: name, x1, y1, x2, y2)
  }
}

extension CubicBezier {
  /// UIKit's default curve, `curveEaseInOut` (the options' curve bits are 0 when none is given).
  public static let uiKitDefault = CubicBezier(named: "curveEaseInOut", 0.42, 0, 0.58, 1)
}
