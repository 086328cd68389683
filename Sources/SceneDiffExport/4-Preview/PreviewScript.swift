import SceneDiffCore

/// The preview page's inline script.
///
/// It only looks up and displays the frames the engine sampled and embedded: no easing or
/// geometry is computed here.
enum PreviewScript {
  /// The JavaScript text.
  static let javaScript = #"""
    (() => {
      "use strict";
      const data = JSON.parse(document.getElementById("scenediff-data").textContent);
      const W = data.scene.width;
      const H = data.scene.height;
      const total = data.totalDurationMs;
      const times = data.times;
      const $ = (id) => document.getElementById(id);
      const stage = $("stage");
      const scene = $("scene");
      const SVG = "http://www.w3.org/2000/svg";
      scene.style.width = W + "px";
      scene.style.height = H + "px";

      // The views: nested like the view tree, overlay subtrees last (drawn on top).
      const els = [];
      const byKey = new Map();
      // Texts and their size in scene units; layout() keeps them at least MIN_TEXT_PX on screen.
      const texts = [];
      const MIN_TEXT_PX = 9;
      data.nodes.forEach((n, i) => {
        const view = document.createElement("div");
        view.className = "sd-view";
        view.dataset.view = n.key;
        if (n.overlay) view.dataset.overlay = "";
        if (n.background) view.style.backgroundColor = n.background;
        else view.classList.add("outlined");
        if (n.radius) view.style.borderRadius = n.radius + "px";
        const parts = { view, content: null, image: null };
        if (n.image) {
          parts.image = document.createElement("div");
          parts.image.className = "sd-image";
          parts.image.style.width = n.image[0] + "px";
          parts.image.style.height = n.image[1] + "px";
          view.appendChild(parts.image);
        }
        if (n.text !== null) {
          const text = document.createElement("span");
          text.className = "sd-text";
          text.textContent = n.text;
          text.style.color = n.textColor;
          text.style.fontSize = n.fontSize + "px";
          if (n.centered) text.style.textAlign = "center";
          view.appendChild(text);
          texts.push({ el: text, size: n.fontSize });
        }
        if (n.children) {
          parts.content = document.createElement("div");
          parts.content.className = "sd-content";
          view.appendChild(parts.content);
        }
        (n.parent === null ? scene : els[n.parent].content).appendChild(view);
        els.push(parts);
        if (!byKey.has(n.key)) byKey.set(n.key, []);
        byKey.get(n.key).push(i);
      });

      // The debug palette (render --debug-palette, Docs/render.md): node i's flat colour is the
      // point j = (97 i) mod 215 of the 6 × 6 × 6 grid of levels 0, 51, …, 255 (red the slowest
      // digit), white (j = 215) left out; neighbours in the tree get far-apart colours.
      const LEVELS = [0, 51, 102, 153, 204, 255];
      const palette = data.nodes.map((n, i) => {
        const j = (i * 97) % 215;
        return [LEVELS[Math.floor(j / 36)], LEVELS[Math.floor(j / 6) % 6], LEVELS[j % 6]];
      });
      let flat = false;

      // Ghosts and matched-pair lines, in scene units.
      const marks = document.createElementNS(SVG, "svg");
      marks.id = "marks";
      marks.setAttribute("width", W);
      marks.setAttribute("height", H);
      marks.setAttribute("viewBox", `0 0 ${W} ${H}`);
      scene.appendChild(marks);
      const svgEl = (name, attrs, parent) => {
        const e = document.createElementNS(SVG, name);
        for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
        parent.appendChild(e);
        return e;
      };
      const groups = {};
      for (const which of ["start", "end"]) {
        groups[which] = svgEl("g", { "data-layer": which }, marks);
        for (const [key, l, t, r, b] of data.ghosts[which]) {
          svgEl("rect", { class: `ghost ${which}`, x: l, y: t, width: r - l, height: b - t,
            "data-ghost": key }, groups[which]);
        }
      }
      groups.matches = svgEl("g", { "data-layer": "matches" }, marks);
      const centre = (list, key) => {
        const g = list.find((e) => e[0] === key);
        return g ? [(g[1] + g[3]) / 2, (g[2] + g[4]) / 2] : null;
      };
      for (const m of data.plan.matches) {
        const a = centre(data.ghosts.start, m.from);
        const b = centre(data.ghosts.end, m.to);
        if (!a || !b) continue;
        svgEl("line", { class: "match", x1: a[0], y1: a[1], x2: b[0], y2: b[1] }, groups.matches);
        svgEl("circle", { cx: a[0], cy: a[1], r: 2.5, fill: "currentColor", class: "match" },
          groups.matches);
        const label = svgEl("text", { class: "match-label", x: (a[0] + b[0]) / 2 + 3,
          y: (a[1] + b[1]) / 2 - 3 }, groups.matches);
        label.textContent = m.from === m.to ? `${m.to} (${m.by})` : `${m.from}→${m.to} (${m.by})`;
      }

      // Stage scale: the scene fits the stage box; one scene unit is `scale` CSS pixels.
      const api = {
        scale: 1, time: 0, frame: 0, fps: data.fps, totalDurationMs: total, frameTimes: times,
        stage, scene, data, palette,
        seek, play, pause,
        isPlaying: () => playing,
      };
      function layout() {
        const box = $("stage-box");
        const availW = Math.max(120, box.clientWidth - 24);
        const availH = Math.max(200, window.innerHeight * 0.56);
        const s = Math.max(0.05, Math.min(availW / W, availH / H, 3));
        api.scale = s;
        stage.style.width = W * s + "px";
        stage.style.height = H * s + "px";
        scene.style.transform = `scale(${s})`;
        // Text keeps its size in scene units, but never shows below a readable size on screen.
        for (const t of texts) {
          t.el.style.fontSize = Math.max(t.size, MIN_TEXT_PX / s) + "px";
        }
      }

      const css = (m) => (m.length === 6 ? `matrix(${m.join(",")})` : `matrix3d(${m.join(",")})`);
      function frameAt(ms) {
        let lo = 0;
        let hi = times.length - 1;
        if (!(ms > times[0])) return 0;
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (times[mid] <= ms) lo = mid;
          else hi = mid - 1;
        }
        return lo;
      }
      function draw(index) {
        const records = data.draw[index];
        for (let k = 0; k < els.length; k++) {
          const [m, w, h, opacity, visible, sx, sy, clip, image, radius] = records[k];
          const p = els[k];
          const st = p.view.style;
          st.transform = css(m);
          st.width = w + "px";
          st.height = h + "px";
          st.opacity = flat ? (opacity > 0 ? 1 : 0) : opacity;
          st.visibility = visible ? "inherit" : "hidden";
          const round = radius && !flat ? ` round ${radius}px` : "";
          st.clipPath = clip
            ? `inset(${clip[1]}px ${w - clip[2]}px ${h - clip[3]}px ${clip[0]}px${round})` : "";
          if (p.content) p.content.style.transform = `translate(${-sx}px, ${-sy}px)`;
          if (p.image && image) p.image.style.transform = css(image);
        }
      }

      // Timeline (Gantt): one row per view and property, a bar per animator.
      const step = data.tickStep;
      const axisEnd = Math.max(step, Math.ceil(total / step) * step);
      const gantt = $("gantt");
      const rowsOf = new Map();
      const axis = document.createElement("div");
      axis.className = "row axis";
      axis.innerHTML = '<div class="label"></div><div class="track"></div>';
      for (let t = 0; t <= axisEnd + 1e-9; t += step) {
        const tick = document.createElement("span");
        tick.className = "tick";
        tick.style.left = (t / axisEnd) * 100 + "%";
        tick.textContent = `${Math.round(t * 100) / 100} ms`;
        axis.lastChild.appendChild(tick);
      }
      gantt.appendChild(axis);
      const pct = (ms) => (ms / axisEnd) * 100 + "%";
      data.rows.forEach((row) => {
        const r = document.createElement("div");
        r.className = "row data";
        r.dataset.key = row.key;
        const label = document.createElement("div");
        label.className = "label";
        label.title = `${row.key} · ${row.property}`;
        label.append(row.key + " ");
        const prop = document.createElement("span");
        prop.className = "prop";
        prop.textContent = row.property;
        label.appendChild(prop);
        const track = document.createElement("div");
        track.className = "track";
        for (const bar of row.bars) {
          if (bar.start > 0) {
            const lead = document.createElement("div");
            lead.className = "lead";
            lead.style.left = "0";
            lead.style.width = pct(bar.start);
            track.appendChild(lead);
          }
          const b = document.createElement("div");
          b.className = "bar";
          b.style.left = pct(bar.start);
          b.style.width = pct(bar.end - bar.start);
          b.style.background = data.colors[bar.transition] || data.otherColor;
          b.dataset.animator = bar.animator;
          b.dataset.key = row.key;
          track.appendChild(b);
        }
        r.append(label, track);
        gantt.appendChild(r);
        if (!rowsOf.has(row.key)) rowsOf.set(row.key, []);
        rowsOf.get(row.key).push(r);
      });
      if (data.rows.length === 0) {
        const empty = document.createElement("div");
        empty.className = "empty";
        const changes = data.plan.appearing.length + data.plan.disappearing.length;
        empty.textContent = changes === 0
          ? "No animators: nothing changes between these scenes."
          : `No animators: this transition animates none of the changes; ${data.plan.appearing.length} `
            + `appearing and ${data.plan.disappearing.length} disappearing views change at once.`;
        gantt.appendChild(empty);
      }
      const playhead = document.createElement("div");
      playhead.id = "playhead";
      gantt.appendChild(playhead);
      function placePlayhead(ms) {
        const track = axis.lastChild;
        const x = track.offsetLeft + (ms / axisEnd) * track.clientWidth;
        playhead.style.left = x + "px";
      }
      gantt.addEventListener("click", (event) => {
        const track = axis.lastChild;
        const rect = track.getBoundingClientRect();
        if (event.clientX < rect.left) return;
        pause();
        seek(Math.min(total, Math.max(0, ((event.clientX - rect.left) / rect.width) * axisEnd)));
      });

      // Highlighting and the tooltip.
      const tip = $("tip");
      let highlighted = null;
      function highlight(key) {
        if (highlighted === key) return;
        for (const e of document.querySelectorAll(".hl")) e.classList.remove("hl");
        highlighted = key;
        if (key === null) return;
        for (const i of byKey.get(key) || []) els[i].view.classList.add("hl");
        for (const r of rowsOf.get(key) || []) {
          r.classList.add("hl");
          for (const b of r.querySelectorAll(".bar")) b.classList.add("hl");
        }
        for (const g of marks.querySelectorAll("[data-ghost]")) {
          if (g.getAttribute("data-ghost") === key) g.classList.add("hl");
        }
      }
      // Display only: numbers rounded to 3 decimals.
      const fmt = (v) =>
        JSON.stringify(v, (k, x) => (typeof x === "number" ? Math.round(x * 1000) / 1000 : x));
      function curveSVG(index, w = 160, h = 70) {
        if (index === null || index === undefined) return "";
        const ys = data.curves[index];
        const lo = Math.min(0, ...ys);
        const hi = Math.max(1, ...ys);
        const pts = ys.map((y, i) => `${(i / (ys.length - 1)) * w},${h - ((y - lo) / (hi - lo)) * h}`);
        const y0 = h - ((0 - lo) / (hi - lo)) * h;
        const y1 = h - ((1 - lo) / (hi - lo)) * h;
        return `<svg width="${w}" height="${h}" viewBox="-2 -2 ${w + 4} ${h + 4}">` +
          `<line x1="0" y1="${y0}" x2="${w}" y2="${y0}" stroke="#9E9E9E" stroke-width="0.5"/>` +
          `<line x1="0" y1="${y1}" x2="${w}" y2="${y1}" stroke="#9E9E9E" stroke-width="0.5"` +
          ` stroke-dasharray="2 2"/>` +
          `<polyline points="${pts.join(" ")}" fill="none" stroke="var(--accent)"` +
          ` stroke-width="2"/></svg>`;
      }
      function escapeText(s) {
        const d = document.createElement("div");
        d.textContent = String(s);
        return d.innerHTML;
      }
      // Each animator's curve name, as its timeline bar has it.
      const curveNames = [];
      for (const row of data.rows) {
        for (const bar of row.bars) curveNames[bar.animator] = bar.interpolator;
      }
      function showTip(index, x, y) {
        const a = data.plan.animators[index];
        const name = curveNames[index];
        tip.innerHTML =
          `<strong>${escapeText(a.target)}</strong> · ${escapeText(a.property)}<br>` +
          `${escapeText(a.transition)} · ${a.startMs}–${a.startMs + a.durationMs} ms · ` +
          `${escapeText(name)}<div class="values">${escapeText(fmt(a.from))} → ` +
          `${escapeText(fmt(a.to))}</div>` +
          (a.path ? `<div class="values">path ${escapeText(fmt(a.path))}</div>` : "") +
          curveSVG(data.curveOf[index]);
        tip.style.display = "block";
        const r = tip.getBoundingClientRect();
        tip.style.left = Math.max(4, Math.min(x + 14, window.innerWidth - r.width - 8)) + "px";
        tip.style.top = Math.max(4, Math.min(y + 14, window.innerHeight - r.height - 8)) + "px";
      }
      gantt.addEventListener("mouseover", (event) => {
        const bar = event.target.closest(".bar");
        const row = event.target.closest(".row.data");
        if (bar) showTip(Number(bar.dataset.animator), event.clientX, event.clientY);
        else tip.style.display = "none";
        highlight(row ? row.dataset.key : null);
      });
      gantt.addEventListener("mouseleave", () => {
        tip.style.display = "none";
        highlight(null);
      });
      const inspector = $("inspector");
      const inspectorDefault = inspector.innerHTML;
      function inspect(key) {
        if (key === null) {
          inspector.innerHTML = inspectorDefault;
          return;
        }
        const sample = data.frames[api.frame].views[key];
        const animators = data.plan.animators.filter((a) => a.target === key);
        let html = `<h2>${escapeText(key)}</h2><dl>`;
        const node = data.nodes[byKey.get(key)[0]];
        html += `<dt>class</dt><dd>${escapeText(node.class)}</dd>`;
        if (sample) {
          html += `<dt>bounds</dt><dd>${escapeText(fmt(sample.bounds))}</dd>`;
          html += `<dt>alpha</dt><dd>${fmt(sample.alpha)}</dd>`;
          html += `<dt>visible</dt><dd>${sample.visible}${sample.overlay ? " (overlay)" : ""}</dd>`;
        }
        html += "</dl>";
        for (const a of animators) {
          const index = data.plan.animators.indexOf(a);
          html += `<p>${escapeText(a.transition)} ${escapeText(a.property)}: ` +
            `${a.startMs}–${a.startMs + a.durationMs} ms<br><code>${escapeText(fmt(a.from))} → ` +
            `${escapeText(fmt(a.to))}</code>${curveSVG(data.curveOf[index], 120, 44)}</p>`;
        }
        inspector.innerHTML = html;
      }
      let inspected = null;
      scene.addEventListener("mouseover", (event) => {
        const v = event.target.closest("[data-view]");
        inspected = v ? v.dataset.view : null;
        highlight(inspected);
        inspect(inspected);
      });
      scene.addEventListener("mouseleave", () => {
        inspected = null;
        highlight(null);
        inspect(null);
      });

      // Playback.
      const scrubber = $("scrubber");
      const clock = $("clock");
      const clockText = (t, frame) =>
        `${t.toFixed(1)} / ${total} ms · frame ${frame + 1}/${times.length}`;
      // A fixed width, that of the longest label (digits are tabular), so that the scrubber
      // beside it keeps its width while the label changes.
      clock.textContent = clockText(total, times.length - 1);
      clock.style.width = Math.ceil(clock.getBoundingClientRect().width) + "px";
      const playButton = $("play");
      scrubber.max = String(total);
      scrubber.step = "any";
      let playing = false;
      let last = 0;
      let speed = 1;
      function seek(ms) {
        const t = Math.min(Math.max(Number(ms) || 0, 0), total);
        api.time = t;
        api.frame = frameAt(t);
        draw(api.frame);
        scrubber.value = String(t);
        clock.textContent = clockText(t, api.frame);
        placePlayhead(t);
        if (inspected !== null) inspect(inspected);
        return api.frame;
      }
      function tick(now) {
        if (!playing) return;
        let t = api.time + (now - last) * speed;
        last = now;
        if (t >= total) {
          if ($("loop").checked && total > 0) t = t % total;
          else {
            seek(total);
            pause();
            return;
          }
        }
        seek(t);
        requestAnimationFrame(tick);
      }
      function play() {
        if (playing) return;
        if (api.time >= total) seek(0);
        playing = true;
        playButton.textContent = "Pause";
        last = performance.now();
        requestAnimationFrame(tick);
      }
      function pause() {
        playing = false;
        playButton.textContent = "Play";
      }
      function stepFrames(n) {
        pause();
        const i = Math.min(Math.max(api.frame + n, 0), times.length - 1);
        seek(times[i]);
      }
      playButton.addEventListener("click", () => (playing ? pause() : play()));
      $("back").addEventListener("click", () => stepFrames(-1));
      $("forward").addEventListener("click", () => stepFrames(1));
      scrubber.addEventListener("input", () => {
        pause();
        seek(Number(scrubber.value));
      });
      $("speed").addEventListener("change", (e) => (speed = Number(e.target.value)));
      const toggles = { "show-start": "start", "show-end": "end", "show-matches": "matches" };
      for (const [id, layer] of Object.entries(toggles)) {
        const box = $(id);
        const update = () => (groups[layer].style.display = box.checked ? "" : "none");
        box.addEventListener("change", update);
        update();
      }
      const outlines = $("show-outlines");
      const updateOutlines = () => scene.classList.toggle("no-outlines", !outlines.checked);
      outlines.addEventListener("change", () => {
        for (const p of els) {
          if (!p.view.style.backgroundColor) p.view.classList.toggle("outlined", outlines.checked);
        }
        updateOutlines();
      });
      document.addEventListener("keydown", (event) => {
        if (event.target.tagName === "SELECT") return;
        if (event.key === " ") {
          event.preventDefault();
          playing ? pause() : play();
        } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
          event.preventDefault();
          stepFrames((event.key === "ArrowLeft" ? -1 : 1) * (event.shiftKey ? 10 : 1));
        } else if (event.key === "Home") {
          pause();
          seek(0);
        } else if (event.key === "End") {
          pause();
          seek(total);
        }
      });

