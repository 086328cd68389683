import SceneDiffCore

extension PreviewIndex {
  /// A pair whose motion differs from the baseline `batch --baseline` compared it with.
  public struct MotionEntry: Sendable, Hashable {
    /// The pair's name.
    public var name: String
    /// `changed`, `added`, `removed` or `failed`.
    public var status: String
    /// One line on what differs (`2 animator changes, 600 ms → 450 ms`).
    public var summary: String
    /// The side-by-side comparison page relative to the index, when one was written.
    public var link: String?

    /// Creates an entry.
    public init(name: String, status: String, summary: String, link: String?) {
      self.name = name
      self.status = status
      self.summary = summary
      self.link = link
    }
  }

  /// The "Motion against the baseline" section, or nothing without a baseline.
  var motionSection: String {
    guard !motion.isEmpty else { return "" }
    let e = HTMLEscaping.escape
    var out = """
      <section class="motion" style="background: var(--panel); border: 1px solid var(--line); \
      padding: 8px 12px; margin: 0 0 12px;">
      <h2 style="font-size: 14px; margin: 0 0 4px;">Motion against the baseline</h2>
      <ul style="font-family: inherit; font-size: 13px;">

      """
    for entry in motion {
      let name =
        entry.link.map { "<a href=\"\(e(HTMLIndexPath.url($0)))\">\(e(entry.name))</a>" }
        ?? e(entry.name)
      out +=
        "<li class=\"motion-\(e(entry.status))\"><strong>\(e(entry.status))</strong> "
        + "\(name) — \(e(entry.summary))</li>\n"
    }
    return out + "</ul>\n</section>\n"
  }
}
