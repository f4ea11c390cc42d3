/**
 * What the artwork-editor bench installs in the page (Playwright init script, before the app's
 * own code): it only reads what the page shows — the editor canvas's pixels, the layer list's
 * rows, the Properties panel, antd's message — and the timestamps of the real input events
 * Playwright sends. Nothing here calls into the editor.
 */

export interface ProbeConfig {
  artworkWidth: number;
  /** The pasteboard around the artwork on the editor's stage, in CSS pixels (mfe-design canvas/editorStage.ts STAGE_MARGIN). */
  stageMargin: number;
  marker: { id: string; title: string; x: number; y: number; height: number };
  /** The paste offset of the editor (actions/clipboard.ts PASTE_OFFSET), in design units. */
  pasteOffset: number;
}

/** A condition the page is polled for, once per animation frame. */
export type ProbeCondition =
  | { kind: 'drawn' }
  | { kind: 'selected' }
  | { kind: 'pasted' }
  | { kind: 'unpasted' }
  | { kind: 'saved' }
  | { kind: 'markerAt'; x: number; y: number };

/** The input event that starts a measurement (its `timeStamp` is the start). */
export type ProbeTrigger = { type: 'pointerdown' } | { type: 'pointerup' } | { type: 'keydown'; key: string } | { type: 'click'; button: string };

export interface ProbeTiming {
  /** event.timeStamp of the trigger (performance.now() time base, i.e. ms since navigation start). */
  triggerAt: number;
  /** performance.now() in the first animation frame callback that found the condition true. */
  shownAt: number;
}

export interface FrameSample {
  /** requestAnimationFrame deltas (ms) over the sampled span. */
  intervals: number[];
  /**
   * Per frame that handled pointer input: from the first pointermove handler of the frame to the
   * end of that frame's rendering update (a message posted from the frame's animation-frame
   * callbacks runs after style, layout, paint and Konva's own rAF draw), in ms.
   */
  work: number[];
}

export interface EditorBenchProbes {
  /** performance.now() of the first frame whose scene canvas shows the marker (null until then). */
  drawnAt: number | null;
  check(condition: ProbeCondition): boolean;
  arm(name: string, condition: ProbeCondition, trigger: ProbeTrigger): void;
  /** The armed measurement; rejects after `timeoutMs` saying whether the trigger was seen and what the page shows. */
  result(name: string, timeoutMs: number): Promise<ProbeTiming>;
  startFrames(): void;
  stopFrames(): FrameSample;
}

declare global {
  interface Window {
    __editorBench: EditorBenchProbes;
  }
}

