import SceneDiffCore

/// The shape items a layer draws: groups of a rectangle and its fill or stroke.
///
/// Only shape features every player renders (rectangle, fill, stroke, group, transform) are
/// used; see `Docs/lottie.md`.
enum LottieShapes {
  /// The contents of one node's layer, top first: the text placeholder and the image
  /// placeholder (each only when the view has one), then the background box.
  static func contents(
    _ layer: LottieLayer,
    view: ViewNode,
    appearance: DrawAppearance,
    fps: Int
  ) -> [JSONValue] {
    var groups: [JSONValue] = []
    let radius = view.style.cornerRadius ?? 0
    if let text = appearance.text, !text.isEmpty {
      groups.append(textBar(text, view: view, appearance: appearance))
    }
    if view.image != nil {
      groups.append(
        group(
          "image",
          [
            layer.rectangle(radius: radius, fps: fps),
            stroke(color: [0, 0, 0], opacity: 35, width: 2),
            fill(color: [0, 0, 0], opacity: 14),
          ]
        )
      )
    }
    // The box is always there, so that an app can find and fill it by key path; it is filled
    // only when the view has a background colour.
    var box = [layer.rectangle(radius: radius, fps: fps)]
    if let background = view.style.background, let argb = ARGBColor.parse(background) {
      let channel = { (shift: UInt32) in Double((argb >> shift) & 0xFF) / 255 }
      box.append(fill(color: [channel(16), channel(8), channel(0)], opacity: channel(24) * 100))
    }
    groups.append(group("background", box))
    return groups
  }

  /// A text placeholder: a bar of the text's colour, half the font size tall, about as wide as
  /// the text (0.55 em per character, at most the view's width less 2 units each side),
  /// centred vertically, at the start or centred for a button — at the view's end size.
  private static func textBar(
    _ text: String,
    view: ViewNode,
    appearance: DrawAppearance
  ) -> JSONValue {
    let size = appearance.fontSize
    let width = max(0, min(view.width - 4, Double(text.count) * size * 0.55))
    let height = min(view.height, size * 0.5)
    let centreX = appearance.centered ? view.width / 2 : 2 + width / 2
    let colour: [Double] =
      appearance.textColor == "#FFFFFF" ? [1, 1, 1] : [0x21 / 255.0, 0x21 / 255.0, 0x21 / 255.0]
    return group(
      "text",
      [
        .object([
          ("ty", .string("rc")), ("nm", .string("line")), ("d", .int(1)),
          ("p", staticValue([centreX, view.height / 2])),
          ("s", staticValue([width, height])),
          ("r", .object([("a", .int(0)), ("k", .number(LottieTrack.rounded(height / 2, 4)))])),
        ]),
        fill(color: colour, opacity: 100),
      ]
    )
  }

  /// A named group of items, closed by its identity transform.
  static func group(_ name: String, _ items: [JSONValue]) -> JSONValue {
    .object([
      ("ty", .string("gr")), ("nm", .string(name)),
      ("it", .array(items + [identityTransform])),
    ])
  }

  /// A solid fill (`fl`, non-zero rule).
  static func fill(color: [Double], opacity: Double) -> JSONValue {
    .object([
      ("ty", .string("fl")), ("nm", .string("fill")),
      ("c", staticValue(color.map { LottieTrack.rounded($0, 4) } + [1])),
      ("o", .object([("a", .int(0)), ("k", .number(LottieTrack.rounded(opacity, 4)))])),
      ("r", .int(1)),
    ])
  }

  /// A stroke (`st`) with butt caps and miter joins.
  static func stroke(color: [Double], opacity: Double, width: Double) -> JSONValue {
    .object([
      ("ty", .string("st")), ("nm", .string("stroke")),
      ("c", staticValue(color + [1])),
      ("o", .object([("a", .int(0)), ("k", .number(opacity))])),
      ("w", .object([("a", .int(0)), ("k", .number(width))])),
      ("lc", .int(1)), ("lj", .int(1)), ("ml", .int(4)),
    ])
  }

  /// `{"a": 0, "k": [values]}`.
  static func staticValue(_ values: [Double]) -> JSONValue {
    .object([("a", .int(0)), ("k", .numbers(values))])
  }

  /// A group's identity transform (`tr`).
  private static let identityTransform = JSONValue.object([
    ("ty", .string("tr")), ("nm", .string("transform")),
    ("p", staticValue([0, 0])), ("a", staticValue([0, 0])), ("s", staticValue([100, 100])),
    ("r", .object([("a", .int(0)), ("k", .int(0))])),
    ("o", .object([("a", .int(0)), ("k", .int(100))])),
  ])
}
