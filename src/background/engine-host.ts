/**
 * Where the engine runs, per browser:
 *  - Chromium: an MV3 service worker cannot start a Worker, so the engine worker lives in the offscreen document
 *    (offscreen-host.ts).
 *  - Firefox: there is no offscreen API, but the MV3 background is an event page that can start the engine worker
 *    itself (worker-host.ts, started from here).
 * offscreen-host.ts's `callEngine` — the one entry every background module uses — asks `ENGINE_IN_BACKGROUND`
 * first. The answer is fixed at build time (`__PV_TARGET__`, defined by vite.config.ts) and written as a literal
 * comparison so the bundler drops the other browser's code from each bundle. Outside a Vite build (unit tests) the
 * constant is undefined and the Chromium path is taken.
 */
import type { EngineReply, EngineRequest } from '../protocol/engine.ts';
import type { ExecutionProviderPreference } from '../engine/encoder/execution-providers.ts';
import { loadSettings } from './settings-store.ts';
import { WorkerEngineHost } from './worker-host.ts';

declare const __PV_TARGET__: 'chrome' | 'firefox' | undefined;

export const ENGINE_IN_BACKGROUND: boolean = typeof __PV_TARGET__ !== 'undefined' && __PV_TARGET__ === 'firefox';

let host: WorkerEngineHost | null = null;
/** The user's execution-provider choice as last read from the settings; the worker gets it when it starts. */
let choice: ExecutionProviderPreference = 'auto';
/** The choice the running worker was started with. */
let hostChoice: ExecutionProviderPreference = 'auto';

function getHost(): WorkerEngineHost {
  host ??= new WorkerEngineHost(
    () => new Worker(new URL('../offscreen/worker.ts', import.meta.url), { type: 'module', name: 'promptveil-engine' }),
    () => chrome.runtime.getURL(''),
    () => {
      hostChoice = choice;
      return choice;
    },
  );
  return host;
}

/** Firefox: sends one engine request to the worker owned by the background page; errors after `timeoutMs`. */
export function callBackgroundEngine(request: EngineRequest, timeoutMs: number): Promise<EngineReply> {
  return getHost().call(request, timeoutMs);
}

/** Firefox: starts the engine worker (and so the model load) ahead of the first request. */
export async function warmBackgroundEngine(): Promise<void> {
  choice = (await loadSettings()).executionProvider;
  getHost().start();
}

/** Firefox: the user changed the execution provider; a worker started with another choice is replaced. */
export async function restartBackgroundEngine(next: ExecutionProviderPreference): Promise<void> {
  choice = next;
  if (!host?.running() || hostChoice === next) return;
  host.dispose('engine restarted with another execution provider');
  await warmBackgroundEngine();
}
