import { renderToStaticMarkup } from 'react-dom/server';

import { Avatar } from '../avatar/index.js';
import { NoProfileState } from '../no-profile-state/index.js';
import { MoodIcon, type Verdict } from '../mood-icon/index.js';
import { ProductCard } from '../product-card/index.js';
import { Icon, type IconName } from './index.js';

/** The drawing of an icon: its SVG without the attributes a caller sets (classes, stroke width). */
function drawing(markup: string, name: IconName): string {
  const svg = new RegExp(`<svg[^>]*data-icon="${name}"[^>]*>(.*?)</svg>`).exec(markup);
  if (!svg) throw new Error(`no ${name} icon in ${markup}`);
  return svg[1]!;
}

// Kit components on public pages import their fixed glyphs one by one (so a page does not load the
// whole set); each must still draw the glyph the kit's set gives that name.
describe('components that draw a fixed glyph', () => {
  it.each([
    ['green', 'mood-good'],
    ['yellow', 'mood-neutral'],
    ['red', 'mood-bad'],
  ] satisfies [Verdict, IconName][])(
    'given a %s verdict, should draw the set’s %s glyph',
    (verdict, name) => {
      const expected = drawing(renderToStaticMarkup(<Icon name={name} />), name);
      expect(drawing(renderToStaticMarkup(<MoodIcon verdict={verdict} />), name)).toBe(expected);
    },
  );

  it.each([
    [false, 'heart'],
    [true, 'heart-filled'],
  ] satisfies [boolean, IconName][])(
    'given favorite %s, the product card should draw the set’s %s glyph',
    (favorite, name) => {
      const card = renderToStaticMarkup(
        <ProductCard name="Oat drink" storeName="Coop" favorite={favorite} onFavoriteChange={() => {}} />,
      );
      expect(drawing(card, name)).toBe(drawing(renderToStaticMarkup(<Icon name={name} />), name));
    },
  );
});

describe('the avatar without a name or picture', () => {
  it('should draw the set’s user glyph', () => {
    const avatar = renderToStaticMarkup(<Avatar />);
    expect(drawing(avatar, 'user')).toBe(drawing(renderToStaticMarkup(<Icon name="user" />), 'user'));
  });
});

describe('the no-profile state', () => {
  it.each(['user-circle', 'log-out'] satisfies IconName[])('should draw the set’s %s glyph', (name) => {
    const state = renderToStaticMarkup(<NoProfileState onLogOut={() => {}} />);
    expect(drawing(state, name)).toBe(drawing(renderToStaticMarkup(<Icon name={name} />), name));
  });
});
