import crypto from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../../test/app';
import { newId } from '../../lib/ids';
import type { PushNetwork } from '../../lib/push-network';

/*
 * A local push service for the tests (decision 0044), standing in for a browser's (FCM, Mozilla's,
 * Apple's): it checks each request as a push service does, the VAPID Authorization header (an
 * ES256 JWT for its origin, signed by the key it names) and the aes128gcm body (RFC 8291),
 * which it decrypts with the subscriber's private key, and answers 201, or 404/410/500 by path.
 * With it a network (decision 0057): a DNS of its own and connections that reach this service.
 */

const b64u = (b: Buffer) => b.toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and its auth secret. */
export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, auth, json: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

/** RFC 8291 + RFC 8188: one aes128gcm record, decrypted as the user agent does. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLen = body[20];
  const serverPublic = body.subarray(21, 21 + idLen);
  const record = body.subarray(21 + idLen);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<jwt>, k=<public key>`; returns the JWT's claims and the key. */
export function verifyVapid(header: string | undefined, origin: string) {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!m) throw new Error(`no VAPID header: ${header}`);
  const [h, p, sig] = m[1].split('.');
  const raw = Buffer.from(m[2], 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  const header_ = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string };
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (header_.alg !== 'ES256') throw new Error(`alg ${header_.alg}`);
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('expired VAPID token');
  return { claims, publicKey: m[2] };
}

export interface ReceivedPush {
  path: string;
  /** The push service's host the push was for (its Host header). */
  host: string;
  status: number;
  /** The decrypted payload, parsed. */
  message: Record<string, unknown>;
  urgency: string | undefined;
  ttl: string | undefined;
  vapidKey: string;
  subject: string;
}

/** The addresses a fake DNS gives a name; a name it does not have does not resolve, as with no network. */
export function fakeResolver(names: Map<string, string[]>): PushNetwork['resolve'] {
  return async (hostname) => {
    const addresses = names.get(hostname);
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
  };
}

/** Public addresses of the push services the tests' endpoints are on. */
export const PUSH_SERVICE_ADDRESSES = new Map([
  ['fcm.googleapis.com', ['142.250.4.95', '2404:6800:4003:c00::5f']],
  ['updates.push.services.mozilla.com', ['34.107.221.82']],
]);

/**
 * The local push service, made now and listening once started: `network` is the app's
 * (`pushNetwork`): its DNS is `dns` (PUSH_SERVICE_ADDRESSES at first), and every push's
 * connection, to whichever addresses were checked, reaches this service over plain HTTP
 * (`connections` records those addresses). A subscription's endpoint is
 * `https://<push service>/<status>/<id>`: it answers that status (201, 404, 410, 500) once the
 * request checks out, and 400 when it does not.
 */
export function localPushService() {
  const received: ReceivedPush[] = [];
  const connections: string[][] = [];
  const dns = new Map(PUSH_SERVICE_ADDRESSES);
  const keysByPath = new Map<string, BrowserKeys>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      try {
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const host = req.headers.host ?? '';
        const { claims, publicKey } = verifyVapid(req.headers.authorization, `https://${host}`);
        const keys = keysByPath.get(path);
        if (!keys) throw new Error(`unknown subscription ${path}`);
        const message = JSON.parse(decryptPush(Buffer.concat(chunks), keys)) as Record<string, unknown>;
        const status = Number(path.split('/')[1]) || 201;
        received.push({
          path,
          host,
          status,
          message,
          urgency: req.headers.urgency as string | undefined,
          ttl: req.headers.ttl as string | undefined,
          vapidKey: publicKey,
          subject: claims.sub,
        });
        res.writeHead(status).end();
      } catch (e) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end((e as Error).message);
      }
    });
  });
  const port = () => (server.address() as AddressInfo).port;

  /** An https agent in name: its connection is a plain one to this service (no certificate to make). */
  class ToThisService extends https.Agent {
    constructor(readonly addresses: LookupAddress[]) {
      super();
    }
    override createConnection() {
      connections.push(this.addresses.map((a) => a.address));
      return net.connect(port(), '127.0.0.1');
    }
  }
  const network: PushNetwork = {
    resolve: fakeResolver(dns),
    agent: (addresses) => new ToThisService(addresses),
  };

  return {
    network,
    dns,
    received,
    connections,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    /** This service's own address, `http://127.0.0.1:<port>`. */
    url: () => `http://127.0.0.1:${port()}`,
    /**
     * A device of `userId` subscribed at this service, answering `status`; straight in the table,
     * as a row from before the endpoints were checked may be (decision 0057).
     */
    async device(
      t: TestApp,
      userId: string,
      status: 201 | 404 | 410 | 500 = 201,
      origin = 'https://fcm.googleapis.com',
    ) {
      const keys = browserKeys();
      const path = `/${status}/${newId()}`;
      keysByPath.set(path, keys);
      const id = newId();
      await t.db
        .insertInto('pushSubscriptions')
        .values({
          id,
          userId,
          endpoint: `${origin}${path}`,
          p256dh: keys.json.p256dh,
          auth: keys.json.auth,
          device: 'Chrome on Android',
          createdAt: t.clock.now(),
        })
        .execute();
      return { id, path, keys };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type PushService = ReturnType<typeof localPushService>;

/** `const push = usePushService();` before the app: a local push service for this file, and its network. */
export function usePushService(): PushService {
  const push = localPushService();
  beforeAll(() => push.start());
  afterAll(() => push.close());
  return push;
}
