import { describe, expect, it } from 'vitest';

import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('given only an address, should give a bare mailto link', () => {
    expect(mailtoHref('support@dietcheck.ch')).toBe('mailto:support@dietcheck.ch');
  });

  it('given a subject and a body with reserved characters, should percent-encode both and break lines with CRLF', () => {
    const href = mailtoHref('support@dietcheck.ch', {
      subject: 'Löschung & Auskunft?',
      body: 'Guten Tag\n\nKonto: a+b@example.ch',
    });
    expect(href).toBe(
      'mailto:support@dietcheck.ch?subject=L%C3%B6schung%20%26%20Auskunft%3F' +
        '&body=Guten%20Tag%0D%0A%0D%0AKonto%3A%20a%2Bb%40example.ch',
    );
  });
});
