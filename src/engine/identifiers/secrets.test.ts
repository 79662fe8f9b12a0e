import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { secretName, secrets } from './secrets.ts';
import { generateSecretsCorpus } from '../../../scripts/bench/secrets-corpus.ts';

const secretsIn = (t: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => s.category === 'secret')
    .map((s) => s.text);

// Fixtures are assembled from parts so no scanner (ours or a host's) sees a whole key in this file.
const j = (...p: string[]): string => p.join('');

describe('known key formats', () => {
  it.each([
    ['aws', j('AKIA', 'Z7Q2MXWV4K3PLRT6')],
    ['github', j('ghp_', 'a8Kd02LmQx7Tz9WbN3vP1sYdE6hJ4cGaR5uFq')],
    ['gitlab', j('glpat-', 'x9Kd02LmQx7Tz9WbN3vP')],
    ['slack', j('xoxb-', '30588411051-5571835439344-ZZUYsY1LhaZLYTDJ3vClAHFm')],
    ['stripe', j('sk_live_', '51HxYz2eZvKYlo2C8sQw0aBcD')],
    ['anthropic', j('sk-ant-api03-', 'Ab'.repeat(46), 'xAA')],
    ['google', j('AIza', 'SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY')],
    ['sendgrid', j('SG.', 'wdxLkuNnv_C8pX7xxCgEPk', '.', '7pBKPNxA2jYUkBJXFvZKjFwBzVTfiUU58PLTNxO_faI')],
    ['huggingface', j('hf_', 'FhqwbkIhgByIJRQOeTfrJQCEomCmEDnvLs')],
    [
      'jwt',
      j('eyJhbGciOiJIUzI1NiJ9', '.', 'eyJzdWIiOiIxMjM0NTY3ODkwIn0', '.', 'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'),
    ],
  ])('%s', (_name, key) => {
    expect(secretsIn(`here: ${key} thanks`)).toEqual([key]);
  });
  it('PEM private keys, whole block', () => {
    const pem = j('-----BEGIN ', 'RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7x\nabc==\n-----END RSA PRIVATE KEY-----');
    expect(secretsIn(`key:\n${pem}\nend`)).toEqual([pem]);
  });
});

