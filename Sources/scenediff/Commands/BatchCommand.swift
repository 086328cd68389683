import Foundation
import SceneDiff

/// `scenediff batch [PATH...] [-o DIR] [--jobs N] [--resume] [--shard K/N] [--json]`: plan
/// every pair the manifests name.
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
      Prints a summary table, or with --json (also spelled --ndjson) one compact JSON line \
      per pair as the batch goes: the pair's summary.json entry, in the pairs' order at any \
      --jobs, then with --baseline one {"baseline": ...} line. With -o DIR it also writes one \
      plan per pair (DIR/<folder>/<from>-to-<to>.plan.json) and DIR/summary.json, the whole \
      summary as one document. A bad input fails only the \
      pairs that use it: every good plan is still written, and the exit status is then 1. \
      With -o DIR it also writes a preview page per planned pair \
      (DIR/<folder>/<from>-to-<to>.preview.html) and DIR/index.html listing every pair, \
      unless --no-previews is given. \
      With --baseline DIR it compares every pair's plan with the one a previous batch -o DIR \
      wrote, lists the pairs whose motion changed, appeared or vanished (and, with -o, writes \
      motion-diff.md, motion-diff.json and a side-by-side page per changed pair), and exits \
      with status 1 on any change, unless --update-baseline records this run in DIR instead. \
      Every file is written whole, with a result file per pair holding the hashes of its \
      inputs: --resume skips the pairs whose inputs and options are unchanged, --shard K/N \
      plans one of N parts for 'scenediff merge' to join; a progress bar is drawn when \
      standard error is a terminal (not with --quiet). See Docs/batch-at-scale.md.
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
      .flag(
        "json",
        help: "Print one JSON line per pair as the batch goes (its summary.json entry), "
          + "instead of a table."
      ),
      .flag("ndjson", help: "The same as --json."),
      .flag(
        "resume",
        help: "With -o, skip every pair whose result in DIR was made from the same input "
          + "files and options."
      ),
      .value(
        "shard",
        valueName: "K/N",
        help: "Plan only the K-th of N disjoint parts of the pairs (split by the hash of each "
          + "pair's name); join the parts with 'scenediff merge'."
      ),
      .flag("quiet", short: "q", help: "Draw no progress bar on a terminal."),
      .flag(
        "lint",
        help: "Add each pair's lint findings (scenediff lint's rules, with the nearest "
          + "scenediff-lint.json above the first PATH) to summary.json, the --json lines and "
          + "index.html."
      ),
      .invertibleFlag(
        "previews",
        default: true,
        help: "With -o, also write an HTML preview per pair and DIR/index.html."
      ),
    ] + BatchBaseline.options + DiffCommand.toleranceOptions + Inputs.deviceOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) async throws {
    let settings = try BatchSettings(parsed)
    let discovery = Batch.discover(settings.paths, maxConcurrency: settings.maxConcurrency)
    // Includes the `no-pairs` error when nothing can be planned, so the exit status is 1.
    terminal.report(discovery.diagnostics)
    let jobs = discovery.jobs
    let names = fileNames(jobs)
    let selected = jobs.indices.filter { settings.shard?.contains(names[$0]) ?? true }
    let old = try settings.baseline.map {
      try BatchBaseline.load($0, updates: settings.updatesBaseline, &terminal)
    }
    var state = BatchRunState(
      settings: settings,
      progress: BatchProgress(
        isEnabled: terminal.environment.standardErrorIsTerminal && !settings.quiet,
        total: selected.count
      )
    )
    state.prepare(jobs: jobs, names: names, selected: selected)
    let toRun = selected.filter { state.resumed[$0] == nil }
    let writer = BatchPairWriter(
      directory: settings.directory,
      previews: settings.previews,
      keepsPlans: settings.baseline != nil,
      linter: settings.linter
    )
    let inputs = state.inputs
    await Batch.plan(
      toRun.map { jobs[$0] },
      maxConcurrency: settings.maxConcurrency,
      layoutOptions: settings.layoutOptions
    ) { position, result in
      let index = toRun[position]
      return writer.finish(
        result,
        index: index,
        name: names[index],
        inputs: inputs[index] ?? BatchInputHash.none
      )
    } deliver: { outcome in
      state.deliver(outcome, &terminal)
    }
    state.deliverResumed(before: jobs.count, &terminal)
    state.progress.erase(&terminal)
    // A scene or transition file that is not well-formed is reported while the manifests are
    // looked for, and again by every pair that reads it: it is that pair's error, not one
    // outside any pair. (A storyboard's errors at a segue it cannot plan are outside any pair,
    // though its other segues are pairs.)
    let read = Set(jobs.filter { !$0.isSegue }.flatMap { [$0.from, $0.to, $0.transition] })
    let outside = discovery.diagnostics.filter { !read.contains($0.location?.file ?? "") }
    try finish(state, old: old, inputErrors: outside, names: names, &terminal)
  }

  /// Writes the summary, the index and the baseline's reports, and prints the result.
  private static func finish(
    _ state: BatchRunState,
    old: BatchPlans?,
    inputErrors diagnostics: [Diagnostic],
    names: [String],
    _ terminal: inout Terminal
  ) throws {
    let settings = state.settings
    let records = state.outcomes.map(\.record)
    let baseline = try old.map {
      try BatchBaseline.compare(state.outcomes, old: $0, settings: settings)
    }
    if let directory = settings.directory {
      // After the previews: the comparison pages embed the new ones.
      let motion =
        baseline.map {
          BatchBaseline.writeReports($0, to: directory, previews: settings.previews, &terminal)
        } ?? []
      BatchSummary.write(
        records,
        to: directory,
        previews: settings.previews,
        motion: motion,
        &terminal
      )
      BatchShardFile.record(
        settings.shard,
        names: names,
        previews: settings.previews,
        in: directory,
        &terminal
      )
    }
    if let baseline, let folder = settings.baseline, baseline.updates {
      BatchBaseline.update(baseline, state.outcomes, folder: folder, settings: settings, &terminal)
    }
    if settings.json {
      // The pairs' lines went out as they finished; the comparison is known only now.
      if let baseline {
        try terminal.write(
          JSONValue.object([("baseline", baseline.review.json)]).render(indent: nil) + "\n"
        )
      }
    } else {
      let inputErrors = diagnostics.filter { $0.severity == .error }.count
      try terminal.write(BatchSummary.table(records, inputErrors: inputErrors))
      if let baseline {
        try terminal.write("\n" + baseline.review.text)
        if baseline.updates {
          try terminal.write("baseline '\(settings.baseline ?? "")' updated\n")
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

  /// Writes `text` to `path` atomically, creating its folder; a failure is reported as an
  /// error.
  static func writeFile(_ path: String, _ text: String, _ terminal: inout Terminal) {
    do {
      try BatchFiles.write(text, to: path)
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
}
