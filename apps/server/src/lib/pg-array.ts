/** A PostgreSQL array literal, for an `::bigint[]`, `::int[]` or `::date[]` parameter on both drivers. */
export const pgArray = (values: Iterable<bigint | number | string>) => `{${[...values].join(',')}}`;

/** A PostgreSQL text[] literal (every element quoted; NULL for null). */
export const pgTextArray = (values: Iterable<string | null | undefined>) =>
  `{${[...values].map((v) => (v == null ? 'NULL' : `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;

/** A PostgreSQL int[] literal that may hold nulls. */
export const pgNullableArray = (values: Iterable<number | null>) =>
  `{${[...values].map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
