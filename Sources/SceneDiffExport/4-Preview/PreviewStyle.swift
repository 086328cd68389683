import SceneDiffCore

/// The preview page's style sheet (inline; no fonts or other resources are loaded).
enum PreviewStyle {
  /// The CSS text.
  static let css = #"""
    :root {
      color-scheme: light dark;
      --bg: #F4F5F7; --panel: #FFFFFF; --ink: #1F2328; --muted: #5F6B7A; --line: #D8DEE4;
      --accent: #1E88E5; --hl: #FF6D00; --stage: #E9ECEF; --ghost-start: #7B1FA2;
      --ghost-end: #2E7D32; --match: #C62828; --bar-ink: #FFFFFF;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
      font-size: 14px;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #16181C; --panel: #1F2228; --ink: #E6E8EB; --muted: #9AA4AF; --line: #353A42;
        --accent: #64B5F6; --hl: #FFB74D; --stage: #2A2E35; --ghost-start: #CE93D8;
        --ghost-end: #A5D6A7; --match: #EF9A9A;
      }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--ink); }
    header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px;
      padding: 10px 16px; border-bottom: 1px solid var(--line); background: var(--panel); }
    header h1 { font-size: 16px; margin: 0; font-weight: 600; }
    header .meta { color: var(--muted); font-size: 13px; }
    main { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: 12px;
      padding: 12px 16px 0; }
    @media (max-width: 760px) {
      body { display: flex; flex-direction: column; }
      main { display: contents; }
      #stage-box { margin: 12px 16px 0; }
      aside { order: 10; margin: 0 16px 16px; }
      #diagnostics { order: 11; }
    }
    #stage-box { display: flex; justify-content: center; align-items: flex-start;
      background: var(--stage); border-radius: 8px; padding: 12px; min-width: 0; }
    #stage { position: relative; overflow: hidden; flex: none;
      box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); background: #FFFFFF; }
    #scene { position: absolute; left: 0; top: 0; transform-origin: 0 0; overflow: hidden;
      background: #FFFFFF; color: #212121; }
    .sd-view { position: absolute; left: 0; top: 0; box-sizing: border-box; margin: 0;
      overflow: hidden; transform-origin: 0 0; }
    .sd-view.outlined { box-shadow: inset 0 0 0 1px rgba(120, 130, 140, 0.45); }
    .sd-view.hl { box-shadow: inset 0 0 0 2px var(--hl); }
    .sd-content { position: absolute; left: 0; top: 0; width: 0; height: 0;
      transform-origin: 0 0; }
    .sd-image { position: absolute; left: 0; top: 0; transform-origin: 0 0;
      background: repeating-linear-gradient(45deg, rgba(0, 0, 0, 0.14) 0 8px,
        rgba(0, 0, 0, 0.05) 8px 16px);
      box-shadow: inset 0 0 0 2px rgba(0, 0, 0, 0.35); }
    .sd-image::after { content: ""; position: absolute; inset: 0;
      background: linear-gradient(to top right, transparent calc(50% - 1px),
        rgba(0, 0, 0, 0.35) 50%, transparent calc(50% + 1px)),
        linear-gradient(to bottom right, transparent calc(50% - 1px),
        rgba(0, 0, 0, 0.35) 50%, transparent calc(50% + 1px)); }
    .sd-text { display: block; padding: 0 2px; line-height: 1.3; overflow-wrap: anywhere; }
    #marks { position: absolute; left: 0; top: 0; overflow: visible; pointer-events: none; }
    #marks .ghost { fill: none; stroke-width: 1.5; stroke-dasharray: 4 3;
      vector-effect: non-scaling-stroke; }
    #marks .ghost.start { stroke: var(--ghost-start); }
    #marks .ghost.end { stroke: var(--ghost-end); }
    #marks .ghost.hl { stroke: var(--hl); stroke-width: 2.5; }
    #marks .match { stroke: var(--match); stroke-width: 1.5; vector-effect: non-scaling-stroke; }
    #marks .match-label { fill: var(--match); font-size: 10px; paint-order: stroke;
      stroke: #FFFFFF; stroke-width: 3px; }
    aside { background: var(--panel); border: 1px solid var(--line); border-radius: 8px;
      padding: 10px 12px; font-size: 13px; min-width: 0; overflow-wrap: anywhere; }
    aside h2 { font-size: 13px; margin: 0 0 6px; color: var(--muted); font-weight: 600; }
    aside dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; margin: 0; }
    aside dt { color: var(--muted); }
    aside dd { margin: 0; font-variant-numeric: tabular-nums; }
    aside .legend span { display: inline-flex; align-items: center; gap: 4px;
      margin: 0 8px 4px 0; }
    .swatch { width: 12px; height: 12px; border-radius: 2px; display: inline-block; }
    #controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px;
      padding: 10px 16px; }
    #controls button { font: inherit; padding: 4px 10px; border-radius: 6px; cursor: pointer;
      border: 1px solid var(--line); background: var(--panel); color: var(--ink); }
    #controls button.primary { background: var(--accent); color: #FFFFFF;
      border-color: var(--accent); min-width: 72px; }
    #controls label { display: inline-flex; align-items: center; gap: 4px; color: var(--muted); }
    #controls select { font: inherit; }
    #controls .group { display: inline-flex; flex-wrap: wrap; gap: 4px 8px; color: var(--muted);
      border-left: 1px solid var(--line); padding-left: 10px; }
    #scrubber { flex: 1 1 200px; min-width: 140px; accent-color: var(--accent); }
    #clock { font-variant-numeric: tabular-nums; min-width: 190px; flex: none; white-space: nowrap; }
    #timeline { margin: 0 16px 12px; background: var(--panel); border: 1px solid var(--line);
      border-radius: 8px; padding: 6px 0 8px; overflow-x: auto; }
    .gantt { position: relative; min-width: 560px; }
    .gantt .row { display: grid; grid-template-columns: 230px 1fr; align-items: center;
      height: 22px; }
    .gantt .row:nth-child(even of .data) { background: rgba(127, 127, 127, 0.07); }
    .gantt .row.hl { background: rgba(255, 109, 0, 0.16); }
    .gantt .label { padding: 0 8px 0 12px; white-space: nowrap; overflow: hidden;
      text-overflow: ellipsis; font-size: 12px; }
    .gantt .label .prop { color: var(--muted); }
    .gantt .track { position: relative; height: 100%; margin-right: 32px; }
    .gantt .bar { position: absolute; top: 4px; height: 14px; border-radius: 3px;
      min-width: 2px; cursor: pointer; }
    .gantt .bar.hl { outline: 2px solid var(--hl); outline-offset: 1px; }
    .gantt .lead { position: absolute; top: 10px; height: 0; border-top: 1px dashed var(--muted); }
    .gantt .axis .track { height: 22px; }
    .gantt .tick { position: absolute; top: 4px; font-size: 11px; color: var(--muted);
      transform: translateX(-50%); white-space: nowrap; }
    .gantt .tick::after { content: ""; position: absolute; left: 50%; top: 16px; height: 4px;
      border-left: 1px solid var(--muted); }
    #playhead { position: absolute; top: 0; bottom: 0; width: 0;
      border-left: 2px solid var(--hl); pointer-events: none; }
    #tip { position: fixed; z-index: 10; display: none; max-width: 340px; pointer-events: none;
      background: var(--panel); color: var(--ink); border: 1px solid var(--line);
      border-radius: 6px; padding: 8px 10px; font-size: 12px;
      box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25); }
    #tip .values { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 11px;
      margin: 4px 0; overflow-wrap: anywhere; }
    #tip svg { display: block; margin-top: 4px; }
    #diagnostics { margin: 0 16px 16px; }
    #diagnostics li { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
    #diagnostics .error { color: #D32F2F; }
    #diagnostics .warning { color: #B26A00; }
    .empty { color: var(--muted); padding: 6px 12px; }
    kbd { border: 1px solid var(--line); border-radius: 3px; padding: 0 4px; font-size: 11px; }
    """#
}
