/**
 * Issue 9, one conversation over several messages on the ChatGPT replica (which moves from "/" to its own
 * conversation path after the first message, and lets the user edit an earlier message and send it again):
 *  - placeholder numbering continues across the conversation's messages ([EMAIL_1] in the first, [EMAIL_2] in the
 *    second, [EMAIL_1] again for the first address), and each reply shows the right original;
 *  - only the site's own move from "/" is followed: a conversation the user opens first (a sidebar link, back/forward)
 *    is its own, with its own numbering and originals;
 *  - the edit box of an earlier message is intercepted like the composer: Enter and its "Send" button hold the
 *    edited text for review, only the sanitized text reaches the server, Escape sends nothing. The same on the
 *    Claude replica, whose edit box is a form with "Save".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { sentFrom, sleep, textOf } from './helpers.ts';
import { ChatPage } from './pages/chat-page.ts';
import { site } from './sites/catalog.ts';

const chatgpt = site('chatgpt-com');
const claude = site('claude-ai');
const ALICE = 'alice.one@example.org';
const BOB = 'bob.two@example.org';
const CAROL = 'carol.three@example.org';
const DAN = 'dan.four@example.org';

/** The originals the reply annotations show, in document order, for placeholder `token` ([EMAIL_1]). */
async function originalsFor(chat: ChatPage, token: string): Promise<string[]> {
  return chat.page.evaluate(
    (t) =>
      [...document.querySelectorAll('[data-message-author-role="assistant"] [data-pv-original]')]
        .filter((s) => s.textContent === t)
        .map((s) => s.getAttribute('data-pv-original') ?? ''),
    token,
  );
}

describe('one conversation: placeholder numbering, rehydration and edited messages (ChatGPT replica)', () => {
  let h: ExtensionHarness;
  let chat: ChatPage;
  beforeAll(async () => {
    h = await launchExtension();
    chat = await ChatPage.openSite(h.context, chatgpt);
  });
  afterAll(async () => {
    await h?.close();
  });

  async function sendReviewed(text: string): Promise<string> {
    const before = sentFrom(h, chatgpt.host).length;
    await chat.type(text);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    await chat.previewText();
    await chat.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, chatgpt.host).length, { timeout: 10_000 }).toBe(before + 1);
    return textOf(sentFrom(h, chatgpt.host)[before]);
  }

  it('numbers placeholders once per conversation, across the move from "/" to the conversation path', async () => {
    const first = await sendReviewed(`Please write to ${ALICE} about the invoice`);
    expect(first).toContain('[EMAIL_1]');
    expect(first).not.toContain(ALICE);
    await expect.poll(() => new URL(chat.page.url()).pathname).toBe('/c/6745d0a1-replica');

    const second = await sendReviewed(`Also copy ${BOB} on it`);
    expect(second).not.toContain(BOB);
    expect(second).toContain('[EMAIL_2]');

    const third = await sendReviewed(`And thank ${ALICE} again`);
    expect(third).toContain('[EMAIL_1]');

    // Every reply shows the original its placeholder stood for: [EMAIL_1] is always Alice, [EMAIL_2] Bob.
    await expect.poll(() => originalsFor(chat, '[EMAIL_1]'), { timeout: 5000 }).toEqual([ALICE, ALICE]);
    await expect.poll(() => originalsFor(chat, '[EMAIL_2]'), { timeout: 5000 }).toEqual([BOB]);
  });

  it("an earlier message's edit box: Enter holds the edited text; only the sanitized text is sent", async () => {
    const before = sentFrom(h, chatgpt.host).length;
    await chat.page.locator('[data-message-author-role="user"] button[aria-label="Edit message"]').first().click();
    const box = chat.page.locator('[data-message-author-role="user"] textarea');
    await box.fill(`Actually, write to ${CAROL} instead`);
    await box.press('Enter');
    await chat.waitForOverlay('review');
    expect(sentFrom(h, chatgpt.host)).toHaveLength(before);
    const preview = await chat.previewText();
    expect(preview).not.toContain(CAROL);
    await chat.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, chatgpt.host).length, { timeout: 10_000 }).toBe(before + 1);
    const body = JSON.parse(sentFrom(h, chatgpt.host)[before]?.body ?? '{}') as { text?: string; edit?: boolean };
    expect(body.edit).toBe(true);
    expect(body.text).toBe(preview);
    expect(body.text).not.toContain(CAROL);
    // Same conversation: numbering continues after Alice (1) and Bob (2).
    expect(body.text).toContain('[EMAIL_3]');
    await expect.poll(() => originalsFor(chat, '[EMAIL_3]'), { timeout: 5000 }).toEqual([CAROL]);
  });

  it("the edit box's Send button is intercepted too; Escape in the review sends nothing and keeps the edit", async () => {
    const before = sentFrom(h, chatgpt.host).length;
    await chat.page.locator('[data-message-author-role="user"] button[aria-label="Edit message"]').first().click();
    const box = chat.page.locator('[data-message-author-role="user"] textarea');
    const edited = `Forward it to ${DAN} please`;
    await box.fill(edited);
    await chat.page.locator('[data-message-author-role="user"] button.btn-primary').click();
    await chat.waitForOverlay('review');
    await chat.page.keyboard.press('Escape');
    await chat.waitForOverlayClosed();
    await sleep(400);
    expect(sentFrom(h, chatgpt.host)).toHaveLength(before);
    expect(await box.inputValue()).toBe(edited);

    await chat.page.locator('[data-message-author-role="user"] button.btn-primary').click();
    await chat.waitForOverlay('review');
    await chat.previewText();
    await chat.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, chatgpt.host).length, { timeout: 10_000 }).toBe(before + 1);
    const sent = textOf(sentFrom(h, chatgpt.host)[before]);
    expect(sent).not.toContain(DAN);
    expect(sent).toMatch(/\[EMAIL_\d+\]/);
  });
});

