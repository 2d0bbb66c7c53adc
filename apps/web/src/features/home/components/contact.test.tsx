import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render.tsx';
import { Contact } from './contact.tsx';

describe('Contact', () => {
  it('shows no messenger link the operator has not set, only the feedback form', async () => {
    await renderWithApp(<Contact contacts={{}} />, '/');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Залиште повідомлення' })).toBeInTheDocument();
  });

  it("links the operator's Telegram address from the content pack", async () => {
    await renderWithApp(<Contact contacts={{ telegram: 'https://t.me/navchalni_programy' }} />, '/');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(/Telegram/);
    expect(links[0]).toHaveAttribute('href', 'https://t.me/navchalni_programy');
  });
});
