import SceneDiffCore

/// How a node looks, beyond its geometry: the preview-only style of its view.
struct DrawAppearance: Sendable {
  /// The view class (`TextView`, `ImageView`).
  var className: String
  /// Background as a CSS colour, if it has a usable one.
  var background: String?
  /// Corner radius in scene units.
  var cornerRadius: Double?
  /// Text shown in the view.
  var text: String?
  /// Text colour: light on a dark background (its own or its nearest ancestor's), else dark.
  var textColor: String
  /// Font size in scene units, from the view's height (a single line fills about 60 % of it).
  var fontSize: Double
  /// Whether text is centred (buttons).
  var centered: Bool
  /// The drawable's intrinsic size for image views.
  var image: (width: Double, height: Double)?

  /// The appearance of every node the sampler draws (see ``Sampler/nodes``).
  static func all(_ nodes: [DrawNode]) -> [DrawAppearance] {
    var result: [DrawAppearance] = []
    var dark: [Bool] = []
    for node in nodes {
      let view = node.view
      let background = CSSValue.color(view.style.background)
      let ownDark = background.flatMap(isDark)
      let isDark = ownDark ?? node.parent.map { dark[$0] } ?? false
      dark.append(isDark)
      var image: (Double, Double)?
      if let content = view.image, let w = content.drawableWidth, let h = content.drawableHeight,
        w > 0, h > 0
      {
        image = (w, h)
      }
      result.append(
        DrawAppearance(
          className: view.className,
          background: background,
          cornerRadius: view.style.cornerRadius,
          text: view.style.text,
          textColor: isDark ? "#FFFFFF" : "#212121",
          fontSize: view.style.textSize ?? min(16, max(8, (view.height * 0.6).rounded())),
          centered: view.className.hasSuffix("Button"),
          image: image
        )
      )
    }
    return result
  }

  /// Whether a `#RGB`/`#RGBA`/`#RRGGBB`/`#RRGGBBAA` colour is dark (relative luminance below
  /// 0.4); `nil` for colour names and translucent colours.
  static func isDark(_ css: String) -> Bool? {
    var hex = Array(css.dropFirst())
    guard css.hasPrefix("#") else { return nil }
    if hex.count == 3 || hex.count == 4 { hex = hex.flatMap { [$0, $0] } }
    guard hex.count == 6 || hex.count == 8 else { return nil }
    let channel = { (i: Int) in Double(Int(String(hex[i..<(i + 2)]), radix: 16) ?? 0) / 255 }
    if hex.count == 8, channel(6) < 0.5 { return nil }
    let luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    return luminance < 0.4
  }
}
