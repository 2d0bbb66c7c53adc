/** premium_check is derived: true while the paid-up end is in the future. */
export function hasPremium(premiumUntil: Date | null, now: Date): boolean {
  return premiumUntil !== null && premiumUntil.getTime() > now.getTime();
}
