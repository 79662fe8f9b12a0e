/**
 * Secrets as a code scanner finds them (issue 18): known key formats, credentials in assignment,
 * flag, header and connection-string context, and high-entropy tokens — with the look-alikes that
 * are not secrets left alone (commit SHAs, lockfile integrity hashes, image digests, public UUIDs in
 * URLs, camelCase identifiers, placeholders such as `${DB_PASSWORD}` or `process.env.TOKEN`).
 *
 * The rule set was written for this project; gitleaks, detect-secrets and trufflehog served only
 * as a checklist of which providers to cover. Measured on the seeded corpus of
 * scripts/bench/secrets-corpus.ts (see docs/identifiers.md).
 */
import { entropy } from './checksums.ts';
import { scan, type Candidate } from './candidate.ts';

const B = '(?<![A-Za-z0-9_])';
const E = '(?![A-Za-z0-9_])';

/** Provider formats: [pattern (no flags), detail]. Prefixes make these near-certain. */
const KNOWN: ReadonlyArray<readonly [string, string]> = [
  // cloud
  ['(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA|APKA)[0-9A-Z]{16}', 'aws_access_key'],
  ['AIza[0-9A-Za-z_-]{35}', 'google_api_key'],
  ['GOCSPX-[A-Za-z0-9_-]{28}', 'google_oauth_secret'],
  ['ya29\\.[0-9A-Za-z_-]{30,}', 'google_oauth_token'],
  ['[A-Za-z0-9_~.]{3}\\dQ~[A-Za-z0-9_~.-]{31,34}', 'azure_client_secret'],
  ['dop_v1_[a-f0-9]{64}', 'digitalocean_token'],
  ['do[or]_v1_[a-f0-9]{64}', 'digitalocean_token'],
  ['hv[sb]\\.[A-Za-z0-9_-]{24,}', 'vault_token'],
  ['[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_=-]{60,}', 'terraform_token'],
  ['pul-[a-f0-9]{40}', 'pulumi_token'],
  ['dapi[a-f0-9]{32}(?:-\\d)?', 'databricks_token'],
  ['AGE-SECRET-KEY-1[0-9A-Z]{58}', 'age_secret_key'],
  // VCS, registries, CI
  ['gh[pousr]_[A-Za-z0-9]{36,}', 'github_token'],
  ['github_pat_[A-Za-z0-9_]{60,}', 'github_token'],
  ['gl(?:pat|dt|rt|ptt|cbt|oas)-[A-Za-z0-9_-]{20,}', 'gitlab_token'],
  ['GR1348941[A-Za-z0-9_-]{20}', 'gitlab_token'],
  ['ATATT3[A-Za-z0-9_=-]{100,}', 'atlassian_token'],
  ['npm_[A-Za-z0-9]{36}', 'npm_token'],
  ['pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}', 'pypi_token'],
  ['dckr_pat_[A-Za-z0-9_-]{27,}', 'docker_token'],
  ['(?:rubygems|oy2)_?[a-z0-9]{43,48}', 'package_token'],
  ['sntrys_[A-Za-z0-9+/=_-]{60,}', 'sentry_token'],
  ['gl(?:c|sa)_[A-Za-z0-9+/=_-]{32,}', 'grafana_token'],
  ['NRAK-[A-Z0-9]{27}', 'newrelic_key'],
  ['PMAK-[a-f0-9]{24}-[a-f0-9]{34}', 'postman_key'],
  ['lin_api_[A-Za-z0-9]{40}', 'linear_key'],
  ['(?:secret|ntn)_[A-Za-z0-9]{43,46}', 'notion_token'],
  ['figd_[A-Za-z0-9_-]{40,}', 'figma_token'],
  ['shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}', 'shopify_token'],
  // payment
  ['(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,}', 'stripe_key'],
  ['whsec_[A-Za-z0-9]{24,}', 'stripe_webhook_secret'],
  ['sq0(?:atp|csp)-[A-Za-z0-9_-]{22,}', 'square_token'],
  ['EAAA[A-Za-z0-9_-]{60}', 'square_token'],
  ['access_token\\$(?:production|sandbox)\\$[a-z0-9]{16}\\$[a-f0-9]{32}', 'braintree_token'],
  // chat, mail, messaging
  ['xox[abposre]-(?:\\d+-)?[A-Za-z0-9-]{10,}', 'slack_token'],
  ['xapp-\\d-[A-Z0-9]+-\\d+-[a-f0-9]+', 'slack_token'],
  ['https://hooks\\.slack\\.com/(?:services|workflows)/[A-Za-z0-9_/+-]{20,}', 'slack_webhook'],
  ['https://(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/\\d+/[A-Za-z0-9_-]{40,}', 'discord_webhook'],
  ['[MNO][A-Za-z0-9_-]{23,27}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40}', 'discord_token'],
  ['\\d{8,10}:AA[A-Za-z0-9_-]{33}', 'telegram_token'],
  ['SK[0-9a-fA-F]{32}', 'twilio_key'],
  ['SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}', 'sendgrid_key'],
  ['key-[0-9a-z]{32}', 'mailgun_key'],
  ['[0-9a-f]{32}-us\\d{1,2}', 'mailchimp_key'],
  ['xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}', 'brevo_key'],
  // AI providers
  ['sk-ant-(?:api|admin)\\d\\d-[A-Za-z0-9_-]{80,}', 'anthropic_key'],
  ['sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}', 'openai_key'],
  ['hf_[A-Za-z]{34}', 'huggingface_token'],
  ['gsk_[A-Za-z0-9]{52}', 'groq_key'],
  ['r8_[A-Za-z0-9]{37}', 'replicate_token'],
  ['pplx-[A-Za-z0-9]{48}', 'perplexity_key'],
  ['xai-[A-Za-z0-9]{60,}', 'xai_key'],
  ['nvapi-[A-Za-z0-9_-]{60,}', 'nvidia_key'],
  // tokens with a structure of their own
  ['eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,}', 'jwt'],
];