describe('credentials in context', () => {
  it.each([
    ['DB_PASSWORD=hunter22', 'hunter22'],
    ['  "password": "Tr0ub4dor&3",', 'Tr0ub4dor&3'],
    ['aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
    ['mysql -u root -pS3cretPass mydb', 'S3cretPass'],
    ['./deploy --password=Summer2024! --host db', 'Summer2024!'],
    ['DATABASE_URL=postgres://app:p4ss@word@db.internal:5432/x', 'postgres://app:p4ss@word@db.internal:5432/x'],
    ['MAIL_PASSWORD=vkzq mtpl rwxe bhna', 'vkzq mtpl rwxe bhna'],
    ['username dtorres1987 password Maple$tree44. is it down?', 'Maple$tree44'],
    ['curl -u admin:letmein42 https://ci.internal/api', 'letmein42'],
    ['Server=db;Database=x;User Id=sa;Password=Xy7!kq9;', 'Xy7!kq9'],
    ['  -H "X-API-Key: 3f2a9c1b7e4d4f0a9b8c7d6e5f4a3b2c"', '3f2a9c1b7e4d4f0a9b8c7d6e5f4a3b2c'],
    ['HEROKU_API_KEY=cf7bdb64-447b-4e2c-a945-6a4652c44ae6', 'cf7bdb64-447b-4e2c-a945-6a4652c44ae6'],
    ['my wifi password is sunshine41', 'sunshine41'],
  ])('%s', (text, want) => {
    expect(secretsIn(text)).toEqual([want]);
  });
});

describe('passwords told in prose with words between the label and the value, "&" inside a value (session 44)', () => {
  it.each([
    ['my password for the bank is hunter22', 'hunter22'],
    ['the password for the shared drive is Tigers2019', 'Tigers2019'],
    ['the wifi password at my house is BlueFrog!77', 'BlueFrog!77'],
    ['my gmail password is still hunter22', 'hunter22'],
    ['my api secret is ab&cd92xq!!', 'ab&cd92xq!!'],
    ['password: ab&cd92xq', 'ab&cd92xq'],
    ['SECRET_KEY=abc&def123xyz', 'abc&def123xyz'],
  ])('%s', (text, want) => {
    expect(secretsIn(text)).toEqual([want]);
  });
  it.each([
    ['the password for my account is long, like 20 chars', []],
    ['the password for the wifi is on the fridge', []],
    ['password for the portal was 2024', []],
    // a query string's "&" still separates its parameters
    ['https://x.com/cb?token=ab12cd34ef56&user=bob', ['ab12cd34ef56']],
  ])('%s', (text, want) => {
    expect(secretsIn(text)).toEqual(want);
  });
});

describe('look-alikes are not secrets', () => {
  it.each([
    'commit 9fceb02d0ae598e95dc970b74767f19372d61af8',
    '    "integrity": "sha512-K1Ek7V5fZnVV4hWLqmHDtuYmN6qCoL1HT0nNeR+QzCkT3LgTI/Wg3r9R9lCq3Ky5xxGqkE1aBcDeFgHiJkLmNoPq==",',
    'image: ghcr.io/acme/app@sha256:3f2a9c1b7e4d4f0a9b8c7d6e5f4a3b2c3f2a9c1b7e4d4f0a9b8c7d6e5f4a3b2c',
    'GET https://api.example.com/v2/projects/cf7bdb64-447b-4e2c-a945-6a4652c44ae6/tasks 200',
    'request_id=cf7bdb64-447b-4e2c-a945-6a4652c44ae6 trace_id=3f2a9c1b7e4d4f0a9b8c7d6e5f4a3b2c',
    '  const password = req.body.password;',
    '  password: process.env.DB_PASSWORD,',
    'DB_PASSWORD=${DB_PASSWORD}',
    '  max_tokens: 4096,',
    '  const token = await getAccessToken(user);',
    '  tokenizer = AutoTokenizer.from_pretrained("gpt2")',
    'function isRightSideOfQualifiedNameOrPropertyAccess2(node) {',
    'Argument_of_type_0_is_not_assignable_to_parameter_of_type_1_with_exactOptionalPropertyTypes',
    'github.com/acme/lib v1.2.0 h1:W50I0iv1PmH4/yOq8sQeAy6cfmNrdKtOeU0//MnrC3=',
    '  "contextToken": "^16.3.11",',
    '    at handler (api/token.go:236:63)',
  ])('%s', (text) => {
    expect(secretsIn(text)).toEqual([]);
  });
  it('a connection string is one secret, not an e-mail inside it', () => {
    expect(
      detectIdentifiers('url: mongodb+srv://reader:sunshine41@cluster0.ab1cd.mongodb.net/db').map((s) => s.category),
    ).toEqual(['secret']);
  });
  it('pipe tables: every cell under a password column', () => {
    const t = [
      '+----+-------------+----------+',
      '| id | email       | password |',
      '+----+-------------+----------+',
      '|  1 | a@b.example | hunter22 |',
      '|  2 | c@d.example | Tr0ub4!x |',
      '+----+-------------+----------+',
    ].join('\n');
    expect(secretsIn(t)).toEqual(['hunter22', 'Tr0ub4!x']);
  });
});

describe('secretName: the secret word must be the head of the name', () => {
  it.each([
    ['MAPS_API_KEY', true],
    ['serviceToken', true],
    ['spring.datasource.password', true],
    ['AccountKey', true],
    ['tokenQueryDataId', false],
    ['password_hash', false],
    ['TOKEN_TTL_SECONDS', false],
    ['maxTokens', false],
    ['api/token.go', false],
  ])('%s → %s', (name, want) => {
    expect(secretName(name)).toBe(want);
  });
});

describe('generated corpus (seed 3, 150 planted + 150 clean documents)', () => {
  // A fresh seed neither tuned on (1) nor reported as test (2); the targets are issue 18's.
  const { docs } = generateSecretsCorpus(3, { planted: 150, clean: 150 });
  it('recall ≥ 0.95 and ≤ 1 false secret per 1,000 clean lines', () => {
    let planted = 0;
    let found = 0;
    let falses = 0;
    let lines = 0;
    for (const d of docs) {
      const pred = detectIdentifiers(d.text).filter((s) => s.category === 'secret');
      const cov = (s: number, e: number, spans: { start: number; end: number }[]): number =>
        spans.reduce((a, p) => a + Math.max(0, Math.min(e, p.end) - Math.max(s, p.start)), 0) / (e - s);
      for (const s of d.secrets) {
        planted++;
        if (cov(s.start, s.end, pred) >= 0.5) found++;
      }
      if (d.split === 'clean') {
        lines += d.text.split('\n').length - 1;
        falses += pred.filter((p) => cov(p.start, p.end, d.secrets) < 0.5).length;
      }
    }
    expect(planted).toBeGreaterThan(200);
    expect(found / planted).toBeGreaterThanOrEqual(0.95);
    expect((1000 * falses) / lines).toBeLessThanOrEqual(1);
  });
});

describe('a URL carrying a token as its user name (git remotes)', () => {
  it('the whole URL is one secret, like a connection string', () => {
    const text = 'origin\thttps://ghp_7hQm2ZxK9pLw4RtYc8VbN3sJ0dFa6gUe1iOk@github.com/acme/payments-api.git (fetch)';
    expect(secrets(text).map((c) => text.slice(c.start, c.end))).toContain('https://ghp_7hQm2ZxK9pLw4RtYc8VbN3sJ0dFa6gUe1iOk@github.com/acme/payments-api.git');
    const hex = 'git clone https://3f9c0a17b2d84e6c91a5f0e2d7b4c8a1@git.example.org/team/app.git';
    expect(secrets(hex).map((c) => hex.slice(c.start, c.end))).toEqual(['https://3f9c0a17b2d84e6c91a5f0e2d7b4c8a1@git.example.org/team/app.git']);
  });
  it('a plain user name before @ is not a token', () => {
    expect(secrets('git clone ssh://git@github.com/acme/app.git')).toEqual([]);
    expect(secrets('open https://deployment-automation-account@ci.example.com/jobs')).toEqual([]);
  });
});

describe('a known key shape with a masked body is a placeholder (session 23)', () => {
  it('leaves sk_test_ followed by x and keeps a real-looking key', () => {
    expect(secretsIn(j('STRIPE_SECRET_KEY=sk_test_', 'x'.repeat(20)))).toEqual([]);
    expect(secretsIn(j('STRIPE_SECRET_KEY=sk_live_', '51HxKq2eZvKYlo2C8aBcDeFgHiJk'))).toEqual([j('sk_live_', '51HxKq2eZvKYlo2C8aBcDeFgHiJk')]);
  });
});
