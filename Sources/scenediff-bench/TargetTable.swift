#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The targets of issue #18 beside the figures of this run: one line each, met or not.
enum TargetTable {
  /// The size whose CPU ratio to the floor and sampling rate are the targets' figures.
  static let ratioSize = 100_000
  /// The smallest and largest sizes of the growth exponent.
  static let growthSizes = (10_000, 1_000_000)

  /// One target line.
  struct Line: Sendable {
    /// What is measured.
    var what: String
    /// The figure, or why there is none.
    var figure: String
    /// The target.
    var target: String
    /// `yes`, `no`, or `-` when not measured.
    var met: String
  }

  /// The lines, from the table's rows and the extra measurements.
  static func lines(
    _ results: [SizeResult],
    android: AndroidLayoutRate?,
    skipped: [String] = []
  ) -> [String] {
    var rows: [Line] = [ratio(results), wall(results), command(results)]
    rows += [growth(results), sampling(results)]
    rows.append(androidLine(android))
    rows.append(memory(results))
    let whatWidth = rows.map(\.what.count).max() ?? 0
    let figureWidth = max(rows.map(\.figure.count).max() ?? 0, 6)
    var lines = ["", "targets (issue #18):"]
    lines.append(
      "  " + pad("measure", whatWidth) + "  " + pad("figure", figureWidth) + "  "
        + pad("target", 10) + "  met"
    )
    for row in rows {
      lines.append(
        "  " + pad(row.what, whatWidth) + "  " + pad(row.figure, figureWidth) + "  "
          + pad(row.target, 10) + "  " + row.met
      )
    }
    return lines + details(results, android: android) + skipped.map { "  " + $0 }
  }

  /// The Android line alone with its detail (`--only android`).
  static func androidLines(_ android: AndroidLayoutRate?) -> [String] {
    let row = androidLine(android)
    return [
      "targets (issue #18):",
      "  \(row.what)  \(row.figure)  \(row.target)  \(row.met)",
    ] + details([], android: android)
  }

  /// What the extra measurements counted, under the targets.
  private static func details(_ results: [SizeResult], android: AndroidLayoutRate?) -> [String] {
    var lines: [String] = []
    if let rate = results.first(where: { $0.views == ratioSize })?.sampling {
      lines.append(
        "  sampling: \(rate.frames) frames, \(TableFormat.grouped(rate.viewFrames)) view-frames "
          + "in \(TableFormat.milliseconds(rate.cpuSeconds)) ms CPU, "
          + "\(TableFormat.milliseconds(rate.seconds)) ms wall (Sampler only, no frames JSON; "
          + "fastest run)"
      )
    }
    if let android {
      lines.append(
        "  android: \(android.files) layouts x \(android.loaded + android.failed) loads, "
          + "\(android.failed) failed; \(TableFormat.milliseconds(android.cpuSeconds)) ms CPU, "
          + "\(TableFormat.milliseconds(android.seconds)) ms wall (LayoutFile.load: file, "
          + "resources, inflate, theme, measure, layout)"
      )
      lines.append(
        "  android, first round alone (each layout once, the process's caches empty at its "
          + "start): \(TableFormat.milliseconds(android.firstRoundCPUSeconds)) ms CPU, "
          + "\(TableFormat.grouped(Int(android.firstRoundPerCPUSecond.rounded()))) layouts/s"
      )
    }
    if let row = results.last(where: { $0.memory != nil }), let memory = row.memory {
      lines.append(
        "  memory: child peak \(TableFormat.fixed(Double(memory.peakBytes) / 1_048_576, digits: 1)) "
          + "MiB (its VmHWM) for \(TableFormat.grouped(memory.views)) views, child CPU "
          + "\(TableFormat.milliseconds(memory.cpuSeconds)) ms (SceneFile.load(path:) x 2, plan, "
          + "JSON)"
      )
    }
    return lines
  }

  /// The pipeline's CPU time over the floor's, on the 100,000-view pair.
  private static func ratio(_ results: [SizeResult]) -> Line {
    let what = "plan pipeline CPU / libxml2 floor CPU, 100,000 views"
    guard let row = results.first(where: { $0.views == ratioSize }) else {
      return Line(
        what: what,
        figure: "not run (--sizes has no 100000)",
        target: "<= 1.5x",
        met: "-"
      )
    }
    return Line(
      what: what,
      figure: TableFormat.fixed(row.cpuRatio, digits: 2) + "x",
      target: "<= 1.5x",
      met: row.cpuRatio <= 1.5 ? "yes" : "no"
    )
  }

  /// The same ratio in wall time, reported beside it (no target of its own).
  private static func wall(_ results: [SizeResult]) -> Line {
    reference("  the same in wall time (for reference)", results) { row in
      row.median.floor > 0 ? row.medianTotal / row.median.floor : nil
    }
  }

