/**
 * Seeded generator of the secrets corpus (issue 18): code, logs, .env files, curl commands, stack
 * traces, YAML/JSON configs and shell history, with planted secrets (labelled spans) and look-alikes
 * that are not secrets (commit SHAs, lockfile integrity hashes, image digests, UUIDs of public
 * resources, request ids, CSS colours, chunk hashes, base64 data URIs, long identifiers).
 *
 *   generateSecretsCorpus(seed, { planted, clean }) → { docs }
 *
 * Nothing here is a real credential: every value is drawn from a seeded PRNG (mulberry32 — a
 * corpus generator, not a privacy mechanism). The corpus is regenerated on every run, not committed.
 */
import { mulberry32 } from '../train/prng.ts';

export interface PlantedSecret {
  start: number;
  end: number;
  kind: string;
}

export interface CorpusDoc {
  /** 'planted' docs carry ≥1 secret; 'clean' docs carry none (ordinary code + look-alikes). */
  split: 'planted' | 'clean';
  genre: string;
  text: string;
  secrets: PlantedSecret[];
}

type Rng = () => number;


const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const ALNUM = LOWER + UPPER + DIGITS;
const HEXL = '0123456789abcdef';
const B64 = ALNUM + '+/';
const B64URL = ALNUM + '-_';

/** A value to plant: the text and its kind. */
interface S {
  secret: string;
  kind: string;
}

