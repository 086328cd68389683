import Foundation
import SceneDiff

/// `scenediff render FROM TO ... --format gif|webm|mp4|png-strip -o FILE`: the preview's stage
/// as an animated picture or a contact sheet, drawn by headless Chromium and encoded by ffmpeg.
enum RenderCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "render",
    abstract: "Write the transition as an animated GIF, a WebM or MP4 video, or a PNG strip.",
    discussion: """
      Plans the transition from FROM to TO, draws the preview page's stage (the same page \
      'scenediff preview' writes, with the engine's sampled frames) in headless Chromium at \
      every frame time, and encodes the frames with ffmpeg. png-strip writes one PNG of \
      evenly spaced frames, each labelled with its time, and needs no ffmpeg. Needs Debian's \
      'chromium' (or --browser) and, for gif, webm and mp4, 'ffmpeg'. See Docs/render.md.
      """,
    arguments: Inputs.pairArguments,
    options: [
      Inputs.transitionOption,
      Inputs.interactionOption,
      .value(
        "format",
        valueName: "FORMAT",
        help: "gif, webm, mp4 or png-strip.",
        allowedValues: RenderFormat.allCases.map(\.rawValue),
        defaultValue: "gif"
      ),
      .value(
        "output",
        short: "o",
        valueName: "FILE",
        help: "The file to write (required: the result is binary).",
        isRequired: true
      ),
      .value("fps", valueName: "N", help: "Frames per second (1 to 120).", defaultValue: "30"),
      .value(
        "width",
        valueName: "PX",
        help: "The picture's width in pixels (16 to 4096); the height keeps the scene's "
          + "proportions. Default: the scene's width in its units."
      ),
      .value(
        "frames",
        valueName: "N",
        help: "png-strip: how many evenly spaced frames (2 to 60).",
        defaultValue: "6"
      ),
      .value(
        "columns",
        valueName: "N",
        help: "png-strip: frames per row (default: up to 6).",
      ),
      .flag(
        "debug-palette",
        help: "Draw every view as a flat box of its own colour (no text, images, corners or "
          + "partial opacity), to measure frames; see Docs/render.md."
      ),
      .value(
        "browser",
        valueName: "PATH",
        help: "The Chromium (or Chrome) executable; default: chromium on PATH."
      ),
    ] + Inputs.layoutLoadingOptions + ScreenChangeOptions.options
      + Inputs.motionSettingOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    let format = RenderFormat(rawValue: parsed.value("format") ?? "gif") ?? .gif
    let fps = try parsed.int("fps", .within(1...120)) ?? 30
    let frameCount = try parsed.int("frames", .within(2...60)) ?? 6
    let columns = try parsed.int("columns", .within(1...60))
    let requestedWidth = try parsed.int("width", .within(16...4096))
    let output = URL(fileURLWithPath: parsed.value("output") ?? "render.\(format.rawValue)")
    // Every tool is found before any work, so that a missing one fails at once.
    _ = try FrameEncoder.locate(for: format)
    let browserPath = try browserExecutable(parsed)
    let plan = try Inputs.plan(parsed, &terminal)
    try FrameBudget.check(plan, fps: fps)
    for warning in RenderOmissions.warnings(plan) { terminal.report(warning) }
    let size = pictureSize(plan.toScene, width: requestedWidth, even: format.needsEvenSize)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-render-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("preview.html")
    try Data(PreviewDocument(plan: plan, fps: fps).html.utf8).write(to: page)
    let browser = try HeadlessBrowser(
      executable: browserPath,
      width: size.width,
      height: size.height
    )
    defer { browser.shutDown() }
    try browser.navigate(URL(string: page.absoluteString + "#paused") ?? page)
    let palette = parsed.flag("debug-palette")
    try browser.evaluate(
      "sceneDiff.stageOnly(\(Double(size.width) / plan.toScene.width), \(palette)), 0"
    )
    let times = (try browser.evaluate("sceneDiff.frameTimes") as? [Double]) ?? [0]
    if format == .pngStrip {
      let chosen = stripTimes(times, count: frameCount)
      var frames: [(png: Data, timeMs: Double)] = []
      for time in chosen {
        frames.append((try frame(browser, at: time, size), time))
      }
      let sheet = ContactSheet(
        frames: frames,
        width: size.width,
        height: size.height,
        columns: columns ?? min(frames.count, 6)
      )
      let sheetPage = folder.appendingPathComponent("sheet.html")
      try Data(sheet.html.utf8).write(to: sheetPage)
      try browser.resize(width: sheet.sheetWidth, height: sheet.sheetHeight)
      try browser.navigate(sheetPage)
      try write(
        try browser.screenshot(width: sheet.sheetWidth, height: sheet.sheetHeight),
        output
      )
    } else {
      for (index, time) in times.enumerated() {
        let name = String(format: "frame-%05d.png", index)
        try frame(browser, at: time, size).write(to: folder.appendingPathComponent(name))
      }
      browser.shutDown()
      let encoded = folder.appendingPathComponent("out.\(format.rawValue)")
      try FrameEncoder.encode(frames: folder, fps: fps, format: format, to: encoded)
      try write(try Data(contentsOf: encoded), output)
    }
    terminal.output.markWrittenExternally()
    terminal.report(
      Diagnostic(
        .note,
        at: nil,
        code: "rendered",
        "wrote \(output.path): \(format == .pngStrip ? frameCount : times.count) frames at \(size.width)×\(size.height) px"
      )
    )
  }

  /// `--browser`, else chromium (or Chrome) on `PATH`.
  private static func browserExecutable(_ parsed: ParsedArguments) throws -> String {
    if let path = parsed.value("browser") {
      guard FileManager.default.isExecutableFile(atPath: path) else {
        throw parsed.usageError("--browser '\(path)' is not an executable file")
      }
      return path
    }
    let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    guard let found = ExecutableLookup.find(names) else {
      throw RenderError.missingTool(name: "Chromium", package: "chromium", purpose: "render")
    }
    return found
  }

  /// The picture's size: `width` (default the scene's width in its units), the height in the
  /// scene's proportions, both rounded up to even numbers when the video format needs it.
  static func pictureSize(_ scene: SceneTree, width: Int?, even: Bool) -> (width: Int, height: Int)
  {
    var w = width ?? max(16, Int(scene.width.rounded()))
    var h = max(1, Int((Double(w) * scene.height / max(scene.width, 1)).rounded()))
    if even {
      w += w % 2
      h += h % 2
    }
    return (w, h)
  }

  /// `count` of the preview's frame times, evenly spaced from the first to the last: for each
  /// even step, the frame time nearest to it (so every frame shown is one `sample` gives).
  static func stripTimes(_ times: [Double], count: Int) -> [Double] {
    guard let last = times.last, times.count > 1 else { return times }
    return (0..<count).map { k in
      let target = last * Double(k) / Double(count - 1)
      return times.min { abs($0 - target) < abs($1 - target) } ?? target
    }
  }

  /// The stage at `time`, as PNG bytes.
  private static func frame(
    _ browser: HeadlessBrowser,
    at time: Double,
    _ size: (width: Int, height: Int)
  ) throws -> Data {
    try browser.evaluate("sceneDiff.seek(\(time)), 0")
    return try browser.screenshot(width: size.width, height: size.height)
  }

  /// Writes the result to `url` through a temporary file and a rename, as batch results are
  /// written (``BatchFiles/write(_:to:)``).
  private static func write(_ data: Data, _ url: URL) throws {
    do {
      try BatchFiles.write(data, to: url.path)
    } catch {
      throw OutputError(path: url.path, reason: error.localizedDescription)
    }
  }
}
