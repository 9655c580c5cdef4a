import { Region, type RegionValue } from '@verifica/contracts';
import { ColorSwatchPicker, PageHeader, Select, TextField } from '@verifica/shared';
import { FormLayout } from '../common/FormLayout';
import { useRouteId } from '../common/hooks/useRouteId';
import { screenTitle } from '../common/screenTitle';
import { useAgenciaForm } from './hooks/useAgenciaForm';

/** Agencia form (id 0 = new): nombre, direccion, region R1–R9 and colour; Cancelar / Guardar. */
export default function AgenciaForm() {
  const form = useAgenciaForm(useRouteId());
  const { values, setField, errors } = form;

  return (
    <section data-screen="agenciasForm">
      <PageHeader title={screenTitle('agenciasForm')} />
      <FormLayout
        label={form.isNew ? 'Nueva agencia' : 'Editar agencia'}
        onSubmit={form.submit}
        onCancel={form.cancel}
        loading={form.loading}
        saving={form.saving}
        footer={
          <ColorSwatchPicker label="Color" value={values.color} onChange={(color) => setField('color', color)} error={errors.color} />
        }
      >
        <TextField label="Nombre" name="nombre" value={values.nombre} onChange={(v) => setField('nombre', v)} error={errors.nombre} autoFocus />
        <TextField label="Direccion" name="direccion" value={values.direccion} onChange={(v) => setField('direccion', v)} error={errors.direccion} />
        <Select<RegionValue>
          label="Region"
          options={Region.options}
          value={values.region}
          onChange={(region) => setField('region', region)}
          error={errors.region}
        />
      </FormLayout>
    </section>
  );
}
