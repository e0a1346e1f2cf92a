import { gridLayout, rowsToRender } from './grid-layout';

describe('gridLayout', () => {
  it.each([
    [320, 2],
    [343, 2],
    [600, 4],
    [960, 4],
    [1216, 5],
    [2400, 6],
  ])('given a list %i px wide, should lay out %i columns', (width, columns) => {
    expect(gridLayout(width).columns).toBe(columns);
  });

  it('given no width yet, should still lay out one column', () => {
    expect(gridLayout(0).columns).toBe(1);
  });

  it('given a phone, should use the narrow gap; given a wider list, the wide one', () => {
    expect(gridLayout(343).gap).toBe(12);
    expect(gridLayout(960).gap).toBe(20);
  });
});

describe('rowsToRender', () => {
  const range = { startIndex: 10, endIndex: 13, overscan: 2, count: 100 };

  it('given no focus, should render the visible rows and two on each side', () => {
    expect(rowsToRender(range, null)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('given focus in a row scrolled far away, should keep that row, in order', () => {
    expect(rowsToRender(range, 2)).toEqual([2, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(rowsToRender(range, 40)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 40]);
  });

  it('given focus in a rendered row or a row that no longer exists, should add nothing', () => {
    expect(rowsToRender(range, 11)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(rowsToRender(range, 100)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
  });
});
