import SceneDiffCore

/// A page that plays a pair's old and new previews side by side under one scrubber, above
/// the diff of their plans: what `scenediff batch --baseline` writes for a changed pair.
///
/// Each preview (a ``PreviewDocument`` page) is embedded whole in an `<iframe srcdoc>`, so the
/// page stays one self-contained file that opens offline, and the previews share its origin
/// even from `file://`: the page drives both through their `window.sceneDiff` (`pause`,
/// `seek`). The scrubber runs from 0 to the longer of the two total durations; a preview
/// whose transition is shorter holds its end. `window.sceneDiffCompare` offers `seek(ms)`
/// (returns the time shown), `play()`, `pause()`, `time` and `totalDurationMs` for tests.
public struct ComparisonPage: Sendable {
  /// The pair's name.
  public var name: String
  /// The old preview page, when the old side has one.
  public var oldPreview: String?
  /// The new preview page, when the new side has one.
  public var newPreview: String?
  /// What the old side is called (the baseline folder).
  public var oldLabel: String
  /// What the new side is called.
  public var newLabel: String
  /// The diff of the two plans.
  public var diff: PlanDiff

  /// Creates a page.
  public init(
    name: String,
    oldPreview: String?,
    newPreview: String?,
    oldLabel: String,
    newLabel: String,
    diff: PlanDiff
  ) {
    self.name = name
    self.oldPreview = oldPreview
    self.newPreview = newPreview
    self.oldLabel = oldLabel
    self.newLabel = newLabel
    self.diff = diff
  }

  /// The longer of the two total durations: the scrubber's end.
  public var totalDurationMs: Double { max(diff.old.totalDurationMs, diff.new.totalDurationMs) }

  /// The HTML page.
  public var html: String {
    let e = HTMLEscaping.escape
    let total = JSONValue.format(totalDurationMs)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(e(name)) — motion before and after</title>
      <style>
      \(ComparisonPageStyle.css)</style>
      </head>
      <body>
      <header><h1>\(e(name))</h1><span class="meta">motion before (\(e(oldLabel))) and after \
      (\(e(newLabel)))</span></header>
      <div id="controls">
      <button id="play" type="button">Play</button>
      <input id="scrubber" type="range" min="0" max="\(total)" step="any" value="0" \
      aria-label="Time in ms">
      <span id="time">0 / \(total) ms</span>
      </div>
      <div id="sides">
      \(side("old", "before", oldPreview))
      \(side("new", "after", newPreview))
      </div>
      <section id="diff">
      <h2>What changed</h2>
      \(ComparisonDiffTable(diff: diff).html)</section>
      <script>
      \(ComparisonPageScript.js)</script>
      </body>
      </html>

      """
  }

  /// One side: a heading and the preview's frame, or a note when there is no preview.
  func side(_ id: String, _ title: String, _ preview: String?) -> String {
    let e = HTMLEscaping.escape
    let body =
      preview.map { "<iframe id=\"\(id)\" title=\"\(title)\" srcdoc=\"\(e($0))\"></iframe>" }
      ?? "<p class=\"missing\">No preview on this side (the batch was written with "
      + "--no-previews, or the pair has no plan).</p>"
    return "<div class=\"side\"><h2>\(title)</h2>\(body)</div>"
  }
}
