export { Select } from './Select';
export type { SelectProps } from './Select';
export { MultiSelect } from './MultiSelect';
export type { MultiSelectProps } from './MultiSelect';
export { FreeMultiSelect } from './FreeMultiSelect';
export type { FreeMultiSelectProps } from './FreeMultiSelect';
export { toOptions, stringOptions, filterOptions, normalizeText } from './options';
export type { SelectOption } from './options';
