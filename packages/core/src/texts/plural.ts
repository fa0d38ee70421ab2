/**
 * The Russian word for a count: `[one, few, many]` as in «1 лист», «2 листа», «5 листов».
 * Lives with the texts because every unit word is a text; anything not a whole number reads as "many".
 */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  const whole = Math.abs(Math.trunc(count));
  if (!Number.isFinite(count) || whole !== Math.abs(count)) return forms[2];
  const lastTwo = whole % 100;
  const last = whole % 10;
  if (last === 1 && lastTwo !== 11) return forms[0];
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms[1];
  return forms[2];
}

/** A wait of `seconds` in whole minutes, at least one: «1 минуту», «2 минуты», «12 минут». */
export function minutesToWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${pluralRu(minutes, ['минуту', 'минуты', 'минут'])}`;
}
