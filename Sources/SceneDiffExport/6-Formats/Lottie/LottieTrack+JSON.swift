import SceneDiffCore

extension LottieTrack {
  /// How a property's values and easing handles are written, as Bodymovin writes them.
  enum Form: Sendable {
    /// One number (`r`, `o`): keyframe values `[v]`, handles `{"x": [x], "y": [y]}`.
    case scalar
    /// Several numbers animated together (`s`): one handle component per dimension.
    case vector
    /// A position (`p`): handles as plain numbers.
    case spatial
    /// A rectangle `[left, top, right, bottom]` written as a closed four-point path (a mask's
    /// `pt`), handles as plain numbers.
    case rectanglePath
    /// A rectangle with round corners `[left, top, right, bottom, radius]` as a closed
    /// eight-point path, each corner a quarter circle of one cubic.
    case roundedRectanglePath
  }

  /// The property as a Lottie animatable value: `{"a": 0, "k": value}` when static, else
  /// `{"a": 1, "k": [keyframes]}` with times in frames at `fps`.
  func json(fps: Int, form: Form) -> JSONValue {
    guard keyframes.count > 1 else {
      return .object([("a", .int(0)), ("k", LottieTrack.value(keyframes[0].value, form))])
    }
    let keys = keyframes.enumerated().map { n, key -> JSONValue in
      var fields: [(String, JSONValue)] = [
        ("t", .number(LottieTrack.rounded(key.timeMs * Double(fps) / 1000, 6))),
        ("s", LottieTrack.keyframeValue(key.value, form)),
      ]
      guard n + 1 < keyframes.count else { return .object(fields) }
      if let easing = key.easing {
        let dimensions = key.value.count
        fields.append(("o", LottieTrack.handle(easing.x1, easing.y1, form, dimensions)))
        fields.append(("i", LottieTrack.handle(easing.x2, easing.y2, form, dimensions)))
      } else {
        fields.append(("h", .int(1)))
      }
      return .object(fields)
    }
    return .object([("a", .int(1)), ("k", .array(keys))])
  }

  /// A static value.
  private static func value(_ v: [Double], _ form: Form) -> JSONValue {
    switch form {
    case .scalar: .number(rounded(v[0], 4))
    case .vector, .spatial: .array(v.map { .number(rounded($0, 4)) })
    case .rectanglePath: path(v)
    case .roundedRectanglePath: roundedPath(v)
    }
  }

  /// A keyframe's `s`: always an array.
  private static func keyframeValue(_ v: [Double], _ form: Form) -> JSONValue {
    switch form {
    case .scalar: .array([.number(rounded(v[0], 4))])
    case .vector, .spatial: .array(v.map { .number(rounded($0, 4)) })
    case .rectanglePath: .array([path(v)])
    case .roundedRectanglePath: .array([roundedPath(v)])
    }
  }

  /// An easing handle: `{"x": …, "y": …}`.
  private static func handle(_ x: Double, _ y: Double, _ form: Form, _ dimensions: Int)
    -> JSONValue
  {
    let (x, y) = (rounded(x, 6), rounded(y, 6))
    switch form {
    case .scalar:
      return .object([("x", .numbers([x])), ("y", .numbers([y]))])
    case .vector:
      return .object([
        ("x", .numbers(Array(repeating: x, count: dimensions))),
        ("y", .numbers(Array(repeating: y, count: dimensions))),
      ])
    case .spatial, .rectanglePath, .roundedRectanglePath:
      return .object([("x", .number(x)), ("y", .number(y))])
    }
  }

  /// A closed path through a rectangle's corners, clockwise from the top left, with straight
  /// edges.
  static func path(_ r: [Double]) -> JSONValue {
    let (l, t, right, b) = (rounded(r[0], 4), rounded(r[1], 4), rounded(r[2], 4), rounded(r[3], 4))
    let zero = JSONValue.array(Array(repeating: .numbers([0, 0]), count: 4))
    return .object([
      ("c", .bool(true)),
      (
        "v",
        .array([.numbers([l, t]), .numbers([right, t]), .numbers([right, b]), .numbers([l, b])])
      ),
      ("i", zero),
      ("o", zero),
    ])
  }

  /// A closed path round a rectangle with corners of radius `r[4]`, clockwise from the end of
  /// the top-left corner: straight edges between quarter circles, each one cubic whose handles
  /// are 0.5523 × the radius long (the usual circle approximation).
  static func roundedPath(_ r: [Double]) -> JSONValue {
    let (l, t, right, b) = (r[0], r[1], r[2], r[3])
    let q = r[4]
    let k = q * 0.5523
    let vertices = [
      [l + q, t], [right - q, t], [right, t + q], [right, b - q],
      [right - q, b], [l + q, b], [l, b - q], [l, t + q],
    ]
    let ins = [[-k, 0], [0, 0], [0, -k], [0, 0], [k, 0], [0, 0], [0, k], [0, 0]]
    let outs = [[0, 0], [k, 0], [0, 0], [0, k], [0, 0], [-k, 0], [0, 0], [0, -k]]
    let points = { (list: [[Double]]) in
      JSONValue.array(list.map { .numbers($0.map { rounded($0, 4) }) })
    }
    return .object([
      ("c", .bool(true)), ("v", points(vertices)), ("i", points(ins)), ("o", points(outs)),
    ])
  }

  /// `value` rounded to `places` decimals (negative zero as zero).
  static func rounded(_ value: Double, _ places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let r = (value * scale).rounded() / scale
    return r == 0 ? 0 : r
  }
}
