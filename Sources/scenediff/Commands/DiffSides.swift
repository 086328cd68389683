import Foundation
import SceneDiff

/// The two sides `scenediff diff` compares: files or folders given as OLD and NEW, or pairs
/// of scenes planned here.
enum DiffSides {
  /// One side.
  enum Side: Equatable {
    /// A plan JSON file (`-`: standard input).
    case plan(String)
    /// A `batch -o` folder.
    case folder(String)
    /// Scenes to plan: FROM, TO and the transition file (`nil`: AutoTransition).
    case scenes(from: String, to: String, transition: String?)

    /// What reports call the side.
    var label: String {
      switch self {
      case .plan(let path): path == "-" ? "<stdin>" : path
      case .folder(let path): path
      case .scenes(let from, let to, let transition):
        "\(from) → \(to) (\(transition.map { "transition \($0)" } ?? "AutoTransition"))"
      }
    }
  }

  /// The scene options: shared ones and one set per side.
  static let options: [OptionSpec] = ["", "old-", "new-"].flatMap { prefix in
    let which = prefix.isEmpty ? "both sides" : "the \(prefix.dropLast()) side"
    return [
      OptionSpec.value(
        prefix + "from",
        valueName: "FILE",
        help: "Plan \(which) from this start scene (when OLD/NEW does not give it)."
      ),
      .value(prefix + "to", valueName: "FILE", help: "The end scene of \(which)."),
      .value(
        prefix + "transition",
        valueName: "FILE",
        help: "The transition (or transitionManager) file of \(which)."
      ),
    ]
  }

  /// OLD and NEW as given or as planned from scene options.
  static func sides(_ parsed: ParsedArguments) throws(UsageError) -> (Side, Side) {
    let given = parsed.positionalValues("OLD") + parsed.positionalValues("NEW")
    let sceneOptions = options.map(\.name).filter(parsed.isGiven)
    if given.count == 2, let first = sceneOptions.first {
      throw parsed.usageError(
        "'--\(first)' plans a side from scenes, but OLD and NEW are both given"
      )
    }
    if given.filter({ $0 == "-" }).count > 1 {
      throw parsed.usageError("standard input ('-') can be read only once")
    }
    func side(_ index: Int, _ prefix: String) throws(UsageError) -> Side {
      if index < given.count {
        var isFolder: ObjCBool = false
        let path = given[index]
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        return exists && isFolder.boolValue ? .folder(path) : .plan(path)
      }
      let from = parsed.value(prefix + "from") ?? parsed.value("from")
      let to = parsed.value(prefix + "to") ?? parsed.value("to")
      guard let from, let to else {
        let name = prefix == "old-" ? "OLD" : "NEW"
        throw parsed.usageError(
          "missing \(name): give a plan file or a batch folder, or --from and --to (or "
            + "--\(prefix)from and --\(prefix)to) to plan it"
        )
      }
      return .scenes(
        from: from,
        to: to,
        transition: parsed.value(prefix + "transition") ?? parsed.value("transition")
      )
    }
    return (try side(0, "old-"), try side(1, "new-"))
  }

  /// The plan of a side that is not a folder, or `nil` after adding its problems to
  /// `failures`.
  static func plan(
    _ side: Side,
    _ options: LayoutOptions,
    _ terminal: inout Terminal,
    failures: inout [Diagnostic]
  ) -> PlanDocument? {
    do {
      switch side {
      case .plan("-"):
        let document = try JSONReader.parse(Inputs.readStandardInput(), file: "<stdin>")
        return try PlanDocument(document: document)
      case .plan(let path), .folder(let path):
        return try PlanDocument.load(path: path)
      case .scenes(let from, let to, let transition):
        return PlanDocument(plan: try planned(from, to, transition, options, &terminal))
      }
    } catch {
      switch error {
      case let error as DiagnosticsError: failures += error.diagnostics
      case let error as any DiagnosticConvertible: failures.append(error.diagnostic)
      default: failures.append(Diagnostic(.error, at: nil, code: "internal-error", "\(error)"))
      }
      return nil
    }
  }

  /// Loads two scenes and a transition and plans them, as `scenediff plan` does.
  static func planned(
    _ from: String,
    _ to: String,
    _ transition: String?,
    _ options: LayoutOptions,
    _ terminal: inout Terminal
  ) throws -> Plan {
    var failures: [Diagnostic] = []
    var scenes: [SceneTree] = []
    for path in [from, to] {
      do {
        let loaded = try SceneFile.load(path: path, layoutOptions: options)
        terminal.report(loaded.diagnostics)
        scenes.append(loaded.value)
      } catch { failures += error.diagnostics }
    }
    let (value, source, _) = try Inputs.transition(
      transition,
      from: from,
      to: to,
      theme: options.theme,
      &terminal
    )
    guard failures.isEmpty, scenes.count == 2 else { throw DiagnosticsError(failures) }
    var plan = Planner.plan(from: scenes[0], to: scenes[1], transition: value)
    terminal.report(plan.diagnostics)
    plan.transitionSource = source
    return plan
  }
}
