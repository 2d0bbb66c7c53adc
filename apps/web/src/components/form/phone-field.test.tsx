import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { normalisePhone } from '@pdr/contract/phone';
import { PhoneField } from './phone-field.tsx';

let stored = '';

/** A form with only the phone field; what the form holds is put in `stored` on every change. */
function Host() {
  const form = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  return (
    <form>
      <PhoneField
        id="phone"
        control={form.control}
        name="phone"
        onEdit={() => (stored = form.getValues('phone'))}
      />
    </form>
  );
}

const WRITTEN = [
  '+38 (067) 111-00-04',
  '+38 067 111 00 04',
  '(067)1110004',
  '0671110004',
  '+380671110004',
  '380671110004',
  '671110004',
  '+380 67 111 00 04',
  '067-111-00-04',
  '8 067 111 00 04',
];

function field() {
  return screen.getByLabelText('Номер телефону');
}

describe('PhoneField', () => {
  it.each(WRITTEN)('takes %s pasted into the empty field as +380671110004', async (written) => {
    stored = '';
    render(<Host />);
    await userEvent.click(field());
    await userEvent.paste(written);
    expect(field()).toHaveValue('+38 (067) 111 00 04');
    expect(normalisePhone(stored)).toBe('+380671110004');
  });

  it.each(WRITTEN)('takes %s typed key by key as +380671110004', async (written) => {
    stored = '';
    render(<Host />);
    await userEvent.type(field(), written);
    expect(field()).toHaveValue('+38 (067) 111 00 04');
    expect(normalisePhone(stored)).toBe('+380671110004');
  });

  it('replaces a number half typed, or a whole other one, with a pasted number', async () => {
    render(<Host />);
    await userEvent.type(field(), '50123');
    await userEvent.paste('+38 (067) 111-00-04');
    expect(field()).toHaveValue('+38 (067) 111 00 04');
    await userEvent.paste('093 222 33 44');
    expect(field()).toHaveValue('+38 (093) 222 33 44');
    expect(normalisePhone(stored)).toBe('+380932223344');
  });

  it('takes a whole number put in at once (autofill) whatever the field held', async () => {
    render(<Host />);
    await userEvent.type(field(), '0');
    await userEvent.type(field(), '+380671110004', {
      initialSelectionStart: 0,
      initialSelectionEnd: 100,
    });
    expect(field()).toHaveValue('+38 (067) 111 00 04');
  });

  it('leaves a pasted fragment to the mask where the caret is', async () => {
    render(<Host />);
    await userEvent.type(field(), '067');
    await userEvent.paste('111');
    expect(field()).toHaveValue('+38 (067) 111');
  });

  it('shows the same grouping as every shown phone, with its placeholder', () => {
    render(<Host />);
    expect(field()).toHaveAttribute('placeholder', '+38 (0XX) XXX XX XX');
  });
});