class Gen {
  readonly r: Rng;
  constructor(seed: number) {
    this.r = mulberry32(seed);
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.r() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.r() * xs.length)]!;
  }
  str(alpha: string, n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alpha[Math.floor(this.r() * alpha.length)];
    return s;
  }
  chance(p: number): boolean {
    return this.r() < p;
  }
  uuid(): string {
    return `${this.str(HEXL, 8)}-${this.str(HEXL, 4)}-4${this.str(HEXL, 3)}-${this.pick(['8', '9', 'a', 'b'])}${this.str(HEXL, 3)}-${this.str(HEXL, 12)}`;
  }
  b64(n: number): string {
    return this.str(B64, n);
  }
  b64pad(bytes: number): string {
    const chars = Math.ceil((bytes * 4) / 3);
    const pad = (3 - (bytes % 3)) % 3;
    return this.str(B64, chars) + '='.repeat(pad);
  }

  // ---- secrets ----------------------------------------------------------------------------------
  password(): string {
    const words = [
      'summer',
      'dragon',
      'monkey',
      'sunshine',
      'football',
      'Welcome',
      'Autumn',
      'tiger',
      'Pa55',
      'admin',
      'letmein',
      'qwerty',
      'Galaxy',
      'orange',
    ];
    switch (this.int(0, 4)) {
      case 0:
        return this.pick(words) + this.int(1, 2099) + this.pick(['!', '#', '$', '@', '', '?']);
      case 1:
        return this.str(ALNUM + '!@#%^&*', this.int(10, 20));
      case 2:
        return this.pick(words).replace(/o/g, '0').replace(/a/g, '@') + this.str(DIGITS, 2);
      case 3:
        return this.str(LOWER, this.int(6, 9)) + this.str(DIGITS, this.int(1, 3));
      default:
        return this.str(ALNUM, this.int(12, 24));
    }
  }
  secret(kind: string): S {
    const s = (v: string): S => ({ secret: v, kind });
    switch (kind) {
      case 'aws_access_key':
        return s(this.pick(['AKIA', 'ASIA']) + this.str(UPPER + '234567', 16));
      case 'aws_secret_key':
        return s(this.str(B64, 40));
      case 'github_pat':
        return s(this.pick(['ghp_', 'gho_', 'ghs_']) + this.str(ALNUM, 36));
      case 'github_fine_grained':
        return s('github_pat_' + this.str(ALNUM, 22) + '_' + this.str(ALNUM, 59));
      case 'gitlab_pat':
        return s('glpat-' + this.str(B64URL, 20));
      case 'slack_bot':
        return s(`xoxb-${this.str(DIGITS, 11)}-${this.str(DIGITS, 13)}-${this.str(ALNUM, 24)}`);
      case 'slack_webhook':
        return s(
          `https://hooks.slack.com/services/T${this.str(UPPER + DIGITS, 8)}/B${this.str(UPPER + DIGITS, 10)}/${this.str(ALNUM, 24)}`,
        );
      case 'discord_webhook':
        return s(`https://discord.com/api/webhooks/${this.str(DIGITS, 18)}/${this.str(B64URL, 68)}`);
      case 'stripe_secret':
        return s(this.pick(['sk_live_', 'rk_live_', 'sk_test_']) + this.str(ALNUM, this.int(24, 99)));
      case 'openai_key':
        return s('sk-proj-' + this.str(B64URL, 74) + 'T3BlbkFJ' + this.str(B64URL, 74));
      case 'openai_legacy':
        return s('sk-' + this.str(ALNUM, 20) + 'T3BlbkFJ' + this.str(ALNUM, 20));
      case 'anthropic_key':
        return s('sk-ant-api03-' + this.str(B64URL, 93) + 'AA');
      case 'google_api_key':
        return s('AIza' + this.str(B64URL, 35));
      case 'azure_storage_key':
        return s(this.str(B64, 86) + '==');
      case 'twilio_key':
        return s('SK' + this.str(HEXL, 32));
      case 'sendgrid_key':
        return s('SG.' + this.str(B64URL, 22) + '.' + this.str(B64URL, 43));
      case 'huggingface_token':
        return s('hf_' + this.str(LOWER + UPPER, 34));
      case 'npm_token':
        return s('npm_' + this.str(ALNUM, 36));
      case 'telegram_token':
        return s(`${this.str(DIGITS, 10)}:AA${this.str(B64URL, 33)}`);
      case 'mailgun_key':
        return s('key-' + this.str(HEXL, 32));
      case 'jwt': {
        const seg = (n: number): string => this.str(B64URL, n);
        return s(`eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ${seg(this.int(40, 120))}.${seg(43)}`);
      }
      case 'private_key': {
        const label = this.pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'EC PRIVATE KEY']);
        const body: string[] = [];
        for (let i = 0; i < this.int(4, 12); i++) body.push(this.str(B64, 64));
        return s(`-----BEGIN ${label}-----\n${body.join('\n')}\n${this.b64pad(20)}\n-----END ${label}-----`);
      }
      case 'hex_api_key':
        return s(this.str(HEXL, this.pick([32, 40, 64])));
      case 'uuid_api_key':
        return s(this.uuid());
      case 'random_api_key':
        return s(this.str(ALNUM, this.pick([24, 32, 40, 48])));
      case 'password':
        return s(this.password());
      case 'basic_auth':
        return s(this.b64pad(this.int(14, 30)));
      case 'digitalocean_token':
        return s('dop_v1_' + this.str(HEXL, 64));
      default:
        throw new Error(`unknown kind ${kind}`);
    }
  }

  // ---- ordinary lines (no secret) ----------------------------------------------------------------
  ident(): string {
    const parts = [
      'user',
      'account',
      'order',
      'item',
      'config',
      'request',
      'response',
      'handler',
      'session',
      'cache',
      'query',
      'result',
      'payload',
      'event',
      'message',
      'client',
      'server',
      'token',
      'key',
      'value',
      'index',
      'count',
      'list',
      'map',
      'data',
      'state',
      'props',
      'context',
      'error',
      'logger',
      'retry',
      'timeout',
      'buffer',
      'stream',
      'router',
      'service',
      'model',
      'schema',
      'field',
      'record',
    ];
    const n = this.int(1, 4);
    let s = this.pick(parts);
    for (let i = 1; i < n; i++) {
      const p = this.pick(parts);
      s += p[0]!.toUpperCase() + p.slice(1);
    }
    return s;
  }
  path(): string {
    const dirs = [
      'src',
      'lib',
      'app',
      'components',
      'services',
      'utils',
      'internal',
      'pkg',
      'api',
      'handlers',
      'models',
      'tests',
      'core',
      'engine',
      'server',
      'client',
    ];
    const n = this.int(1, 4);
    const segs: string[] = [];
    for (let i = 0; i < n; i++) segs.push(this.pick(dirs));
    return segs.join('/') + '/' + this.ident() + this.pick(['.ts', '.js', '.py', '.go', '.java', '.rb', '.rs']);
  }
  host(): string {
    return (
      this.pick(['api', 'db', 'cache', 'auth', 'billing', 'search', 'queue']) +
      this.pick(['', '-1', '-2', '.internal', '.prod.example.com', '.staging.example.net'])
    );
  }
  ts(): string {
    return `2025-${String(this.int(1, 12)).padStart(2, '0')}-${String(this.int(1, 28)).padStart(2, '0')}T${String(this.int(0, 23)).padStart(2, '0')}:${String(this.int(0, 59)).padStart(2, '0')}:${String(this.int(0, 59)).padStart(2, '0')}.${this.str(DIGITS, 3)}Z`;
  }
  sha(): string {
    return this.str(HEXL, 40);
  }
  codeLine(): string {
    const id = this.ident();
    const id2 = this.ident();
    const lines: (() => string)[] = [
      () => `import { ${id} } from './${this.ident()}';`,
      () => `const ${id} = await ${id2}.get${this.ident().replace(/^./, (c) => c.toUpperCase())}(${this.ident()});`,
      () => `  if (!${id}) throw new Error('missing ${id2}');`,
      () => `  return ${id}.map((x) => x.${id2}).filter(Boolean);`,
      () => `def ${id.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())}(self, ${id2.toLowerCase()}):`,
      () => `    self.${id2.toLowerCase()} = ${id2.toLowerCase()}`,
      () => `func (s *${id[0]!.toUpperCase()}${id.slice(1)}) Handle(ctx context.Context) error {`,
      () => `  logger.info("processed %d ${id}s in %.2fs", count, elapsed)`,
      () => `  const url = \`https://${this.host()}/v1/${this.ident()}/\${${id}}\`;`,
      () => `  color: #${this.str(HEXL, 6)};`,
      () => `  // TODO(${this.pick(['ana', 'bo', 'chen', 'dev'])}): handle ${id} when ${id2} is empty`,
      () => `  expect(${id}).toEqual(${JSON.stringify(this.ident())});`,
      () =>
        `private static final String ${id.replace(/[A-Z]/g, (c) => '_' + c).toUpperCase()}_HEADER = "X-${this.ident()}";`,
      () => `  const password = req.body.password;`,
      () => `  const token = await getAccessToken(${id});`,
      () => `  headers: { Authorization: \`Bearer \${token}\` },`,
      () => `  password: process.env.DB_PASSWORD,`,
      () => `  api_key = os.environ["${this.pick(['OPENAI_API_KEY', 'STRIPE_KEY', 'API_TOKEN'])}"]`,
      () => `  if (password.length < MIN_PASSWORD_LENGTH) return false;`,
      () =>
        `  tokenizer = AutoTokenizer.from_pretrained("${this.pick(['bert-base-uncased', 'gpt2', 'roberta-base'])}")`,
      () => `  max_tokens: ${this.int(64, 8192)},`,
      () => `  <input type="password" name="password" placeholder="Password" />`,
      () => `  secretName: "${this.ident()}-credentials",`,
      () => `  const ${id}Hash = crypto.createHash('sha256').update(${id2}).digest('hex');`,
      () => `export const ${id.toUpperCase()}_PATTERN = /^[A-Za-z0-9_-]{${this.int(8, 40)}}$/;`,
      () => `  await ${id}.${id2}({ retries: ${this.int(1, 5)}, timeoutMs: ${this.int(100, 30000)} });`,
      () => `  <script src="/static/js/main.${this.str(HEXL, 8)}.chunk.js"></script>`,
      () =>
        `  "${this.ident()}": "${this.pick(['^', '~', ''])}${this.int(0, 18)}.${this.int(0, 30)}.${this.int(0, 20)}",`,
      () => `  const testId = "${this.ident()}${this.ident().replace(/^./, (c) => c.toUpperCase())}Spec";`,
      () => `  throw new ${this.pick(['ValueError', 'TypeError', 'RuntimeError'])}("invalid ${id}: " + str(${id2}))`,
    ];
    return this.pick(lines)();
  }
  lookalikeLine(): string {
    const lines: (() => string)[] = [
      () => `commit ${this.sha()}`,
      () => `Merge: ${this.str(HEXL, 7)} ${this.str(HEXL, 7)}`,
      () => `${this.str(HEXL, 7)} ${this.pick(['fix', 'feat', 'chore'])}: ${this.ident()} handling`,
      () => `    "integrity": "sha512-${this.b64(86)}==",`,
      () =>
        `  resolved "https://registry.yarnpkg.com/${this.ident().toLowerCase()}/-/${this.ident().toLowerCase()}-1.${this.int(0, 9)}.${this.int(0, 9)}.tgz#${this.sha()}"`,
      () => `  integrity sha1-${this.b64(27)}=`,
      () => `image: ghcr.io/acme/${this.ident().toLowerCase()}@sha256:${this.str(HEXL, 64)}`,
      () =>
        `github.com/${this.ident().toLowerCase()}/${this.ident().toLowerCase()} v1.${this.int(0, 20)}.0 h1:${this.b64(43)}=`,
      () => `checksum = "${this.str(HEXL, 64)}"`,
      () => `    {file = "${this.ident()}-2.1.0-py3-none-any.whl", hash = "sha256:${this.str(HEXL, 64)}"},`,
      () => `  "shasum": "${this.sha()}",`,
      () => `  "id": "${this.uuid()}",`,
      () => `GET https://api.example.com/v2/projects/${this.uuid()}/tasks?page=${this.int(1, 9)} 200`,
      () => `  uid: ${this.uuid()}`,
      () =>
        `/subscriptions/${this.uuid()}/resourceGroups/${this.ident()}-rg/providers/Microsoft.Web/sites/${this.ident()}`,
      () => `request_id=${this.uuid()} trace_id=${this.str(HEXL, 32)} span_id=${this.str(HEXL, 16)}`,
      () => `X-Request-Id: ${this.str(HEXL, 32)}`,
      () => `  <img src="data:image/png;base64,${this.b64(120)}" />`,
      () => `//# sourceMappingURL=${this.ident()}.${this.str(HEXL, 20)}.js.map`,
      () => `  const ${this.ident()}ValidationErrorMessageForInvalidInput = "${this.ident()}";`,
      () => `  ETag: "${this.str(HEXL, 32)}"`,
      () => `https://docs.google.com/document/d/${this.str(B64URL, 44)}/edit`,
      () => `https://www.youtube.com/watch?v=${this.str(B64URL, 11)}`,
      () => `  "objectId": "${this.str(HEXL, 24)}",`,
      () => `  fingerprint: ${this.str(HEXL, 2)}:${this.str(HEXL, 2)}:${this.str(HEXL, 2)}:${this.str(HEXL, 2)}`,
      () => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${this.b64(43)} ${this.pick(['ana', 'bo'])}@laptop`,
      () => `  at ${this.ident()} (/${this.path()}:${this.int(1, 900)}:${this.int(1, 80)})`,
      () => `0x${this.str(HEXL, 12)} in ${this.ident()} () from /usr/lib/libc.so.6`,
      () => `  ref: refs/heads/${this.ident()}-${this.int(1, 999)}`,
      () => `  "nonce": "${this.b64(24)}",`,
      () => `HEAD is now at ${this.str(HEXL, 7)} ${this.ident()}`,
      () => `  md5: ${this.str(HEXL, 32)}`,
      () => `  "${this.ident()}Id": "${this.str(ALNUM, 20)}",`,
    ];
    return this.pick(lines)();
  }
}

/** Builds text line by line, recording planted secrets' offsets. */
class Doc {
  text = '';
  secrets: PlantedSecret[] = [];
  line(...parts: (string | S)[]): void {
    for (const p of parts) {
      if (typeof p === 'string') this.text += p;
      else {
        this.secrets.push({ start: this.text.length, end: this.text.length + p.secret.length, kind: p.kind });
        this.text += p.secret;
      }
    }
    this.text += '\n';
  }
}

const ENV_NAMES: Readonly<Record<string, readonly string[]>> = {
  aws_secret_key: ['AWS_SECRET_ACCESS_KEY', 'aws_secret_access_key'],
  hex_api_key: ['API_KEY', 'MAPS_API_KEY', 'DATADOG_API_KEY', 'SEGMENT_WRITE_KEY_SECRET', 'APP_SECRET'],
  uuid_api_key: ['HEROKU_API_KEY', 'API_TOKEN', 'LICENSE_KEY', 'CLIENT_SECRET'],
  random_api_key: ['API_KEY', 'SESSION_SECRET', 'JWT_SECRET', 'ACCESS_TOKEN', 'MISTRAL_API_KEY', 'CLIENT_SECRET'],
  password: ['DB_PASSWORD', 'POSTGRES_PASSWORD', 'SMTP_PASS', 'REDIS_PASSWORD', 'ADMIN_PWD', 'MYSQL_ROOT_PASSWORD'],
};

const PREFIXED = [
  'aws_access_key',
  'github_pat',
  'github_fine_grained',
  'gitlab_pat',
  'slack_bot',
  'slack_webhook',
  'discord_webhook',
  'stripe_secret',
  'openai_key',
  'openai_legacy',
  'anthropic_key',
  'google_api_key',
  'twilio_key',
  'sendgrid_key',
  'huggingface_token',
  'npm_token',
  'telegram_token',
  'mailgun_key',
  'jwt',
  'digitalocean_token',
] as const;
const CONTEXTUAL = ['aws_secret_key', 'hex_api_key', 'uuid_api_key', 'random_api_key', 'password'] as const;

function envName(g: Gen, kind: string): string {
  return g.pick(ENV_NAMES[kind] ?? [kind.toUpperCase()]);
}

/** One planted secret in one of the genres' idioms. */
function plant(g: Gen, d: Doc, kind: string): void {
  const s = g.secret(kind);
  const name = envName(g, kind);
  const camel = name.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const styles: (() => void)[] = [
    () => d.line(`${name}=`, s),
    () => d.line(`export ${name}="`, s, '"'),
    () => d.line(`  ${name.toLowerCase()}: `, s),
    () => d.line(`  "${camel}": "`, s, '",'),
    () => d.line(`const ${camel} = '`, s, "';"),
    () => d.line(`${name.toLowerCase()} = "`, s, '"'),
    () => d.line(`        ${camel}: "`, s, '",'),
  ];
  if (kind === 'password') {
    styles.push(
      () => d.line(`mysql -h ${g.host()} -u ${g.pick(['root', 'app', 'admin'])} -p`, s, ` ${g.ident()}`),
      () => d.line(`${g.pick(['psql', 'pg_dump', './deploy.sh', 'app'])} --password=`, s, ` --host ${g.host()}`),
      // Connection strings are planted whole, as the realistic set's guideline marks them.
      () =>
        d.line('DATABASE_URL=', {
          secret: `postgres://${g.pick(['app', 'svc_user', 'admin'])}:${s.secret}@${g.host()}:5432/${g.ident()}`,
          kind: 'connection_string',
        }),
      () =>
        d.line('  url: ', {
          secret: `mongodb+srv://${g.pick(['app', 'reader'])}:${s.secret}@cluster0.${g.str(LOWER + DIGITS, 5)}.mongodb.net/${g.ident()}`,
          kind: 'connection_string',
        }),
      () => d.line(`curl -u ${g.pick(['admin', 'ci-bot', 'deploy'])}:`, s, ` https://${g.host()}/api/${g.ident()}`),
      () => d.line(`Server=${g.host()};Database=${g.ident()};User Id=sa;Password=`, s, ';'),
      () => d.line(`sshpass -p '`, s, `' ssh deploy@${g.host()}`),
      () => d.line(`redis-cli -h ${g.host()} -a `, s, ' ping'),
      () => d.line(`The wifi password is `, s),
      () => d.line(`  "password": "`, s, '",'),
      () => d.line(`spring.datasource.password=`, s),
    );
  }
  if (kind === 'random_api_key' || kind === 'hex_api_key' || kind === 'uuid_api_key') {
    styles.push(
      () => d.line(`curl -H "X-API-Key: `, s, `" https://${g.host()}/v1/${g.ident()}`),
      () => d.line(`curl "https://${g.host()}/v1/${g.ident()}?api_key=`, s, '&format=json"'),
      () => d.line(`  -H 'Authorization: Bearer `, s, "' \\"),
      () => d.line(`client = ${g.pick(['Client', 'ApiClient', 'Mistral'])}(api_key="`, s, '")'),
    );
  }
  if (kind === 'basic_auth') {
    d.line(`  -H "Authorization: Basic `, s, '"');
    return;
  }
  if (kind === 'private_key') {
    if (g.chance(0.5)) d.line(`  "private_key": "`, { secret: s.secret.replace(/\n/g, '\\n'), kind }, '",');
    else d.line(s);
    return;
  }
  if ((PREFIXED as readonly string[]).includes(kind)) {
    styles.push(
      () =>
        d.line(
          `curl -H "Authorization: Bearer `,
          s,
          `" https://api.${g.pick(['openai.com', 'github.com', 'stripe.com'])}/v1/${g.ident()}`,
        ),
      () => d.line(`${g.ts()} DEBUG ${g.ident()}: sending request with key `, s),
      () => d.line(`    client = Client(`, s, ')'),
      () => d.line(s),
    );
  }
  g.pick(styles)();
}

