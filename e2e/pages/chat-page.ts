import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Page object for a replica chat site and the PromptVeil overlay inside it. */
export class ChatPage {
  private constructor(
    readonly page: Page,
    private readonly composerSelector: string,
  ) {}

  static async open(context: BrowserContext, host: string, composerSelector: string): Promise<ChatPage> {
    const page = await context.newPage();
    await page.goto(`https://${host}/`);
    await page.waitForSelector(composerSelector);
    return new ChatPage(page, composerSelector);
  }

  get composer(): Locator {
    return this.page.locator(this.composerSelector);
  }

  /** The overlay host element; Playwright's CSS engine pierces its open shadow root. */
  get overlay(): Locator {
    return this.page.locator('promptveil-overlay');
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

  async waitForOverlay(state: 'busy' | 'review' | 'error', timeout = 60_000): Promise<void> {
    await this.page.locator(`promptveil-overlay[data-state="${state}"]`).waitFor({ state: 'attached', timeout });
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

  async clickButton(name: string): Promise<void> {
    await this.overlay.getByRole('button', { name }).click();
  }
}
