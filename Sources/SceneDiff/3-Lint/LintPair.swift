import SceneDiffCore

/// One scene pair as the lint rules see it: its files, the transition and the plan.
public struct LintPair: Sendable {
  /// The start scene file.
  public var from: String
  /// The end scene file.
  public var to: String
  /// The transition file.
  public var transitionFile: String
  /// Where the pair is declared (the manifest rule), or the transition file's start.
  public var declaration: SourceLocation
  /// The transition as loaded.
  public var transition: SceneTransition
  /// Its plan between the two scenes.
  public var plan: Plan

  /// Creates a pair from its parts.
  public init(
    from: String,
    to: String,
    transitionFile: String,
    declaration: SourceLocation,
    transition: SceneTransition,
    plan: Plan
  ) {
    self.from = from
    self.to = to
    self.transitionFile = transitionFile
    self.declaration = declaration
    self.transition = transition
    self.plan = plan
  }

  /// Every leaf of the transition tree, in document order.
  var leaves: [SceneTransition] {
    var result: [SceneTransition] = []
    var stack = [transition]
    while let node = stack.popLast() {
      if let set = node.kind as? TransitionSet {
        stack += set.children.reversed()
      } else {
        result.append(node)
      }
    }
    return result
  }

  /// Whether the transition is an iOS one (UIKit or Core Animation).
  var isIOS: Bool {
    leaves.contains {
      TransitionRegistry.descriptor(forClassName: $0.className)?.family == .iosTransition
    }
  }

  /// Where the transition of class `className` is declared: its first leaf of that class, else
  /// the transition's root, else the transition file's start.
  func location(ofClass className: String) -> SourceLocation {
    leaves.first { $0.className == className }?.location ?? rootLocation
  }

  /// The transition's root element, else the transition file's start.
  var rootLocation: SourceLocation {
    transition.location ?? .start(of: transitionFile)
  }

  /// The app folder: the folder holding the transition file's `transition` folder (or, for a
  /// Navigation action, the graph's `navigation` folder), else the transition file's folder.
  var appFolder: String {
    let folder = FilePaths.folder(of: transitionFile)
    let name = folder.split(separator: "/").last.map(String.init) ?? folder
    return name == "transition" || name == "navigation"
      ? FilePaths.parent(ofFolder: folder) : folder
  }
}
