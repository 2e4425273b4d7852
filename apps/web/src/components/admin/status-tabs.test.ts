import { MantineProvider } from '@mantine/core';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StatusTabs } from './status-tabs';

type Status = 'pending' | 'approved' | 'rejected';
const statuses: Status[] = ['pending', 'approved', 'rejected'];

type Props = Parameters<typeof StatusTabs<Status>>[0];

function render(props: Partial<Props> = {}) {
  const base: Omit<Props, 'children'> = {
    values: statuses,
    value: 'approved',
    onChange: () => {},
    label: (s) => `Label ${s}`,
    testId: 'admin-things-tab',
  };
  const list = createElement('p', { 'data-testid': 'the-list' }, 'the list');
  const element = createElement(StatusTabs<Status>, { ...base, ...props } as Props, list);
  const html = renderToString(createElement(MantineProvider, null, element as ReactNode));
  return new DOMParserLite(html);
}

/** Just enough of the rendered HTML to read tabs, panels and counts by attribute. */
class DOMParserLite {
  constructor(readonly html: string) {}
  /** The opening tags carrying `name="value"`. */
  tags(name: string, value?: string): string[] {
    const pattern = value === undefined ? `${name}="` : `${name}="${value}"`;
    return (this.html.match(/<[a-z]+ [^>]*>/g) ?? []).filter((tag) => tag.includes(pattern));
  }
  attr(tag: string, name: string): string | undefined {
    return new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
  }
  /** The text from a tab's opening tag to the end of its button. */
  tabText(testId: string): string {
    const start = this.html.indexOf(`data-testid="${testId}"`);
    const end = this.html.indexOf('</button>', start);
    return this.html.slice(start, end).replace(/<[^>]*>/g, ' ');
  }
}

describe('StatusTabs (the back-office lists by status)', () => {
  it('shows a tab a status, the open one selected, with the testids the pages had', () => {
    const page = render();
    const tabs = page.tags('role', 'tab');
    expect(tabs.map((tag) => page.attr(tag, 'data-testid'))).toEqual([
      'admin-things-tab-pending',
      'admin-things-tab-approved',
      'admin-things-tab-rejected',
    ]);
    expect(tabs.map((tag) => page.attr(tag, 'aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(page.tabText('admin-things-tab-pending')).toContain('Label pending');
  });

  it('holds the list in the open tab’s panel, named by that tab’s aria-controls', () => {
    const page = render();
    const panels = page.tags('role', 'tabpanel');
    expect(panels).toHaveLength(1);
    const open = page.tags('data-testid', 'admin-things-tab-approved')[0];
    expect(page.attr(open, 'aria-controls')).toBe(page.attr(panels[0], 'id'));
    expect(page.attr(panels[0], 'aria-labelledby')).toBe(page.attr(open, 'id'));
    const panelAt = page.html.indexOf(panels[0]);
    expect(page.html.indexOf('data-testid="the-list"')).toBeGreaterThan(panelAt);
  });

  it('counts the open tab only: filled in its colour where work waits, else grey', () => {
    const highlight = (s: Status) => (s === 'approved' ? 'blue' : undefined);
    const waiting = render({ total: 12, highlight });
    expect(waiting.tabText('admin-things-tab-approved')).toContain('12');
    expect(waiting.tabText('admin-things-tab-pending')).not.toContain('12');
    expect(waiting.tags('data-variant', 'filled')[0]).toContain('--mantine-color-blue-filled');

    const done = render({ value: 'rejected', total: 3, highlight });
    expect(done.tabText('admin-things-tab-rejected')).toContain('3');
    expect(done.tags('data-variant', 'filled')).toEqual([]);
    expect(done.tags('data-variant', 'light')[0]).toContain('--mantine-color-gray-light');

    expect(render({ highlight }).html).not.toContain('mantine-Badge-root');
  });

  it('puts a count of its own beside every tab when given one', () => {
    const page = render({ count: (s) => createElement('b', null, `n-${s}`) });
    for (const s of statuses) expect(page.tabText(`admin-things-tab-${s}`)).toContain(`n-${s}`);
  });

  it('keeps the tabs on one scrolling line unless told to wrap', () => {
    expect(render().html).toContain('mantine-ScrollArea-root');
    expect(render().tags('role', 'tablist')[0]).toContain('flex-wrap:nowrap');
    const wrapping = render({ scroll: false });
    expect(wrapping.html).not.toContain('mantine-ScrollArea-root');
    expect(wrapping.tags('role', 'tablist')[0]).not.toContain('flex-wrap:nowrap');
  });
});
