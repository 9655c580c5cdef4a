export { Select, MultiSelect, FreeMultiSelect } from './LazySelects';
export type { SelectProps } from './Select';
export type { MultiSelectProps } from './MultiSelect';
export type { FreeMultiSelectProps } from './FreeMultiSelect';
export { toOptions, stringOptions, filterOptions, normalizeText } from './options';
export type { SelectOption } from './options';
