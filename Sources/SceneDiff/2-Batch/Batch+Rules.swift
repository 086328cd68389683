import SceneDiffAndroid
import SceneDiffCore

extension Batch {
  /// The pairs a manifest's rules give, in document order.
  ///
  /// A from→to rule gives its pair. A to-only rule applies from any scene that can precede its
  /// scene: every other scene the manifest names, else (when the manifest names none that can)
  /// every sibling scene, another scene file of the to-scene's folder that shares a view id or
  /// `transitionName` with it; a scene with its own from→to rule to the same scene is left
  /// out, as that rule wins in Android. A to-only rule with no scene that can precede it is a
  /// `no-source-scene` warning at the rule.
  ///
  /// - Parameters:
  ///   - manifest: A loaded manifest.
  ///   - diagnostics: Receives the warnings.
  /// - Returns: One job per pair.
  static func jobs(of manifest: TransitionManagerFile, _ diagnostics: inout [Diagnostic]) -> [Job] {
    var jobs: [Job] = []
    for rule in manifest.rules {
      let (settings, problems) = PairSettings.read(rule, manifest: manifest.file)
      diagnostics += problems
      // A rule with a bad setting gives no pair; the others still do.
      guard settings != nil || rule.settings.isEmpty else { continue }
      let job = { (from: String, pairing: Job.Pairing) in
        var settings = settings
        settings?.fromAnchor = from
        settings?.toAnchor = rule.to
        return Job(
          manifest: manifest.file,
          from: from,
          to: rule.to,
          transition: rule.transition ?? manifest.file,
          location: rule.location,
          pairing: pairing,
          settings: settings
        )
      }
      if let from = rule.from {
        jobs.append(job(from, .fromAndToScene))
        continue
      }
      let named = manifest.namedSources(of: rule)
      if !named.isEmpty {
        jobs += named.map { job($0, .toSceneFromManifestScene) }
        continue
      }
      let siblings = SiblingScenes.sources(of: rule.to).filter {
        !manifest.hasPairRule(from: $0, to: rule.to)
      }
      if !siblings.isEmpty {
        jobs += siblings.map { job($0, .toSceneFromSibling) }
        continue
      }
      diagnostics.append(
        Diagnostic(
          .warning,
          at: rule.location,
          code: "no-source-scene",
          "no scene can precede '\(rule.to)': the manifest names no other scene without its own rule to it, and no other scene file in its folder shares a view id or transitionName with it; the rule gives no pair"
        )
      )
    }
    return jobs
  }
}
