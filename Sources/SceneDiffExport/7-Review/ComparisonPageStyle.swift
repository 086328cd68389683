/// The comparison page's style sheet (inline; nothing is loaded).
enum ComparisonPageStyle {
  /// The CSS text.
  static let css = #"""
    :root { color-scheme: light dark; --ink: #1F2328; --muted: #5F6B7A; --line: #D8DEE4;
      --bg: #F4F5F7; --panel: #FFFFFF; --old: #8E24AA; --new: #1E88E5;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 14px; }
    @media (prefers-color-scheme: dark) { :root { --ink: #E6E8EB; --muted: #9AA4AF;
      --line: #353A42; --bg: #16181C; --panel: #1F2228; --old: #CE93D8; --new: #64B5F6; } }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--ink); }
    header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px;
      padding: 10px 16px; border-bottom: 1px solid var(--line); background: var(--panel); }
    header h1 { font-size: 16px; margin: 0; font-weight: 600; overflow-wrap: anywhere; }
    header .meta { color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
    #controls { display: flex; align-items: center; gap: 10px; padding: 10px 16px; }
    #controls button { font: inherit; padding: 4px 10px; border-radius: 6px; cursor: pointer;
      border: 1px solid var(--line); background: var(--panel); color: var(--ink); }
    #scrubber { flex: 1; min-width: 120px; }
    #time { font-variant-numeric: tabular-nums; color: var(--muted); min-width: 11ch; }
    #sides { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; padding: 0 16px; }
    @media (max-width: 900px) { #sides { grid-template-columns: 1fr; } }
    .side h2 { font-size: 13px; margin: 0 0 6px; color: var(--muted); font-weight: 600; }
    .side iframe { width: 100%; height: 640px; border: 1px solid var(--line);
      border-radius: 8px; background: var(--panel); }
    .missing { color: var(--muted); padding: 16px; border: 1px dashed var(--line);
      border-radius: 8px; }
    #diff { margin: 12px 16px 16px; padding: 10px 12px; background: var(--panel);
      border: 1px solid var(--line); border-radius: 8px; }
    #diff h2 { font-size: 13px; margin: 0 0 6px; color: var(--muted); font-weight: 600; }
    #diff table { border-collapse: collapse; width: 100%; }
    #diff th, #diff td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line);
      vertical-align: top; }
    #diff th { color: var(--muted); font-weight: 600; }
    #diff code { font-family: ui-monospace, monospace; font-size: 12px; overflow-wrap: anywhere; }
    #diff ul { margin: 0 0 8px; padding-left: 18px; }
    .sign { font-weight: 700; text-align: center; }
    .added .sign { color: #2E7D32; } .removed .sign { color: #D32F2F; }
    .changed .sign { color: #B26A00; }
    .track { position: relative; height: 18px; min-width: 160px; background: var(--bg);
      border-radius: 3px; }
    .track span { position: absolute; top: 2px; height: 6px; border-radius: 2px;
      min-width: 2px; }
    .track .old { background: var(--old); }
    .track .new { background: var(--new); top: 10px; }
    .legend .old { color: var(--old); } .legend .new { color: var(--new); }
    """#
}
