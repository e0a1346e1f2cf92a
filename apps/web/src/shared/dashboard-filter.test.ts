import { dashboardFilterState, selectionFromState } from './dashboard-filter';

describe('dashboard filter state', () => {
  it('given a selection, should read back from its navigation state', () => {
    const selection = { categoryId: '3', subcategoryId: '12' };
    expect(selectionFromState(dashboardFilterState(selection))).toEqual(selection);
    expect(selectionFromState({ filter: { categoryId: '3' } })).toEqual({
      categoryId: '3',
      subcategoryId: null,
    });
  });

  it('given a state without a category (or none), should ask for no selection', () => {
    expect(selectionFromState(null)).toBeNull();
    expect(selectionFromState({ product: {} })).toBeNull();
    expect(selectionFromState({ filter: { categoryId: 3, subcategoryId: '12' } })).toBeNull();
    expect(selectionFromState({ filter: { categoryId: '' } })).toBeNull();
  });
});
