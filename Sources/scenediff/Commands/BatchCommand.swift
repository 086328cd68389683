import Foundation
import SceneDiff

/// `scenediff batch [PATH...] [-o DIR] [--jobs N]`: plan every pair the manifests name.
enum BatchCommand {
  /// Where `batch` and `check` look when given no path.
  static let defaultInput = "Scenes"

  /// The declaration.
  static let spec = CommandSpec(
    name: "batch",
    abstract: "Plan every scene pair declared by transition manager files.",
    discussion: """
      Searches each PATH for transitionManager XML files and plans every pair their rules \
      name: a from→to rule's pair, and for a to-only rule every other scene the manifest \
      names, else every sibling scene of its folder that shares a view id or transitionName \
      with it. Finding no pair is an error. \
      Prints a summary table, or JSON with --json; with -o DIR also writes one plan per pair \
      (DIR/<folder>/<from>-to-<to>.plan.json) and DIR/summary.json. A bad input fails only the \
      pairs that use it: every good plan is still written, and the exit status is then 1. \
      With -o DIR it also writes a preview page per planned pair \
      (DIR/<folder>/<from>-to-<to>.preview.html) and DIR/index.html listing every pair, \
      unless --no-previews is given. \
      With --baseline DIR it compares every pair's plan with the one a previous batch -o DIR \
      wrote, lists the pairs whose motion changed, appeared or vanished (and, with -o, writes \
      motion-diff.md, motion-diff.json and a side-by-side page per changed pair), and exits \
      with status 1 on any change, unless --update-baseline records this run in DIR instead.
      """,
    arguments: [
      .list("PATH", minimum: 0, help: "Files or folders to search (default: Scenes).")
    ],
    options: [
      .value(
        "output-dir",
        short: "o",
        valueName: "DIR",
        help: "Write plans and summary.json here."
      ),
      .value(
        "jobs",
        short: "j",
        valueName: "N",
        help: "Plan up to N pairs at once (default: all cores)."
      ),
      .flag("json", help: "Print the summary as JSON instead of a table."),
      .invertibleFlag(
        "previews",
        default: true,
        help: "With -o, also write an HTML preview per pair and DIR/index.html."
      ),
    ] + BatchBaseline.options + DiffCommand.toleranceOptions + Inputs.deviceOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) async throws {
    let maxConcurrency =
      try parsed.int("jobs", .positive) ?? ProcessInfo.processInfo.activeProcessorCount
    var paths = parsed.positionalValues("PATH")
    if paths.isEmpty { paths = [defaultInput] }
    let discovery = Batch.discover(paths)
    // Includes the `no-pairs` error when nothing can be planned, so the exit status is 1.
    terminal.report(discovery.diagnostics)
    var results: [Batch.PairResult] = []
    for await result in Batch.results(
      for: discovery.jobs,
      maxConcurrency: maxConcurrency,
      layoutOptions: try Inputs.layoutOptions(parsed)
    ) {
      results.append(result)
    }
    var reported = Set<Diagnostic>()
    for result in results {
      for diagnostic in result.diagnostics where reported.insert(diagnostic).inserted {
        terminal.report(diagnostic)
      }
    }
    let names = fileNames(results.map(\.job))
    if parsed.flag("update-baseline"), !parsed.isGiven("baseline") {
      throw parsed.usageError("'--update-baseline' needs '--baseline DIR'")
    }
    let baseline = try parsed.value("baseline").map {
      try BatchBaseline.compare(results, names: names, baseline: $0, parsed: parsed, &terminal)
    }
    if let directory = parsed.value("output-dir") {
      try write(results, names: names, to: directory, &terminal)
      var index: PreviewIndex?
      if parsed.flag("previews") {
        index = PreviewIndex(
          entries: writePreviews(results, names: names, to: directory, &terminal)
        )
      }
      // After the previews: the comparison pages embed the new ones.
      if let baseline {
        index?.motion = BatchBaseline.writeReports(
          baseline,
          to: directory,
          previews: parsed.flag("previews"),
          &terminal
        )
      }
      if let index {
        writeFile(
          (directory as NSString).appendingPathComponent("index.html"),
          index.html,
          &terminal
        )
      }
    }
    if let baseline, let folder = parsed.value("baseline"), baseline.updates {
      try BatchBaseline.update(
        baseline,
        results,
        names: names,
        folder: folder,
        previews: parsed.flag("previews"),
        &terminal
      )
    }
    if parsed.flag("json") {
      var document = summary(results, names: names)
      if case .object(let pairs) = document, let baseline {
        document = .object(pairs + [("baseline", baseline.review.json)])
      }
      try terminal.write(document.render())
    } else {
      let inputErrors = discovery.diagnostics.filter { $0.severity == .error }.count
      try terminal.write(table(results, inputErrors: inputErrors))
      if let baseline {
        try terminal.write("\n" + baseline.review.text)
        if baseline.updates {
          try terminal.write("baseline '\(parsed.value("baseline") ?? "")' updated\n")
        }
      }
    }
    if let baseline, baseline.review.hasChanges, !baseline.updates {
      terminal.foundDifferences = true
    }
  }

  /// `<folder>/<from>-to-<to>` per job, where folder is the manifest's res tree; unique.
  static func fileNames(_ jobs: [Batch.Job]) -> [String] {
    var used: [String: Int] = [:]
    return jobs.map { job in
      let res = FilePaths.parent(ofFolder: FilePaths.folder(of: job.manifest))
      let folder = (res as NSString).lastPathComponent
      let base = (folder.isEmpty || folder == "." ? "" : folder + "/") + job.name
      used[base, default: 0] += 1
      return used[base] == 1 ? base : "\(base)-\(used[base] ?? 0)"
    }
  }

