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

/** The server's own name: `rank_name`/`package_name` in Chinese when given, else the English one. */
function serverName(language: string, local: string, english: string): string {
  return (isChinese(language) && local.trim()) || english.trim() || local;
}

/** A rank in the current language: the locale's name for its id (`common:names.ranks.<id>`). */
export function rankName(t: TFunction, language: string, rank: RankNames): string {
  return t(`names.ranks.${rank.id}`, {
    ns: 'common',
    defaultValue: serverName(language, rank.rank_name, rank.rank_name_en),
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

/** `rankName` and `packageName` bound to the current language. */
export function useDisplayNames() {
  const { t, i18n } = useTranslation('common');
  return {
    rankName: (rank: RankNames) => rankName(t, i18n.language, rank),
    packageName: (pkg: PackageNames) => packageName(t, i18n.language, pkg),
  };
}
