/**
 * A `mailto:` address with a prepared subject and body (RFC 6068): both percent-encoded, line
 * breaks in the body as CRLF, so every mail program opens the same message.
 */
export function mailtoHref(
  address: string,
  { subject, body }: { subject?: string; body?: string } = {},
): string {
  const fields: string[] = [];
  if (subject) fields.push(`subject=${encodeURIComponent(subject)}`);
  if (body) fields.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`);
  return `mailto:${address}${fields.length ? `?${fields.join('&')}` : ''}`;
}
