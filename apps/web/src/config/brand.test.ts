import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { switchLanguage } from '@/lib/i18n.ts';
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

describe('a brand’s words', () => {
  it('keep the name and say the logo’s alt text in the current language, read each time', async () => {
    const brand = brandForHost('localhost');
    expect(brand.logoAlt).toBe('Тренажер ПДР — на головну');
    await act(() => switchLanguage('en'));
    try {
      expect(brand.logoAlt).toBe('Тренажер ПДР: to the home page');
      expect(brand.siteName).toBe('Тренажер ПДР');
    } finally {
      await act(() => switchLanguage('uk'));
    }
  });
});
