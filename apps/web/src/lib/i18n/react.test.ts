import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { createI18n, type I18n } from './core';
import { renderTags, TransOf, useTranslationOf } from './react';

const files: Record<string, Record<string, Record<string, string>>> = {
  en: { common: { greet: 'Hi' }, wallet: { title: 'Wallet' } },
  ko: { common: { greet: '안녕' }, wallet: { title: '지갑' } },
};

function translator(language = 'en') {
  return createI18n({
    language,
    namespaces: ['common', 'wallet'],
    load: async (lng, ns) => files[lng][ns],
  });
}

function WalletTitle({ i18n }: { i18n: I18n }) {
  const { t } = useTranslationOf(i18n, 'wallet');
  return createElement('h1', null, t('title'), ' ', t('common:greet'));
}

function Both({ i18n }: { i18n: I18n }) {
  const { t, i18n: used } = useTranslationOf(i18n, ['wallet', 'common']);
  return createElement('p', null, `${used.language} ${t('title')} ${t('greet')}`);
}

async function html(element: React.ReactElement) {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('useTranslationOf', () => {
  it('suspends until the namespace of the current language has loaded', async () => {
    const i18n = translator();
    const page = createElement(
      Suspense,
      { fallback: 'loading' },
      createElement(WalletTitle, { i18n }),
    );
    expect(i18n.hasLoaded('wallet')).toBe(false);
    expect(await html(page)).toContain('Wallet');
    expect(i18n.hasLoaded('wallet')).toBe(true);
  });

  it('renders in the language switched to', async () => {
    const i18n = translator();
    await i18n.loadNamespaces(['common', 'wallet']);
    await i18n.changeLanguage('ko');
    expect(renderToString(createElement(Both, { i18n }))).toContain('ko 지갑 안녕');
  });
});

describe('Trans', () => {
  it('puts the named elements around their text, with values', async () => {
    const i18n = createI18n({
      language: 'en',
      resources: {
        en: {
          member: {
            agree: 'I agree to the <terms>terms</terms> and <privacy>policy</privacy>, {{name}}.',
          },
        },
      },
    });
    const out = renderToString(
      createElement(TransOf, {
        i18n,
        ns: 'member',
        i18nKey: 'agree',
        values: { name: 'Ana' },
        components: {
          terms: createElement('a', { href: '/terms' }),
          privacy: createElement('a', { href: '/privacy' }),
        },
      }),
    );
    expect(out).toBe(
      'I agree to the <a href="/terms">terms</a> and <a href="/privacy">policy</a>, Ana.',
    );
  });

  it('keeps the text of unknown tags and stray closing tags', () => {
    const nodes = renderTags('a <x>b</x> c </y> <br/>', {});
    expect(renderToString(createElement('p', null, ...nodes))).toBe(
      '<p>a <!-- -->b<!-- --> c <!-- -->&lt;/y&gt;<!-- --> </p>',
    );
  });
});
