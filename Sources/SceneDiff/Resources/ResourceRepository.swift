/// Every resource a layout can reach, chosen for one device: the app's `res/` folders (and any
/// added with `--res`), then SceneDiff's built-in framework, AppCompat and Material
/// Components values.
///
/// Values come from `values*/` files (`dimen`, `integer`, `string`, `color`, `bool`, `style`,
/// `fraction`, `item type=…`); files from `layout*/`, `drawable*/`, `mipmap*/`. Where several
/// qualifier folders define the same resource, the one Android would pick for the device wins
/// (``ResourceQualifiers``); where several folders define it, the first folder wins.
struct ResourceRepository: Sendable {
  /// The `res/` folders in lookup order.
  var folders: [String]
  /// The device resources are chosen for.
  var device: Device
  /// Problems found while reading the folders (malformed values files, unknown qualifiers).
  var diagnostics: [Diagnostic] = []

  /// Reads `folders` for `device`.
  init(folders: [String], device: Device) {
    self.folders = folders
    self.device = device
  }

  /// The best value of resource `type/name` (`dimen/spacing_medium`), or of the framework's
  /// (`@android:dimen/x`) when `isFramework`.
  func value(_ type: String, _ name: String, isFramework: Bool) -> ResourceItem? {
    nil  // STUB
  }

  /// The style `name` (app styles first, then the built-in library and framework styles).
  func style(_ name: StyleName) -> Style? { nil }  // STUB

  /// The best file for `type/name` (`layout/scene1`, `drawable/ic_launcher`): its path and the
  /// density of its folder in dpi (`nil` for folders without a density qualifier, 0xffff for
  /// `nodpi`).
  func file(_ type: String, _ name: String) -> (path: String, densityDpi: Int?)? { nil }  // STUB

  /// Every name defined for `type` (for "did you mean" suggestions).
  func names(_ type: String) -> [String] { [] }  // STUB
}
