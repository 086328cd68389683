import SceneDiffCore

/// A self-contained HTML page that plays, scrubs and explains a plan: `scenediff preview`.
///
/// The page has inline CSS and JavaScript and loads nothing (no network, no fonts), so it opens
/// offline by double-click. It embeds, as JSON, the frames the engine sampled every
/// `1000 / fps` ms and at the exact end (exactly `scenediff sample --fps`), each view's drawn
/// state relative to its parent for those frames, the plan itself, view styles, both scenes'
/// geometry for ghost outlines, and the timeline rows. The script only looks frames up: at
/// time *t* it shows the last frame at or before *t*.
///
/// Scripting surface (see `Docs/preview.md`): every drawn view is an element with
/// `data-view="KEY"` whose bounding box is the view's root-space bounds × `window.sceneDiff.scale`
/// from the top-left corner of `window.sceneDiff.stage`, and `window.sceneDiff.seek(ms)` shows
/// time `ms` synchronously.
public struct PreviewDocument: Sendable {
  /// The plan.
  public let plan: Plan
  /// Frames per second of the embedded frames (≥ 1).
  public let fps: Int

  /// Prepares the preview of a plan.
  public init(plan: Plan, fps: Int = 60) {
    self.plan = plan
    self.fps = max(1, fps)
  }

  /// The instants whose frames the page embeds: every `1000 / fps` ms from 0 through the end,
  /// always including the end (with an interaction, the end of the motion on the wall clock,
  /// ``/SceneDiffCore/Plan/playedDurationMs``).
  public var frameTimes: [Double] {
    FrameClock.times(fps: fps, through: plan.playedDurationMs)
  }

  /// The embedded data (`scenediff.preview`, version 1).
  ///
  /// The plan's title and scene, the frame times, each drawn node's look and its drawn state
  /// at each time, the sampled frames, the plan, the timeline rows, the curves, the palette,
  /// both scenes' ghost outlines and the diagnostics.
  public var data: JSONValue {
    let sampler = Sampler(plan: plan)
    let scenes = plan.keyedScenes()
    let appearances = DrawAppearance.all(sampler.nodes)
    let times = frameTimes
    let drawn = times.map(sampler.draw(at:))
    let curves = curvesJSON()
    return .object([
      ("format", .string("scenediff.preview")),
      ("version", .int(1)),
      ("title", .string(title)),
      ("scene", sceneJSON),
      ("fps", .int(fps)),
      ("totalDurationMs", .number(plan.playedDurationMs)),
      ("tickStep", .number(TimelineRow.tickStep(total: max(plan.playedDurationMs, 1)))),
      ("nodes", PreviewDocument.nodesJSON(sampler, appearances)),
      ("times", .numbers(times)),
      ("draw", PreviewDocument.drawJSON(drawn, sampler, appearances)),
      ("frames", .array(drawn.map(\.frame.json))),
      ("plan", plan.json),
      ("rows", PreviewDocument.rowsJSON(TimelineRow.rows(plan))),
      ("curves", .array(curves.curves)),
      ("curveOf", .array(curves.curveOf)),
      ("colors", PreviewDocument.colorsJSON),
      ("otherColor", .string(TransitionPalette.other)),
      (
        "ghosts",
        .object([
          ("start", PreviewDocument.ghosts(scenes.start)),
          ("end", PreviewDocument.ghosts(scenes.end)),
        ])
      ),
      ("diagnostics", .array(plan.diagnostics.map(\.json))),
    ])
  }

  /// The page title: the start and end scenes' names (else files) joined by an arrow.
  private var title: String {
    "\(plan.fromScene.name ?? plan.fromScene.file ?? "start") → "
      + "\(plan.toScene.name ?? plan.toScene.file ?? "end")"
  }

  /// `scene`: the end scene's size, units and density.
  private var sceneJSON: JSONValue {
    .object([
      ("width", .number(plan.toScene.width)), ("height", .number(plan.toScene.height)),
      ("units", .string(plan.toScene.units)),
      ("density", plan.toScene.density.map { .number($0) } ?? .null),
    ])
  }