function genre(g: Gen, d: Doc, name: string, n: number, plantKinds: string[]): void {
  const at = new Set(plantKinds.map(() => g.int(0, n - 1)));
  const slots = [...at];
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (slots.includes(i) && k < plantKinds.length) {
      plant(g, d, plantKinds[k++]!);
      continue;
    }
    switch (name) {
      case 'env':
        d.line(
          g.pick([
            `PORT=${g.int(1000, 9999)}`,
            `NODE_ENV=${g.pick(['production', 'development'])}`,
            `DATABASE_HOST=${g.host()}`,
            `LOG_LEVEL=${g.pick(['info', 'debug', 'warn'])}`,
            `API_URL=https://${g.host()}/v${g.int(1, 3)}`,
            `S3_BUCKET=${g.ident().toLowerCase()}-assets`,
            `AWS_REGION=${g.pick(['us-east-1', 'eu-west-1'])}`,
            `FEATURE_${g.ident().toUpperCase()}=${g.pick(['true', 'false'])}`,
            `DB_PASSWORD=\${DB_PASSWORD}`,
            `API_KEY=<your-api-key>`,
            `SECRET_KEY=changeme-in-production`.replace('changeme-in-production', '${SECRET_KEY}'),
            `TOKEN_TTL_SECONDS=${g.int(60, 86400)}`,
            `# ${g.ident()} settings`,
          ]),
        );
        break;
      case 'log':
        d.line(
          g.pick([
            `${g.ts()} INFO  [${g.ident()}] handled ${g.pick(['GET', 'POST'])} /api/${g.ident()}/${g.int(1, 99999)} in ${g.int(1, 900)}ms request_id=${g.uuid()}`,
            `${g.ts()} WARN  retrying ${g.ident()} (attempt ${g.int(1, 5)}/5) after ${g.int(100, 5000)}ms`,
            `${g.ts()} ERROR ${g.ident()} failed: connection refused ${g.host()}:${g.int(1000, 65000)}`,
            `${g.ts()} DEBUG cache hit key=${g.ident()}:${g.str(HEXL, 16)}`,
            g.lookalikeLine(),
          ]),
        );
        break;
      case 'trace':
        d.line(
          g.pick([
            `  File "/app/${g.path()}", line ${g.int(1, 900)}, in ${g.ident()}`,
            `    at ${g.ident()}.${g.ident()} (${g.path()}:${g.int(1, 900)}:${g.int(1, 80)})`,
            `\tat com.acme.${g.ident()}.${g.ident()}(${g.ident()}.java:${g.int(1, 900)})`,
            `Caused by: java.net.SocketTimeoutException: Read timed out`,
            `Traceback (most recent call last):`,
            `${g.pick(['KeyError', 'TypeError', 'ValueError'])}: '${g.ident()}'`,
          ]),
        );
        break;
      case 'curl':
        d.line(
          g.pick([
            `curl -X POST https://${g.host()}/v1/${g.ident()} \\`,
            `  -H "Content-Type: application/json" \\`,
            `  -H "Authorization: Bearer $TOKEN" \\`,
            `  -d '{"${g.ident()}": "${g.ident()}", "limit": ${g.int(1, 100)}}'`,
            `curl -s https://api.example.com/v2/projects/${g.uuid()} | jq .`,
            `$ git log --oneline -${g.int(2, 9)}`,
            g.lookalikeLine(),
          ]),
        );
        break;
      case 'lockfile':
        d.line(g.lookalikeLine());
        break;
      default:
        d.line(g.chance(0.85) ? g.codeLine() : g.lookalikeLine());
    }
  }
}

