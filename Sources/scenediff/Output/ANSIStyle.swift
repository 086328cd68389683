/// The ANSI text styles diagnostics use.
enum ANSIStyle: Sendable, CaseIterable {
  /// Bold.
  case bold
  /// Red, for errors.
  case red
  /// Magenta, for warnings.
  case magenta
  /// Bright black (gray), for notes.
  case gray

  /// The SGR parameter.
  var code: String {
    switch self {
    case .bold: "1"
    case .red: "31"
    case .magenta: "35"
    case .gray: "90"
    }
  }

  /// The sequence that ends every style.
  static let reset = "\u{1B}[0m"

  /// The text wrapped in the styles, or unchanged when colour is off or no style is given.
  static func apply(_ styles: [ANSIStyle], to text: String, enabled: Bool) -> String {
    guard enabled, !styles.isEmpty, !text.isEmpty else { return text }
    return "\u{1B}[\(styles.map(\.code).joined(separator: ";"))m\(text)\(reset)"
  }
}
