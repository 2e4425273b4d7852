import { type Country, MALAYSIA_COUNTRY_ID } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { countryOptions, stateGroups } from './country-state-select';

const country = (id: number, name_en: string, name: string): Country => ({
  id,
  name,
  name_en,
  short_form: '',
  country_code: '',
  sell: '',
});

describe('the country and state pickers (register, profile, address book)', () => {
  it('names a country in English, with its own name beside it where that differs', () => {
    expect(
      countryOptions([
        country(MALAYSIA_COUNTRY_ID, 'Malaysia', 'Malaysia'),
        country(2, 'China', '中国'),
      ]),
    ).toEqual([
      { value: String(MALAYSIA_COUNTRY_ID), label: 'Malaysia' },
      { value: '2', label: 'China (中国)' },
    ]);
    expect(countryOptions(undefined)).toEqual([]);
  });

  it('groups the states by area, West then East, as the texts name the areas', () => {
    const states = [
      { id: 12, name: 'Sabah', area: 'East' },
      { id: 1, name: 'Johor', area: 'West' },
      { id: 10, name: 'Selangor', area: 'West' },
    ];
    expect(stateGroups(states, (area) => `${area} Malaysia`)).toEqual([
      {
        group: 'West Malaysia',
        items: [
          { value: '1', label: 'Johor' },
          { value: '10', label: 'Selangor' },
        ],
      },
      { group: 'East Malaysia', items: [{ value: '12', label: 'Sabah' }] },
    ]);
    expect(stateGroups(undefined, (area) => area)).toEqual([
      { group: 'West', items: [] },
      { group: 'East', items: [] },
    ]);
  });
});