const KNOWN_RE: readonly (readonly [RegExp, string])[] = KNOWN.map(([src, d]) => [new RegExp(B + src + E, 'g'), d]);

/**
 * The literal that opens a pattern, when it opens with one ("AIza", "ghp" → "gh", "ya29\\." → "ya29"): a character
 * that a quantifier makes optional or repeats ends it before that character. Every match holds it (session 35: most
 * of these 60 scans over the whole message are skipped by a cheap includes()).
 */
export function literalPrefix(src: string): string {
  const lead = /^[A-Za-z0-9_-]+/.exec(src)?.[0] ?? '';
  return /^[?*+{]/.test(src.slice(lead.length)) ? lead.slice(0, -1) : lead;
}
/**
 * A literal inside the patterns that open with none, which every match holds too (session 38: their scans were about 1 %
 * of the bench's time; prefilters.test.ts checks each is in its pattern, outside any group or class).
 */
const INNER_LITERAL: ReadonlyMap<string, string> = new Map([
  ['[A-Za-z0-9_~.]{3}\\dQ~[A-Za-z0-9_~.-]{31,34}', 'Q~'],
  ['[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_=-]{60,}', '.atlasv1.'],
  ['\\d{8,10}:AA[A-Za-z0-9_-]{33}', ':AA'],
  ['[0-9a-f]{32}-us\\d{1,2}', '-us'],
]);
const KNOWN_PREFIX: readonly string[] = KNOWN.map(([src]) => literalPrefix(src) || (INNER_LITERAL.get(src) ?? ''));
export const KNOWN_FOR_TEST = { KNOWN, KNOWN_RE, KNOWN_PREFIX, INNER_LITERAL };

const PRIVATE_KEY =
  /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----[\s\S]*?(?:-----END \1-----|$)/g;
const PUTTY_KEY = /PuTTY-User-Key-File-\d: [\s\S]*?Private-MAC: [0-9a-f]+/g;

// scheme://user:password@host — the password alone is the secret.
const URL_CREDENTIAL = /\b[a-z][a-z0-9+.-]{1,20}:\/\/([^\s:@/'"`]{1,64}):([^\s/'"`]{3,128})@[A-Za-z0-9.[\]-]+/gi;
// scheme://token@host — a git remote or an API URL carrying a token as its user name ("https://ghp_…@github.com/…").
const URL_TOKEN = /\b[a-z][a-z0-9+.-]{1,20}:\/\/([A-Za-z0-9_-]{20,128})@[A-Za-z0-9.[\]-]+/gi;

/**
 * Words whose presence in a variable, key, flag or header name marks its value as a credential.
 * Matched against the name lower-cased with `_`, `-`, `.` and spaces removed.
 */
const SECRET_NAME =
  /(?:password|passwd|passphrase|passcode|pwd|secret|token|apikey|accesskey|accountkey|privatekey|secretkey|masterkey|signingkey|encryptionkey|authkey|sharedaccesskey|licensekey|credential|(?:db|smtp|mail|user|admin|root|redis|ldap|ftp|sql|email|wifi)pass$|^pw$|^pin$|^auth$|authorization|apitoken|xapikey)/;
/** A name's last word that says it holds metadata about a secret, not the secret. */
const META_WORD =
  /^(?:types?|len|length|count|max|min|limit|url|uri|endpoint|path|file|dir|expiry|expires|expiration|ttl|timeout|name|field|label|hint|placeholder|policy|regex|pattern|rule|format|validator|validation|valid|reset|hash|hashed|mode|enabled|required|header|prefix|version|size|provider|strategy|generator|input|confirm|confirmation|visible|show|strength|usage|used|tokenizer|tokens|index|id|ids|method|scope|lifetime|rotation|arn|ref|bucket|budget|seconds|secs|ms|minutes|hours|days|error|errors|message|text|title|desc|description|kind|class|style|icon|button|form|page|view|link|route|env|var|store|manager|service)$/;

/** Splits `AWS_SECRET_ACCESS_KEY`, `serviceToken`, `spring.datasource.password` into lower-case words. */
function nameWords(raw: string): string[] {
  return raw
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

/**
 * Does this variable / key / flag name hold a credential? The secret word must be the name's head
 * (its last word or last two): `serviceToken`, `MAPS_API_KEY`, `db.password` do; `tokenQueryDataId`,
 * `password_hash`, `TOKEN_TTL_SECONDS`, `maxTokens` do not.
 */
export function secretName(raw: string): boolean {
  if (/\.(?:go|rs|py|js|ts|java|rb|c|cc|cpp|h|cs|php|kt|swift|scala|json|ya?ml)$/i.test(raw)) return false;
  const w = nameWords(raw);
  if (w.length === 0) return false;
  const head = w.slice(-2).join('');
  const last = w[w.length - 1]!;
  return (SECRET_NAME.test(head) || SECRET_NAME.test(last)) && !META_WORD.test(last);
}

/** Values that are placeholders, references or vocabulary, never credentials. */
function placeholderValue(v: string, name: string): boolean {
  const l = v.toLowerCase();
  if (v.length < 4) return true;
  if (/^(?:\$\{?|\{\{|<|%\(|%s|#\{|@\{|\[redacted|\*{3,}|x{4,}|\.{3})/i.test(v)) return true;
  if (
    /^(?:true|false|null|none|nil|undefined|bearer|basic|string|required|optional|hidden|redacted|secret|password|token|changeit|example|sample|dummy|test|your[_-].*|my[_-].*|<.*>|\*+|x+|env|empty|default|n\/a)$/.test(
      l,
    )
  )
    return true;
  if (l.replace(/[^a-z]/g, '') === name.replace(/[^a-z]/g, '')) return true;
  // versions, line:column, times, sizes
  if (/^[\^~<>=v]?\d+(?:[.:]\d+)+[a-z0-9.-]*$/i.test(v)) return true;
  // a lowerCamel identifier is a reference or a label, not a password
  if (/^[a-z]+(?:[A-Z][a-z]+)+$/.test(v)) return true;
  if (
    /^(?:process\.env|os\.environ|os\.getenv|env\.|config\.|settings\.|secrets\.|self\.|this\.|args\.|opts\.|options\.|params\.|req\.|request\.|vault:|ssm:|arn:)/i.test(
      v,
    )
  )
    return true;
  return false;
}

/** An unquoted value in code (`token = newToken`) that is a reference, not a literal. */
function looksLikeReference(v: string): boolean {
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(v)) return true; // member chain
  if (/^[A-Za-z_$][\w$.]*[([]/.test(v) || /^[!([]/.test(v)) return true; // call, index, negation, arrow params
  // a plain identifier without digits or symbols: `password = password_input`, `token: accessToken`
  return /^[A-Za-z_]+$/.test(v) && (/[a-z][A-Z]/.test(v) || v.includes('_') || /^[a-z]+$/.test(v));
}

// name  (= | : | := | => | is)  value — in env files, YAML, JSON, code, query strings, prose.
const ASSIGN =
  /(?<![A-Za-z0-9])(["']?)([A-Za-z_][A-Za-z0-9_.-]{0,60}|api key|access key|secret key|private key|pass ?word|pass ?code|pin(?: code)?)\1[ \t]*(?:(:=|=>|==|=|:)|[ \t](is|was)\b:?)[ \t]*(?:(["'`])([^"'`\n]{0,400})\5|(?!\/\/)([^\s"'`,;&<>)\]}]{1,400}))/gi;
// --password=x, --token x, -p'x' (mysql), -a x (redis-cli), sshpass -p x
const FLAG =
  /(?<![A-Za-z0-9-])--?((?:db-|mysql-|admin-|root-|auth-|api-|client-|access-|secret-|private-)?(?:password|passwd|pass|pwd|token|secret|api-key|apikey|key|access-key|secret-key|client-secret|auth-token|private-key))(?:=|[ \t]+)(["']?)([^\s"']{3,200})\2/gi;
const SHORT_P =
  /\b(mysql|mysqldump|mysqladmin|mariadb|sshpass|mongo|mongosh|mongodump|redis-cli|psql)\b[^\n]*?[ \t]-(p|a)([ \t]*)(["']?)([^\s"'-][^\s"']{2,100})\4/g;
const CURL_USER = /(?:^|[ \t])(?:-u|--user)[ \t]+(["']?)([^\s:"']{1,64}):([^\s"']{3,128})\1/g;
const AUTH_HEADER =
  /\b(?:authorization|proxy-authorization)["']?[ \t]*[:=][ \t]*["']?(?:bearer|basic|token|digest|apikey|sso-key)[ \t]+([A-Za-z0-9._~+/=:-]{8,})/gi;
const KEY_HEADER =
  /\b(x-(?:api|auth|access|app|client|goog-api|functions|master|secret|session|subscription|csrf)[-_]?(?:key|token|secret))["']?[ \t]*:[ \t]*["']?([A-Za-z0-9._~+/=-]{8,})/gi;

// "username dtorres1987 password Maple$tree44": a password word then a value with a digit or symbol
const PROSE_PASSWORD =
  /\b(?:password|passwd|pwd|pw|passcode|pass)\s+(?!is\b|was\b|for\b|to\b|and\b)([^\s"'`,;]{6,64})(?=[\s.,;!?)]|$)/gi;

/**
 * (session 44) Words between the password word and its value: "my password for the bank is hunter22", "the password
 * for the shared drive is Tigers2019", "the wifi password at my house is BlueFrog!77", "my gmail password is still
 * hunter22". Up to five words after a preposition, then "is"/"was"/":", an adverb perhaps, and a value with a digit or
 * a symbol (checked below, as PROSE_PASSWORD's).
 */
const PROSE_PASSWORD_FOR =
  /\b(?:password|passwd|passcode|passphrase|pwd)\s+(?:(?:for|to|on|of|at|in)\s+(?:[\p{L}\d'’&.-]+\s+){1,5}?)?(?:is|was|=|:)\s+(?:(?:still|now|just|literally|always|currently|actually)\s+)?["'“]?([^\s"'`,;”]{4,64})(?=["'”]?(?:[\s.,;!?)]|$))/giu;

/** Pipe tables (SQL client output, markdown) with a password/secret/token column: every cell under it. */
function tables(text: string, out: Candidate[]): void {
  if (!text.includes('|')) return;
  const lines = text.split('\n');
  let offset = 0;
  let col = -1;
  for (const line of lines) {
    const cells = line.trim().startsWith('|') ? line.split('|') : null;
    if (/^\s*[+|][\s+|:=-]*$/.test(line)) {
      // a rule line (+----+----+ or |---|---|) inside the table
    } else if (!cells) col = -1;
    else if (col < 0) {
      col = cells.findIndex((c) => /^\s*(?:password|passwd|pwd|pass|secret|token|api[_ ]?key)s?\s*$/i.test(c));
    } else if (cells[col] !== undefined) {
      const cell = cells[col]!;
      const v = cell.trim();
      let at = offset;
      for (let i = 0; i < col; i++) at += cells[i]!.length + 1;
      const start = at + cell.indexOf(v);
      if (v.length >= 4 && !placeholderValue(v, 'password'))
        push(out, start, start + v.length, 0.8, 'credential_table');
    }
    offset += line.length + 1;
  }
}

// Token candidates for the entropy scan: runs of base64url / base64 characters.
const TOKEN = /(?<![A-Za-z0-9_+/=.-])[A-Za-z0-9_+/-]{20,}={0,2}(?![A-Za-z0-9_+/=-])/g;
const HEX = /^[0-9a-f]+$|^[0-9A-F]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Words on the line before a token that make a hex or UUID token a credential. */
const CREDENTIAL_CUE =
  /(?:api[ _-]?key|apikey|access[ _-]?key|secret|token|password|passwd|pwd|bearer|auth|credential|private[ _-]?key|license[ _-]?key|client[ _-]?key|signing[ _-]?key|x-api-key)/i;
/** Look-alike contexts: the token is a digest, a commit, an image or a public resource. */
const LOOKALIKE_BEFORE =
  /(?:sha(?:1|224|256|384|512)[-:]|md5[-:]|integrity|checksum|shasum|digest|commit|merge|revert|cherry-pick|\bgit\b|\bsha\b|\bhead\b|\brev\b|etag|hash|nonce|request[_ -]?id|trace[_ -]?id|span[_ -]?id|correlation|x-request-id|uuid|guid|\bid\b|base64,|fingerprint|\bref\b|\bh1:|ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|\/(?:subscriptions|projects|resourcegroups)\/)[^\n]{0,24}$/i;

/** Character-class changes per character: random tokens switch often, identifiers rarely. */
function transitions(s: string): number {
  const cls = (c: string): number =>
    c >= 'a' && c <= 'z' ? 0 : c >= 'A' && c <= 'Z' ? 1 : c >= '0' && c <= '9' ? 2 : 3;
  let t = 0;
  for (let i = 1; i < s.length; i++) if (cls(s[i]!) !== cls(s[i - 1]!)) t++;
  return t / (s.length - 1);
}

function lineBefore(text: string, start: number, max = 60): string {
  const nl = text.lastIndexOf('\n', start - 1);
  return text.slice(Math.max(nl + 1, start - max), start);
}

/** One word of a snake/kebab/path name: `ES2022`, `ESNext`, `handler`, `v2`, `42`. */
const WORDY_PIECE = /^[A-Z]*[a-z]*\d*$|^(?:[A-Z]?[a-z]+)+\d*$/;

/** Is `s` random enough for a credential? Returns a score or 0. */
function randomness(s: string): number {
  const body = s.replace(/=+$/, '');
  const n = body.length;
  const lower = /[a-z]/.test(body);
  const upper = /[A-Z]/.test(body);
  const digit = /\d/.test(body);
  const classes = Number(lower) + Number(upper) + Number(digit);
  const h = entropy(body);
  // Expected entropy of n uniform draws from a 62-symbol alphabet, minus a margin.
  const need = Math.min(4.3, Math.log2(n) - 0.45);
  if (classes < 3 || h < need) return 0;
  if (transitions(body) < 0.3) return 0;
  // Words glued together (identifiers, diagnostics keys): random tokens rarely hold 4-letter runs.
  const wordy = (body.match(/[A-Z]?[a-z]{4,}/g) ?? []).join('').length;
  if (wordy / n > 0.45) return 0;
  // Paths and words joined by separators ("src/engine/identifiers", "my-long-branch-name").
  if (/[/_-]/.test(body) && body.split(/[/_-]/).every((p) => p.length === 0 || WORDY_PIECE.test(p))) return 0;
  // Paths: "/api/configResultStream/85211", "a/b/c": every piece a word, a number or an id.
  if (body.includes('/')) {
    const pieces = body.split('/').filter((p) => p.length > 0);
    if (body.startsWith('/') || pieces.every((p) => /^(?:[A-Za-z][a-z]*)+$|^\d+$|^[0-9a-f-]{8,}$/.test(p))) return 0;
  }
  return 1;
}

/** A run of 8 or more of one masking character (x, X, *, 0, .) ending the value. */
const MASKED_BODY = /(?:x{8,}|X{8,}|\*{8,}|0{12,}|\.{8,})$/;

function push(out: Candidate[], start: number, end: number, score: number, detail: string): void {
  if (end > start) out.push({ start, end, category: 'secret', score, detail });
}

export function secrets(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (let k = 0; k < KNOWN_RE.length; k++) {
    const [re, detail] = KNOWN_RE[k]!;
    const prefix = KNOWN_PREFIX[k]!;
    if (prefix.length > 0 && !text.includes(prefix)) continue;
    for (const m of scan(re, text)) {
      // a documented key's shape with its body masked ("sk_test_xxxxxxxxxxxxxxxxxxxx", "AKIA************"): a
      // placeholder in a sample file, no key (session 23)
      if (MASKED_BODY.test(m[0])) continue;
      push(out, m.index, m.index + m[0].length, 0.95, detail);
    }
  }
  if (text.includes('-----BEGIN'))
    for (const m of scan(PRIVATE_KEY, text)) push(out, m.index, m.index + m[0].length, 0.98, 'private_key');
  if (text.includes('PuTTY'))
    for (const m of scan(PUTTY_KEY, text)) push(out, m.index, m.index + m[0].length, 0.98, 'private_key');
  if (text.includes('://'))
    for (const m of scan(URL_CREDENTIAL, text)) {
      const pass = m[2] ?? '';
      if (placeholderValue(pass, 'password') || /^\$/.test(pass)) continue;
      // The whole connection string: user, password and host together say whose database it is.
      const url = m[0] + (/^[:/?][^\s'"`]*/.exec(text.slice(m.index + m[0].length))?.[0] ?? '');
      push(out, m.index, m.index + url.replace(/[.,;)]+$/, '').length, 0.95, 'connection_string');
    }
  if (text.includes('://'))
    for (const m of scan(URL_TOKEN, text)) {
      const token = m[1] ?? '';
      // A token, not a user name: letters and digits mixed ("ghp_7hQm…"), not "deploy-bot-account-name".
      if (!(/\d/.test(token) && /[a-z]/i.test(token)) || /^[a-z-]+$/i.test(token.replace(/\d+$/, ''))) continue;
      const url = m[0] + (/^[:/?][^\s'"`]*/.exec(text.slice(m.index + m[0].length))?.[0] ?? '');
      push(out, m.index, m.index + url.replace(/[.,;)]+$/, '').length, 0.95, 'connection_string');
    }
  assignments(text, out);
  tables(text, out);
  for (const m of scan(PROSE_PASSWORD, text)) {
    const v = (m[1] ?? '').replace(/[.!?)]+$/, '');
    if (!/[\d!@#$%^&*?]/.test(v) || placeholderValue(v, 'password')) continue;
    const start = m.index + m[0].length - (m[1] ?? '').length;
    push(out, start, start + v.length, 0.75, 'credential');
  }
  for (const m of scan(PROSE_PASSWORD_FOR, text)) {
    const v = (m[1] ?? '').replace(/[.!?)]+$/, '');
    if (!/[\d!@#$%^&*?]/.test(v) || /^\d{1,3}$|^\d+(?:[.,]\d+)?(?:%|k|st|nd|rd|th)?$/i.test(v) || placeholderValue(v, 'password')) continue;
    const start = m.index + m[0].lastIndexOf(m[1]!);
    push(out, start, start + v.length, 0.75, 'credential');
  }
  for (const m of scan(FLAG, text)) {
    const v = m[3] ?? '';
    const name = (m[1] ?? '').toLowerCase().replace(/-/g, '');
    if (name === 'key' && !/\d/.test(v)) continue;
    if (placeholderValue(v, name) || /^\d{1,5}$/.test(v) || /^[./~]/.test(v)) continue;
    const start = m.index + m[0].length - v.length - (m[2] ?? '').length;
    push(out, start, start + v.length, 0.85, 'credential_flag');
  }
  for (const m of scan(SHORT_P, text)) {
    const v = m[5] ?? '';
    if (/^\d{1,5}(?::\d{1,5})?$/.test(v) || placeholderValue(v, 'password')) continue;
    const start = m.index + m[0].length - v.length - (m[4] ?? '').length;
    push(out, start, start + v.length, 0.85, 'credential_flag');
  }
  for (const m of scan(CURL_USER, text)) {
    const v = m[3] ?? '';
    if (placeholderValue(v, 'password')) continue;
    const start = m.index + m[0].length - v.length - (m[1] ?? '').length;
    push(out, start, start + v.length, 0.9, 'basic_auth');
  }
  for (const re of [AUTH_HEADER, KEY_HEADER]) {
    for (const m of scan(re, text)) {
      const v = re === AUTH_HEADER ? (m[1] ?? '') : (m[2] ?? '');
      if (placeholderValue(v, 'token')) continue;
      const start = m.index + m[0].length - v.length;
      push(out, start, start + v.length, 0.9, 'auth_header');
    }
  }
  highEntropy(text, out);
  return out;
}

function assignments(text: string, out: Candidate[]): void {
  for (const m of scan(ASSIGN, text)) {
    const rawName = m[2] ?? '';
    const name = rawName.toLowerCase().replace(/[_.\s-]/g, '');
    if (!secretName(rawName)) continue;
    const op = m[3] ?? m[4] ?? '';
    if (op === '==') continue;
    const quoted = m[5] !== undefined;
    let v = quoted ? (m[6] ?? '') : (m[7] ?? '');
    let ampTail = 0;
    if (!quoted && (op === ':' || op === 'is' || op === 'was' || (op === '=' && !/[?&]$/.test(text.slice(Math.max(0, m.index - 1), m.index))))) {
      // (session 44) An "&" inside a value written in prose, YAML or an env line is the secret's own character ("my api
      // secret is ab&cd92xq!!"), not a query string's separator: unless a name and "=" follow it ("&user=bob").
      const amp = /^(?:&(?![A-Za-z_][\w.[\]-]*=)[^\s"'`,;&<>)\]}]+)+/.exec(text.slice(m.index + m[0].length));
      if (amp) {
        v = v + amp[0];
        ampTail = amp[0].length;
      }
    }
    // Resume right after the name so `a=b password=c` style chains are all seen.
    if (/\s/.test(v) || placeholderValue(v, name)) continue;
    let valueEnd = m.index + m[0].length - (quoted ? 1 : 0) + ampTail;
    const valueStart = valueEnd - v.length;
    if (!quoted) {
      // An env line's value runs to the end of the line ("MAIL_PASSWORD=vkzq mtpl rwxe bhna").
      const rest = /^[^\S\n]+[^\s#][^\n]*/.exec(text.slice(valueEnd));
      const lineStart = text.lastIndexOf('\n', m.index) + 1;
      if (rest && /^(?:export[ \t]+)?[A-Z][A-Z0-9_]*=$/.test(text.slice(lineStart, valueStart)))
        valueEnd += rest[0].trimEnd().length;
    }
    const isPin = name === 'pin' || name === 'pincode';
    if (isPin && !/^\d{4,8}$/.test(v)) continue;
    if (!isPin && /^\d{1,6}$/.test(v)) continue; // counts, ports, sizes
    // A token or key (unlike a password) is machine-made: long, and with digits or random-looking.
    const passwordLike = /pass|pwd|^pw$|pin|credential/.test(name);
    if (!passwordLike && (v.length < 8 || !(/\d/.test(v) || (v.length >= 16 && randomness(v) > 0)))) continue;
    if (!quoted) {
      if (looksLikeReference(v)) {
        // An env-file line (`DB_PASSWORD=hunter`) is a literal even when it is a plain word.
        const lineStart = text.lastIndexOf('\n', m.index) + 1;
        const head = text.slice(lineStart, m.index + m[0].length - v.length);
        const envLine = /^(?:export[ \t]+)?[A-Z][A-Z0-9_]*=$/.test(head);
        const after = text.slice(m.index + m[0].length, text.indexOf('\n', m.index + m[0].length) >>> 0);
        const yamlLine = /^[ \t]*(?:- )?[A-Za-z_][\w.-]*:[ \t]*$/.test(head) && /^[ \t]*(?:#.*)?$/.test(after);
        if (!envLine && !yamlLine) continue;
      }
      if (/^[.~/]|^https?:/.test(v)) continue;
    }
    push(out, valueStart, valueEnd, op === '' ? 0.8 : 0.85, 'credential');
  }
}

function highEntropy(text: string, out: Candidate[]): void {
  for (const m of scan(TOKEN, text)) {
    const s = m[0];
    const start = m.index;
    const before = lineBefore(text, start);
    // Part of a URL path or a file path: public resource ids, not credentials.
    const chunk =
      lineBefore(text, start, 400)
        .split(/[\s"'`(<]/)
        .pop() ?? '';
    if (
      chunk.includes('//') &&
      !/[?&#](?:[a-z_]*(?:token|key|secret|sig|signature|password|auth)[a-z_]*)=$/i.test(chunk)
    )
      continue;
    if (LOOKALIKE_BEFORE.test(before)) continue;
    const named = /(["']?)([A-Za-z_][\w.-]*)\1[ \t]*[:=][ \t]*["'`]?$/.exec(before);
    const cued = named ? secretName(named[2] ?? '') : CREDENTIAL_CUE.test(before);
    const hexish = HEX.test(s.replace(/-/g, ''));
    if (UUID.test(s) || (hexish && s.replace(/-/g, '').length >= 16)) {
      if (cued) push(out, start, start + s.length, 0.8, 'hex_key');
      continue;
    }
    if (!randomness(s)) continue;
    const len = s.replace(/=+$/, '').length;
    if (cued) push(out, start, start + s.length, 0.85, 'high_entropy');
    else if (len >= 24) push(out, start, start + s.length, 0.7, 'high_entropy');
  }
}
