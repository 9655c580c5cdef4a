import { Region, type RegionValue } from '@verifica/contracts';
import { ColorSwatchPicker, FormLayout, PageHeader, Select, TextField, screenTitle, useRouteId } from '@verifica/shared';
import { useAgenciaForm } from './hooks/useAgenciaForm';

/** Agencia form (id 0 = new): nombre, direccion, region R1–R9 and colour; Cancelar / Guardar. */
export default function AgenciaForm() {
  const form = useAgenciaForm(useRouteId());
  const { field } = form;

  return (
    <section data-screen="agenciasForm">
      <PageHeader title={screenTitle('agenciasForm')} />
      <FormLayout
        label={form.isNew ? 'Nueva agencia' : 'Editar agencia'}
        {...form.layout}
        footer={<ColorSwatchPicker {...field('color', 'Color')} />}
      >
        <TextField {...field('nombre', 'Nombre')} autoFocus />
        <TextField {...field('direccion', 'Dirección')} />
        <Select<RegionValue> {...field('region', 'Región')} options={Region.options} />
      </FormLayout>
    </section>
  );
}
