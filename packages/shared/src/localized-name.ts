/**
 * A name kept in Chinese (`name`), English and sometimes Malay — an order line's, a rank's — in
 * the reader's language: Chinese (`zh`, `zh-Hant`), Malay (`ms`, and Indonesian, its nearest)
 * where there is one, else English.
 */
export function localizedName(
  item: { name: string; name_en: string; name_ms?: string | null },
  language: string,
): string {
  const chinese = item.name.trim();
  if (language.startsWith('zh') && chinese) return chinese;
  const malay = item.name_ms?.trim();
  if ((language === 'ms' || language === 'id') && malay) return malay;
  return item.name_en.trim() || chinese;
}
