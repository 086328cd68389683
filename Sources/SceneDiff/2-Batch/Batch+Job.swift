import Foundation
import SceneDiffCore

extension Batch {
  /// One scene pair to plan: two scene files and the transition between them.
  public struct Job: Sendable, Hashable {
    /// How a manifest rule gave the pair.
    public enum Pairing: String, Sendable, Hashable {
      /// The rule names both scenes (`android:fromScene` and `android:toScene`).
      case fromAndToScene = "fromScene-toScene"
      /// A to-only rule, from another scene the manifest names.
      case toSceneFromManifestScene = "toScene-from-manifest-scene"
      /// A to-only rule whose manifest names no other scene that can precede it, from a
      /// sibling scene: another scene file of the to-scene's folder that shares a view id or
      /// `transitionName` with it.
      case toSceneFromSibling = "toScene-from-sibling"
      /// A Navigation graph's action (``action``), navigated forward.
      case navigationAction = "navigation-action"
      /// A Navigation graph's action (``action``) popped from the back stack.
      case navigationActionPopped = "navigation-action-pop"
      /// A storyboard segue (``action`` is its identifier, else its IB id), performed.
      case storyboardSegue = "storyboard-segue"
      /// A storyboard segue's reverse: the pop of a push, the dismissal of a presentation.
      case storyboardSeguePopped = "storyboard-segue-pop"
    }

    /// The manifest that declared it.
    public var manifest: String
    /// The start scene file.
    public var from: String
    /// The end scene file.
    public var to: String
    /// The transition file.
    public var transition: String
    /// The manifest rule's location.
    public var location: SourceLocation
    /// How the rule gave this pair.
    public var pairing: Pairing
    /// A Navigation action's id, or a storyboard segue's name.
    ///
    /// For a Navigation action (``Pairing/navigationAction``, ``Pairing/navigationActionPopped``),
    /// its id; ``manifest`` and ``transition`` are then the graph file and ``location`` the
    /// `<action>`. For a storyboard segue (``Pairing/storyboardSegue``,
    /// ``Pairing/storyboardSeguePopped``), its identifier (else its IB id); ``manifest`` and
    /// ``transition`` are the storyboard, ``location`` the `<segue>`.
    public var action: String?
    /// The rule's `sd:` settings (a screen change, an iOS operation, an interaction script),
    /// or `nil`; a screen change's ``transition`` is its manifest when the rule names no
    /// transition file.
    public var settings: PairSettings?

    /// Creates a job from its files.
    ///
    /// ``Batch/discover(_:)`` makes jobs from manifests; this initializer is for pairs chosen
    /// in code.
    ///
    /// - Parameters:
    ///   - manifest: The manifest that declares the pair (reported with its results).
    ///   - from: The start scene file (a native scene or an Android layout).
    ///   - to: The end scene file.
    ///   - transition: The transition file.
    ///   - location: Where the pair is declared.
    ///   - pairing: How the declaration gives the pair (by default, it names both scenes).
    ///   - action: A Navigation action's id, for the navigation pairings.
    ///   - settings: How the pair is planned beyond its transition file.
    public init(
      manifest: String,
      from: String,
      to: String,
      transition: String,
      location: SourceLocation,
      pairing: Pairing = .fromAndToScene,
      action: String? = nil,
      settings: PairSettings? = nil
    ) {
      self.manifest = manifest
      self.from = from
      self.to = to
      self.transition = transition
      self.location = location
      self.pairing = pairing
      self.action = action
      self.settings = settings
    }

    /// Whether the job plans a Navigation action or a storyboard segue (forward or popped)
    /// rather than a transition file.
    public var isNavigation: Bool { action != nil }

    /// Whether the job plans a storyboard segue (forward or reversed).
    public var isSegue: Bool { pairing == .storyboardSegue || pairing == .storyboardSeguePopped }

    /// Whether the job plans the reverse of an action or a segue.
    public var isPopped: Bool {
      pairing == .navigationActionPopped || pairing == .storyboardSeguePopped
    }

    /// Whether the job plans a screen change from its rule's settings rather than a
    /// transition file.
    public var isScreenChange: Bool { settings?.isScreenChange == true }

    /// What the job plays, for summaries: the transition file, or for a Navigation action
    /// `nav_graph.xml: action_list_to_detail` (a segue: `Main.storyboard: showDetail`), with
    /// ` (pop)` when popped, or for a screen change `manager.xml: ` and its settings
    /// (``PairSettings/summary``).
    public var label: String {
      if isScreenChange, let settings {
        let graph = (manifest as NSString).lastPathComponent
        return "\(graph): " + settings.summary
      }
      guard let action else { return transition }
      let graph = (manifest as NSString).lastPathComponent
      return "\(graph): \(action)" + (isPopped ? " (pop)" : "")
    }

    /// A file-system-friendly name: `<from>-to-<to>`, from the scene files' names without
    /// their extensions, then `-<script>` for a rule with an interaction script; for a
    /// Navigation action `<graph>-<action>` (a segue: `<storyboard>-<segue>`), then `-pop`
    /// when popped.
    public var name: String {
      let stem = { (path: String) in
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      }
      if let action {
        return "\(stem(manifest))-\(action)" + (isPopped ? "-pop" : "")
      }
      // A rule with an interaction script plays the pair a second way: name it after it.
      let script = settings?.interaction.map { "-" + stem($0) } ?? ""
      return "\(stem(from))-to-\(stem(to))" + script
    }
  }
}
