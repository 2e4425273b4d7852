import { localizedName, type Order } from '@rangkai/shared';
import type { TFunction } from '@/lib/i18n';
import { languageNames, useTranslation } from '@/lib/i18n';

export interface RankNames {
  id: number;
  rank_name: string;
  rank_name_en: string;
}

export interface PackageNames {
  package_name: string;
  package_name_en: string;
}

const isChinese = (language: string) => language.startsWith('zh');

/** A rank in the current language: the locale's name for its id (`common:names.ranks.<id>`). */
export function rankName(t: TFunction, language: string, rank: RankNames): string {
  return t(`names.ranks.${rank.id}`, {
    ns: 'common',
    // Else the server's own name: `rank_name` in Chinese when given, else the English one.
    defaultValue: localizedName({ name: rank.rank_name, name_en: rank.rank_name_en }, language),
  });
}

/**
 * A package in the current language. Packages are edited in the back-office, so the server's
 * names come first where they are localized (a Chinese `package_name` that differs from
 * `package_name_en`); otherwise the locale's name for the English name
 * (`common:names.packages.<name>`, e.g. `gold`); otherwise the server's English name.
 */
export function packageName(t: TFunction, language: string, pkg: PackageNames): string {
  const english = pkg.package_name_en.trim() || pkg.package_name.trim();
  const local = pkg.package_name.trim();
  if (isChinese(language) && local && local !== english) return local;
  const slug = english.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  if (!slug.replace(/_/g, '')) return english;
  return t(`names.packages.${slug}`, { ns: 'common', defaultValue: english });
}

/** A language code by the language's own name ("en" → "English"); an unknown code as given. */
export function languageName(code: string | null | undefined): string {
  if (!code) return '—';
  return (languageNames as Record<string, string>)[code] ?? code;
}

/**
 * An order line in the current language: a package order's line as the package records name the
 * package (`packageName`), a mall line by the names it kept when ordered.
 */
export function orderLineName(
  t: TFunction,
  language: string,
  item: Order['items'][number],
  orderType: Order['order_type'],
): string {
  return orderType === 'package'
    ? packageName(t, language, { package_name: item.name, package_name_en: item.name_en })
    : localizedName(item, language);
}

/** `rankName`, `packageName` and `orderLineName` bound to the current language. */
export function useDisplayNames() {
  const { t, i18n } = useTranslation('common');
  return {
    rankName: (rank: RankNames) => rankName(t, i18n.language, rank),
    packageName: (pkg: PackageNames) => packageName(t, i18n.language, pkg),
    orderLineName: (item: Order['items'][number], orderType: Order['order_type']) =>
      orderLineName(t, i18n.language, item, orderType),
  };
}
