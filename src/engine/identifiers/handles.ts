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

/**
 * Where logs, configs and paths name a login or an account (session 25): an SSH log's "Accepted publickey for mkowalczyk
 * from …", an SSH config's "User rkowalczyk" line, a GitHub API path's or a repo's owner ("/repos/jmarchetti-ardent/…",
 * "my public repo, devbarrow/weather-bot"). A failed login's user ("Failed password for invalid user oracle") is a
 * scanner's guess, nobody's account.
 */
const LOGIN_PLACES =
  /\bAccepted\s+(?:publickey|password|keyboard-interactive\/pam)\s+for\s+([a-z_][a-z0-9_.-]{1,31})\s+from\b|^[ \t]+User[ \t]+([a-z_][a-z0-9_.-]{1,31})[ \t]*$|\/repos\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/[\w.-]+|\brepo(?:sitory)?\s*[,:]?\s+([A-Za-z0-9][A-Za-z0-9-]{2,38})\/[\w.-]+/gm;
/** Logins everyone's machine has, which identify no one. */
const SYSTEM_USERS = new Set(['root', 'admin', 'ubuntu', 'ec2-user', 'git', 'www-data', 'nobody', 'postgres', 'user', 'pi', 'centos', 'debian', 'deploy']);
/** A Cash App cashtag, "$kiarab_91", "$JayBanks2090": a digit or an underscore in it, in a message about paying someone. */
const CASHTAG = /(?<![\w$])\$([A-Za-z][A-Za-z0-9_]{2,19})(?![\w$]|\s*[=({[]|\.\w|->)/g;
const PAYMENT_WORDS = /\b(?:cash\s?app|cashtag|tag|send|sent|sending|pay|paid|venmo|zelle|refund|scam|transfer)/i;

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
  if (/Accepted|User|repo/.test(text)) {
    for (const m of scan(LOGIN_PLACES, text)) {
      const name = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
      if (SYSTEM_USERS.has(name.toLowerCase())) continue;
      const start = m.index + m[0].indexOf(name, m[0].search(/\s|\//));
      out.push({ start, end: start + name.length, category: 'handle', score: 0.75, detail: 'login_place' });
    }
  }
  if (text.includes('$') && PAYMENT_WORDS.test(text)) {
    for (const m of scan(CASHTAG, text)) {
      const name = m[1]!;
      if (!/[\d_]/.test(name) || !/\p{Ll}/u.test(name)) continue;
      out.push({ start: m.index, end: m.index + m[0].length, category: 'handle', score: 0.75, detail: 'cashtag' });
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
