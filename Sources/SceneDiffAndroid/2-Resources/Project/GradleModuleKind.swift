/// What a Gradle module builds, as its `plugins { }` block or `apply plugin:` line says.
public enum GradleModuleKind: String, Sendable, Hashable, CaseIterable {
  /// `com.android.application`: an app, whose resources override every library's.
  case application
  /// `com.android.dynamic-feature`: a feature module installed on top of its base app.
  case dynamicFeature = "dynamic-feature"
  /// `com.android.library`: a library whose resources an app merges in.
  case library
  /// Any other module (a Kotlin or Java library, or a plugin SceneDiff does not recognise).
  case other
}
