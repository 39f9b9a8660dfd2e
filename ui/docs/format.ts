/** 'YYYY-MM-DD HH:mm' (UTC) from an ISO time: the same text on the server and in every browser, so hydration agrees. */
export function formatDocTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
}

/** 'YYYY-MM-DD' from an ISO time. */
export const formatDocDate = (iso: string) => iso.slice(0, 10);
