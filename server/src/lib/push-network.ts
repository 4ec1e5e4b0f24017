import dns, { type LookupAddress } from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * How the server reaches a push service (decision 0057). A push endpoint's host, one of the
 * browsers' push services by name (domain PUSH_SERVICE_HOSTS), must also lead only to public
 * addresses: every address DNS gives it is checked, and the push's connection goes to those
 * checked addresses, never to a second answer of DNS (a name cannot turn private in between).
 */

/** The network as the push delivery sees it; tests give one of their own (no DNS, a local push service). */
export interface PushNetwork {
  /** Every address of a host name; rejects when the name does not resolve. */
  resolve(hostname: string): Promise<LookupAddress[]>;
  /** The agent of one push: its connection goes to these addresses, checked already, and nowhere else. */
  agent(addresses: LookupAddress[]): https.Agent;
}

/** Hands the connection the checked addresses instead of asking DNS again. */
function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

/** The machine's DNS and real connections. */
export const systemPushNetwork: PushNetwork = {
  resolve: (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true }),
  agent: (addresses) => new https.Agent({ lookup: pinnedLookup(addresses) }),
};

/**
 * Whether an address is a public one: ipaddr.js's `unicast`, the range left once loopback,
 * private, link-local, carrier-grade NAT, multicast, broadcast, unspecified, reserved and
 * documentation ranges, unique-local and IPv4-mapped or -embedding IPv6 are taken out.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.parse(address).range() === 'unicast';
}

/**
 * A push service host's addresses when all are public; 'refused' when one is not; 'unresolved'
 * when DNS gives none (the name may resolve later: it is checked again at each push).
 */
export async function checkPushHost(
  network: PushNetwork,
  hostname: string,
): Promise<LookupAddress[] | 'refused' | 'unresolved'> {
  const addresses = await network.resolve(hostname).catch(() => []);
  if (!addresses.length) return 'unresolved';
  return addresses.every((a) => isPublicAddress(a.address)) ? addresses : 'refused';
}
