import { renderToStaticMarkup } from 'react-dom/server';

import { DrawnPicture, PICTURE_DRAWINGS, type PictureDrawing } from './drawn-picture.js';

describe('DrawnPicture', () => {
  it.each(PICTURE_DRAWINGS)('given %s, should draw it, decorative', (drawing) => {
    const html = renderToStaticMarkup(<DrawnPicture drawing={drawing} />);
    const frame = /^<div[^>]*>/.exec(html)?.[0] ?? '';
    expect(frame).toContain(`data-drawing="${drawing}"`);
    expect(frame).toContain('aria-hidden="true"');
    expect(html).toMatch(/<path d="M[^"]+"/);
  });

  it('given no drawing or an unknown one, should draw the neutral pack', () => {
    expect(renderToStaticMarkup(<DrawnPicture />)).toContain('data-drawing="pack"');
    expect(renderToStaticMarkup(<DrawnPicture drawing={'toString' as PictureDrawing} />)).toContain(
      'data-drawing="pack"',
    );
  });

  it('given a label, should be an image with that name', () => {
    const html = renderToStaticMarkup(<DrawnPicture drawing="carton" label="No picture" />);
    const frame = /^<div[^>]*>/.exec(html)?.[0] ?? '';
    expect(frame).toContain('role="img"');
    expect(frame).toContain('aria-label="No picture"');
    expect(frame).not.toContain('aria-hidden');
  });
});