/**
 * A new tab of the ChatGPT replica made to move a new chat to its own path only late (after the reply, as some sites
 * do), with a sidebar link to an older conversation: the user can leave the new chat before the site moves it.
 * Browser-side (main world): the replica's own move is dropped, the sidebar link navigates like a router (pushState,
 * the thread replaced), and back/forward replace the thread too.
 */
async function openLateMovingReplica(h: ExtensionHarness): Promise<ChatPage> {
  const tab = await ChatPage.openSite(h.context, chatgpt);
  await tab.page.evaluate(() => {
    const push = history.pushState.bind(history);
    history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
      if (String(url).includes('6745d0a1')) return;
      push(state, unused, url);
    };
    const thread = document.getElementById('thread');
    const nav = document.createElement('nav');
    const older = document.createElement('a');
    older.href = '/c/older-chat';
    older.textContent = 'Older chat';
    older.addEventListener('click', (e) => {
      e.preventDefault();
      thread?.replaceChildren();
      push({}, '', '/c/older-chat');
    });
    nav.append(older);
    document.body.prepend(nav);
    window.addEventListener('popstate', () => thread?.replaceChildren());
  });
  return tab;
}

describe('another conversation opened before the site moved a new chat is not joined to it (ChatGPT replica)', () => {
  let h: ExtensionHarness;
  beforeAll(async () => {
    h = await launchExtension();
  });
  afterAll(async () => {
    await h?.close();
  });

  async function sendReviewedIn(tab: ChatPage, text: string): Promise<string> {
    const before = sentFrom(h, chatgpt.host).length;
    await tab.type(text);
    await tab.pressEnter();
    await tab.waitForOverlay('review');
    await tab.previewText();
    await tab.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, chatgpt.host).length, { timeout: 10_000 }).toBe(before + 1);
    return textOf(sentFrom(h, chatgpt.host)[before]);
  }

  it('a sidebar link clicked after the first message: the older conversation numbers and rehydrates on its own', async () => {
    const tab = await openLateMovingReplica(h);
    expect(await sendReviewedIn(tab, `Please write to ${ALICE} about the invoice`)).toContain('[EMAIL_1]');
    expect(new URL(tab.page.url()).pathname).toBe('/');
    // Let the replica's reply land first: arriving after the navigation it would be appended to the other thread.
    await expect.poll(() => originalsFor(tab, '[EMAIL_1]'), { timeout: 5000 }).toEqual([ALICE]);
    await tab.page.getByRole('link', { name: 'Older chat' }).click();
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe('/c/older-chat');
    // Its own conversation: numbering starts afresh (joined to the new chat, Bob would be [EMAIL_2]).
    const sent = await sendReviewedIn(tab, `Also copy ${BOB} on it`);
    expect(sent).not.toContain(BOB);
    expect(sent).toContain('[EMAIL_1]');
    expect(sent).not.toContain('[EMAIL_2]');
    await expect.poll(() => originalsFor(tab, '[EMAIL_1]'), { timeout: 5000 }).toEqual([BOB]);
    await tab.page.close();
  });

  it('back/forward after the first message: the conversation gone back to is not joined to the new chat', async () => {
    const tab = await openLateMovingReplica(h);
    // Visit the older conversation and come back to the new chat ("/") before writing anything.
    await tab.page.getByRole('link', { name: 'Older chat' }).click();
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe('/c/older-chat');
    await tab.page.goBack();
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe('/');
    expect(await sendReviewedIn(tab, `Please write to ${ALICE} about the invoice`)).toContain('[EMAIL_1]');
    // Let the replica's reply land first: arriving after the navigation it would be appended to the other thread.
    await expect.poll(() => originalsFor(tab, '[EMAIL_1]'), { timeout: 5000 }).toEqual([ALICE]);
    await tab.page.goForward();
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe('/c/older-chat');
    const sent = await sendReviewedIn(tab, `Also copy ${BOB} on it`);
    expect(sent).toContain('[EMAIL_1]');
    expect(sent).not.toContain('[EMAIL_2]');
    await expect.poll(() => originalsFor(tab, '[EMAIL_1]'), { timeout: 5000 }).toEqual([BOB]);
    await tab.page.close();
  });
});

