export { countryListQueryOptions, getCountryList, useCountryList } from './api/country-list';
export { getLookup, lookupQueryOptions, useLookup } from './api/lookup';
