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
