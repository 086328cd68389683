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
      Inputs.interactionOption,
      .value("at", valueName: "MS,...", help: "Sample at these times, in milliseconds."),
      .value(
        "fps",
        valueName: "N",
        help: "Sample N frames per second (1 to 1000) from 0 through the end of the transition."
      ),
      .flag("compact", help: "Print the JSON on one line."),
      .output,
    ] + Inputs.interruptionOptions + Inputs.layoutLoadingOptions + ScreenChangeOptions.options
      + Inputs.motionSettingOptions
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
    let interruption = try Inputs.interruption(parsed, first: plan, &terminal)
    let end = interruption?.totalDurationMs ?? plan.playedDurationMs
    if let fps { try FrameBudget.check(plan, fps: fps, totalMs: end) }
    let times = at ?? frameTimes(fps: fps ?? 60, through: end)
    var sampler = Sampler(plan: plan)
    var interrupted = interruption
    // Each frame is sampled into the same frame, written and overwritten in turn: the document
    // is never whole in memory, and a frame's storage is reused by the next.
    try Frame.writeDocument(
      at: times,
      plan: plan,
      indent: parsed.flag("compact") ? nil : 2,
      sample: { time, frame in
        if interrupted != nil {
          interrupted?.sample(at: time, into: &frame)
        } else {
          sampler.sample(at: time, into: &frame)
        }
      },
      to: { try terminal.write(String(decoding: $0, as: UTF8.self)) }
    )
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
