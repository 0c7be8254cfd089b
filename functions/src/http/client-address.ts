import type { Request } from 'express';

/** The app setting `wrap` keeps TRUST_PROXY_HOPS in, so that any handler can find the client's address. */
export const TRUSTED_HOPS_SETTING = 'roomboard trusted hops';

/**
 * The client's address as the platform saw it, which per-IP limits key on: X-Forwarded-For read from the right.
 * Each of the `trustedHops` proxies in front of the function appends the address it was called from, and the last of
 * them is the socket's peer; so the entry `trustedHops` places left of the peer is the one the outermost proxy wrote.
 * Whatever a client writes itself comes before the proxies' entries, on the left, and never moves it. A shorter chain
 * (a request that passed fewer proxies) gives its leftmost entry, which a proxy wrote as well.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, peer: string | undefined, trustedHops: number): string {
  const written = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...written, peer ?? 'unknown'];
  return chain[Math.max(0, chain.length - 1 - trustedHops)]!;
}

/** The request's client address, with the hops its app was made with (`wrap`; none for an app that set none). */
export function clientAddressOf(req: Request): string {
  const hops = Number(req.app?.get(TRUSTED_HOPS_SETTING) ?? 0);
  return clientAddress(req.headers['x-forwarded-for'], req.socket?.remoteAddress, Number.isInteger(hops) ? hops : 0);
}
