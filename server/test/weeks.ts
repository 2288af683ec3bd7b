const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The week `weeksAgo` weeks before this one as the staff's weekly figures link it: its Monday and the next
 * (YYYY-MM-DD, UTC, `to` excluded), and `at(hours)`, the moment that many hours after its start.
 */
export function weekOf(weeksAgo: number) {
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7 * weeksAgo);
  const day = (at: Date) => at.toISOString().slice(0, 10);
  return {
    from: day(monday),
    to: day(new Date(monday.getTime() + 7 * DAY_MS)),
    at: (hours: number) => new Date(monday.getTime() + hours * 60 * 60 * 1000),
  };
}