  static func write(
    _ results: [Batch.PairResult],
    names: [String],
    to directory: String,
    _ terminal: inout Terminal
  ) throws {
    for (result, name) in zip(results, names) {
      let path = (directory as NSString).appendingPathComponent(name + ".plan.json")
      guard let plan = result.plan else {
        // A pair that failed now must not leave an earlier run's plan or preview behind.
        for stale in [path, (directory as NSString).appendingPathComponent(name + ".preview.html")]
        {
          try? FileManager.default.removeItem(atPath: stale)
        }
        continue
      }
      writeFile(path, plan.json.render(), &terminal)
    }
    let path = (directory as NSString).appendingPathComponent("summary.json")
    writeFile(path, summary(results, names: names).render(), &terminal)
  }

  /// Writes a preview page per planned pair; returns the index entries.
  static func writePreviews(
    _ results: [Batch.PairResult],
    names: [String],
    to directory: String,
    _ terminal: inout Terminal
  ) -> [PreviewIndex.Entry] {
    var entries: [PreviewIndex.Entry] = []
    for (result, name) in zip(results, names) {
      var link: String?
      if let plan = result.plan {
        do {
          try FrameBudget.check(plan, fps: 60)
          link = name + ".preview.html"
          let path = (directory as NSString).appendingPathComponent(name + ".preview.html")
          writeFile(path, PreviewDocument(plan: plan).html, &terminal)
        } catch {
          // Too long a transition for a preview: the pair keeps its plan, at the rule's place.
          terminal.report(
            error.diagnostics.map {
              var located = $0
              located.location = result.job.location
              return located
            }
          )
        }
      }
      entries.append(
        PreviewIndex.Entry(
          name: name,
          from: result.job.from,
          to: result.job.to,
          transition: result.job.transition,
          plan: result.plan,
          link: link,
          diagnostics: result.diagnostics
        )
      )
    }
    return entries
  }

  /// Writes `text` to `path`, creating its folder; a failure is reported as an error.
  static func writeFile(_ path: String, _ text: String, _ terminal: inout Terminal) {
    do {
      try FileManager.default.createDirectory(
        atPath: FilePaths.folder(of: path),
        withIntermediateDirectories: true
      )
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      terminal.report(
        Diagnostic(
          .error,
          at: nil,
          code: "cannot-write",
          "cannot write '\(path)': \(error.localizedDescription)"
        )
      )
    }
  }

  /// `scenediff.batch` version 1: one entry per pair, in discovery order.
  static func summary(_ results: [Batch.PairResult], names: [String]) -> JSONValue {
    let ok = results.filter { $0.plan != nil }.count
    return .object([
      ("format", .string("scenediff.batch")),
      ("version", .int(1)),
      ("pairs", .int(results.count)),
      ("planned", .int(ok)),
      ("failed", .int(results.count - ok)),
      (
        "results",
        .array(
          zip(results, names).map { result, name in
            var pairs: [(String, JSONValue)] = [
              ("name", .string(name)),
              ("manifest", .string(result.job.manifest)),
              ("from", .string(result.job.from)),
              ("to", .string(result.job.to)),
              ("transition", .string(result.job.transition)),
              (
                "rule",
                .object([
                  ("line", .int(result.job.location.line)),
                  ("column", .int(result.job.location.column)),
                  ("pairing", .string(result.job.pairing.rawValue)),
                ])
              ),
              ("status", .string(result.plan == nil ? "error" : "ok")),
            ]
            if let plan = result.plan {
              pairs += [
                ("plan", .string(name + ".plan.json")),
                ("totalDurationMs", .number(plan.totalDurationMs)),
                ("animators", .int(plan.animators.count)),
                ("matches", .int(plan.matches.count)),
                ("appearing", .int(plan.appearing.count)),
                ("disappearing", .int(plan.disappearing.count)),
              ]
            }
            pairs.append(("diagnostics", .array(result.diagnostics.map(\.json))))
            return .object(pairs)
          }
        )
      ),
    ])
  }

  /// The table's RULE column: `manager.xml:4`, then how a to-only rule gave the pair.
  static func rule(_ job: Batch.Job) -> String {
    let place = "\((job.manifest as NSString).lastPathComponent):\(job.location.line)"
    switch job.pairing {
    case .fromAndToScene: return place
    case .toSceneFromManifestScene: return place + " (toScene only; a scene the manifest names)"
    case .toSceneFromSibling: return place + " (toScene only; a sibling scene)"
    }
  }

  private static func table(_ results: [Batch.PairResult], inputErrors: Int) -> String {
    let stem = { (path: String) in
      ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
    var rows = [["STATUS", "FROM", "TO", "TRANSITION", "MS", "ANIMATORS", "RULE"]]
    for result in results {
      rows.append([
        result.plan == nil ? "error" : "ok", stem(result.job.from), stem(result.job.to),
        stem(result.job.transition),
        result.plan.map { JSONValue.format($0.totalDurationMs) } ?? "-",
        result.plan.map { String($0.animators.count) } ?? "-", rule(result.job),
      ])
    }
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = rows.map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
    let failed = results.filter { $0.plan == nil }.count
    text += "\n\(results.count) pairs: \(results.count - failed) planned, \(failed) failed"
    if inputErrors > 0 {
      // Errors in manifests or paths name no pair, but they still fail the run.
      text += "; \(inputErrors) error\(inputErrors == 1 ? "" : "s") outside any pair (see above)"
    }
    text += "\n"
    return text
  }
}
