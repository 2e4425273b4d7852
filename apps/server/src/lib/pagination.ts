import { PAGE_SIZE } from '@rangkai/shared';

/** Row offset of a 1-based page. */
export function pageOffset(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** The `paginated()` reply shape of packages/shared. */
export function pageOf<T>(records: T[], page: number, total: number, pageSize = PAGE_SIZE) {
  return {
    records,
    page,
    page_size: pageSize,
    total,
    last_page: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** Escapes `%`, `_` and `\` so a search box value matches literally inside LIKE. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
