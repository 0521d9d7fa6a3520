import { describeRange, pageQuery } from '../paging';

describe('list paging', () => {
  it('sends limit only above 0 and offset only when 0 or more', () => {
    expect(pageQuery({ limit: 20, offset: 0 })).toEqual({ limit: 20, offset: 0 });
    expect(pageQuery({ limit: 0, offset: 40 })).toEqual({ offset: 40 });
    expect(pageQuery({ limit: -5, offset: -1 })).toEqual({});
    expect(pageQuery({ limit: null, offset: undefined })).toEqual({});
    expect(pageQuery({ limit: Number.NaN, offset: Number.POSITIVE_INFINITY })).toEqual({});
  });

  it('describes the range shown', () => {
    expect(describeRange({ items: [1, 2, 3, 4, 5], total: 12, offset: 5 })).toBe('6–10 of 12');
    expect(describeRange({ items: [], total: 0, offset: 0 })).toBe('None yet');
  });
});
