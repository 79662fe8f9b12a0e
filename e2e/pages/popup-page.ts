import type { BrowserContext, Page } from 'playwright-core';

/** Page object for the extension popup, opened as a tab at its extension URL. */
export class PopupPage {
  private constructor(readonly page: Page) {}

  static async open(context: BrowserContext, extensionId: string): Promise<PopupPage> {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup/popup.html`);
    await page.getByRole('heading', { name: 'PromptVeil' }).waitFor();
    return new PopupPage(page);
  }

  async modeValue(): Promise<string> {
    return this.page.getByLabel('Mode').inputValue();
  }
}
