import { changeFilters, DEFAULT_FILTERS, filtersFromQuery, queryFromFilters } from './filters';

const parse = (query: string) => filtersFromQuery(new URLSearchParams(query));

describe('the directory filters in the URL', () => {
  it('read every filter and write back the same query', () => {
    const filters = parse('q=Rahimova&region=1726&district=1726273&sort=client_rating&page=3');
    expect(filters).toEqual({ q: 'Rahimova', region: 1726, district: 1726273, sort: 'client_rating', page: 3 });
    expect(queryFromFilters(filters).toString()).toBe('q=Rahimova&region=1726&district=1726273&sort=client_rating&page=3');
  });

  it('leave the defaults out of the URL', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(queryFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('fall back to the defaults for anything a hand-edited link gets wrong', () => {
    expect(parse('sort=age&page=-2&region=x&q=' + 'a'.repeat(101))).toEqual(DEFAULT_FILTERS);
  });

  it('drop a district given without its region', () => {
    expect(parse('district=1726273').district).toBeUndefined();
  });

  it('start again at page 1 on a change and forget the district when the region changes', () => {
    const current = parse('region=1726&district=1726273&page=4');
    expect(changeFilters(current, { sort: 'ministry_rating' })).toMatchObject({ page: 1, district: 1726273 });
    expect(changeFilters(current, { region: 1703 })).toMatchObject({ region: 1703, district: undefined, page: 1 });
    expect(changeFilters(current, { region: undefined })).toMatchObject({ region: undefined, district: undefined });
  });
});
