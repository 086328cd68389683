/// The printed result: a header explaining every column, one row per size, then notes.
enum ResultTable {
  /// A column: its heading, its width, the line explaining it, and how a row fills it.
  struct Column: Sendable {
    /// The heading over the column.
    var heading: String
    /// The column's width in characters.
    var width: Int
    /// One line saying what the column holds.
    var meaning: String
    /// The cell for a result.
    var cell: @Sendable (SizeResult) -> String
  }

  /// Every column, in print order.
  static let columns: [Column] = [
    Column(
      heading: "views",
      width: 8,
      meaning: "views in scene A (scene B: ~7% of them removed, ~7% as many added)",
      cell: { TableFormat.grouped($0.views) }
    ),
    Column(
      heading: "files MiB",
      width: 10,
      meaning: "bytes of both scene files together, in MiB",
      cell: { TableFormat.fixed(Double($0.fileBytes) / 1_048_576, digits: 2) }
    ),
    Column(
      heading: "libxml2 ms",
      width: 11,
      meaning: "floor: libxml2 streaming reader alone over both files "
        + "(xmlReaderForMemory + xmlTextReaderRead, attribute counts)",
      cell: { TableFormat.milliseconds($0.median.floor) }
    ),
    Column(
      heading: "parse ms",
      width: 9,
      meaning:
        "SceneFile.load(bytes:file:) of both files: pre-scan, libxml2, scene model (no tree)",
      cell: { TableFormat.milliseconds($0.median.parse) }
    ),
    Column(
      heading: "plan ms",
      width: 9,
      meaning: "Planner.plan(from:to:transition:) with AutoTransition: capture, match, "
        + "animators, schedule (the trees are kept for sampling and freed untimed; scenediff "
        + "plan frees them as it flattens them, plan(releasing:...), as the memory child does)",
      cell: { TableFormat.milliseconds($0.median.plan) }
    ),
    Column(
      heading: "json ms",
      width: 9,
      meaning: "plan.writeJSON(indent: 2): the plan JSON in 256 KiB pieces, as scenediff plan "
        + "writes it (counted, not written)",
      cell: { TableFormat.milliseconds($0.median.json) }
    ),
    Column(
      heading: "total ms",
      width: 9,
      meaning: "parse + plan + json, median of the per-run totals (the floor is not included)",
      cell: { TableFormat.milliseconds($0.medianTotal) }
    ),
    Column(
      heading: "cpu ms",
      width: 9,
      meaning: "CPU time (user + system, all threads) of parse + plan + json, median of the runs",
      cell: { TableFormat.milliseconds($0.medianTotalCPU) }
    ),
    Column(
      heading: "x floor",
      width: 8,
      meaning: "cpu ms / the floor's own CPU time in the same runs (target <= 1.5 at 100,000)",
      cell: { TableFormat.fixed($0.cpuRatio, digits: 2) }
    ),
    Column(
      heading: "views/s",
      width: 11,
      meaning: "2 x views / (parse + plan): views loaded and planned per second",
      cell: { TableFormat.grouped(Int($0.viewsPerSecond.rounded())) }
    ),
    Column(
      heading: "animators",
      width: 10,
      meaning: "animators in the plan",
      cell: { TableFormat.grouped($0.animators) }
    ),
    Column(
      heading: "peak MiB",
      width: 9,
      meaning: "peak resident memory of this process so far, after this size "
        + "(Linux: VmHWM, i.e. ru_maxrss without what it inherits across exec)",
      cell: { TableFormat.fixed($0.peakResidentMiB, digits: 1) }
    ),
  ]

  /// The lines before the first row: what was run, what each column means, the headings.
  ///
  /// - Parameters:
  ///   - options: The run's options.
  ///   - machine: A one-line description of the machine.
  /// - Returns: The lines.
  static func header(options: BenchmarkOptions, machine: String) -> [String] {
    var lines = [
      "scenediff-bench: SceneDiff on synthetic scene pairs, seed \(options.seed), "
        + "median of \(options.repeatCount) run\(options.repeatCount == 1 ? "" : "s")",
      "machine: \(machine)",
    ]
    let width = columns.map(\.heading.count).max() ?? 0
    for column in columns {
      lines.append(
        "  " + column.heading + String(repeating: " ", count: width - column.heading.count)
          + "  " + column.meaning
      )
    }
    lines.append("")
    lines.append(columns.map { TableFormat.right($0.heading, $0.width) }.joined(separator: " "))
    return lines
  }

  /// One row of the table.
  static func row(_ result: SizeResult) -> String {
    columns.map { TableFormat.right($0.cell(result), $0.width) }.joined(separator: " ")
  }

  /// The notes under the table: per size, the A→B mix and what else was measured.
  static func notes(_ results: [SizeResult]) -> [String] {
    var lines = [""]
    for result in results {
      let views = TableFormat.grouped(result.views)
      lines.append(
        "\(views) views: B has \(TableFormat.grouped(result.endViews)) views; A→B "
          + result.changes.description
      )
      lines.append(
        String(repeating: " ", count: views.count + 8)
          + "plan JSON \(TableFormat.fixed(Double(result.jsonBytes) / 1_048_576, digits: 2)) MiB, "
          + "\(result.loadWarnings) load warnings, generation "
          + "\(TableFormat.milliseconds(result.generationSeconds)) ms (not timed above), "
          + "slowest stage: \(slowestStage(result))"
      )
      let cpu = result.medianCPU
      lines.append(
        String(repeating: " ", count: views.count + 8)
          + "CPU ms: floor \(TableFormat.milliseconds(cpu.floor)), "
          + "parse \(TableFormat.milliseconds(cpu.parse)), "
          + "plan \(TableFormat.milliseconds(cpu.plan)), "
          + "json \(TableFormat.milliseconds(cpu.json))"
      )
    }
    return lines
  }

  /// The stage with the largest share of the total, such as `parse (61%)`.
  static func slowestStage(_ result: SizeResult) -> String {
    let stages = [
      ("parse", result.median.parse), ("plan", result.median.plan), ("json", result.median.json),
    ]
    let total = stages.reduce(0) { $0 + $1.1 }
    guard let slowest = stages.max(by: { $0.1 < $1.1 }), total > 0 else { return "-" }
    return "\(slowest.0) (\(TableFormat.fixed(100 * slowest.1 / total, digits: 0))%)"
  }
}
