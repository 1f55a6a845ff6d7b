// Stand-in for the nprogress package. theme-classic's route-change progress bar (its client module
// lib/nprogress.js) calls only configure(), start() and done(); this draws the same
// #nprogress > .bar > .peg markup, which theme-classic's nprogress.css styles. It is in every page's
// main bundle: minified and gzipped, this is 0.44 KB and nprogress 0.2.0 is 1.76 KB.
const TICK_MS = 200;

let root: HTMLElement | null = null;
let progress = 0;
let trickle: number | undefined;
let removal: number | undefined;

function render(value: number): void {
  progress = value;
  const bar = root?.firstElementChild as HTMLElement | null | undefined;
  if (bar) bar.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
}

function start(): void {
  window.clearTimeout(removal);
  if (!root) {
    root = document.createElement('div');
    root.id = 'nprogress';
    root.innerHTML = '<div class="bar" role="presentation"><div class="peg"></div></div>';
    (root.firstElementChild as HTMLElement).style.transition = `transform ${TICK_MS}ms ease`;
    document.body.appendChild(root);
  }
  // A finished bar still fading out starts over from the minimum, as nprogress's start() does once
  // done() has cleared its status; a running one carries on.
  if (trickle === undefined) render(0.08);
  root.style.transition = '';
  root.style.opacity = '1';
  window.clearInterval(trickle);
  // Creeps towards the end without reaching it until done().
  trickle = window.setInterval(() => render(progress + (0.994 - progress) * 0.1), TICK_MS);
}

function done(): void {
  if (!root) return;
  window.clearInterval(trickle);
  trickle = undefined;
  render(1);
  const finished = root;
  removal = window.setTimeout(() => {
    finished.style.transition = `opacity ${TICK_MS}ms linear`;
    finished.style.opacity = '0';
    removal = window.setTimeout(() => {
      finished.remove();
      if (root === finished) root = null;
    }, TICK_MS);
  }, TICK_MS);
}

const nprogress = {configure: () => nprogress, start, done};

export default nprogress;
