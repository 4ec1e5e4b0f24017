import net from 'node:net';
import type { IncomingMessage } from 'node:http';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 and IPv4-mapped ::ffff:127.x. Anything that is not an address is not loopback. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const type = net.isIP(address);
  return type !== 0 && loopback.check(address, type === 4 ? 'ipv4' : 'ipv6');
}

/** Client addresses a proxy put in X-Forwarded-For, X-Real-IP and Forwarded (`for=`). */
function forwardedAddresses(req: IncomingMessage): string[] {
  const h = req.headers;
  const out: string[] = [];
  for (const v of [h['x-forwarded-for'], h['x-real-ip']].flat()) if (v) out.push(...v.split(','));
  for (const m of String(h.forwarded ?? '').matchAll(/for=\s*("[^"]*"|[^;,\s]*)/gi)) {
    // for="[2001:db8::1]:4711", for=192.0.2.60:8080, for=unknown
    const v = m[1].replace(/"/g, '');
    out.push(v.startsWith('[') ? v.slice(1, v.indexOf(']')) : v.replace(/:\d+$/, ''));
  }
  return out.map((a) => a.trim());
}

/**
 * True only for a request whose TCP connection comes from this machine. The socket decides,
 * never a header, even with TRUST_PROXY (a client can write any X-Forwarded-For). Headers
 * can only refuse: a proxy on this machine connects from 127.0.0.1 but names its real client
 * in X-Forwarded-For, and that client must be this machine too.
 */
export function isFromThisMachine(req: IncomingMessage): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && forwardedAddresses(req).every(isLoopbackAddress);
}
