/**
 * Online handles (DESIGN.md's identifiers: "handles"): the name a person goes by on a platform, which points at
 * them as surely as their name does — "u/spoonie_kat_88", "her account is @kaylamoreno_", "his venmo is
 * @jake-torres-22", "username dtorres1987". Three shapes:
 *
 * - a Reddit user, `u/name` (a subreddit, `r/name`, is a public community, not a person);
 * - an at-handle, `@name`, standing alone (not inside an email or a connection string's host, a package scope such as `@types/node`, a decorator
 *   call `@Component(`, a doc tag such as `@param`, or a chat-wide mention such as `@here`);
 * - the token after a handle's label ("username", "user id", "login", "gamertag", "screen name", or a platform:
 *   "venmo", "cashapp", "insta", "snap", "discord", …; not a config key such as `datasource.username=`), when it looks
 *   like a handle: a digit, an underscore or a dot inside ("username dtorres1987", "my insta is kayla.m.r"), or,
 *   after "is" or ":", a word English does not have ("gamertag: NightOwlRex"; not "login failed", not "my username
 *   is not working").
 */
import { scan, type Candidate } from './candidate.ts';
import { isOrdinaryWord } from './ordinary.ts';

/** u/name: 3–20 letters, digits, _ or -, not inside a path or a word ("/u/…" in a URL is the URL's). */
const REDDIT_USER = /(?<![\w/.])u\/([A-Za-z0-9_-]{3,20})(?![\w/-])/g;

/**
 * @name: starts with a letter or digit, 2–30 characters of letters, digits, _ . -; at the start, after a space or an
 * opening bracket or quote ("user:***@localhost" in a connection string is a host).
 */
const AT_HANDLE = /(?<=^|[\s([{"'“‘,;])@([A-Za-z0-9][A-Za-z0-9_.-]{1,29})/g;

/** Doc tags, CSS at-rules, decorators and chat-wide mentions that are written like a handle. */
const NOT_A_HANDLE = new Set(
  `param|params|returns|return|type|typedef|template|property|prop|throws|throw|example|see|since|version|author
deprecated|todo|fixme|override|overload|internal|private|public|protected|readonly|default|link|inheritdoc|module
namespace|callback|async|this|enum|event|fires|listens|memberof|static|abstract|implements|extends|ignore|license
media|import|keyframes|font-face|supports|charset|layer|container|tailwind|apply|use|forward|include|mixin|extend
ts-ignore|ts-expect-error|ts-nocheck|ts-check|jsx|flow|vite-ignore|vitest-environment|jest-environment
component|injectable|input|output|viewchild|hostlistener|ngmodule|pipe|directive|test|before|after|beforeeach
aftereach|beforeall|afterall|transactional|autowired|entity|table|column|id|service|controller|repository|bean
configuration|getmapping|postmapping|requestmapping|restcontroller|suppresswarnings|functionalinterface|nullable
nonnull|notnull|valid|data|builder|slf4j|getter|setter|value|staticmethod|classmethod|dataclass|app|pytest|mock
patch|fixture|here|everyone|channel|all|latest|next|canary|beta|alpha|rc|home|gmail|yahoo|hotmail|outlook`
    .split(/\s|\|/)
    .filter((w) => w.length > 0),
);

/**
 * Words that name a handle right before it ("username", "my venmo is", "IG:"). Group 1 is the label, group 2 the
 * connector ("is", ":", "="); "handle" is a verb too, so it needs one ("my handle is …", not "handle 5000 requests").
 */
const HANDLE_LABEL =
  /(?<![\w.-])(user\s?name|user\s?id|login(?:\s+name)?|gamer\s?tag|screen\s?name|handle|venmo|cash\s?app|cashtag|insta(?:gram)?|ig|snap(?:chat)?|tik\s?tok|twitter|discord|telegram|twitch|psn|xbox(?:\s+live)?|kik)\b(?:\s+(?:name|account|handle|username|tag)\b)?\s*(is\b|was\b|=|:|-|—)?\s*(?:still\s+|now\s+)?['"“]?/gi;

/** The token a label names: a handle's characters, 3–30 of them. */
const HANDLE_TOKEN = /^[@$]?([A-Za-z0-9][A-Za-z0-9_.-]{2,29})(?![A-Za-z0-9_@-])/;

/** `connected`: the label has a connector ("is", ":", "="). */
function looksLikeHandle(name: string, connected: boolean): boolean {
  const core = name.replace(/[.]+$/, '');
  if (core.length < 3) return false;
  if (!/\p{L}/u.test(core)) return false;
  if (/[\d_]/.test(core) || /\.[a-z]/i.test(core)) return true;
  // A plain word is only a handle after "is" or ":" ("username: kaylamoreno", not "login failed") and when English
  // does not have it (not "my username is not working").
  return connected && !isOrdinaryWord(core.toLowerCase()) && !/^(?:is|was|and|the|my|his|her|their|for|on|in|at|but|so|to|of|it|that|this)$/i.test(core);
}

export function handles(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (text.includes('u/')) {
    for (const m of scan(REDDIT_USER, text)) {
      out.push({ start: m.index, end: m.index + m[0].length, category: 'handle', score: 0.9, detail: 'reddit_user' });
    }
  }
  if (text.includes('@')) {
    for (const m of scan(AT_HANDLE, text)) {
      let name = m[1]!;
      const after = text.charAt(m.index + m[0].length);
      // An email's domain, a package scope, a decorator call: not a handle.
      if (after === '@' || after === '/' || after === '(') continue;
      name = name.replace(/[.-]+$/, '');
      if (name.length < 2 || NOT_A_HANDLE.has(name.toLowerCase())) continue;
      // "@ 5pm", "@3pm", "@2x": a time or a size, not a person.
      if (/^\d+(?:[ap]m|x|h|k|px|%)?$/i.test(name)) continue;
      out.push({ start: m.index, end: m.index + 1 + name.length, category: 'handle', score: 0.85, detail: 'at_handle' });
    }
  }
  const lower = text.toLowerCase();
  if (/user|login|gamer|screen|handle|venmo|cash|insta|ig|snap|tok|twitter|discord|telegram|twitch|psn|xbox|kik/.test(lower)) {
    for (const m of scan(HANDLE_LABEL, text)) {
      if (/^handle$/i.test(m[1]!) && m[2] === undefined) continue;
      const at = m.index + m[0].length;
      const t = HANDLE_TOKEN.exec(text.slice(at));
      if (!t) continue;
      // An at-handle is found on its own; a label directly before an email or a URL names that instead.
      if (text.charAt(at) === '@') continue;
      const name = t[1]!.replace(/[.-]+$/, '');
      if (!looksLikeHandle(name, m[2] !== undefined)) continue;
      const start = at + (t[0].length - t[1]!.length);
      out.push({ start, end: start + name.length, category: 'handle', score: 0.75, detail: 'labelled_handle' });
    }
  }
  return out;
}
