import type { Page } from 'puppeteer-core';

/**
 * Page object for a replica chat site and the PromptVeil overlay inside it, driven through puppeteer (WebDriver
 * BiDi). The overlay lives in an open shadow root, so queries go through `host.shadowRoot` inside the page.
 */
export class FirefoxChatPage {
  constructor(
    readonly page: Page,
    private readonly composerSelector: string,
  ) {}

  /** Types into the composer with real key events, as a user would (the site's editor must see them). */
  async type(text: string): Promise<void> {
    await this.page.click(this.composerSelector);
    await this.page.keyboard.type(text);
  }

  async pressEnter(): Promise<void> {
    await this.page.keyboard.press('Enter');
  }

  async waitForOverlay(state: 'busy' | 'review' | 'error', timeout = 90_000): Promise<void> {
    await this.page.waitForSelector(`promptveil-overlay[data-state="${state}"]`, { timeout });
  }

  /** The text the overlay says will be sent. */
  async previewText(): Promise<string> {
    const handle = await this.page.waitForFunction(
      () => {
        const p = document.querySelector('promptveil-overlay')?.shadowRoot?.querySelector('[data-testid="preview"]');
        const text = p?.textContent ?? '';
        return text.length > 0 ? text : false;
      },
      { timeout: 30_000 },
    );
    const value = await handle.jsonValue();
    return typeof value === 'string' ? value : '';
  }

  /** Clicks an overlay button by its visible label with a real pointer click at its position. */
  async clickButton(label: string): Promise<void> {
    await clickOverlayButton(this.page, label);
  }

  /** What the composer holds now (textarea value, or an editor's text). */
  async composerText(): Promise<string> {
    return this.page.$eval(this.composerSelector, (el) => (el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '')));
  }
}

/** Clicks the PromptVeil overlay's button with this visible label by a real pointer click at its position. */
export async function clickOverlayButton(page: Page, label: string): Promise<void> {
  const box = await page.evaluate((name: string) => {
    const root = document.querySelector('promptveil-overlay')?.shadowRoot;
    const button = [...(root?.querySelectorAll('button') ?? [])].find((b) => (b.textContent ?? '').trim() === name);
    if (!button) return null;
    button.scrollIntoView({ block: 'center' });
    const r = button.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, label);
  if (!box) throw new Error(`overlay has no button "${label}"`);
  await page.mouse.click(box.x, box.y);
}
