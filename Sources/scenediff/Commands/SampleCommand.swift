import SceneDiff

/// `scenediff sample FROM TO [--transition FILE] (--at MS,... | --fps N)`: frames JSON.
enum SampleCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "sample",
    abstract: "Print every view's drawn state at chosen instants of a transition.",
    discussion: """
      Plans the transition from FROM to TO, then samples it with Android's semantics: at 0 ms \
      every animator has applied its start value, values interpolate while animators run, the \
      end state holds after (frames JSON, see Docs/output-formats.md).
      """,
    arguments: Inputs.pairArguments,
    options: [
      Inputs.transitionOption,
      .value("at", valueName: "MS,...", help: "Sample at these times, in milliseconds."),
      .value(
        "fps",
        valueName: "N",
        help: "Sample N frames per second (1 to 1000) from 0 through the end of the transition."
      ),
      .flag("compact", help: "Print the JSON on one line."),
      .output,
    ] + Inputs.layoutLoadingOptions + ScreenChangeOptions.options
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    let at = try parsed.doubleList("at", .nonNegative)
    let fps = try parsed.int("fps", FrameBudget.fps)
    guard (at == nil) != (fps == nil) else {
      throw parsed.usageError(
        at == nil ? "give the instants with --at MS,... or --fps N" : "give --at or --fps, not both"
      )
    }
    let plan = try Inputs.plan(parsed, &terminal)
    if let fps { try FrameBudget.check(plan, fps: fps) }
    let times = at ?? frameTimes(fps: fps ?? 60, through: plan.totalDurationMs)
    let sampler = Sampler(plan: plan)
    let document = Frame.document(times.map(sampler.sample(at:)), plan: plan)
    try terminal.write(document.render(indent: parsed.flag("compact") ? nil : 2))
    if parsed.flag("compact") { try terminal.write("\n") }
  }

  /// `k × 1000 / fps` for every k while ≤ `total`, then `total` itself if not already there.
  static func frameTimes(fps: Int, through total: Double) -> [Double] {
    var times: [Double] = []
    var k = 0
    while true {
      let t = Double(k) * 1000 / Double(fps)
      if t > total { break }
      times.append(t)
      k += 1
    }
    if times.last != total { times.append(total) }
    return times
  }
}
