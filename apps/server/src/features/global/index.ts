export {
  type SystemAccountCode,
  seedCollectPoints,
  seedCountries,
  seedPackages,
  seedRanks,
  seedStates,
  systemAccountCodes,
} from './reference-data.js';