  /// The memory child's CPU time over the floor's, at the ratio's size (no target of its own).
  ///
  /// The child runs the pipeline once as `scenediff plan` does, in a process of its own: its
  /// runtime started, both files read and loaded on two threads, the trees freed as they are
  /// flattened, the heap handed back, every page faulted in fresh. The ratio above times the
  /// same stages in this process, whose heap earlier runs have already faulted in.
  private static func command(_ results: [SizeResult]) -> Line {
    reference("  the same as scenediff plan runs it: a fresh child process, one run", results) {
      row in
      guard let memory = row.memory, row.medianCPU.floor > 0 else { return nil }
      return memory.cpuSeconds / row.medianCPU.floor
    }
  }

  /// A line under the ratio, without a target of its own: `ratio` of the row of the ratio's
  /// size, or `-` when there is no such row or `ratio` gives none.
  private static func reference(
    _ what: String,
    _ results: [SizeResult],
    ratio: (SizeResult) -> Double?
  ) -> Line {
    guard let row = results.first(where: { $0.views == ratioSize }), let value = ratio(row) else {
      return Line(what: what, figure: "-", target: "", met: "")
    }
    return Line(what: what, figure: TableFormat.fixed(value, digits: 2) + "x", target: "", met: "")
  }

  /// `log(t2 / t1) / log(n2 / n1)` of the pipeline's CPU time from 10,000 views to the largest
  /// size measured (1,000,000 when it fits the loader's input limit).
  private static func growth(_ results: [SizeResult]) -> Line {
    guard let small = results.first(where: { $0.views == growthSizes.0 }),
      let large = results.last, large.views > small.views,
      small.medianTotalCPU > 0, large.medianTotalCPU > 0
    else {
      return Line(
        what: "growth exponent of pipeline CPU time, 10,000 -> 1,000,000 views",
        figure: "not run (needs --sizes 10000,...,1000000)",
        target: "<= 1.05",
        met: "-"
      )
    }
    let what =
      "growth exponent of pipeline CPU time, \(TableFormat.grouped(small.views)) -> "
      + "\(TableFormat.grouped(large.views)) views"
    let exponent =
      log(large.medianTotalCPU / small.medianTotalCPU)
      / log(Double(large.views) / Double(small.views))
    return Line(
      what: what,
      figure: TableFormat.fixed(exponent, digits: 3),
      target: "<= 1.05",
      met: exponent <= 1.05 ? "yes" : "no"
    )
  }

  /// View-frames per CPU second of sampling the 100,000-view plan at 60 fps.
  private static func sampling(_ results: [SizeResult]) -> Line {
    let what = "sample --fps 60: view-frames per second per core, 100,000 views"
    guard let rate = results.first(where: { $0.views == ratioSize })?.sampling else {
      return Line(
        what: what,
        figure: "not run (--sizes has no 100000)",
        target: ">= 20 M",
        met: "-"
      )
    }
    let perSecond = rate.viewFramesPerCPUSecond
    return Line(
      what: what,
      figure: TableFormat.fixed(perSecond / 1e6, digits: 2) + " M",
      target: ">= 20 M",
      met: perSecond >= 20e6 ? "yes" : "no"
    )
  }

  /// Corpus layouts inflated and laid out per CPU second.
  private static func androidLine(_ rate: AndroidLayoutRate?) -> Line {
    let what = "Android layouts inflated + laid out per second per core (corpus)"
    guard let rate, rate.loaded > 0 else {
      return Line(
        what: what,
        figure: "skipped: no \(AndroidLayoutRate.corpus)",
        target: ">= 5,000",
        met: "-"
      )
    }
    let perSecond = rate.layoutsPerCPUSecond
    return Line(
      what: what,
      figure: TableFormat.grouped(Int(perSecond.rounded())),
      target: ">= 5,000",
      met: perSecond >= 5_000 ? "yes" : "no"
    )
  }

  /// Peak resident bytes per view of the pipeline in a child process, on the largest pair.
  private static func memory(_ results: [SizeResult]) -> Line {
    guard let row = results.last(where: { $0.memory != nil }), let memory = row.memory else {
      return Line(
        what: "peak RSS bytes per view (child process)",
        figure: "not measured",
        target: "<= 400",
        met: "-"
      )
    }
    let what = "peak RSS bytes per view, \(TableFormat.grouped(row.views))-view pair (child)"
    let met =
      row.views == growthSizes.1 ? (memory.bytesPerView <= 400 ? "yes" : "no") : "- (not 1M)"
    return Line(
      what: what,
      figure: TableFormat.grouped(Int(memory.bytesPerView.rounded())),
      target: "<= 400",
      met: met
    )
  }

  /// `text` left-aligned in `width` columns.
  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
