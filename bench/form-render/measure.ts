/**
 * In-page instrumentation shared by every bench page (docs/performance.md "## Forms" for the
 * method, after /work/shared/PERFORMANCE.md):
 * - firstRender: the first field input is in the DOM and painted (ms since navigation start);
 * - firstScreen: the inputs in the DOM fill the first viewport (the last one starts below its
 *   bottom edge, or all `expected` are there) and that frame is painted: what a person sees and
 *   can type into first. A page that mounts progressively shows the rest later;
 * - allInputs: `expected` inputs are in the DOM and painted (-1 when that never happens: the
 *   runtime mounts a form of more than 100 fields only near the viewport, mount-scheduler.ts);
 * - settled: the first screen is there and the number of inputs has not changed for QUIET_MS —
 *   the page is loaded; heap is measured then;
 * - keystrokes: each keydown's event.timeStamp to the next paint, marked by requestAnimationFrame
 *   followed by a MessageChannel message. The driver arms a promise before each key and awaits it,
 *   so the next key is only sent after the previous one painted.
 */
export interface BenchState {
  firstRender: number;
  firstScreen: number;
  allInputs: number;
  settled: number;
  /** inputs in the DOM when the page settled */
  settledInputs: number;
  latencies: number[];
  /** placeholders of the first, middle and last text field (the keystroke targets) */
  targets: string[];
  /** resolves at the paint mark of the next keydown */
  arm(): void;
  armed: Promise<number> | null;
}

declare global {
  interface Window {
    __bench?: BenchState;
  }
}

/** How long the input count must stay still after the first screen for the page to count as loaded. */
const QUIET_MS = 1000;

/** Runs `cb` once the frame that follows now has been painted. */
function afterPaint(cb: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => cb();
    channel.port2.postMessage(null);
  });
}

/** Installs the marks; call before rendering. `root` holds the form, `expected` its input count. */
export function instrument(root: HTMLElement, expected: number, targets: string[]): void {
  let resolveMark: ((ms: number) => void) | null = null;
  const state: BenchState = {
    firstRender: -1,
    firstScreen: -1,
    allInputs: -1,
    settled: -1,
    settledInputs: 0,
    latencies: [],
    targets,
    arm() {
      state.armed = new Promise<number>((resolve) => {
        resolveMark = resolve;
      });
    },
    armed: null,
  };
  window.__bench = state;

  let firstSeen = false;
  let screenSeen = false;
  const inputs = root.getElementsByTagName('input');
  const count = () => inputs.length;
  /** The last input in the DOM starts below the viewport: no gap of missing fields on screen. */
  const screenFilled = (n: number) => n >= expected || (n > 0 && inputs[n - 1].getBoundingClientRect().top >= window.innerHeight);
  let quietTimer: ReturnType<typeof setTimeout> | null = null;
  /** (Re)starts the quiet period; called on every change of the input count after the first screen. */
  const awaitQuiet = () => {
    if (quietTimer) clearTimeout(quietTimer);
    quietTimer = setTimeout(() => {
      state.settledInputs = count();
      afterPaint(() => (state.settled = performance.now()));
    }, QUIET_MS);
  };
  let lastCount = 0;
  const observe = () => {
    const n = count();
    if (screenSeen && n !== lastCount && state.settled < 0) awaitQuiet();
    lastCount = n;
    if (!firstSeen && n > 0) {
      firstSeen = true;
      afterPaint(() => (state.firstRender = performance.now()));
    }
    if (!screenSeen && screenFilled(n)) {
      screenSeen = true;
      afterPaint(() => (state.firstScreen = performance.now()));
      awaitQuiet();
    }
    if (n >= expected) {
      observer.disconnect();
      afterPaint(() => (state.allInputs = performance.now()));
    }
  };
  const observer = new MutationObserver(observe);
  observer.observe(root, { childList: true, subtree: true });

  document.addEventListener(
    'keydown',
    (e) => {
      const start = e.timeStamp;
      afterPaint(() => {
        const ms = performance.now() - start;
        state.latencies.push(ms);
        resolveMark?.(ms);
        resolveMark = null;
      });
    },
    true,
  );
}

/** The field count asked for by the page's query (?n=300). */
export const fieldCount = (): number => Math.max(6, Number(new URLSearchParams(location.search).get('n') ?? 30));

/** Placeholder of the i-th text field: the driver finds the first, middle and last one by it. */
export const textPlaceholder = (i: number): string => `bench-text-${i}`;

/** The first, middle and last of a list of text-field indexes, as placeholders. */
export const targetsOf = (textIndexes: number[]): string[] =>
  [textIndexes[0], textIndexes[Math.floor(textIndexes.length / 2)], textIndexes[textIndexes.length - 1]].map(textPlaceholder);
