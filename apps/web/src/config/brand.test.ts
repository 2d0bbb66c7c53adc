import { describe, expect, it } from 'vitest';
import { brandForHost } from './brand.ts';

describe('brandForHost', () => {
  it('gives each known host its own logo and share image, with or without www', () => {
    expect(brandForHost('pdr-trainer.com.ua').logo).toBe('/logo-trainer.svg');
    expect(brandForHost('WWW.pdr-trainer.com.ua').ogImage).toBe('/og-image-trainer.svg');
    expect(brandForHost('autoschool.pdr-trainer.com.ua').siteName).toBe('Автошкола онлайн');
  });

  it('falls back to the default brand on any other host', () => {
    expect(brandForHost('localhost')).toMatchObject({ logo: '/logo.svg', ogImage: '/og-image.svg' });
  });
});
