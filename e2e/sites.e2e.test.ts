/**
 * Every site adapter against its replica (e2e/sites/<id>.html), one browser for the whole file: a sensitive message
 * is held and reviewed and only the sanitized text reaches the server; the reply shows the originals locally; cancel
 * and an engine failure send nothing; Shift+Enter is a newline; a message with nothing private goes straight through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { PLAIN_LINES, SECRETS, SENSITIVE_MESSAGE, median, sentFrom, setEngineFault, sleep, textOf } from './helpers.ts';
import { ChatPage } from './pages/chat-page.ts';
import { SITES } from './sites/catalog.ts';

/** Long enough for a wrongly released message to reach the server. */
const QUIET_MS = 400;

describe('site adapters on their replicas', () => {
  let h: ExtensionHarness;
  const latencies: { site: string; ms: number }[] = [];

  beforeAll(async () => {
    h = await launchExtension();
  });
  afterAll(async () => {
    const [cold, ...warm] = latencies;
    if (cold) {
      const list = warm.map((l) => `${l.site} ${l.ms.toFixed(0)}`).join(', ');
      console.log(
        `[timing] Enter → review overlay painted, short message: first in this browser (models loading) ${cold.site} ${cold.ms.toFixed(0)} ms; ` +
          `warm engine, median ${median(warm.map((l) => l.ms)).toFixed(0)} ms over ${warm.length} sites (${list} ms)`,
      );
    }
    await h?.close();
  });

  describe.each(SITES)('$id', (site) => {
    it('holds a sensitive message, sends only the sanitized text, and shows the originals in the reply', async () => {
      const before = sentFrom(h, site.host).length;
      const chat = await ChatPage.openSite(h.context, site);
      await chat.type(SENSITIVE_MESSAGE);
      await chat.armOverlayTimer();
      await chat.pressEnter();
      await chat.waitForOverlay('review');
      latencies.push({ site: site.id, ms: await chat.overlayLatency() });
      expect(sentFrom(h, site.host)).toHaveLength(before);

      const preview = await chat.previewText();
      for (const secret of Object.values(SECRETS)) expect(preview).not.toContain(secret);
      expect(await chat.overlayText()).toMatch(/Mode: .*ε/);
      await chat.clickButton('Send sanitized');

      await expect.poll(() => sentFrom(h, site.host).length, { timeout: 10_000 }).toBe(before + 1);
      const sent = textOf(sentFrom(h, site.host)[before]);
      // The page's own model registered exactly the reviewed text.
      expect(sent).toBe(preview);
      for (const secret of Object.values(SECRETS)) expect(sent).not.toContain(secret);
      expect(sent).not.toContain('maria.lopez');
      expect(sent).not.toContain('4111');

      // Rehydration: the reply echoes the placeholders; each is annotated with its original, and only locally.
      const reply = chat.replies.last();
      await reply.waitFor();
      await expect.poll(() => reply.locator('[data-pv-original]').count(), { timeout: 5000 }).toBe(3);
      const originals = await reply
        .locator('[data-pv-original]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-pv-original')));
      expect([...originals].sort()).toEqual(Object.values(SECRETS).sort());
      // The page's text is unchanged (the original is drawn by CSS on demand, never inserted as text).
      expect(await reply.textContent()).toBe(`Echo: ${sent}`);
      const first = reply.locator('[data-pv-original]').first();
      await first.click();
      expect(await first.getAttribute('data-pv-shown')).not.toBeNull();
      expect(await first.getAttribute('title')).toContain((await first.getAttribute('data-pv-original')) ?? '∅');
      // Nothing else left the page with the originals in it.
      for (const r of h.server.received)
        for (const secret of Object.values(SECRETS)) expect(r.body).not.toContain(secret);
      await chat.page.close();
    });

    it('Cancel (Escape) sends nothing and leaves the composer as it was', async () => {
      const before = sentFrom(h, site.host).length;
      const chat = await ChatPage.openSite(h.context, site);
      await chat.type(SENSITIVE_MESSAGE);
      await chat.pressEnter();
      await chat.waitForOverlay('review');
      await chat.previewText();
      await chat.page.keyboard.press('Escape');
      await chat.waitForOverlayClosed();
      await sleep(QUIET_MS);
      expect(sentFrom(h, site.host)).toHaveLength(before);
      expect(await chat.composerText()).toBe(SENSITIVE_MESSAGE);
      // Focus is back in the composer: the user can keep typing.
      expect(
        await chat.composer.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)),
      ).toBe(true);
      await chat.page.close();
    });

    it('an engine failure sends nothing; the user sees why and is back to editing', async () => {
      const before = sentFrom(h, site.host).length;
      const chat = await ChatPage.openSite(h.context, site);
      await chat.type(SENSITIVE_MESSAGE);
      await setEngineFault(h, true);
      try {
        await chat.pressEnter();
        await chat.waitForOverlay('error');
        expect(await chat.overlayText()).toContain('fault injected by a test');
        expect(await chat.overlayText()).toContain('Nothing has been sent');
        // Clicking the site's send control (behind the overlay) while the message is held lets nothing through either.
        await chat.page.locator(site.send).dispatchEvent('click');
        await sleep(QUIET_MS);
        expect(sentFrom(h, site.host)).toHaveLength(before);
        await chat.clickButton('Back to editing');
        await chat.waitForOverlayClosed();
        expect(await chat.composerText()).toBe(SENSITIVE_MESSAGE);
      } finally {
        await setEngineFault(h, false);
      }
      expect(sentFrom(h, site.host)).toHaveLength(before);
      await chat.page.close();
    });

    it('Shift+Enter inserts a newline; a message with nothing private goes straight through, no overlay', async () => {
      const before = sentFrom(h, site.host).length;
      const chat = await ChatPage.openSite(h.context, site);
      await chat.type(PLAIN_LINES[0]);
      await chat.pressShiftEnter();
      await chat.composer.pressSequentially(PLAIN_LINES[1]);
      await sleep(100);
      expect(sentFrom(h, site.host)).toHaveLength(before);
      expect(await chat.composerText()).toBe(PLAIN_LINES.join('\n'));
      // Record any overlay state the page goes through.
      await chat.page.evaluate(() => {
        const w = window as unknown as { __pvStates: string[] };
        w.__pvStates = [];
        new MutationObserver(() => {
          const state = document.querySelector('promptveil-overlay')?.getAttribute('data-state');
          if (state) w.__pvStates.push(state);
        }).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
      });
      await chat.pressEnter();
      await expect.poll(() => sentFrom(h, site.host).length, { timeout: 10_000 }).toBe(before + 1);
      expect(textOf(sentFrom(h, site.host)[before])).toBe(PLAIN_LINES.join('\n'));
      expect(await chat.page.evaluate(() => (window as unknown as { __pvStates: string[] }).__pvStates)).not.toContain(
        'review',
      );
      await chat.page.close();
    });

    it("the site's send button is intercepted too", async () => {
      const before = sentFrom(h, site.host).length;
      const chat = await ChatPage.openSite(h.context, site);
      await chat.type(SENSITIVE_MESSAGE);
      await chat.clickSiteSend();
      await chat.waitForOverlay('review');
      await chat.clickButton('Cancel');
      await chat.waitForOverlayClosed();
      await sleep(QUIET_MS);
      expect(sentFrom(h, site.host)).toHaveLength(before);
      expect(await chat.composerText()).toBe(SENSITIVE_MESSAGE);
      await chat.page.close();
    });
  });
});