  /// `nodes`: each drawn node's key, parent, overlay flag, whether it has children, and its
  /// look (class, background, corner radius, text, text colour and size, centring, image size).
  private static func nodesJSON(_ sampler: Sampler, _ appearances: [DrawAppearance]) -> JSONValue {
    .array(
      zip(sampler.nodes, appearances).map { node, look in
        .object([
          ("key", .string(node.key)),
          ("parent", node.parent.map { .int($0) } ?? .null),
          ("overlay", .bool(node.isOverlay)),
          ("children", .bool(!node.children.isEmpty)),
          ("class", .string(look.className)),
          ("background", .optional(look.background)),
          ("radius", look.cornerRadius.map { .number($0) } ?? .null),
          ("text", .optional(look.text)),
          ("textColor", .string(look.textColor)),
          ("fontSize", .number(look.fontSize)),
          ("centered", .bool(look.centered)),
          ("image", look.image.map { .numbers([$0.width, $0.height]) } ?? .null),
        ])
      }
    )
  }

  /// `draw`: for each frame, each node's drawn state (``record(_:image:hasImage:)``).
  private static func drawJSON(
    _ drawn: [DrawFrame],
    _ sampler: Sampler,
    _ appearances: [DrawAppearance]
  ) -> JSONValue {
    .array(
      drawn.map { frame in
        .array(
          frame.states.enumerated().map { i, s in
            PreviewDocument.record(
              s,
              image: sampler.nodes[i].view.image,
              hasImage: appearances[i].image != nil
            )
          }
        )
      }
    )
  }

  /// `curves` and `curveOf`: each distinct curve's progress at the 61 fractions 0, 1/60 … 1
  /// of its animator's duration, and the index of each animator's curve in `curves`.
  ///
  /// An interpolator is evaluated at `Float(i) / 60` as Android does, a cubic Bézier at
  /// `i / 60`, and a spring at `i / 60` of the animator's duration in seconds
  /// (``TimingCurve/progress(atFraction:durationMs:)``), so its curve shows the overshoot and
  /// where the duration cuts it off. Interpolators are shared by value, the other curves by
  /// their points (a spring's depend on the duration).
  private func curvesJSON() -> (curves: [JSONValue], curveOf: [JSONValue]) {
    var indexOfInterpolator: [Interpolator: Int] = [:]
    var indexOfPoints: [[Double]: Int] = [:]
    var curves: [JSONValue] = []
    var curveOf: [JSONValue] = []
    for a in plan.animators {
      let index: Int
      if case .interpolator(let interpolator) = a.timing {
        index = indexOfInterpolator[interpolator] ?? curves.count
        if index == curves.count {
          indexOfInterpolator[interpolator] = index
          curves.append(
            .numbers((0...60).map { Double(interpolator.value(at: Float($0) / 60)) })
          )
        }
      } else {
        let points = (0...60).map {
          a.timing.progress(atFraction: Double($0) / 60, durationMs: a.durationMs)
        }
        index = indexOfPoints[points] ?? curves.count
        if index == curves.count {
          indexOfPoints[points] = index
          curves.append(.numbers(points))
        }
      }
      curveOf.append(.int(index))
    }
    return (curves, curveOf)
  }

  /// `rows`: each timeline row's key and property, and its bars (animator index, transition,
  /// start, end, curve name).
  private static func rowsJSON(_ rows: [TimelineRow]) -> JSONValue {
    .array(
      rows.map { row in
        .object([
          ("key", .string(row.key)),
          ("property", .string(row.property)),
          (
            "bars",
            .array(
              row.bars.map {
                .object([
                  ("animator", .int($0.animator)), ("transition", .string($0.transition)),
                  ("start", .number($0.startMs)), ("end", .number($0.endMs)),
                  ("interpolator", .string($0.interpolator)),
                ])
              }
            )
          ),
        ])
      }
    )
  }