      // Render mode (scenediff render): only the stage, at `s` CSS pixels per scene unit, with
      // no outlines, ghosts or minimum text size, no longer following the window's size.
      let rendering = false;
      // With `debugPalette`, every view is a flat box of its palette colour: no text, image,
      // outline or round corners, and fully opaque wherever its opacity is above 0.
      api.stageOnly = (s, debugPalette) => {
        pause();
        rendering = true;
        outlines.checked = false;
        outlines.dispatchEvent(new Event("change"));
        marks.style.display = "none";
        document.body.replaceChildren(stage);
        document.body.style.margin = "0";
        document.body.style.background = "#FFFFFF";
        Object.assign(stage.style, { position: "fixed", left: "0", top: "0", boxShadow: "none" });
        api.scale = s;
        stage.style.width = W * s + "px";
        stage.style.height = H * s + "px";
        scene.style.transform = `scale(${s})`;
        for (const t of texts) t.el.style.fontSize = t.size + "px";
        if (debugPalette) {
          flat = true;
          els.forEach((p, i) => {
            p.view.classList.remove("outlined");
            p.view.style.backgroundColor = `rgb(${palette[i].join(",")})`;
            p.view.style.borderRadius = "0";
            if (p.image) p.image.style.display = "none";
          });
          for (const t of texts) t.el.style.display = "none";
          draw(api.frame);
        }
      };

      window.sceneDiff = api;
      layout();
      seek(0);
      window.addEventListener("resize", () => {
        if (rendering) return;
        layout();
        placePlayhead(api.time);
      });
      if (!/[?&#]paused/.test(location.href) && total > 0 && !navigator.webdriver) play();
    })();
    """#
}
