// The Help page's contact form sends nothing itself (S§5: no call is made): it opens the parent's email
// app with a `mailto:` link (RFC 6068) addressed to the operator's support address (ADR 029).

export interface MailDraft {
  subject: string;
  body: string;
}

/** Percent-encodes a header value: spaces as %20 (a '+' would stay a plus), every line break as %0D%0A. */
function encodeField(text: string): string {
  return encodeURIComponent(text.replace(/\r\n|\r|\n/g, '\r\n'));
}

/** `mailto:` link to `address` with the subject and body filled in. */
export function mailtoLink(address: string, { subject, body }: MailDraft): string {
  // '@' stays readable; anything else that means something in a URL ('?', '&', '%') is encoded.
  const to = encodeURIComponent(address).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeField(subject)}&body=${encodeField(body)}`;
}
