import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkPushHost, systemPushNetwork } from './push-network';

/** The machine's network as the push delivery uses it (decision 0057); nothing here leaves the machine. */
describe('the system push network', () => {
  it("a push's connection goes to the addresses checked, without asking DNS again", async () => {
    const seen: string[] = [];
    const server = net.createServer((socket) => {
      seen.push(socket.remoteAddress ?? '');
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const agent = systemPushNetwork.agent([{ address: '127.0.0.1', family: 4 }]);
      // A name DNS never answers (RFC 6761): reaching the server can only be the pinned address.
      const failed = await new Promise<Error>((resolve) =>
        https
          .request({ host: 'push.invalid', port: (server.address() as AddressInfo).port, method: 'POST', agent })
          .on('error', resolve)
          .end(),
      );
      expect(failed.message).not.toMatch(/ENOTFOUND/);
      expect(seen).toEqual(['127.0.0.1']);
    } finally {
      server.close();
    }
  });

  it("asks the machine's DNS for every address of a name: localhost is refused", async () => {
    expect((await systemPushNetwork.resolve('localhost')).length).toBeGreaterThan(0);
    expect(await checkPushHost(systemPushNetwork, 'localhost')).toBe('refused');
    expect(await checkPushHost(systemPushNetwork, 'push.invalid')).toBe('unresolved');
  });
});
