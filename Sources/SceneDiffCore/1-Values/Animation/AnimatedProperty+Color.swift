extension AnimatedProperty {
  /// A solid background colour, as an ARGB integer `0xAARRGGBB` written as a plain number
  /// (Recolor).
  public static let backgroundColor = AnimatedProperty(rawValue: "backgroundColor")
  /// A text colour, as an ARGB integer `0xAARRGGBB` written as a plain number (Recolor).
  public static let textColor = AnimatedProperty(rawValue: "textColor")

  /// Whether values of this property are ARGB colours (`backgroundColor`, `textColor`).
  public var isColor: Bool { self == .backgroundColor || self == .textColor }
}
