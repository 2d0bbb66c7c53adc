import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { switchLanguage } from '@/lib/i18n.ts';
import { InvitationSheet } from './invitation-sheet.tsx';
import { groupTitle, ofGroup } from './group-name.ts';

describe('group names', () => {
  it("never say 'група' twice: a name that starts with the word is shown as it is", () => {
    expect(groupTitle('Група Б-12 (вечірня)')).toBe('Група Б-12 (вечірня)');
    expect(ofGroup('група Б-12 (вечірня)')).toBe('групи Б-12 (вечірня)');
    expect(groupTitle('Вечірня')).toBe('Група «Вечірня»');
    expect(ofGroup('Вечірня')).toBe('групи «Вечірня»');
    // A word that only begins with the same letters is a name like any other.
    expect(groupTitle('Групова B')).toBe('Група «Групова B»');
  });
});

describe('group names and the printed invitation in English', () => {
  it('name the group in English, and the sheet says its words in English', async () => {
    await act(() => switchLanguage('en'));
    try {
      expect(groupTitle('Група Б-12 (вечірня)')).toBe('Group Б-12 (вечірня)');
      expect(groupTitle('Вечірня')).toBe('Group “Вечірня”');
      expect(ofGroup('Вечірня')).toBe('group “Вечірня”');
      render(
        <InvitationSheet
          group={{
            id: 1,
            name: 'Вечірня',
            code: '12345678',
            pupils: 3,
            school_name: 'Автошкола «Рух»',
            invite_url: 'https://example.org/register?group=12345678',
          }}
        />,
      );
      const sheet = screen.getByTestId('invitation-sheet');
      expect(sheet).toHaveTextContent('You are invited to learn!');
      expect(sheet).toHaveTextContent('Group “Вечірня”');
      expect(sheet).toHaveTextContent('Point your phone’s camera at the QR code or open the link.');
      expect(sheet).toHaveTextContent('Group code:');
    } finally {
      await act(() => switchLanguage('uk'));
    }
  });
});
