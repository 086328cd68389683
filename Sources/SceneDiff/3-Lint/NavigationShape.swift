import SceneDiffCore

/// What a pair does, for the navigation rules: the kind of navigation derived from the scenes
/// and the kind of transition derived from the animators.
struct NavigationShape: Sendable, Hashable {
  /// The kind of navigation.
  enum Navigation: String, Sendable, Hashable {
    /// A content change inside one screen: a tab bar or navigation bar persists (tabs, bottom
    /// navigation).
    case tabs = "tab switch"
    /// A view at least doubles or halves its area: a card opening its detail, or back.
    case container = "card-to-detail navigation"
    /// The views that appear, or those that disappear, cover at least half of the screen: a
    /// change of screen (master → detail, one step to the next).
    case screen = "screen-to-screen navigation"
    /// Anything smaller: a change of state inside a screen.
    case inPlace = "change in place"
  }

  /// The kind of navigation.
  var navigation: Navigation
  /// The kind of transition (`slide`, `fade`, `shared-axis-x`).
  var style: String
  /// The view that makes it ``Navigation/tabs`` or ``Navigation/container``, with its
  /// scene's key.
  var evidence: String?
  /// For a container navigation: the growing view's key, and whether an animator moves it.
  var growingViewAnimated = false

  /// The bar classes that make a change a tab switch.
  static let tabBarClasses: Set<String> = [
    "TabLayout", "BottomNavigationView", "NavigationBarView", "NavigationRailView",
  ]

  /// Classifies `pair`.
  init(_ pair: LintPair) {
    let plan = pair.plan
    let from = LintScene(plan.fromScene)
    let to = LintScene(plan.toScene)
    style = Self.style(of: pair)
    navigation = .inPlace
    let targets = Set(plan.animators.map(\.target))
    let matched = plan.matches.compactMap { match -> (Int, Int, String)? in
      guard let a = from.index(ofKey: Self.bare(match.from)),
        let b = to.index(ofKey: Self.bare(match.to))
      else { return nil }
      return (a, b, match.to)
    }
    if let bar = matched.first(where: { Self.tabBarClasses.contains(to.simpleClass($0.1)) }) {
      navigation = .tabs
      evidence = bar.2
      return
    }
    for (a, b, key) in matched {
      let start = from.views[a].rect.width * from.views[a].rect.height
      let end = to.views[b].rect.width * to.views[b].rect.height
      guard min(start, end) > 0, max(start, end) / min(start, end) >= 2 else { continue }
      navigation = .container
      evidence = key
      growingViewAnimated =
        targets.contains(key) || targets.contains(Self.startKey(of: key, in: plan))
      return
    }
    if style == "container-transform" {
      navigation = .container
      growingViewAnimated = true
      return
    }
    let changed = max(
      Self.area(of: plan.appearing, in: to) / max(to.area, 1),
      Self.area(of: plan.disappearing, in: from) / max(from.area, 1)
    )
    navigation = changed >= 0.5 ? .screen : .inPlace
  }

  /// The start key matched to an end key.
  static func startKey(of key: String, in plan: Plan) -> String {
    plan.matches.first { $0.to == key }?.from ?? key
  }

  /// A plan key without its `from:`/`to:` prefix.
  static func bare(_ key: String) -> String {
    if key.hasPrefix("from:") { return String(key.dropFirst(5)) }
    if key.hasPrefix("to:") { return String(key.dropFirst(3)) }
    return key
  }

  /// The summed area of the views with these keys, each counted once: a view inside another
  /// of them is left out.
  static func area(of keys: [String], in scene: LintScene) -> Double {
    let indices = Set(keys.compactMap { scene.index(ofKey: bare($0)) })
    return indices.filter { scene.ancestors(of: $0).allSatisfy { !indices.contains($0) } }
      .reduce(0) { $0 + scene.views[$1].rect.width * scene.views[$1].rect.height }
  }

  /// The companions a container transform runs with, which say nothing about the pattern.
  static let companions: Set<String> = ["Hold", "MaterialElevationScale"]

  /// The kind of transition: from the animators of the views that appear or disappear, the
  /// first of container transform, shared axis, fade through, explode, slide, flip, zoom, fade
  /// (a screen's `res/anim` translate, scale and alpha count as slide, zoom and fade); else
  /// `shared-element` when only matched views animate, else `none`.
  static func style(of pair: LintPair) -> String {
    let plan = pair.plan
    let classes = Set(plan.animators.map(\.transition))
    if classes.contains("MaterialContainerTransform") { return "container-transform" }
    if let axis = pair.leaves.lazy.compactMap({ $0.kind as? MaterialSharedAxis }).first?.axis {
      return "shared-axis-\(axis.rawValue)"
    }
    if classes.contains("MaterialFadeThrough") { return "fade-through" }
    let changing = plan.enteringKeys.union(plan.leavingKeys)
    let edges = plan.animators.filter {
      changing.contains($0.target) && !companions.contains($0.transition)
    }
    let properties = Set(edges.map(\.property.rawValue))
    let edgeClasses = Set(edges.map(\.transition))
    if edgeClasses.contains("Explode") { return "explode" }
    if edgeClasses.contains("Slide") || properties.contains("translationX")
      || properties.contains("translationY") || properties.contains("animationTranslation")
    {
      return "slide"
    }
    if properties.contains("flipX") || properties.contains("flipY") { return "flip" }
    if properties.contains("animationScale") { return "zoom" }
    if properties.contains("alpha") || properties.contains("opacity")
      || properties.contains("animationAlpha")
    {
      return "fade"
    }
    return plan.animators.isEmpty ? "none" : "shared-element"
  }
}
