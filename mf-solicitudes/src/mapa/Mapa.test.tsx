import { render, screen, waitFor } from '@testing-library/react';
import { VerificaProviders } from '@verifica/shared';
import { setupTestApi } from '@verifica/shared/testing';
import { ZOOM_SIN_DETALLE } from '@verifica/mapa';
import { Mapa, municipioDe } from './Mapa';

// The first render compiles OpenLayers (lazy).
jest.setTimeout(30_000);
const api = setupTestApi({ configure: true });

const POSICION = { latitude: 19.4326, longitude: -99.1332 };
const mapa = (ciudad = 'Cuauhtémoc') =>
  render(
    <VerificaProviders globalStyle={false}>
      <Mapa position={POSICION} municipio={municipioDe({ ciudad, edo: 'Ciudad de México' })} />
    </VerificaProviders>,
  );

describe('Mapa (dialog maps)', () => {
  it('draws over the portal’s basemap setting: it reads GET /api/reportes/mapa_config', async () => {
    api.on('GET /api/reportes/mapa_config', { body: { tile_url: null, attribution: null } });
    mapa();
    expect(await screen.findByRole('img', { name: 'Mapa: 19.4326, -99.1332' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/reportes/mapa_config')).toHaveLength(1));
    // OpenLayers' controls in Spanish, like every map of the portal.
    expect(screen.getByRole('button', { description: 'Acercar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { description: 'Alejar' })).toBeInTheDocument();
  });

  it('without a tile URL (offline outlines only) opens wider than 16 with the pin centred, and writes the coordinates and the municipality', async () => {
    api.on('GET /api/reportes/mapa_config', { body: { tile_url: null, attribution: null } });
    mapa();
    const lienzo = await screen.findByRole('img', { name: 'Mapa: 19.4326, -99.1332' }, { timeout: 20_000 });
    expect(await screen.findByText('Coordenadas: 19.4326, -99.1332 · Municipio: Cuauhtémoc, Ciudad de México')).toBeInTheDocument();
    expect(lienzo).toHaveAttribute('data-zoom', String(ZOOM_SIN_DETALLE));
    expect(lienzo).toHaveAttribute('data-centro', '19.4326, -99.1332');
  });

  it('with MAP_TILE_URL set opens at zoom 16 (SPEC §9), the pin centred, the tiles saying the rest', async () => {
    api.on('GET /api/reportes/mapa_config', { body: { tile_url: 'https://teselas.example.mx/{z}/{x}/{y}.png', attribution: '© Teselas' } });
    mapa();
    const lienzo = await screen.findByRole('img', { name: 'Mapa: 19.4326, -99.1332' }, { timeout: 20_000 });
    await waitFor(() => expect(lienzo).toHaveAttribute('data-zoom', '16'));
    expect(lienzo).toHaveAttribute('data-centro', '19.4326, -99.1332');
    expect(screen.queryByText(/Coordenadas:/)).not.toBeInTheDocument();
  });
});
