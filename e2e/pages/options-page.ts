import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Page object for the options page. */
export class OptionsPage {
  private constructor(readonly page: Page) {}

  static async open(context: BrowserContext, extensionId: string): Promise<OptionsPage> {
    const page = await context.newPage();
    await page.setViewportSize({ width: 900, height: 1000 });
    await page.goto(`chrome-extension://${extensionId}/options/options.html`);
    await page.getByRole('heading', { name: 'PromptVeil options' }).waitFor();
    return new OptionsPage(page);
  }

  get status(): Locator {
    return this.page.getByTestId('options-status');
  }

  switchNamed(name: string | RegExp): Locator {
    return this.page.getByRole('switch', { name });
  }

  async setTerms(which: 'always' | 'never', terms: string[]): Promise<void> {
    const box = this.page.getByTestId(which === 'always' ? 'always-private' : 'never-private');
    await box.fill(terms.join('\n'));
    await box.blur();
  }

  async setNumber(testId: string, value: number): Promise<void> {
    const input = this.page.getByTestId(testId);
    await input.fill(String(value));
    await input.blur();
  }

  async importFile(name: string, content: string): Promise<void> {
    await this.page
      .getByTestId('import-file')
      .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  }

  /** Clicks a button that downloads a file and returns the file's text. */
  async download(buttonName: string): Promise<{ name: string; text: string }> {
    const [dl] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: buttonName }).click(),
    ]);
    const stream = await dl.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    return { name: dl.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }

  async recordCount(): Promise<string> {
    return (await this.page.getByTestId('record-count').textContent()) ?? '';
  }
}
