import { splitPrice } from './price.js';

describe('splitPrice', () => {
  it('given a price with one decimal, should pad the cents to two digits', () => {
    expect(splitPrice(3.5)).toEqual({ whole: '3', cents: '50' });
  });

  it('given a whole price, should show 00 cents', () => {
    expect(splitPrice(12)).toEqual({ whole: '12', cents: '00' });
    expect(splitPrice(0)).toEqual({ whole: '0', cents: '00' });
  });

  it('given two decimals, should keep them', () => {
    expect(splitPrice(2.95)).toEqual({ whole: '2', cents: '95' });
    expect(splitPrice(0.05)).toEqual({ whole: '0', cents: '05' });
  });

  it('given float noise or more decimals, should round to the centime', () => {
    expect(splitPrice(0.1 + 0.2)).toEqual({ whole: '0', cents: '30' });
    expect(splitPrice(1.005 * 1000)).toEqual({ whole: '1005', cents: '00' });
    expect(splitPrice(4.999)).toEqual({ whole: '5', cents: '00' });
    expect(splitPrice(19.994)).toEqual({ whole: '19', cents: '99' });
  });

  it('given a negative price, should keep the sign on the whole part', () => {
    expect(splitPrice(-1.5)).toEqual({ whole: '-1', cents: '50' });
    expect(splitPrice(-0.001)).toEqual({ whole: '0', cents: '00' });
  });

  it('given a price whose decimal value ends in a half centime, should round it up', () => {
    expect(splitPrice(1.005)).toEqual({ whole: '1', cents: '01' });
    expect(splitPrice(-2.675)).toEqual({ whole: '-2', cents: '68' });
  });

  it('given NaN, infinity or more than a trillion, should give no split', () => {
    expect(splitPrice(Number.NaN)).toBeNull();
    expect(splitPrice(Number.POSITIVE_INFINITY)).toBeNull();
    expect(splitPrice(1e12)).toEqual({ whole: '1000000000000', cents: '00' });
    expect(splitPrice(1e12 + 1)).toBeNull();
  });
});
