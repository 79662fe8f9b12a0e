import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { ReplicaSite } from '../sites/catalog.ts';

export type OverlayState = 'busy' | 'review' | 'error' | 'over-cap';

/** Page object for a replica chat site and the PromptVeil overlay inside it. */
export class ChatPage {
  private constructor(
    readonly page: Page,
    private readonly composerSelector: string,
    readonly site: ReplicaSite | null,
  ) {}

  static async open(context: BrowserContext, host: string, composerSelector: string, path = '/'): Promise<ChatPage> {
    const page = await context.newPage();
    await page.goto(`https://${host}${path}`);
    await page.waitForSelector(composerSelector);
    return new ChatPage(page, composerSelector, null);
  }

  /** Opens a replica from the catalog (e2e/sites/catalog.ts). */
  static async openSite(context: BrowserContext, site: ReplicaSite, path = '/'): Promise<ChatPage> {
    const page = await context.newPage();
    await page.goto(`https://${site.host}${path}`);
    await page.waitForSelector(site.composer);
    return new ChatPage(page, site.composer, site);
  }

  get composer(): Locator {
    return this.page.locator(this.composerSelector);
  }

  /** The overlay host element; Playwright's CSS engine pierces its open shadow root. */
  get overlay(): Locator {
    return this.page.locator('promptveil-overlay');
  }

  get replies(): Locator {
    if (!this.site) throw new Error('replies need a catalog site');
    return this.page.locator(this.site.reply);
  }

  async type(text: string): Promise<void> {
    await this.composer.click();
    await this.composer.pressSequentially(text, { delay: 0 });
  }

  async fill(text: string): Promise<void> {
    await this.composer.fill(text);
  }

  async pressEnter(): Promise<void> {
    await this.composer.press('Enter');
  }

  async pressShiftEnter(): Promise<void> {
    await this.composer.press('Shift+Enter');
  }

  /** Clicks the site's own send control (not the overlay's). */
  async clickSiteSend(): Promise<void> {
    if (!this.site) throw new Error('clickSiteSend needs a catalog site');
    await this.page.locator(this.site.send).click();
  }

  /** What the composer shows: the textarea's value, or the rich editor's text with one line per paragraph. */
  async composerText(): Promise<string> {
    return this.composer.evaluate((el) => {
      if (el instanceof HTMLTextAreaElement) return el.value;
      const read = (node: Node): string => {
        let s = '';
        const kids = [...node.childNodes];
        kids.forEach((k, i) => {
          if (k.nodeType === Node.TEXT_NODE) s += (k as Text).data;
          else if (k.nodeName === 'BR') s += i === kids.length - 1 ? '' : '\n';
          else s += read(k);
        });
        return s;
      };
      return [...el.childNodes].map((n) => (n.nodeType === Node.TEXT_NODE ? (n as Text).data : read(n))).join('\n');
    });
  }

  async waitForOverlay(state: OverlayState, timeout = 60_000): Promise<void> {
    await this.page.locator(`promptveil-overlay[data-state="${state}"]`).waitFor({ state: 'attached', timeout });
  }

  async overlayState(): Promise<string | null> {
    return this.page.evaluate(() => document.querySelector('promptveil-overlay')?.getAttribute('data-state') ?? null);
  }

  async waitForOverlayClosed(timeout = 10_000): Promise<void> {
    await this.overlay.waitFor({ state: 'detached', timeout });
  }

  async previewText(): Promise<string> {
    const preview = this.overlay.locator('[data-testid="preview"]');
    await this.page.waitForFunction(() => {
      const host = document.querySelector('promptveil-overlay');
      const p = host?.shadowRoot?.querySelector('[data-testid="preview"]');
      return !!p && (p.textContent ?? '').length > 0;
    });
    return (await preview.textContent()) ?? '';
  }

  /** The text of the overlay (title, meta line, error message…). */
  async overlayText(): Promise<string> {
    return this.page.evaluate(() => document.querySelector('promptveil-overlay')?.shadowRoot?.textContent ?? '');
  }

  async clickButton(name: string): Promise<void> {
    await this.overlay.getByRole('button', { name }).click();
  }

  /** Starts a clock in the page just before Enter; `overlayLatency` reads Enter → review overlay painted. */
  async armOverlayTimer(): Promise<void> {
    await this.page.evaluate(() => {
      const w = window as unknown as { __pvT0: number; __pvT1: number | null };
      w.__pvT1 = null;
      const observer = new MutationObserver(() => {
        const host = document.querySelector('promptveil-overlay[data-state="review"]');
        if (!host || w.__pvT1 !== null) return;
        observer.disconnect();
        // The next animation frame is when the overlay is painted.
        requestAnimationFrame(() => (w.__pvT1 = performance.now()));
      });
      observer.observe(document.documentElement, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
      w.__pvT0 = performance.now();
    });
  }

  async overlayLatency(): Promise<number> {
    await this.page.waitForFunction(() => (window as unknown as { __pvT1: number | null }).__pvT1 !== null);
    return this.page.evaluate(() => {
      const w = window as unknown as { __pvT0: number; __pvT1: number };
      return w.__pvT1 - w.__pvT0;
    });
  }
}
