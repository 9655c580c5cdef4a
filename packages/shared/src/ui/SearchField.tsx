import { Icon, TextField } from '@verifica/shared/base';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}

/** The search box over a list (the list applies it after its debounce). */
export function SearchField({ value, onChange, label = 'Buscar' }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={onChange}
      autoComplete="off"
      startAdornment={
        <span style={{ display: 'inline-flex', paddingLeft: 10 }}>
          <Icon name="search" size={18} />
        </span>
      }
    />
  );
}
