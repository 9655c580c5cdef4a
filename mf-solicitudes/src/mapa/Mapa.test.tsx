import { render, screen, waitFor } from '@testing-library/react';
import { VerificaProviders } from '@verifica/shared';
import { setupTestApi } from '@verifica/shared/testing';
import { Mapa } from './Mapa';

// The first render compiles OpenLayers (lazy).
jest.setTimeout(30_000);
const api = setupTestApi({ configure: true });

describe('Mapa (dialog maps)', () => {
  it('draws over the portal’s basemap setting: it reads GET /api/reportes/mapa_config', async () => {
    api.on('GET /api/reportes/mapa_config', { body: { tile_url: null, attribution: null } });
    render(
      <VerificaProviders globalStyle={false}>
        <Mapa position={{ latitude: 19.4326, longitude: -99.1332 }} />
      </VerificaProviders>,
    );
    expect(await screen.findByRole('img', { name: 'Mapa: 19.4326, -99.1332' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/reportes/mapa_config')).toHaveLength(1));
    // OpenLayers' controls in Spanish, like every map of the portal.
    expect(screen.getByRole('button', { description: 'Acercar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { description: 'Alejar' })).toBeInTheDocument();
  });
});
