/** A calendar day in São Paulo as 'yyyy-MM-dd', `days` after `from` (Asaas due dates are local days). */
export function saoPauloDay(from: Date, days = 0): string {
  const shifted = new Date(from.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(shifted);
}

/** The end of a São Paulo day ('yyyy-MM-dd' 23:59:59 at UTC−3) as an instant. */
export function endOfSaoPauloDay(day: string): Date {
  return new Date(`${day}T23:59:59-03:00`);
}
