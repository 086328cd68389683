import SceneDiffCore

/// The per-pair rules' work on one pair: its scenes flattened once, and the findings.
struct PairFindings {
  /// The linter (configuration and tokens).
  let linter: Linter
  /// The pair.
  let pair: LintPair
  /// The start scene.
  let from: LintScene
  /// The end scene.
  let to: LintScene
  /// The animators' targets.
  let targets: Set<String>
  /// The findings so far.
  var findings: [LintFinding] = []

  /// Prepares the pair.
  init(linter: Linter, pair: LintPair) {
    self.linter = linter
    self.pair = pair
    let change = pair.plan.screenChange
    self.from = LintScene(change?.from ?? pair.plan.fromScene)
    self.to = LintScene(change?.to ?? pair.plan.toScene)
    self.targets = Set(pair.plan.animators.map(\.target))
  }

  /// Runs every per-pair rule.
  mutating func check() {
    checkDurations()
    checkExitLongerThanEnter()
    checkAnimatesNothing()
    checkPattern()
    checkSurfaces()
    checkMinSdk()
    checkSharedNames()
    checkSharedElementPlaces()
    checkPoppedScreen()
    checkReducedMotion()
    checkTokens()
  }

  /// Adds a finding unless its rule is off.
  mutating func add(_ rule: String, at location: SourceLocation, _ message: String) {
    if let finding = linter.finding(rule, at: location, message) { findings.append(finding) }
  }

  /// A threshold of a rule.
  func value(_ parameter: String, _ rule: String) -> Double {
    linter.value(parameter, rule)
  }

  /// Whether a view of the start (`fromSide`) or end scene is the target of an animator.
  func isAnimated(_ key: String, fromSide: Bool) -> Bool {
    targets.contains(key) || targets.contains((fromSide ? "from:" : "to:") + key)
  }

  /// The animator that ends last.
  var lastAnimator: Animator? {
    pair.plan.animators.max { $0.endMs < $1.endMs }
  }

  /// A number as plans print it (`450`, `0.5`).
  static func number(_ value: Double) -> String {
    JSONValue.format(value)
  }

  /// A file's name without its folder.
  static func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }
}
