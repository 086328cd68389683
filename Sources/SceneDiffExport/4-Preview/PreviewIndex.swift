import SceneDiffCore

/// The `index.html` that `scenediff batch -o DIR` writes next to the previews: every pair with
/// its status, total duration and a link, and the diagnostics of failed inputs.
public struct PreviewIndex: Sendable {
  /// One pair.
  public struct Entry: Sendable {
    /// The pair's name (`card-expand/places_grid-to-place_detail`).
    public var name: String
    /// The start scene file.
    public var from: String
    /// The end scene file.
    public var to: String
    /// The transition file.
    public var transition: String
    /// The plan, when every input loaded (`nil` for an entry made from its totals).
    public var plan: Plan?
    /// The plan's total duration and animator count, when every input loaded.
    public var totals: Totals?
    /// The preview's path relative to the index, when one was written.
    public var link: String?
    /// Diagnostics of its inputs.
    public var diagnostics: [Diagnostic]
    /// Its lint findings (`batch --lint`), as diagnostics whose code is the rule id.
    public var lint: [Diagnostic] = []

    /// Creates an entry.
    public init(
      name: String,
      from: String,
      to: String,
      transition: String,
      plan: Plan?,
      link: String?,
      diagnostics: [Diagnostic]
    ) {
      self.name = name
      self.from = from
      self.to = to
      self.transition = transition
      self.plan = plan
      self.totals = plan.map {
        Totals(totalDurationMs: $0.totalDurationMs, animators: $0.animators.count)
      }
      self.link = link
      self.diagnostics = diagnostics
    }

    /// Creates an entry from what the index shows of a plan (a batch result read back from
    /// its files, as `batch --resume` and `merge` do).
    public init(
      name: String,
      from: String,
      to: String,
      transition: String,
      totals: Totals?,
      link: String?,
      diagnostics: [Diagnostic],
      lint: [Diagnostic] = []
    ) {
      self.name = name
      self.from = from
      self.to = to
      self.transition = transition
      self.totals = totals
      self.link = link
      self.diagnostics = diagnostics
      self.lint = lint
    }

    /// What the index shows of a plan.
    public struct Totals: Sendable, Hashable {
      /// The plan's total duration in milliseconds.
      public var totalDurationMs: Double
      /// How many animators it has.
      public var animators: Int

      /// Creates totals.
      public init(totalDurationMs: Double, animators: Int) {
        self.totalDurationMs = totalDurationMs
        self.animators = animators
      }
    }
  }

  /// The pairs, in batch order.
  public var entries: [Entry]
  /// The pairs whose motion differs from a baseline (`batch --baseline`), shown above the
  /// table; empty without a baseline.
  public var motion: [MotionEntry] = []

  /// Creates an index of pairs.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The HTML page (inline CSS, no scripts, no network): the head with the style sheet, the
  /// title and counts, and the table with a row per pair.
  public var html: String {
    let failed = entries.filter { $0.totals == nil }.count
    let findings = entries.map(\.lint.count).reduce(0, +)
    let lint = findings == 0 ? "" : " \(findings) lint finding\(findings == 1 ? "" : "s")."
    return PreviewIndex.head
      + """
      <body>
      <h1>SceneDiff previews</h1>
      <p>\(entries.count) pairs: \(entries.count - failed) planned, \(failed) failed. \
      Open a pair to play and scrub its transition.\(lint)</p>
      \(motionSection)<table>
      <thead><tr><th>status</th><th>pair</th><th class="num">duration</th>\
      <th class="num">animators</th><th>from / to / transition</th></tr></thead>
      <tbody>
      \(entries.map(PreviewIndex.rows).joined())</tbody>
      </table>
      </body>
      </html>

      """
  }

  /// From the doctype to `</head>`: the title and the style sheet (light and dark).
  private static let head = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>SceneDiff previews</title>
    <style>
    :root { color-scheme: light dark; --ink: #1F2328; --muted: #5F6B7A; --line: #D8DEE4;
      --bg: #F4F5F7; --panel: #FFFFFF;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 14px; }
    @media (prefers-color-scheme: dark) { :root { --ink: #E6E8EB; --muted: #9AA4AF;
      --line: #353A42; --bg: #16181C; --panel: #1F2228; } }
    body { margin: 0; padding: 16px; background: var(--bg); color: var(--ink); }
    h1 { font-size: 18px; margin: 0 0 4px; }
    p { color: var(--muted); margin: 0 0 12px; }
    table { border-collapse: collapse; background: var(--panel); width: 100%; }
    th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line);
      vertical-align: top; }
    th { color: var(--muted); font-weight: 600; }
    .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    .files { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
    .status { font-weight: 600; }
    tr.ok .status { color: #2E7D32; }
    tr.error .status { color: #D32F2F; }
    tr.diagnostics td { border-bottom: 1px solid var(--line); }
    ul { margin: 0; padding-left: 18px; font-family: ui-monospace, monospace; font-size: 12px; }
    li.error { color: #D32F2F; }
    li.warning { color: #B26A00; }
    a { color: #1E88E5; }
    </style>
    </head>

    """

  /// One pair's table rows: its status, name (linked to its preview), duration, animator count
  /// and files, then a row with its diagnostics when it has any.
  private static func rows(_ entry: Entry) -> String {
    let e = HTMLEscaping.escape
    let status = entry.totals == nil ? "error" : "ok"
    let name =
      entry.link.map { "<a href=\"\(e(HTMLIndexPath.url($0)))\">\(e(entry.name))</a>" }
      ?? e(entry.name)
    let duration = entry.totals.map { JSONValue.format($0.totalDurationMs) + " ms" } ?? "–"
    let animators = entry.totals.map { String($0.animators) } ?? "–"
    var rows = "<tr class=\"\(status)\"><td><span class=\"status\">\(status)</span></td>"
    rows += "<td>\(name)</td><td class=\"num\">\(duration)</td><td class=\"num\">\(animators)</td>"
    rows +=
      "<td class=\"files\">\(e(entry.from))<br>\(e(entry.to))<br>\(e(entry.transition))</td></tr>\n"
    if !entry.diagnostics.isEmpty || !entry.lint.isEmpty {
      rows += "<tr class=\"diagnostics\"><td></td><td colspan=\"4\"><ul>"
      for d in entry.diagnostics {
        let place = d.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        rows +=
          "<li class=\"\(d.severity.rawValue)\">\(e(place))\(d.severity.rawValue): \(e(d.message))</li>"
      }
      for d in entry.lint {
        let place = d.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
        rows +=
          "<li class=\"lint \(d.severity.rawValue)\">\(e(place))lint \(d.severity.rawValue): \(e(d.message))</li>"
      }
      rows += "</ul></td></tr>\n"
    }
    return rows
  }
}
