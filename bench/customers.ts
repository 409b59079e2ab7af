import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

/**
 * A customer of bench/scale.ts, made as a person makes one, over HTTP: the registration form,
 * the link from the mail folder, the sign-in form, then a board. Answers what a signed-in
 * browser sends with each board save: its cookies and its CSRF token.
 */
export interface Customer {
  cookie: string;
  csrfToken: string;
  boardId: number;
}

interface Server {
  port: number;
  host: string;
  dataDir: string;
}

const PASSWORD = 'correct horse battery';
const MAIL_WAIT_MS = 60_000;

function call(
  server: Server,
  jar: Map<string, string>,
  method: string,
  target: string,
  body?: { type: string; text: string },
  extra: Record<string, string> = {},
): Promise<{ status: number; text: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: target,
        headers: {
          host: server.host,
          accept: body?.type === 'application/json' ? 'application/json' : 'text/html',
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body && { 'content-type': body.type, 'content-length': Buffer.byteLength(body.text) }),
          ...extra,
        },
      },
      (response) => {
        for (const line of response.headers['set-cookie'] ?? []) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
          if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
          else jar.set(name, value);
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text,
            ...(response.headers.location && { location: response.headers.location }),
          }),
        );
      },
    );
    request.on('error', reject);
    if (body) request.write(body.text);
    request.end();
  });
}

const tokenIn = (html: string) => {
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('No CSRF token on the page');
  return token;
};
const form = (fields: Record<string, string>) => ({
  type: 'application/x-www-form-urlencoded',
  text: new URLSearchParams(fields).toString(),
});

async function verificationLink(dataDir: string, email: string): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  const dir = path.join(dataDir, 'mail');
  while (Date.now() < deadline) {
    for (const file of await fs.readdir(dir).catch(() => [] as string[])) {
      const eml = await fs.readFile(path.join(dir, file), 'utf8');
      if (!eml.includes(`To: ${email}`)) continue;
      const line = eml.split(/\r?\n/).find((l) => l.startsWith('http') && l.includes('/verify-email'));
      if (line) {
        const url = new URL(line);
        return url.pathname + url.search;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No verification mail to ${email}`);
}

export async function signedInCustomer(server: Server, n: number): Promise<Customer> {
  const jar = new Map<string, string>();
  const email = `load.${n}.${Date.now().toString(36)}@example.com`;
  const register = await call(server, jar, 'GET', '/register');
  const sent = await call(
    server,
    jar,
    'POST',
    '/register',
    form({
      email,
      password: PASSWORD,
      name: `Load Tester ${n}`,
      country: 'GBR',
      _csrf: tokenIn(register.text),
    }),
  );
  if (sent.status !== 303) throw new Error(`Registration answered ${sent.status}`);
  await call(server, jar, 'GET', await verificationLink(server.dataDir, email));
  const signIn = await call(server, jar, 'GET', '/sign-in');
  const signedIn = await call(
    server,
    jar,
    'POST',
    '/sign-in',
    form({ identifier: email, password: PASSWORD, _csrf: tokenIn(signIn.text) }),
  );
  if (signedIn.status !== 303) throw new Error(`Sign-in answered ${signedIn.status}`);
  // The token bound to the new session, from the first page after signing in.
  const csrfToken = tokenIn((await call(server, jar, 'GET', '/collaboration/boards')).text);
  const json = (value: unknown) => ({ type: 'application/json', text: JSON.stringify(value) });
  const created = await call(server, jar, 'POST', '/collaboration/boards.json', json({ name: `Load ${n}` }), {
    'x-csrf-token': csrfToken,
  });
  if (created.status !== 200 && created.status !== 201)
    throw new Error(`Board creation answered ${created.status}`);
  return {
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    csrfToken,
    boardId: (JSON.parse(created.text) as { id: number }).id,
  };
}
