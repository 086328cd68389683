import SceneDiffCore

/// How one scene pair is planned beyond its transition file: a fragment transaction, the
/// Transition-framework transitions of two fragments or windows, an `ActivityOptions` builder,
/// an iOS view-controller operation and an interaction script.
///
/// The command line fills it from `--enter-anim`, `--pop`, `--activity`, `--operation`,
/// `--interaction` and their kin; a `transitionManager` rule from its `sd:` attributes
/// (`read(_:manifest:)`). Both then plan through the same code
/// (``ScreenChangeFiles/plan(_:from:to:)``), so a rule and the options of the same names give
/// the same plan (Docs/transition-format.md, "Screen changes in a manifest").
public struct PairSettings: Sendable, Hashable {
  /// One setting, named as the command-line option (`rawValue`) and the `sd:` attribute
  /// (``attributeName``).
  public enum Setting: String, Sendable, Hashable, CaseIterable {
    /// `--enter-anim`, `sd:enterAnim`.
    case enterAnim = "enter-anim"
    /// `--exit-anim`, `sd:exitAnim`.
    case exitAnim = "exit-anim"
    /// `--pop`, `sd:pop`.
    case pop
    /// `--container`, `sd:container`.
    case container
    /// `--enter-transition`, `sd:enterTransition`.
    case enterTransition = "enter-transition"
    /// `--exit-transition`, `sd:exitTransition`.
    case exitTransition = "exit-transition"
    /// `--return-transition`, `sd:returnTransition`.
    case returnTransition = "return-transition"
    /// `--reenter-transition`, `sd:reenterTransition`.
    case reenterTransition = "reenter-transition"
    /// `--shared-element-enter-transition`, `sd:sharedElementEnterTransition`.
    case sharedElementEnterTransition = "shared-element-enter-transition"
    /// `--shared-element-return-transition`, `sd:sharedElementReturnTransition`.
    case sharedElementReturnTransition = "shared-element-return-transition"
    /// `--no-overlap`, `sd:noOverlap`.
    case noOverlap = "no-overlap"
    /// `--activity`, `sd:activity`.
    case activity
    /// `--source`, `sd:source`.
    case source
    /// `--start`, `sd:start`.
    case start
    /// `--size`, `sd:size`.
    case size
    /// `--operation`, `sd:operation`.
    case operation
    /// `--interaction`, `sd:interaction`.
    case interaction

    /// The `sd:` attribute's local name: the option's name in lower camel case.
    public var attributeName: String {
      let words = rawValue.split(separator: "-")
      return words.enumerated().map { $0 == 0 ? String($1) : $1.capitalized }.joined()
    }

    /// Whether the setting names a Transition resource, and whether it belongs to the screen
    /// a push shows (`true`) or the one it hides (`false`).
    var transitionOfPushedScreen: Bool? {
      switch self {
      case .enterTransition, .returnTransition, .sharedElementEnterTransition,
        .sharedElementReturnTransition:
        true
      case .exitTransition, .reenterTransition: false
      default: nil
      }
    }
  }

  /// The `ActivityOptions` builder `--activity` names.
  public enum Activity: String, Sendable, Hashable, CaseIterable {
    /// `makeScaleUpAnimation`.
    case scaleUp = "scale-up"
    /// `makeClipRevealAnimation`.
    case clipReveal = "clip-reveal"
    /// `makeCustomAnimation`: the enter and exit animations.
    case custom
    /// `makeSceneTransitionAnimation`: the TO screen theme's window transitions.
    case sceneTransition = "scene-transition"
  }

  /// A width and a height in the scene's units.
  public struct Size: Sendable, Hashable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
      self.width = width
      self.height = height
    }
  }

  /// How diagnostics name the settings: as options (`--source`) or attributes (`sd:source`).
  public enum Spelling: Sendable, Hashable {
    /// Command-line options.
    case option
    /// `sd:` attributes of a manifest rule.
    case attribute
  }

  /// The animation TO's root runs (a file, `@anim/NAME`, `@android:anim/NAME`,
  /// `@animator/NAME`).
  public var enterAnim: String?
  /// The animation FROM's root runs.
  public var exitAnim: String?
  /// Whether the change is a back-stack pop.
  public var isPop = false
  /// The container the screens are drawn in; `nil` for `FragmentContainerView`.
  public var container: ScreenChange.Container?
  /// The Transition resources by setting (``Setting/enterTransition`` …
  /// ``Setting/sharedElementReturnTransition``).
  public var transitions: [Setting: String] = [:]
  /// Whether `allowEnterTransitionOverlap` (and on a pop `allowReturnTransitionOverlap`) is
  /// false.
  public var noOverlap = false
  /// The `ActivityOptions` builder.
  public var activity: Activity?
  /// The view key of FROM a scale-up or clip-reveal starts from.
  public var source: String?
  /// `startX, startY` relative to ``source``.
  public var start: Point?
  /// The start rectangle's width and height.
  public var size: Size?
  /// The iOS view-controller operation.
  public var operation: IOSTransitionOperation?
  /// The interaction script's path.
  public var interaction: String?
  /// The file `@anim/`, `@transition/` … references of FROM's side resolve around.
  public var fromAnchor: String?
  /// The file references of TO's side resolve around.
  public var toAnchor: String?
  /// The app theme Transition resources and window transitions are read with.
  public var theme: String?
  /// Where each setting is written, for diagnostics (empty on the command line).
  public var locations: [Setting: SourceLocation] = [:]
  /// How diagnostics name the settings.
  public var spelling = Spelling.option

  /// Settings with nothing set.
  public init() {}

  /// Whether the settings make the pair a screen change (every setting but ``operation`` and
  /// ``interaction``).
  public var isScreenChange: Bool {
    enterAnim != nil || exitAnim != nil || isPop || container != nil || !transitions.isEmpty
      || noOverlap || activity != nil || source != nil || start != nil || size != nil
  }

  /// The setting as diagnostics name it: `--source` or `sd:source`.
  public func name(_ setting: Setting) -> String {
    spelling == .option ? "--\(setting.rawValue)" : "sd:\(setting.attributeName)"
  }

  /// The settings in words, for batch summaries: each set one as `name value` (`pop` and
  /// `noOverlap` alone), in ``Setting`` order, with attribute names, such as
  /// `enterTransition @transition/slide_right, exitTransition @transition/fade_out, pop`.
  public var summary: String {
    Setting.allCases.compactMap { setting -> String? in
      switch setting {
      case .pop: isPop ? "pop" : nil
      case .noOverlap: noOverlap ? "noOverlap" : nil
      case .container: container.map { "container \($0.rawValue)" }
      case .activity: activity.map { "activity \($0.rawValue)" }
      case .operation: operation.map { "operation \($0.rawValue)" }
      default: value(of: setting).map { "\(setting.attributeName) \($0)" }
      }
    }.joined(separator: ", ")
  }
}
