import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { ColorSwatchPicker } from './ColorSwatchPicker';

function Color({ spy }: { spy: (v: string) => void }) {
  const [color, setColor] = useState('#1976d2');
  return (
    <ColorSwatchPicker
      label="Color"
      value={color}
      swatches={['#1976d2', '#d32f2f', '#388e3c']}
      onChange={(v) => {
        setColor(v);
        spy(v);
      }}
    />
  );
}

describe('ColorSwatchPicker', () => {
  it('picks a swatch by click or arrow keys and shows its hex value', async () => {
    const spy = jest.fn();
    renderWithProviders(<Color spy={spy} />);
    expect(screen.getByRole('radiogroup', { name: 'Color' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '#1976d2' })).toBeChecked();
    expect(screen.getByLabelText('Hexadecimal')).toHaveValue('#1976d2');

    await userEvent.click(screen.getByRole('radio', { name: '#d32f2f' }));
    expect(screen.getByRole('radio', { name: '#d32f2f' })).toBeChecked();
    expect(screen.getByLabelText('Hexadecimal')).toHaveValue('#d32f2f');

    await userEvent.keyboard('{ArrowRight}');
    expect(spy).toHaveBeenLastCalledWith('#388e3c');
    expect(screen.getByRole('radio', { name: '#388e3c' })).toHaveFocus();
  });

  it('accepts a typed hex colour only when it is complete', async () => {
    const spy = jest.fn();
    renderWithProviders(<Color spy={spy} />);
    const hex = screen.getByLabelText('Hexadecimal');
    await userEvent.clear(hex);
    await userEvent.type(hex, '12ab');
    expect(spy).not.toHaveBeenCalled();
    await userEvent.type(hex, 'EF');
    expect(spy).toHaveBeenLastCalledWith('#12abef');
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  });
});
