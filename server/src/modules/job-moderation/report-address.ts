import { isIPv4, isIPv6 } from 'node:net';
import type { Config } from '../../config';
import { hmacSha256 } from '../../lib/crypto';

/** Hex characters kept of the keyed hash: 64 bits tell the addresses of one job's reporters apart. */
const KEPT = 16;

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An IPv6 address's eight groups, `::` filled in (a dotted IPv4 tail is two groups). */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const width = (list: string[]) => list.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const fill = Array.from({ length: Math.max(0, 8 - width(left) - width(right)) }, () => '0');
  return [...left, ...fill, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * The part of an address one person holds: a whole IPv4 address, but only the /64 network of an IPv6
 * one (a phone or a home gets a /64 and may take any address in it). Anything else is taken as it is.
 */
export function addressScope(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/**
 * What a report keeps of its sender's address: a keyed hash (so the table alone can't be walked back
 * through the four billion IPv4 addresses), cut to KEPT characters. Two reports from one address or
 * one IPv6 network get the same value.
 */
export const reportAddress = (config: Config, ip: string): string =>
  hmacSha256(config.secretKey, `job-report-address:${addressScope(ip)}`).slice(0, KEPT);