/** Runs in the page (serialised by Playwright): keep it self-contained. */
export function installProbes(cfg: ProbeConfig): void {
  // The scene's canvases are the stage's first two (editorStage.ts: the scene's lower and upper
  // parts, then drag and overlay): the upper one is transparent where it draws nothing.
  const sceneCanvases = () => [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="artwork-canvas"] canvas')].slice(0, 2);
  // The stage is the artwork plus a pasteboard of stageMargin CSS pixels on each side.
  const magentaAt = (x: number, y: number): boolean => {
    const [lower, upper] = sceneCanvases();
    if (!lower || !lower.width) return false;
    const pixelRatio = lower.width / lower.clientWidth || 1;
    const margin = cfg.stageMargin * pixelRatio;
    const k = (lower.width - 2 * margin) / cfg.artworkWidth;
    const at = (canvas: HTMLCanvasElement) => canvas.getContext('2d')!.getImageData(Math.floor(margin + x * k), Math.floor(margin + y * k), 1, 1).data;
    const top = upper ? at(upper) : null;
    // What shows: the upper canvas where it is opaque, else the lower one.
    const pixel = top && top[3] > 200 ? top : at(lower);
    return pixel[0] > 200 && pixel[1] < 60 && pixel[2] > 200;
  };
  // The layer list is virtual (only the rows in view exist): its first row is the top of the stack.
  const firstRow = () => document.querySelector('[aria-label="Layers"] [data-testid^="layer-row-"]');
  // Inside the copy's box, outside the original's: the copy sits PASTE_OFFSET lower and to the right.
  const copyPoint = () => ({ x: cfg.marker.x + cfg.pasteOffset + 5, y: cfg.marker.y + cfg.marker.height + cfg.pasteOffset / 2 });

  const check = (condition: ProbeCondition): boolean => {
    switch (condition.kind) {
      case 'drawn':
        return magentaAt(cfg.marker.x + 12, cfg.marker.y + 12);
      case 'selected':
        return document.querySelector<HTMLInputElement>('[aria-label="Properties"] input[aria-label="Title"]')?.value === cfg.marker.title;
      // The copies go on top of the stack, titled 'Copy of …'; the marker's copy is drawn over the marker.
      case 'pasted':
        return !!firstRow()?.textContent?.startsWith(`Copy of ${cfg.marker.title}`) && magentaAt(copyPoint().x, copyPoint().y);
      case 'unpasted':
        return firstRow()?.getAttribute('data-testid') === `layer-row-${cfg.marker.id}` && !magentaAt(copyPoint().x, copyPoint().y);
      case 'saved':
        return [...document.querySelectorAll('.ant-message-notice')].some((n) => n.textContent?.includes('Artwork updated'));
      case 'markerAt':
        return magentaAt(condition.x + 12, condition.y + 12);
    }
  };

  const matches = (trigger: ProbeTrigger, event: Event): boolean => {
    if (event.type !== trigger.type) return false;
    if (trigger.type === 'keydown') return (event as KeyboardEvent).key.toLowerCase() === trigger.key;
    if (trigger.type === 'click') return (event.target as Element | null)?.closest('button')?.textContent?.trim() === trigger.button;
    return true;
  };

  const pending = new Map<string, { done: Promise<ProbeTiming>; triggered: () => boolean; condition: ProbeCondition }>();
  const describe = () =>
    JSON.stringify({
      drawn: check({ kind: 'drawn' }),
      title: document.querySelector<HTMLInputElement>('[aria-label="Properties"] input[aria-label="Title"]')?.value ?? null,
      firstRow: firstRow()?.textContent ?? null,
      messages: [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent),
    });
  const probes: EditorBenchProbes = {
    drawnAt: null,
    check,
    arm(name, condition, trigger) {
      let triggerAt: number | null = null;
      pending.set(name, {
        condition,
        triggered: () => triggerAt !== null,
        done: new Promise((resolve) => {
          // Capture phase on window: runs before the page's own listeners see the event.
          const onEvent = (event: Event) => {
            if (triggerAt === null && matches(trigger, event)) triggerAt = event.timeStamp;
          };
          window.addEventListener(trigger.type, onEvent, true);
          const tick = () => {
            if (triggerAt !== null && check(condition)) {
              window.removeEventListener(trigger.type, onEvent, true);
              resolve({ triggerAt, shownAt: performance.now() });
            } else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      });
    },
    result(name, timeoutMs) {
      const found = pending.get(name);
      if (!found) throw new Error(`no measurement "${name}" was armed`);
      pending.delete(name);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${name}: ${JSON.stringify(found.condition)} not shown within ${timeoutMs} ms (trigger seen: ${found.triggered()}; page: ${describe()})`)),
          timeoutMs,
        );
        found.done.then((timing) => {
          clearTimeout(timer);
          resolve(timing);
        });
      });
    },
    startFrames() {
      sampling = { intervals: [], work: [] };
      let last: number | null = null;
      const loop = (now: number) => {
        if (!sampling) return;
        if (last !== null) sampling.intervals.push(now - last);
        last = now;
        const started = inputStart;
        inputStart = null;
        if (started !== null) {
          const into = sampling;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => into.work.push(performance.now() - started);
          channel.port2.postMessage(0);
        }
        requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
    },
    stopFrames() {
      const taken = sampling ?? { intervals: [], work: [] };
      sampling = null;
      return taken;
    },
  };
  let sampling: FrameSample | null = null;
  let inputStart: number | null = null;
  window.addEventListener(
    'pointermove',
    () => {
      if (sampling && inputStart === null) inputStart = performance.now();
    },
    true,
  );

  // Route open: from the document's start, look for the drawn marker once per frame.
  const poll = () => {
    if (check({ kind: 'drawn' })) probes.drawnAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  window.__editorBench = probes;
}
