/** "2025-07-11 14:03" in the user's time zone, for the saved-cases list. */
export function formatSavedAt(savedAt: string | undefined): string {
  if (!savedAt) return '—';
  const date = new Date(savedAt);
  if (Number.isNaN(date.getTime())) return savedAt;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
