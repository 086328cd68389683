import Foundation
import SceneDiffAndroid
import SceneDiffCore
import SceneDiffInterfaceBuilder
import SceneDiffXML

/// Plans every scene pair declared by the transition manager files and Navigation graphs
/// under some paths.
///
/// ``discover(_:)`` finds `*.xml` files whose root is `<transitionManager>`; each rule gives
/// a ``Job`` per pair: a from→to rule its pair, a to-only rule one per scene that can precede
/// its scene (``Job/Pairing``).
/// ``results(for:maxConcurrency:layoutOptions:)`` then plans the jobs concurrently and yields one
/// ``PairResult`` per job, in job order whatever the concurrency; ``run(_:layoutOptions:)`` does
/// the same on the calling thread. Every scene and transition file is loaded once however many
/// pairs use it, and a bad file fails only the pairs that use it.
///
/// ```swift
/// let discovery = Batch.discover(["Scenes"])
/// for await result in Batch.results(for: discovery.jobs, maxConcurrency: 4) {
///   print(result.job.name, result.plan?.totalDurationMs ?? "failed")
/// }
/// ```
public enum Batch {
  /// Finds manifests under `paths` (files or folders, searched recursively).
  ///
  /// Folders are searched for `*.xml` files in sorted order; every file whose root element is
  /// `<transitionManager>` is loaded (once, however many paths reach it). A from→to rule gives
  /// its pair. A to-only rule applies from every other scene the manifest names, else (when it
  /// names none that can) from every sibling scene: another scene file of the to-scene's folder
  /// that shares a view id or `transitionName` with it, as written; a scene with its own
  /// from→to rule to the same scene is left out. A to-only rule that no scene can precede is a
  /// `no-source-scene` warning at the rule. A rule with an error (a scene or transition that
  /// does not exist) is reported and gives no pair; the manifest's other rules still do.
  /// Every file whose root is `<navigation>` (a Navigation graph) gives each of its actions
  /// that has a destination twice, forward and popped (``Job/Pairing/navigationAction``).
  /// Every `*.storyboard` file gives each of its transition segues twice, performed and
  /// popped or dismissed (``Job/Pairing/storyboardSegue``).
  /// Finding no pair at all is a `no-pairs` error.
  ///
  /// - Parameter paths: Files or folders.
  /// - Returns: The jobs in discovery order (manifests sorted by path, rules in document
  ///   order), with every problem found in the paths and manifests.
  public static func discover(_ paths: [String]) -> Discovery {
    discover(paths, maxConcurrency: 1)
  }

  /// ``discover(_:)``, reading the files to find the manifests on up to `maxConcurrency`
  /// threads; the result does not depend on `maxConcurrency`.
  package static func discover(_ paths: [String], maxConcurrency: Int) -> Discovery {
    var diagnostics: [Diagnostic] = []
    var files: [String] = []
    for path in paths {
      guard FileManager.default.fileExists(atPath: path) else {
        diagnostics.append(
          Diagnostic(.error, at: nil, code: "no-such-path", "no such file or folder: '\(path)'")
        )
        continue
      }
      files += (InputFile.xmlFiles(in: path) + InputFile.storyboardFiles(in: path)).sorted()
    }
    var jobs: [Job] = []
    var seen: Set<String> = []
    var manifests = 0
    // Every file is read to find the manifests (concurrently; only manifests are kept).
    let roots = ConcurrentMap.map(files, width: maxConcurrency) { file in
      Result { () throws(XMLError) -> LocatedElement? in
        let root = try XMLDocumentReader.read(file: file)
        let kept =
          TransitionManagerFile.isManifest(root) || NavigationGraph.isNavigationRoot(root)
          || InterfaceBuilderFile.isStoryboardRoot(root)
        return kept ? root : nil
      }
    }
    for (file, outcome) in zip(files, roots) {
      let root: LocatedElement
      switch outcome {
      case .failure(let error):
        diagnostics.append(error.diagnostic)
        continue
      case .success(nil): continue
      case .success(let manifest?): root = manifest
      }
      // One file found under two of the paths is read once.
      guard seen.insert(FilePaths.canonical(file)).inserted else { continue }
      if let found = Self.jobs(ofRoot: root, file: file, &diagnostics) {
        manifests += 1
        jobs += found
      }
    }
    if jobs.isEmpty {
      let named = paths.map { "'\($0)'" }.joined(separator: ", ")
      let message =
        manifests == 0
        ? "no transitionManager file under \(named)"
        : "the transitionManager files under \(named) name no scene pair that can be planned"
      diagnostics.append(Diagnostic(.error, at: nil, code: "no-pairs", message))
    }
    return Discovery(jobs: jobs, diagnostics: diagnostics)
  }

  /// The jobs of one file found by ``discover(_:)``: a storyboard's segues, a Navigation
  /// graph's actions or a manifest's rules; `nil` when a manifest does not load.
  private static func jobs(
    ofRoot root: LocatedElement,
    file: String,
    _ diagnostics: inout [Diagnostic]
  ) -> [Job]? {
    if InterfaceBuilderFile.isStoryboardRoot(root) {
      return segueJobs(root, path: file, &diagnostics)
    }
    if NavigationGraph.isNavigationRoot(root) {
      return navigationJobs(root, path: file, &diagnostics)
    }
    do {
      // Each rule fails alone: a bad rule is reported, the good ones still give pairs.
      let (manifest, problems) = try TransitionManagerFile.loadEachRule(root, path: file)
      diagnostics += problems
      return jobs(of: manifest, &diagnostics)
    } catch {
      diagnostics += error.diagnostics
      return nil
    }
  }
}
