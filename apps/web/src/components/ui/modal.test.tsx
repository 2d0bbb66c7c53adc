import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main id="main-content" tabIndex={-1}>
        <button type="button" onClick={() => setOpen(true)}>
          Коментар
        </button>
      </main>
      <Modal open={open} onOpenChange={setOpen} title="Коментар до питання">
        <p>Узбіччя прилягає до краю проїзної частини.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('gives focus back to the button that opened it when Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const button = screen.getByRole('button', { name: 'Коментар' });
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Коментар до питання' })).toContainElement(
      document.activeElement as HTMLElement,
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('gives focus to the page content when it opened by itself, with no control focused', async () => {
    const user = userEvent.setup();
    function Score() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <main id="main-content" tabIndex={-1}>
            <h1>Навчання за темами</h1>
          </main>
          <Modal open={open} onOpenChange={setOpen} title="Залік складено!" />
        </>
      );
    }
    render(<Score />);
    await user.click(screen.getByRole('button', { name: 'Закрити вікно' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
