// What the scripts that drive Debian's Chromium share (benchmarks, screenshots,
// recordings): the browser, its flags, and waiting for a served build.
// The end-to-end tests keep their own copy of the flags in playwright.config.ts.

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH to use another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, offline-safe browser; playwright-core adds `--headless` itself, Lighthouse needs it added. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Chromium through playwright-core's `chromium`, with extra flags after the shared ones. */
export function launchChromium(chromium, extraArgs = []) {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs]});
}

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitForServer(url, ms = 15_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}
