import { readFileSync } from 'node:fs';
import { locales } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { languageName, packageName, rankName } from './display-names';
import { createI18n } from './i18n/core';

function translator(language: string) {
  const common = JSON.parse(
    readFileSync(new URL(`../locales/${language}/common.json`, import.meta.url), 'utf8'),
  );
  return createI18n({ language, resources: { [language]: { common } } }).t;
}

const member = { id: 0, rank_name: 'Member', rank_name_en: 'Member' };
const memberPackage = { package_name: 'Member', package_name_en: 'Member' };

describe('rank and package names', () => {
  it('translates the seeded ranks and packages in every locale', () => {
    for (const language of locales) {
      const t = translator(language);
      for (const id of [0, 1, 2, 3]) {
        const name = rankName(t, language, { id, rank_name: 'x', rank_name_en: 'x' });
        expect(name, `${language} rank ${id}`).not.toBe('x');
      }
      for (const english of ['Member', 'Silver', 'Gold', 'Platinum', 'Diamond']) {
        const pkg = { package_name: english, package_name_en: english };
        expect(packageName(t, language, pkg), `${language} ${english}`).toBeTruthy();
      }
    }
  });

  it('gives Chinese and Malay names, not the English ones', () => {
    const zh = translator('zh');
    const ms = translator('ms');
    expect(rankName(zh, 'zh', member)).toBe('会员');
    expect(packageName(zh, 'zh', { package_name: 'Gold', package_name_en: 'Gold' })).toBe('金卡');
    expect(rankName(ms, 'ms', { id: 2, rank_name: 'x', rank_name_en: 'Senior Manager' })).toBe(
      'Pengurus Kanan',
    );
    expect(packageName(ms, 'ms', memberPackage)).toBe('Ahli');
    expect(zh('names.rank_label', { name: '会员' })).toBe('等级：会员');
    expect(ms('names.package_label', { name: 'Ahli' })).toBe('Pakej: Ahli');
  });

  it("prefers the server's Chinese package name and falls back to the server's names", () => {
    const zh = translator('zh');
    const en = translator('en');
    const ms = translator('ms');
    const renamed = { package_name: '黄金会员', package_name_en: 'Gold Plus' };
    expect(packageName(zh, 'zh', renamed)).toBe('黄金会员');
    expect(packageName(en, 'en', renamed)).toBe('Gold Plus');
    expect(packageName(ms, 'ms', renamed)).toBe('Gold Plus');
    expect(packageName(ms, 'ms', { package_name: '钻石', package_name_en: 'Diamond' })).toBe(
      'Berlian',
    );
    const newRank = { id: 9, rank_name: '大使', rank_name_en: 'Ambassador' };
    expect(rankName(zh, 'zh', newRank)).toBe('大使');
    expect(rankName(ms, 'ms', newRank)).toBe('Ambassador');
  });
});

describe('language names', () => {
  it('names a member language by its own name, not its code', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('zh')).toBe('中文');
    expect(languageName('ms')).toBe('Bahasa Melayu');
    expect(languageName('zh-Hant')).toBe('繁體中文');
    expect(languageName('xx')).toBe('xx');
    expect(languageName(null)).toBe('—');
  });
});