describe("Claude replica: an earlier message's edit box (form with Save)", () => {
  let h: ExtensionHarness;
  beforeAll(async () => {
    h = await launchExtension();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('Enter and Save hold the edited text; only the sanitized text is sent; Cancel sends nothing', async () => {
    const chat = await ChatPage.openSite(h.context, claude);
    await chat.type('Summarise the attached notes');
    await chat.pressEnter();
    // A clean message goes straight through once analysed; when this test runs alone that analysis loads the models.
    await expect.poll(() => sentFrom(h, claude.host).length, { timeout: 60_000 }).toBe(1);

    const edit = async (text: string): Promise<void> => {
      await chat.page.locator('[data-testid="user-message"] button', { hasText: 'Edit' }).first().click();
      await chat.page.locator('[data-testid="user-message"] textarea').fill(text);
    };
    await edit(`Summarise the notes and mail them to ${CAROL}`);
    await chat.page.locator('[data-testid="user-message"] textarea').press('Enter');
    await chat.waitForOverlay('review');
    expect(sentFrom(h, claude.host)).toHaveLength(1);
    const preview = await chat.previewText();
    await chat.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, claude.host).length, { timeout: 10_000 }).toBe(2);
    const body = JSON.parse(sentFrom(h, claude.host)[1]?.body ?? '{}') as { text?: string; edit?: boolean };
    expect(body).toEqual({ text: preview, edit: true });
    expect(preview).not.toContain(CAROL);

    await edit(`Then call ${DAN.replace('@example.org', '')} at +1 415 555 0132`);
    await chat.page.locator('[data-testid="user-message"] button[type="submit"]').click();
    await chat.waitForOverlay('review');
    await chat.clickButton('Cancel');
    await chat.waitForOverlayClosed();
    await sleep(400);
    expect(sentFrom(h, claude.host)).toHaveLength(2);
    await chat.page.close();
  });
});