const GENRES = ['code', 'env', 'log', 'trace', 'curl', 'lockfile'] as const;

export function generateSecretsCorpus(seed: number, sizes: { planted: number; clean: number }): { docs: CorpusDoc[] } {
  const g = new Gen(seed);
  const docs: CorpusDoc[] = [];
  // Half the planted secrets are the hard, context-only kinds (passwords, hex/UUID/random keys).
  const hard: readonly string[] = [...CONTEXTUAL, 'private_key', 'basic_auth'];
  for (let i = 0; i < sizes.planted; i++) {
    const name = g.pick(GENRES.filter((x) => x !== 'lockfile'));
    const kinds: string[] = [];
    for (let k = 0; k < g.int(1, 3); k++) kinds.push(g.chance(0.5) ? g.pick(hard) : g.pick(PREFIXED));
    const d = new Doc();
    genre(g, d, name, g.int(8, 30), kinds);
    docs.push({ split: 'planted', genre: name, text: d.text, secrets: d.secrets });
  }
  for (let i = 0; i < sizes.clean; i++) {
    const name = g.pick(GENRES);
    const d = new Doc();
    genre(g, d, name, g.int(15, 40), []);
    docs.push({ split: 'clean', genre: name, text: d.text, secrets: [] });
  }
  return { docs };
}
