import {
  type AdminNewsItem,
  adminNewsFields,
  type Locale,
  locales,
  NEWS_IMAGE_FIELD,
  type NewsKind,
  type NewsType,
} from '@rangkai/shared';
import { fromLocalInput, nowLocalInput, toLocalInput } from '@/lib/business-time';
import { fieldCodes } from '@/lib/ticket-form';
import { checkNewsImageMeta } from './news-image';
import { bodyToSend } from './rich-text';

type LocaleFields = Record<`title_${Locale}` | `body_${Locale}`, string>;

/** The editor's values, named as the server names its fields (so its errors land in place). */
export type NewsFormValues = LocaleFields & {
  kind: NewsKind;
  news_type: NewsType;
  /** `datetime-local` values in the business time zone. */
  publish_at: string;
  end_at: string;
  link_url: string;
  active: boolean;
  sort_order: number | string;
  /** A newly picked picture (none: keep the current one, unless `remove_image`). */
  image: File | null;
  remove_image: boolean;
};

export const titleField = (l: Locale) => `title_${l}` as const;
export const bodyField = (l: Locale) => `body_${l}` as const;

function localeValues(item?: AdminNewsItem): LocaleFields {
  return Object.fromEntries(
    locales.flatMap((l) => [
      [titleField(l), item?.titles[l] ?? ''],
      [bodyField(l), item?.bodies[l] ?? ''],
    ]),
  ) as LocaleFields;
}

/** A new article or banner, published now, active. */
export function emptyNewsValues(kind: NewsKind, now?: number): NewsFormValues {
  return {
    ...localeValues(),
    kind,
    news_type: 'news',
    publish_at: nowLocalInput(now),
    end_at: '',
    link_url: '',
    active: true,
    sort_order: 0,
    image: null,
    remove_image: false,
  };
}

/** The values of a stored item. */
export function newsValues(item: AdminNewsItem): NewsFormValues {
  return {
    ...localeValues(item),
    kind: item.kind,
    news_type: item.news_type,
    publish_at: toLocalInput(item.publish_at),
    end_at: toLocalInput(item.end_at),
    link_url: item.link_url ?? '',
    active: item.active,
    sort_order: item.sort_order,
    image: null,
    remove_image: false,
  };
}

/** The text fields as the server reads them (banners keep no body, type or news link). */
export function newsTextFields(values: NewsFormValues): Record<string, string> {
  const banner = values.kind === 'banner';
  const fields: Record<string, string> = {
    kind: values.kind,
    news_type: banner ? 'news' : values.news_type,
    publish_at: fromLocalInput(values.publish_at),
    end_at: fromLocalInput(values.end_at),
    link_url: banner ? values.link_url.trim() : '',
    active: String(values.active),
    sort_order: String(values.sort_order === '' ? 0 : values.sort_order),
    remove_image: String(values.remove_image && !values.image),
  };
  for (const l of locales) {
    fields[titleField(l)] = values[titleField(l)].trim();
    fields[bodyField(l)] = banner ? '' : bodyToSend(values[bodyField(l)]);
  }
  return fields;
}

/** The multipart body of a create or replace: the text fields, then the picture if one was picked. */
export function newsFormData(values: NewsFormValues): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(newsTextFields(values))) form.set(key, value);
  if (values.image) form.set(NEWS_IMAGE_FIELD, values.image, values.image.name);
  return form;
}

/** The message key under a field for a code (from the form's checks or the server). */
export function newsErrorKey(field: string, code: string): string {
  if (field === 'image') {
    if (code === 'REQUIRED') return 'adminNews:errors.image_required';
    if (code === 'PAYLOAD_TOO_LARGE' || code === 'too_large') return 'adminNews:picture.too_large';
    return 'adminNews:picture.wrong_type';
  }
  if (field.startsWith('title_') && code === 'REQUIRED') return 'adminNews:errors.title_required';
  if (field.startsWith('title_') || field.startsWith('body_')) return 'too_long';
  if (field === 'end_at') return 'adminNews:errors.end_after_publish';
  if (field === 'publish_at') return 'adminNews:errors.publish_at';
  if (field === 'link_url') return 'adminNews:errors.link_url';
  if (field === 'sort_order') return 'adminNews:errors.sort_order';
  return code;
}

/**
 * The form's own checks, the shared schema's first, as message keys by field: English title,
 * times (end after publish), link (a site path or https), sort order, and the picture (a banner
 * needs one; JPG/PNG/WebP ≤ 5 MB). `hasPicture`: the item already has one stored.
 */
export function validateNews(values: NewsFormValues, hasPicture: boolean): Record<string, string> {
  const codes = fieldCodes(adminNewsFields, newsTextFields(values));
  // A missing publish time fails the schema's ISO check; it is asked for as required.
  if (!values.publish_at.trim()) codes.publish_at = 'REQUIRED';
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(codes)) {
    errors[field] =
      field === 'publish_at' && code === 'REQUIRED' ? 'required' : newsErrorKey(field, code);
  }
  if (values.end_at.trim() && !fromLocalInput(values.end_at)) {
    errors.end_at = 'adminNews:errors.publish_at';
  }
  if (values.image) {
    const problem = checkNewsImageMeta(values.image);
    if (problem) errors.image = `adminNews:picture.${problem}`;
  } else if (values.kind === 'banner' && (!hasPicture || values.remove_image)) {
    errors.image = 'adminNews:errors.image_required';
  }
  return errors;
}

/** The language tab to show after a failed save: the first with an error, else `current`. */
export function localeWithError(errors: Record<string, unknown>, current: Locale): Locale {
  if (Object.keys(errors).some((f) => f.endsWith(`_${current}`))) return current;
  return locales.find((l) => errors[titleField(l)] || errors[bodyField(l)]) ?? current;
}
