import Foundation
import SceneDiffAndroid
import SceneDiffCore
import SceneDiffXML

/// Plans every scene pair declared by the transition manager files under some paths.
///
/// ``discover(_:)`` finds `*.xml` files whose root is `<transitionManager>`; each rule gives
/// one ``Job`` (see ``/SceneDiffAndroid/TransitionManagerFile/pairs``).
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
  /// `<transitionManager>` is loaded (once, however many paths reach it), and each of its pairs
  /// becomes a job. A rule with an error (a scene or transition that does not exist) is
  /// reported and gives no pair; the manifest's other rules still do.
  ///
  /// - Parameter paths: Files or folders.
  /// - Returns: The jobs in discovery order (manifests sorted by path, rules in document
  ///   order), with every problem found in the paths and manifests.
  public static func discover(_ paths: [String]) -> Discovery {
    var diagnostics: [Diagnostic] = []
    var files: [String] = []
    for path in paths {
      guard FileManager.default.fileExists(atPath: path) else {
        diagnostics.append(
          Diagnostic(.error, at: nil, code: "no-such-path", "no such file or folder: '\(path)'")
        )
        continue
      }
      files += InputFile.xmlFiles(in: path)
    }
    var jobs: [Job] = []
    var seen: Set<String> = []
    for file in files {
      let root: LocatedElement
      do {
        root = try XMLDocumentReader.read(file: file)
      } catch {
        diagnostics.append(error.diagnostic)
        continue
      }
      guard TransitionManagerFile.isManifest(root) else { continue }
      // One file found under two of the paths is read once.
      guard seen.insert(FilePaths.canonical(file)).inserted else { continue }
      do {
        // Each rule fails alone: a bad rule is reported, the good ones still give pairs.
        let (manifest, problems) = try TransitionManagerFile.loadEachRule(root, path: file)
        diagnostics += problems
        for pair in manifest.pairs {
          jobs.append(
            Job(
              manifest: file,
              from: pair.from,
              to: pair.to,
              transition: pair.transition,
              location: pair.location
            )
          )
        }
      } catch {
        diagnostics += error.diagnostics
      }
    }
    return Discovery(jobs: jobs, diagnostics: diagnostics)
  }
}
