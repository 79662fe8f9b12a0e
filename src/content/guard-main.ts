/**
 * The network guard's main-world half (manifest: world "MAIN", run_at document_start, on the built-in chat sites).
 * It wraps fetch, XMLHttpRequest.send, WebSocket.send, navigator.sendBeacon and form submission before the page's
 * own scripts run. While the content script has armed it (a message under review, or spans the user protected on
 * this page), an outgoing body or URL that still carries one of those originals — matched on salted hashes
 * of normalised windows (guard-core.ts), never on the originals, which the main world never receives — is not sent,
 * and the content script is told which channel was stopped so the user sees it.
 *
 * A safety net against our own misses (a send path an adapter does not intercept), not a wall against a hostile
 * page: the page runs in this same world and can restore the originals it saved before we ran, or use a channel
 * not wrapped here (see THREAT_MODEL.md).
 */
import { findOriginal, type GuardTable } from './guard-core.ts';

const ARM = 'promptveil:guard';
const BLOCKED = 'promptveil:guard-blocked';

interface Armed {
  table: GuardTable;
  lookup: Map<string, number>;
}

(() => {
  const w = window as Window & { __promptveilGuard?: true };
  if (w.__promptveilGuard) return;
  w.__promptveilGuard = true;

  let armed: Armed | null = null;

  window.addEventListener(
    ARM,
    (ev) => {
      const detail = (ev as CustomEvent<unknown>).detail;
      if (typeof detail !== 'string') return;
      try {
        const table = (JSON.parse(detail) as { table?: GuardTable }).table;
        armed = table && table.hashes.length > 0 ? { table, lookup: new Map(table.hashes) } : null;
      } catch {
        // Not ours.
      }
    },
    true,
  );

  const current = (): Armed | null => armed;

  const decoder = new TextDecoder('utf-8', { fatal: false });

  function formText(data: FormData): string {
    const parts: string[] = [];
    data.forEach((value, name) => {
      // A file's content is not read (it is the user's upload, not the composer's text); its name is.
      parts.push(`${name}=${typeof value === 'string' ? value : value.name}`);
    });
    return parts.join('\n');
  }

  /** The body as text when it can be read synchronously; undefined when it needs an async read (a Blob). */
  function syncText(body: unknown): string | undefined | null {
    if (body === null || body === undefined) return '';
    if (typeof body === 'string') return body;
    if (body instanceof URLSearchParams) return body.toString();
    if (body instanceof FormData) return formText(body);
    if (body instanceof ArrayBuffer) return decoder.decode(body);
    if (ArrayBuffer.isView(body)) return decoder.decode(body);
    if (body instanceof Blob) return undefined;
    // A stream or something unknown: cannot be read without consuming it.
    return null;
  }

  async function asyncText(body: unknown): Promise<string | null> {
    const sync = syncText(body);
    if (sync !== undefined) return sync;
    return (body as Blob).text();
  }

  function origin(url: string): string {
    try {
      const u = new URL(url, location.href);
      return `${u.host}${u.pathname}`;
    } catch {
      return location.host;
    }
  }

  /** True (and reported) when `parts` carry a guarded original, or cannot be read while armed (fail closed). */
  function blocks(a: Armed, channel: string, url: string, parts: (string | null)[]): boolean {
    let index: number | null = null;
    let unreadable = false;
    for (const p of parts) {
      if (p === null) {
        unreadable = true;
        continue;
      }
      index = findOriginal(a.table, a.lookup, p);
      if (index !== null) break;
    }
    if (index === null && !unreadable) return false;
    window.dispatchEvent(
      new CustomEvent(BLOCKED, { detail: JSON.stringify({ channel, target: origin(url), index, unreadable: index === null }) }),
    );
    return true;
  }

  /** A prototype's own method, taken before the page can replace it. */
  const native = <T>(proto: object, name: string): T => Object.getOwnPropertyDescriptor(proto, name)?.value as T;

  const blockedError = (): TypeError => new TypeError('PromptVeil blocked this request: it carried text you protected.');

  // fetch
  const nativeFetch = window.fetch.bind(window);
  window.fetch = function fetch(this: unknown, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const a = current();
    if (!a) return nativeFetch(input, init);
    return (async () => {
      const url = input instanceof Request ? input.url : String(input);
      let body: string | null = '';
      if (init?.body !== undefined && init.body !== null) body = await asyncText(init.body);
      else if (input instanceof Request && input.body) body = await input.clone().text();
      if (blocks(a, 'fetch', url, [url, body])) throw blockedError();
      return nativeFetch(input, init);
    })();
  };

  // XMLHttpRequest
  const xhrUrls = new WeakMap<XMLHttpRequest, string>();
  const nativeOpen = native<(this: XMLHttpRequest, ...a: unknown[]) => void>(XMLHttpRequest.prototype, 'open');
  const nativeSend = native<(this: XMLHttpRequest, body?: unknown) => void>(XMLHttpRequest.prototype, 'send');
  XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, ...args: unknown[]): void {
    xhrUrls.set(this, String(args[1]));
    nativeOpen.apply(this, args);
  };
  const failXhr = (xhr: XMLHttpRequest): void => {
    setTimeout(() => {
      xhr.dispatchEvent(new ProgressEvent('error'));
      xhr.dispatchEvent(new ProgressEvent('loadend'));
    }, 0);
  };
  XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null): void {
    const a = current();
    if (!a) return nativeSend.call(this, body);
    const url = xhrUrls.get(this) ?? location.href;
    const text = syncText(body instanceof Document ? new XMLSerializer().serializeToString(body) : body);
    if (text !== undefined) {
      if (blocks(a, 'XMLHttpRequest', url, [url, text])) return failXhr(this);
      return nativeSend.call(this, body);
    }
    void asyncText(body).then((t) => {
      if (blocks(a, 'XMLHttpRequest', url, [url, t])) failXhr(this);
      else nativeSend.call(this, body);
    });
  };

  // WebSocket
  const nativeWsSend = native<(this: WebSocket, data: unknown) => void>(WebSocket.prototype, 'send');
  WebSocket.prototype.send = function send(this: WebSocket, data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    const a = current();
    if (!a) return nativeWsSend.call(this, data);
    const text = syncText(data);
    if (text !== undefined) {
      if (blocks(a, 'WebSocket', this.url, [text])) return;
      return nativeWsSend.call(this, data);
    }
    void asyncText(data).then((t) => {
      if (!blocks(a, 'WebSocket', this.url, [t])) nativeWsSend.call(this, data);
    });
  };

  // navigator.sendBeacon
  if (typeof navigator.sendBeacon === 'function') {
    const nativeBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = function sendBeacon(url: string | URL, data?: BodyInit | null): boolean {
      const a = current();
      if (!a) return nativeBeacon(url, data);
      const text = syncText(data);
      if (text !== undefined) return blocks(a, 'sendBeacon', String(url), [String(url), text]) ? false : nativeBeacon(url, data);
      void asyncText(data).then((t) => {
        if (!blocks(a, 'sendBeacon', String(url), [String(url), t])) nativeBeacon(url, data);
      });
      return true;
    };
  }

  // Form submission: the submit event (after the page's own handlers had their chance to cancel it) and submit().
  const formBlocks = (a: Armed, form: HTMLFormElement, submitter: HTMLElement | null): boolean => {
    let data: FormData;
    try {
      data = submitter ? new FormData(form, submitter) : new FormData(form);
    } catch {
      data = new FormData(form);
    }
    return blocks(a, 'form', form.action, [form.action, formText(data)]);
  };
  window.addEventListener('submit', (ev) => {
    const a = current();
    if (!a || ev.defaultPrevented || !(ev.target instanceof HTMLFormElement)) return;
    if (formBlocks(a, ev.target, ev.submitter)) ev.preventDefault();
  });
  const nativeSubmit = native<(this: HTMLFormElement) => void>(HTMLFormElement.prototype, 'submit');
  HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement): void {
    const a = current();
    if (a && formBlocks(a, this, null)) return;
    nativeSubmit.call(this);
  };
})();
