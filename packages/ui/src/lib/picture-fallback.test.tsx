import { renderToStaticMarkup } from 'react-dom/server';

import { initialsOf, PictureFallback } from './picture-fallback.js';

describe('initialsOf', () => {
  it.each([
    ['Bio Vollmilch-Joghurt mit Erdbeeren', 'BV'],
    ['Gala apples', 'GA'],
    ['milk', 'M'],
    ['Lactose-free whole milk 1 l', 'LF'],
    ['  «Crème» fraîche', 'CF'],
    ['100 % jus d’orange', '1J'],
    ['élan vital', 'ÉV'],
    ['', ''],
  ])('given %j, should return %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('PictureFallback', () => {
  it('given a name, should draw its initials, decorative, in the same colours every time', () => {
    const first = renderToStaticMarkup(<PictureFallback name="Gala apples" />);
    expect(first).toContain('>GA<');
    expect(first).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<PictureFallback name="Gala apples" />)).toBe(first);
  });

  it('given a label, should be an image with that name', () => {
    const html = renderToStaticMarkup(<PictureFallback name="Gala apples" label="No picture" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="No picture"');
  });
});
