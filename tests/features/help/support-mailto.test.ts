import { describe, expect, it } from 'vitest';
import { mailtoLink } from '@/features/help/support-mailto';

// The contact form opens the parent's email app with a mailto: link (RFC 6068, ADR 029).

/** What an email app reads back from the link. */
function read(link: string) {
  const url = new URL(link);
  const query = url.search.slice(1).split('&');
  const field = (name: string) =>
    decodeURIComponent(query.find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
  return { to: decodeURIComponent(url.pathname), subject: field('subject'), body: field('body') };
}

describe('mailtoLink', () => {
  it('addresses the support address with the subject and the message', () => {
    const link = mailtoLink('help@stories.example.org', { subject: 'Audio stops', body: 'Chapter 3 stops.' });

    expect(link).toBe('mailto:help@stories.example.org?subject=Audio%20stops&body=Chapter%203%20stops.');
    expect(read(link)).toEqual({
      to: 'help@stories.example.org',
      subject: 'Audio stops',
      body: 'Chapter 3 stops.',
    });
  });

  it('encodes spaces as %20 (never +) and the characters that would end a field', () => {
    const link = mailtoLink('help@example.org', {
      subject: 'Q&A: 50% + more? #1 = yes',
      body: 'a=b&subject=hijack',
    });

    expect(link).not.toContain('+');
    expect(link).toContain('subject=Q%26A%3A%2050%25%20%2B%20more%3F%20%231%20%3D%20yes&');
    expect(link.match(/&/g)).toHaveLength(1);
    expect(read(link)).toMatchObject({ subject: 'Q&A: 50% + more? #1 = yes', body: 'a=b&subject=hijack' });
  });

  it('writes every line break as CRLF (%0D%0A), whichever the text had', () => {
    const link = mailtoLink('help@example.org', { subject: 'Lines', body: 'one\ntwo\r\nthree\rfour\n\nsix' });

    expect(link).toContain('body=one%0D%0Atwo%0D%0Athree%0D%0Afour%0D%0A%0D%0Asix');
    expect(read(link).body).toBe('one\r\ntwo\r\nthree\r\nfour\r\n\r\nsix');
  });

  it('keeps accents and emoji as UTF-8', () => {
    const link = mailtoLink('ayuda@example.org', { subject: 'Canción', body: 'Niña 🦊' });

    expect(link).toContain('subject=Canci%C3%B3n');
    expect(read(link)).toMatchObject({ subject: 'Canción', body: 'Niña 🦊' });
  });

  it('leaves the @ readable and encodes anything else odd in the address', () => {
    expect(mailtoLink('a+b@example.org', { subject: 'Hello', body: 'Hello there' })).toMatch(
      /^mailto:a%2Bb@example\.org\?/,
    );
    expect(mailtoLink('a?b@example.org', { subject: 'Hello', body: 'Hello there' })).toMatch(
      /^mailto:a%3Fb@example\.org\?subject=/,
    );
  });
});
