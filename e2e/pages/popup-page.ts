import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Page object for the extension popup, opened as a tab at its extension URL (optionally naming the tab it is for). */
export class PopupPage {
  private constructor(readonly page: Page) {}

  static async open(context: BrowserContext, extensionId: string, tabId?: number): Promise<PopupPage> {
    const page = await context.newPage();
    await page.setViewportSize({ width: 420, height: 900 });
    await page.goto(`chrome-extension://${extensionId}/popup/popup.html${tabId !== undefined ? `?tab=${tabId}` : ''}`);
    await page.getByRole('heading', { name: 'PromptVeil' }).waitFor();
    return new PopupPage(page);
  }

  async modeValue(): Promise<string> {
    return this.page.getByLabel('Mode', { exact: true }).inputValue();
  }

  async selectMode(mode: string): Promise<void> {
    await this.page.getByLabel('Mode', { exact: true }).selectOption(mode);
  }

  get slider(): Locator {
    return this.page.getByRole('slider', { name: /Privacy budget/ });
  }

  async epsilon(): Promise<number> {
    return Number(await this.page.getByTestId('epsilon-value').textContent());
  }

  get preview(): Locator {
    return this.page.getByTestId('popup-preview');
  }

  /** Waits until the preview shows a finished result different from `previous` and returns it. */
  async previewText(previous?: string, timeout = 60_000): Promise<string> {
    try {
      await this.page.waitForFunction(
        (prev) => {
          const el = document.querySelector('[data-testid="popup-preview"]');
          const t = el?.textContent ?? '';
          return el?.getAttribute('aria-busy') === 'false' && t.length > 1 && t !== '…' && t !== prev;
        },
        previous ?? null,
        { timeout },
      );
    } catch (err) {
      const section = await this.page
        .getByRole('region', { name: 'How details are protected' })
        .innerText()
        .catch(() => '?');
      throw new Error(`no new preview (previous: ${JSON.stringify(previous)}); popup shows: ${section}`, {
        cause: err,
      });
    }
    return (await this.preview.textContent()) ?? '';
  }

  get tabPanel(): Locator {
    return this.page.getByTestId('tab-panel');
  }

  get siteSwitch(): Locator {
    return this.page.getByTestId('site-switch');
  }

  get reviewPanel(): Locator {
    return this.page.getByTestId('review-panel');
  }

  spanCheckbox(text: string): Locator {
    return this.reviewPanel.getByRole('checkbox', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  }

  async addPhrase(phrase: string, kind: string): Promise<void> {
    await this.page.getByLabel('Also protect').fill(phrase);
    await this.page.getByLabel('as', { exact: true }).selectOption({ label: kind });
    await this.reviewPanel.getByRole('button', { name: 'Add' }).click();
  }

  async engineState(): Promise<string | null> {
    return this.page.getByTestId('engine-state').getAttribute('data-state');
  }
}
