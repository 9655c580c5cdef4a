import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render';
import { FileField } from './FileField';

function Archivo({ onChange = () => {}, disabled = false }: { onChange?: (file: File) => void; disabled?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileField
      label="Archivo (.xlsx, .xls o .csv)"
      file={file}
      accept=".xlsx,.xls,.csv"
      disabled={disabled}
      onChange={(f) => {
        onChange(f);
        setFile(f);
      }}
    />
  );
}

describe('FileField', () => {
  it('shows a Spanish button and "Ningún archivo seleccionado", the label names the real input', () => {
    renderWithProviders(<Archivo />);
    const input = screen.getByLabelText('Archivo (.xlsx, .xls o .csv)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.xlsx,.xls,.csv');
    const boton = screen.getByRole('button', { name: 'Seleccionar archivo' });
    expect(boton).toHaveAccessibleDescription('Archivo (.xlsx, .xls o .csv) Ningún archivo seleccionado');
    expect(screen.getByText('Ningún archivo seleccionado')).toBeVisible();
  });

  it('shows the chosen file name, and choosing the same file again is a new choice', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Archivo onChange={onChange} />);
    const user = userEvent.setup();
    const lote = new File(['folio'], 'lote de abril.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Archivo (.xlsx, .xls o .csv)'), lote);
    expect(screen.getByText('lote de abril.csv')).toBeVisible();
    expect(screen.queryByText('Ningún archivo seleccionado')).toBeNull();
    expect(screen.getByRole('button', { name: 'Seleccionar archivo' })).toHaveAccessibleDescription('Archivo (.xlsx, .xls o .csv) lote de abril.csv');

    await user.upload(screen.getByLabelText('Archivo (.xlsx, .xls o .csv)'), lote);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is one tab stop: Enter and Space on the button open the file picker', async () => {
    renderWithProviders(<Archivo />);
    const input = screen.getByLabelText<HTMLInputElement>('Archivo (.xlsx, .xls o .csv)');
    const abrir = jest.spyOn(input, 'click');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Seleccionar archivo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(abrir).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(abrir).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('disabled: neither the button nor the input can be used', () => {
    renderWithProviders(<Archivo disabled />);
    expect(screen.getByRole('button', { name: 'Seleccionar archivo' })).toBeDisabled();
    expect(screen.getByLabelText('Archivo (.xlsx, .xls o .csv)')).toBeDisabled();
  });
});
