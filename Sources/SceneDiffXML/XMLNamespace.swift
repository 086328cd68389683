import SceneDiffCore

/// Well-known namespaces.
package enum XMLNamespace {
  /// Android's framework attributes (`android:`).
  package static let android = "http://schemas.android.com/apk/res/android"
  /// Android app attributes (`app:`).
  package static let app = "http://schemas.android.com/apk/res-auto"
  /// Android design-time attributes (`tools:`), ignored at run time.
  package static let tools = "http://schemas.android.com/tools"
  /// SceneDiff's own extensions inside Android files (`sd:`).
  package static let sceneDiff = "https://scenediff.dev/ns"
}
