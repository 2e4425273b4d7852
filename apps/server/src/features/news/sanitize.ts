import sanitizeHtml from 'sanitize-html';

/**
 * The rich text a member may be shown: paragraphs, headings, emphasis, lists, quotes, code and
 * links — nothing that runs (script, event handlers, `javascript:` links), nothing that restyles
 * the page (style, class) and nothing loaded from elsewhere (images, frames). Links to another
 * site open in a new tab without handing it this page.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, given) => {
      const href = given.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const attribs: sanitizeHtml.Attributes = external
        ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : { href };
      return { tagName, attribs };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The text of a body without its markup, whitespace folded, cut at a word near `max` chars. */
export function plainSummary(html: string, max = 160): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
