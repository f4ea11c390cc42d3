import dayjs from 'dayjs';

/** Spec 000 §2: the timeline's time format. */
export const TIMELINE_FORMAT = 'MMM DD, YYYY h:mm:ss a';

export function timelineTime(value: string): string {
  return dayjs(value).format(TIMELINE_FORMAT);
}

export function personName(user: { first_name?: string | null; last_name?: string | null; email?: string | null } | null | undefined): string {
  if (!user) return 'System';
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name || user.email || 'Unknown user';
}
