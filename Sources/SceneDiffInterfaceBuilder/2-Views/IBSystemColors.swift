/// The light-appearance values of UIKit's named colours, for documents whose `<resources>` do not
/// carry them (Interface Builder stores the value it rendered with there, and that wins).
///
/// Values are 0–255 sRGB with an alpha 0–1, from the reference (`interface-builder.md` §2.4):
/// the light column of `flutter/flutter@028212b5:packages/flutter/lib/src/cupertino/colors.dart`,
/// except systemTeal, whose value is the one Interface Builder itself stores (48, 176, 199 in
/// the corpus's `<resources>`). The legacy `cocoaTouchSystemColor` names are UIKit's fixed
/// colours (`UIColor.darkText` black, `UIColor.lightText` white at 0.6).
package enum IBSystemColors {
  /// One colour: red, green, blue 0–255 and alpha 0–1.
  package struct Value: Sendable, Hashable {
    /// Red, 0–255.
    package var red: Int
    /// Green, 0–255.
    package var green: Int
    /// Blue, 0–255.
    package var blue: Int
    /// Alpha, 0–1.
    package var alpha: Double
  }

  /// `systemColor` names (as IB writes them, with the `Color` suffix) and their light values.
  package static let named: [(name: String, value: Value)] = [
    ("systemBlueColor", Value(red: 0, green: 122, blue: 255, alpha: 1)),
    ("systemGreenColor", Value(red: 52, green: 199, blue: 89, alpha: 1)),
    ("systemRedColor", Value(red: 255, green: 59, blue: 48, alpha: 1)),
    ("systemOrangeColor", Value(red: 255, green: 149, blue: 0, alpha: 1)),
    ("systemYellowColor", Value(red: 255, green: 204, blue: 0, alpha: 1)),
    ("systemPinkColor", Value(red: 255, green: 45, blue: 85, alpha: 1)),
    ("systemPurpleColor", Value(red: 175, green: 82, blue: 222, alpha: 1)),
    ("systemIndigoColor", Value(red: 88, green: 86, blue: 214, alpha: 1)),
    ("systemTealColor", Value(red: 48, green: 176, blue: 199, alpha: 1)),
    ("systemGrayColor", Value(red: 142, green: 142, blue: 147, alpha: 1)),
    ("systemGray2Color", Value(red: 174, green: 174, blue: 178, alpha: 1)),
    ("systemGray3Color", Value(red: 199, green: 199, blue: 204, alpha: 1)),
    ("systemGray4Color", Value(red: 209, green: 209, blue: 214, alpha: 1)),
    ("systemGray5Color", Value(red: 229, green: 229, blue: 234, alpha: 1)),
    ("systemGray6Color", Value(red: 242, green: 242, blue: 247, alpha: 1)),
    ("labelColor", Value(red: 0, green: 0, blue: 0, alpha: 1)),
    ("secondaryLabelColor", Value(red: 60, green: 60, blue: 67, alpha: 0.6)),
    ("systemBackgroundColor", Value(red: 255, green: 255, blue: 255, alpha: 1)),
    ("secondarySystemBackgroundColor", Value(red: 242, green: 242, blue: 247, alpha: 1)),
    ("systemGroupedBackgroundColor", Value(red: 242, green: 242, blue: 247, alpha: 1)),
    ("separatorColor", Value(red: 60, green: 60, blue: 67, alpha: 0.29)),
  ]

  /// Legacy `cocoaTouchSystemColor` names and their values.
  package static let legacy: [(name: String, value: Value)] = [
    ("whiteColor", Value(red: 255, green: 255, blue: 255, alpha: 1)),
    ("blackColor", Value(red: 0, green: 0, blue: 0, alpha: 1)),
    ("clearColor", Value(red: 0, green: 0, blue: 0, alpha: 0)),
    ("darkTextColor", Value(red: 0, green: 0, blue: 0, alpha: 1)),
    ("lightTextColor", Value(red: 255, green: 255, blue: 255, alpha: 0.6)),
  ]
}
