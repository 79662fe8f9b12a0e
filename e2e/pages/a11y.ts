/**
 * Accessibility and screenshot helpers shared by the UI page objects. axe-core is evaluated through the DevTools
 * protocol (page.evaluate), which extension pages' CSP (script-src 'self') does not block, unlike a <script> tag.
 */
import { readFileSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../.out/screenshots');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.x A/AA rules and best practices) on the page, optionally only inside `include`. */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (sel) => {
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe;
    const context = sel ? { include: [[sel]] } : document;
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  }, include ?? null);
}

/** Saves a PNG under e2e/.out/screenshots and returns its path and size in bytes. */
export async function screenshot(
  page: Page,
  name: string,
  selector?: string,
): Promise<{ path: string; bytes: number; png: Buffer }> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  const png = selector
    ? await page.locator(selector).screenshot({ path })
    : await page.screenshot({ path, fullPage: true });
  return { path, bytes: statSync(path).size, png };
}

/**
 * Presses Tab until focus comes back to the first element reached (or `max` presses) and returns the interactive
 * elements of the page that focus never reached, described by tag and accessible text. Disabled controls are
 * skipped: they are not operable by anyone.
 */
export async function unreachableByTab(page: Page, max = 200): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    (window as unknown as { __pvSeen: Set<Element> }).__pvSeen = new Set();
  });
  let first: string | null = null;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const w = window as unknown as { __pvSeen: Set<Element>; __pvIds?: Map<Element, string> };
      w.__pvSeen.add(el);
      w.__pvIds ??= new Map();
      if (!w.__pvIds.has(el)) w.__pvIds.set(el, String(w.__pvIds.size));
      return w.__pvIds.get(el) ?? null;
    });
    if (id === null) continue;
    if (first === null) first = id;
    else if (id === first) break;
  }
  return page.evaluate(() => {
    const seen = (window as unknown as { __pvSeen: Set<Element> }).__pvSeen;
    const all = [
      ...document.querySelectorAll(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ];
    // A radio group is one tab stop: Tab reaches its checked (or first) radio and the arrow keys the others, so a
    // radio counts as reachable when any radio of its group was.
    const groupSeen = (el: Element): boolean =>
      el instanceof HTMLInputElement &&
      el.type === 'radio' &&
      el.name !== '' &&
      [...seen].some((x) => x instanceof HTMLInputElement && x.type === 'radio' && x.name === el.name);
    return all
      .filter((el) => !(el as HTMLButtonElement).disabled && (el as HTMLElement).offsetParent !== null && !seen.has(el) && !groupSeen(el))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
      );
  });
}
