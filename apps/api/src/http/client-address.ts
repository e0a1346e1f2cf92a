import type { Context } from 'hono';

/** The runtime's view of the peer address (node-server's conninfo, Lambda's request context). */
export type RemoteAddress = (c: Context) => string | undefined;

/**
 * The client address used for flood limits. Behind a proxy that appends to X-Forwarded-For
 * (`trustProxy`), the last entry is the one the proxy saw; otherwise the peer address.
 */
export function clientAddress(c: Context, remoteAddress: RemoteAddress, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return remoteAddress(c) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The longest subject a limit stores (`rate_limits.subject`). */
const MAX_SUBJECT = 200;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight hextets of an IPv6 address (lower case, an IPv4 tail as two), or null if it is none. */
function ipv6Hextets(text: string): number[] | null {
  let rest = text.toLowerCase();
  const parts: number[] = [];
  // An IPv4 tail (`::ffff:198.51.100.7`, `64:ff9b::198.51.100.7`) is the last 32 bits.
  const tail = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(rest);
  let tailHextets: number[] = [];
  if (tail) {
    if (!IPV4.test(tail[1]!)) return null;
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    tailHextets = [(a << 8) | b, (c << 8) | d];
    rest = rest.slice(0, -tail[1]!.length);
    // `::1.2.3.4` leaves `::`, `ffff:1.2.3.4` leaves `ffff:`: keep the separator meaningful.
    if (!rest.endsWith('::')) rest = rest.slice(0, -1);
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const read = (half: string) => (half === '' ? [] : half.split(':'));
  const [head, tailPart] = [read(halves[0]!), halves.length === 2 ? read(halves[1]!) : []];
  if (![...head, ...tailPart].every((group) => HEXTET.test(group))) return null;
  const given = head.length + tailPart.length + tailHextets.length;
  if (halves.length === 2 ? given > 7 : given !== 8) return null;
  parts.push(...head.map((group) => parseInt(group, 16)));
  if (halves.length === 2) parts.push(...Array<number>(8 - given).fill(0));
  parts.push(...tailPart.map((group) => parseInt(group, 16)), ...tailHextets);
  return parts;
}

/**
 * The subject a per-address flood limit counts: an IPv4 address as it is; an IPv6 address by its
 * /64 (`2001:0db8:0001:0002::/64`), the block one home, office or phone gets, since anyone holding
 * a /64 has 2^64 addresses to rotate through; an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, what a
 * dual-stack socket reports for an IPv4 peer) as the IPv4 address. Brackets and a zone (`%eth0`)
 * are dropped. Anything else (`unknown`) is kept as it is, cut to 200 characters.
 */
export function addressKey(address: string): string {
  const text = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (IPV4.test(text)) return text;
  const hextets = text.includes(':') ? ipv6Hextets(text) : null;
  if (!hextets) return address.slice(0, MAX_SUBJECT);
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    const [high, low] = [hextets[6]!, hextets[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const prefix = hextets.slice(0, 4).map((h) => h.toString(16).padStart(4, '0'));
  return `${prefix.join(':')}::/64`;
}
