/// The comparison page's script: one scrubber and play button driving both previews.
enum ComparisonPageScript {
  /// The JavaScript text.
  static let js = #"""
    (() => {
      const scrubber = document.getElementById("scrubber");
      const label = document.getElementById("time");
      const button = document.getElementById("play");
      const total = Number(scrubber.max);
      const frames = ["old", "new"].map((id) => document.getElementById(id)).filter(Boolean);
      const previews = () => frames.map((f) => {
        try { return f.contentWindow && f.contentWindow.sceneDiff; } catch (e) { return null; }
      }).filter(Boolean);
      let playing = false;
      let last = 0;
      const api = { time: 0, totalDurationMs: total };
      function show(ms) {
        for (const p of previews()) { p.pause(); p.seek(ms); }
        scrubber.value = String(ms);
        label.textContent = (Math.round(ms * 10) / 10).toFixed(1) + " / " + total + " ms";
      }
      function seek(ms) {
        api.time = Math.min(total, Math.max(0, Number(ms) || 0));
        show(api.time);
        return api.time;
      }
      function tick(now) {
        if (!playing) return;
        const next = api.time + (now - last);
        last = now;
        if (next >= total) { seek(total); pause(); return; }
        seek(next);
        requestAnimationFrame(tick);
      }
      function play() {
        if (playing) return;
        if (api.time >= total) seek(0);
        playing = true;
        button.textContent = "Pause";
        last = performance.now();
        requestAnimationFrame(tick);
      }
      function pause() { playing = false; button.textContent = "Play"; }
      button.addEventListener("click", () => (playing ? pause() : play()));
      scrubber.addEventListener("input", () => { pause(); seek(Number(scrubber.value)); });
      for (const f of frames) f.addEventListener("load", () => show(api.time));
      Object.assign(api, { seek, play, pause, isPlaying: () => playing, previews });
      window.sceneDiffCompare = api;
      seek(0);
    })();
    """#
}
