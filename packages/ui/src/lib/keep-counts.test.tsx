import { renderToStaticMarkup } from 'react-dom/server';

import { keepCountsWithWords } from './keep-counts.js';

const render = (text: string) => renderToStaticMarkup(<p>{keepCountsWithWords(text)}</p>);

describe('keepCountsWithWords', () => {
  it('given counts, should keep each on one line with its word and leave the text as it reads', () => {
    const text =
      'Das Passwort muss mindestens 8 Zeichen lang sein und 1 Grossbuchstaben, 1 Ziffer und 1 Sonderzeichen enthalten.';
    const html = render(text);
    expect(html).toBe(
      '<p>Das Passwort muss mindestens <span class="diet:whitespace-nowrap">8 Zeichen</span> lang sein und ' +
        '<span class="diet:whitespace-nowrap">1 Grossbuchstaben,</span> <span class="diet:whitespace-nowrap">1 Ziffer</span> ' +
        'und <span class="diet:whitespace-nowrap">1 Sonderzeichen</span> enthalten.</p>',
    );
    expect(html.replace(/<[^>]+>/g, '')).toBe(text);
  });

  it('given no count, should return the text itself', () => {
    expect(keepCountsWithWords('Passwords do not match.')).toBe('Passwords do not match.');
  });
});
