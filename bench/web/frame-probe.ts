/**
 * An init script for the rearrange benchmark: a requestAnimationFrame loop that records every frame's start
 * while a window is open (the longest gap between two frames is the longest frame, however short), a
 * PerformanceObserver for 'long-animation-frame' entries (Chromium's own view of frames over 50 ms), and a
 * wait for "the frame that shows a selector", timed from the last click's event.timeStamp.
 */
export const FRAME_PROBE = `
  (() => {
    const frames = [];
    const loafs = [];
    let recording = false;
    let lastClick = 0;
    addEventListener('click', (event) => { lastClick = event.timeStamp; }, { capture: true });
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) loafs.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'long-animation-frame', buffered: false });
    } catch {}
    const tick = (now) => {
      if (!recording) return;
      frames.push(now);
      requestAnimationFrame(tick);
    };
    window.__frames = {
      start() {
        frames.length = 0;
        recording = true;
        const from = performance.now();
        requestAnimationFrame(tick);
        return from;
      },
      /** Stops recording; the longest frame (gap between frame starts, and from/to the window's edges). */
      stop(from) {
        recording = false;
        const to = performance.now();
        const edges = [from, ...frames, to];
        let longest = 0;
        for (let i = 1; i < edges.length; i++) longest = Math.max(longest, edges[i] - edges[i - 1]);
        const long = loafs.filter((e) => e.start + e.duration >= from && e.start <= to);
        return {
          longest,
          frames: frames.length,
          ms: to - from,
          loafCount: long.length,
          loafMax: Math.max(0, ...long.map((e) => e.duration)),
        };
      },
      /**
       * Resolves once a frame that shows \`selector\` has rendered: polled in requestAnimationFrame, then a task
       * after that frame's style, layout and paint. Gives the time since the last click.
       */
      shown(selector) {
        return new Promise((resolve) => {
          const check = () => {
            if (!document.querySelector(selector)) return void requestAnimationFrame(check);
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - lastClick);
            channel.port2.postMessage(0);
          };
          requestAnimationFrame(check);
        });
      },
    };
  })();
`;