  /// `colors`: the palette's colour of each transition class, by class name.
  private static var colorsJSON: JSONValue {
    .object(
      TransitionPalette.colors.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) }
    )
  }

  /// The HTML page: the head with the style sheet, the page header, the stage and inspector,
  /// the playback controls, the timeline, the diagnostics, the tooltip, and the embedded data
  /// and script.
  public var html: String {
    let data = data
    let title = { () -> String in
      if case .string(let t)? = data["title"] { return t }
      return "SceneDiff preview"
    }()
    return head(title: title)
      + "<body>\n"
      + pageHeader(title: title)
      + main
      + PreviewDocument.controls
      + PreviewDocument.timeline
      + diagnosticsSection + "\n"
      + PreviewDocument.tip
      + scripts(data: data)
  }

  /// From the doctype to `</head>`: the title and the inline style sheet.
  private func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="scenediff preview">
    <title>\(HTMLEscaping.escape(title)) · SceneDiff preview</title>
    <style>
    \(PreviewStyle.css)
    </style>
    </head>

    """
  }

  /// The page header: the title, the plan's counts and a link to the diagnostics when there
  /// are any.
  private func pageHeader(title: String) -> String {
    let e = HTMLEscaping.escape
    let counts =
      "\(JSONValue.format(plan.totalDurationMs)) ms · \(plan.animators.count) animators · "
      + "\(plan.matches.count) matched · \(plan.appearing.count) appearing · "
      + "\(plan.disappearing.count) disappearing"
    let diagnosticBadge =
      plan.diagnostics.isEmpty
      ? "" : " · <a href=\"#diagnostics\">\(plan.diagnostics.count) diagnostics</a>"
    return
      "<header><h1>\(e(title))</h1><span class=\"meta\">\(e(counts))\(diagnosticBadge)</span></header>\n"
  }

  /// `<main>`: the stage the script fills, and the inspector (``inspector``).
  private var main: String {
    """
    <main>
    <div id="stage-box"><div id="stage" data-stage><div id="scene"></div></div></div>
    \(inspector)
    </main>

    """
  }

  /// The inspector's default content: the scene's size, files and frames, the transitions'
  /// legend, and how to use the page.
  private var inspector: String {
    let e = HTMLEscaping.escape
    let legend = Array(Set(plan.animators.map(\.transition))).sorted().map {
      "<span><i class=\"swatch\" style=\"background:\(TransitionPalette.color($0))\"></i>\(e($0))</span>"
    }.joined()
    let legendText = legend.isEmpty ? "none" : legend
    let density = plan.toScene.density.map { ", density \(JSONValue.format($0))" } ?? ""
    return """
      <aside id="inspector"><h2>Scene</h2><dl>\
      <dt>size</dt><dd>\(JSONValue.format(plan.toScene.width)) × \(JSONValue.format(plan.toScene.height)) \
      \(e(plan.toScene.units))\(density)</dd>\
      <dt>from</dt><dd>\(e(plan.fromScene.file ?? plan.fromScene.name ?? "-"))</dd>\
      <dt>to</dt><dd>\(e(plan.toScene.file ?? plan.toScene.name ?? "-"))</dd>\
      <dt>frames</dt><dd>\(frameTimes.count) at \(fps) fps</dd></dl>\
      <h2 style="margin-top:10px">Transitions</h2><div class="legend">\(legendText)</div>\
      <p>Hover a view or a bar to see its animators, values and curve. \
      <kbd>Space</kbd> play/pause, <kbd>←</kbd> <kbd>→</kbd> one frame \
      (<kbd>Shift</kbd>: ten), <kbd>Home</kbd> <kbd>End</kbd>.</p>\
      <p>Ghosts: <span style="color:var(--ghost-start)">start</span> and \
      <span style="color:var(--ghost-end)">end</span> positions; \
      <span style="color:var(--match)">lines</span> join matched views.</p></aside>
      """
  }

  /// The playback controls: play, one frame back and forward, the scrubber and clock, speed,
  /// loop, and which ghosts, match lines and outlines to show.
  private static let controls = """
    <div id="controls">
    <button id="play" class="primary" type="button">Play</button>
    <button id="back" type="button" title="One frame back (←)">◀︎ frame</button>
    <button id="forward" type="button" title="One frame forward (→)">frame ▶︎</button>
    <input id="scrubber" type="range" min="0" max="0" value="0" aria-label="Time in ms">
    <span id="clock">0 ms</span>
    <label>speed <select id="speed"><option value="0.1">0.1×</option>\
    <option value="0.25">0.25×</option><option value="0.5">0.5×</option>\
    <option value="1" selected>1×</option><option value="1.5">1.5×</option>\
    <option value="2">2×</option></select></label>
    <label><input id="loop" type="checkbox" checked> loop</label>
    <span class="group">show <label style="color:var(--ghost-start)"><input id="show-start" type="checkbox"> start</label>
    <label style="color:var(--ghost-end)"><input id="show-end" type="checkbox"> end</label>
    <label style="color:var(--match)"><input id="show-matches" type="checkbox"> matches</label>
    <label><input id="show-outlines" type="checkbox" checked> outlines</label></span>
    </div>

    """

  /// The timeline section, whose Gantt chart the script draws.
  private static let timeline = """
    <section id="timeline"><div id="gantt" class="gantt"></div></section>

    """

  /// The diagnostics section (a list of `file:line:column: severity: message`), or nothing
  /// when the plan has none.
  private var diagnosticsSection: String {
    guard !plan.diagnostics.isEmpty else { return "" }
    let e = HTMLEscaping.escape
    var section = "<section id=\"diagnostics\"><h2>Diagnostics</h2><ul>"
    for d in plan.diagnostics {
      let place = d.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
      section +=
        "<li class=\"\(d.severity.rawValue)\">\(e(place))\(d.severity.rawValue): \(e(d.message))</li>"
    }
    return section + "</ul></section>"
  }

  /// The tooltip the script fills when a bar is hovered.
  private static let tip = """
    <div id="tip" role="tooltip"></div>

    """

  /// The embedded data (script-safe JSON), the script, and the end of the page.
  private func scripts(data: JSONValue) -> String {
    """
    <script type="application/json" id="scenediff-data">\
    \(HTMLEscaping.scriptSafeJSON(data.render(indent: nil)))</script>
    <script>
    \(PreviewScript.javaScript)
    </script>
    </body>
    </html>

    """
  }

  /// One node's drawn state as the page reads it: `[matrix, width, height, opacity, visible,
  /// scrollX, scrollY, clip, imageMatrix, clipRadius]`, matrices in CSS order (6 values, or 16
  /// for `matrix3d` when there is perspective), `clip`, `imageMatrix` and `clipRadius` 0 when
  /// absent.
  static func record(_ s: DrawNodeState, image: ImageContent?, hasImage: Bool) -> JSONValue {
    var imageMatrix: JSONValue = .int(0)
    if hasImage, let image,
      let m = s.imageMatrix ?? ImagePlacement.matrix(image, width: s.width, height: s.height)
    {
      imageMatrix = cssMatrix(m)
    }
    return .array([
      cssMatrix(s.matrix), .number(s.width), .number(s.height), .number(s.opacity),
      .int(s.visible ? 1 : 0), .number(s.scrollX), .number(s.scrollY),
      s.clip.map { .numbers($0.edges) } ?? .int(0), imageMatrix,
      s.clip == nil ? .int(0) : s.clipRadius.map { .number($0) } ?? .int(0),
    ])
  }

  /// An Android matrix as CSS `matrix()` (6) or `matrix3d()` (16) arguments.
  static func cssMatrix(_ m: Matrix) -> JSONValue {
    let v = m.values
    if v[6] == 0, v[7] == 0, v[8] == 1 {
      return .numbers([v[0], v[3], v[1], v[4], v[2], v[5]])
    }
    return .numbers([v[0], v[3], 0, v[6], v[1], v[4], 0, v[7], 0, 0, 1, 0, v[2], v[5], 0, v[8]])
  }

  /// `[[key, left, top, right, bottom]]`: each drawn view's root-space box in a scene.
  static func ghosts(_ scene: FlatScene) -> JSONValue {
    .array(
      Sampler.outlines(scene).map { outline in
        .array([.string(outline.key)] + outline.bounds.edges.map { .number($0) })
      }
    )
  }
}
