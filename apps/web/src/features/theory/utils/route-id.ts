/** A route parameter as a positive database id, or null when it cannot be one (the screen then shows 404). */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
