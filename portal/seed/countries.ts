import { LANG_LIST, type SeedCountry } from './types';
import { COUNTRY_ROWS } from './countries-data';

/**
 * Countries and their regions for the form pickers (POST /country/list, GET /get-region), table countries.
 * Each row of countries-data is "CODE|English|中文|日本語|한국어" with regions "English|中文|日本語|한국어"
 * (a region written once keeps its local name in every language).
 */
const split = (row: string) => row.split('|');

export function countryRows(): SeedCountry[] {
  return COUNTRY_ROWS.flatMap(({ country, regions }, sort) => {
    const [code, ...names] = split(country);
    return LANG_LIST.map((lang, i) => ({
      code,
      lang,
      name: names[i],
      regions: regions.map((r) => {
        const parts = split(r);
        return parts.length === 4 ? parts[i] : parts[0];
      }),
      sort,
    }));
  });
}
