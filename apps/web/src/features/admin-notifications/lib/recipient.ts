import type { SendNotificationBody } from '../api/send-notification';

export type Audience = 'all' | 'one';

export interface SendNotificationValues {
  audience: Audience;
  /** Username or member code, for one member. */
  member: string;
  title: string;
  body: string;
}

export const emptyValues: SendNotificationValues = {
  audience: 'all',
  member: '',
  title: '',
  body: '',
};

/** What the server is sent: `to` is `all`, or the member's username or code (trimmed). */
export function toRequest(values: SendNotificationValues): SendNotificationBody {
  return {
    to: values.audience === 'all' ? 'all' : values.member.trim(),
    title: values.title.trim(),
    body: values.body.trim(),
  };
}

/**
 * The form's own checks, as keys of `errors` (or of this namespace): the member for one, the
 * title (≤ 120) and the message (≤ 2000), each required.
 */
export function validateValues(values: SendNotificationValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.audience === 'one') {
    const member = values.member.trim();
    if (!member) errors.member = 'required';
    else if (member.length > 64) errors.member = 'too_long';
    // `all` is how the server is told "everyone": never a single member's name here.
    else if (member.toLowerCase() === 'all') errors.member = 'adminNotifications:form.member_all';
  }
  const title = values.title.trim();
  if (!title) errors.title = 'required';
  else if (title.length > 120) errors.title = 'too_long';
  const body = values.body.trim();
  if (!body) errors.body = 'required';
  else if (body.length > 2000) errors.body = 'too_long';
  return errors;
}
