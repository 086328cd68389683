import SceneDiffCore

/// The TextView subclasses whose defaults differ.
enum TextFamily: Sendable, Hashable {
  /// `TextView`.
  case plain
  /// `Button` (framework or AppCompat).
  case button
  /// Material Components `MaterialButton` (and `Button` in a MaterialComponents theme).
  case materialButton
  /// `RadioButton`, `CheckBox`, `Switch`, `ToggleButton`: a button drawable beside the text.
  case compoundButton
  /// `EditText` and its subclasses.
  case editText
}
