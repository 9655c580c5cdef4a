import { renderHook, waitFor } from '@testing-library/react';
import { setupTestApi } from '@verifica/shared/testing';
import { MAPA_CONFIG_URL, useMapaConfig } from './useMapaConfig';

const api = setupTestApi({ configure: true });

describe('useMapaConfig', () => {
  it('is undefined until the server answers, then its setting', async () => {
    const config = { tile_url: 'https://teselas.example.mx/{z}/{x}/{y}.png', attribution: '© Teselas' };
    api.on(`GET ${MAPA_CONFIG_URL}`, { body: config, delayMs: 50 });
    const { result } = renderHook(() => useMapaConfig());
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual(config));
    expect(api.calls(`GET ${MAPA_CONFIG_URL}`)).toHaveLength(1);
  });

  it('is null (the offline basemap) when the call fails', async () => {
    api.on(`GET ${MAPA_CONFIG_URL}`, { status: 500, body: { message: 'Error' } });
    const { result } = renderHook(() => useMapaConfig());
    await waitFor(() => expect(result.current).toBeNull());
  });
});
