import SceneDiffCore

/// A theme: the styles `?attr/x` references are looked up in, innermost overlay first.
///
/// The base theme is the app theme (`--theme`, the manifest's `android:theme`, or SceneDiff's
/// default for the layout's widget family); an `android:theme` attribute on an element adds an
/// overlay for that element and its descendants.
struct Theme: Sendable, Hashable {
  /// The theme's name as given (for messages).
  var name: String
  /// The styles to search, each with its parents already expanded, overlays first.
  var chain: [Style]

  /// The theme's value for `key`, if any style of the chain defines it.
  func item(_ key: AttributeKey) -> ResourceItem? {
    for style in chain {
      if let item = style.items[key] { return item }
    }
    return nil
  }
}
