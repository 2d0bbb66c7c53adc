import { describe, expect, it } from 'vitest';
import { deviceZoneDiffers, kyivDayNumber, kyivFormat } from './kyiv-time.ts';

describe("Kyiv's time", () => {
  it("formats an instant as Kyiv's clock reads it, whatever the device's zone", () => {
    const format = kyivFormat({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
    expect(format.format(new Date('2026-12-01T22:30:00Z'))).toMatch(/2 грудня.*00:30/);
    expect(format.format(new Date('2026-07-01T21:30:00Z'))).toMatch(/2 липня.*00:30/);
  });

  it("counts calendar days by Kyiv's midnight", () => {
    const lateEvening = new Date('2026-12-01T21:30:00Z'); // 23:30 in Kyiv, 1 December
    const afterMidnight = new Date('2026-12-01T22:30:00Z'); // 00:30 in Kyiv, 2 December
    expect(kyivDayNumber(afterMidnight) - kyivDayNumber(lateEvening)).toBe(1);
  });

  it("tells a device whose zone is not Kyiv's", () => {
    const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const sameClock = ['Europe/Kyiv', 'Europe/Kiev'].includes(deviceZone);
    expect(deviceZoneDiffers(new Date('2026-12-01T12:00:00Z'))).toBe(!sameClock);
  });
});
